// jars: commons-lang3
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.apache.commons.lang3.AnnotationUtils;
import org.apache.commons.lang3.ClassUtils;
import org.apache.commons.lang3.StringUtils;
import org.apache.commons.lang3.concurrent.ConcurrentException;
import org.apache.commons.lang3.concurrent.ConcurrentUtils;
import org.apache.commons.lang3.concurrent.LazyInitializer;
import org.apache.commons.lang3.function.Failable;
import org.apache.commons.lang3.reflect.ConstructorUtils;
import org.apache.commons.lang3.reflect.FieldUtils;
import org.apache.commons.lang3.reflect.MethodUtils;
import org.apache.commons.lang3.reflect.TypeUtils;
import org.apache.commons.lang3.text.StrBuilder;
import org.apache.commons.lang3.text.StrSubstitutor;
import org.apache.commons.lang3.text.StrTokenizer;

/** A plugin registry: plugins found and configured by reflection, messages templated, with commons-lang3 reflect/text/concurrent utilities. */
public class LangPluginRegistry {
    @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
    public @interface Command { String value(); int order() default 0; }

    public interface Plugin { String name(); }

    public static class BasePlugin implements Plugin {
        protected String prefix = "base";
        private int calls;
        public String name() { return getClass().getSimpleName(); }
        public int calls() { return calls; }
        protected void count() { calls++; }
    }

    public static class GreeterPlugin extends BasePlugin {
        private String greeting = "Hello";
        public int volume = 3;
        public GreeterPlugin() { }
        public GreeterPlugin(String greeting) { this.greeting = greeting; }
        @Command(value = "greet", order = 1) public String greet(String who) { count(); return greeting + ", " + who + "!"; }
        @Command("shout") public String shout(String who, Integer times) { count(); return StringUtils.repeat(greet(who).toUpperCase(), " ", times); }
        public String describe(Object o) { return "object " + o; }
        public String describe(Number n) { return "number " + n; }
        public String describe(Integer i) { return "integer " + i; }
        public static String version() { return "1.4.2"; }
        private String secret() { return "s3cr3t"; }
    }

    public static class MathPlugin extends BasePlugin {
        @Command(value = "add", order = 2) public long add(long a, long b) { count(); return a + b; }
        @Command(value = "avg", order = 3) public double avg(double... xs) { count(); return Arrays.stream(xs).average().orElse(0); }
    }

    static final LazyInitializer<Map<String, Plugin>> REGISTRY = new LazyInitializer<Map<String, Plugin>>() {
        @Override protected Map<String, Plugin> initialize() throws ConcurrentException {
            System.out.println("  (initializing registry)");
            Map<String, Plugin> m = new TreeMap<>();
            for (String cn : new String[] {"LangPluginRegistry$GreeterPlugin", "LangPluginRegistry$MathPlugin"}) {
                try {
                    Plugin p = (Plugin) ConstructorUtils.invokeConstructor(ClassUtils.getClass(cn));
                    m.put(p.name(), p);
                } catch (ReflectiveOperationException e) {
                    throw new ConcurrentException(e);
                }
            }
            return m;
        }
    };

    public static void main(String[] args) throws Exception {
        Map<String, Plugin> plugins = REGISTRY.get();
        System.out.println("plugins " + plugins.keySet() + " same " + (REGISTRY.get() == plugins));

        for (Plugin p : plugins.values()) {
            List<Method> cmds = new ArrayList<>(MethodUtils.getMethodsListWithAnnotation(p.getClass(), Command.class));
            cmds.sort((a, b) -> a.getAnnotation(Command.class).order() - b.getAnnotation(Command.class).order() != 0
                    ? a.getAnnotation(Command.class).order() - b.getAnnotation(Command.class).order() : a.getName().compareTo(b.getName()));
            for (Method m : cmds) {
                Command c = m.getAnnotation(Command.class);
                System.out.println("  " + p.name() + " command " + c.value() + " order " + c.order() + " params "
                        + Arrays.stream(m.getParameterTypes()).map(Class::getSimpleName).collect(Collectors.joining(",")));
            }
        }
        Plugin greeter = plugins.get("GreeterPlugin");
        System.out.println(MethodUtils.invokeMethod(greeter, "greet", "world"));
        System.out.println(MethodUtils.invokeMethod(greeter, "shout", "team", 2));
        System.out.println(MethodUtils.invokeMethod(greeter, "describe", 5) + " / " + MethodUtils.invokeMethod(greeter, "describe", 2.5)
                + " / " + MethodUtils.invokeMethod(greeter, "describe", "x"));
        System.out.println(MethodUtils.invokeMethod(plugins.get("MathPlugin"), "add", 40L, 2L) + " "
                + MethodUtils.invokeMethod(plugins.get("MathPlugin"), "avg", new Object[] {new double[] {1, 2, 4}}));
        System.out.println("static " + MethodUtils.invokeStaticMethod(GreeterPlugin.class, "version") + " private "
                + MethodUtils.invokeMethod(greeter, true, "secret"));
        try {
            MethodUtils.invokeMethod(greeter, "launch");
        } catch (NoSuchMethodException e) {
            System.out.println("NoSuchMethodException: " + e.getMessage());
        }
        System.out.println("calls " + FieldUtils.readField(greeter, "calls", true) + " greeting " + FieldUtils.readField(greeter, "greeting", true)
                + " prefix " + FieldUtils.readField(greeter, "prefix", true) + " volume " + FieldUtils.readDeclaredField(greeter, "volume"));
        FieldUtils.writeField(greeter, "greeting", "Howdy", true);
        FieldUtils.writeField(greeter, "volume", 11);
        System.out.println(MethodUtils.invokeMethod(greeter, "greet", "partner") + " volume " + ((GreeterPlugin) greeter).volume);
        List<String> fields = FieldUtils.getAllFieldsList(GreeterPlugin.class).stream().filter(f -> !f.isSynthetic()).map(Field::getName).sorted().collect(Collectors.toList());
        System.out.println("fields " + fields + " declared " + Arrays.stream(FieldUtils.getFieldsWithAnnotation(GreeterPlugin.class, Deprecated.class)).count());
        GreeterPlugin custom = ConstructorUtils.invokeConstructor(GreeterPlugin.class, "Ahoy");
        System.out.println(custom.greet("sailor") + " accessible " + (ConstructorUtils.getAccessibleConstructor(GreeterPlugin.class, String.class) != null));
        System.out.println("hierarchy " + ClassUtils.getAllSuperclasses(GreeterPlugin.class).stream().map(Class::getSimpleName).collect(Collectors.toList())
                + " interfaces " + ClassUtils.getAllInterfaces(GreeterPlugin.class).stream().map(Class::getSimpleName).collect(Collectors.toList())
                + " overrides " + MethodUtils.getOverrideHierarchy(GreeterPlugin.class.getMethod("name"), ClassUtils.Interfaces.INCLUDE).size());
        Command ann = GreeterPlugin.class.getMethod("greet", String.class).getAnnotation(Command.class);
        System.out.println("annotation " + AnnotationUtils.toString(ann).replaceAll("^@\\S*Command", "@Command") + " equals "
                + AnnotationUtils.equals(ann, GreeterPlugin.class.getMethod("greet", String.class).getAnnotation(Command.class)));

        Type listOfString = TypeUtils.parameterize(List.class, String.class);
        Type mapType = TypeUtils.parameterize(Map.class, String.class, TypeUtils.wildcardType().withUpperBounds(Number.class).build());
        System.out.println("types " + TypeUtils.toString(listOfString) + " " + TypeUtils.toString(mapType) + " assignable "
                + TypeUtils.isAssignable(TypeUtils.parameterize(ArrayList.class, String.class), listOfString)
                + " " + TypeUtils.isAssignable(TypeUtils.parameterize(ArrayList.class, Integer.class), listOfString)
                + " array " + TypeUtils.toString(TypeUtils.genericArrayType(listOfString)));

        Map<String, Object> vars = new HashMap<>();
        vars.put("user", "ada");
        vars.put("count", 3);
        vars.put("plugin", greeter.name());
        StrSubstitutor sub = new StrSubstitutor(vars);
        System.out.println(sub.replace("Hi ${user}, ${plugin} ran ${count} time(s); home=${home:-/home/${user}} $${escaped}"));
        StrSubstitutor custom2 = new StrSubstitutor(vars, "{{", "}}", '\\');
        System.out.println(custom2.replace("{{user}} has {{count}} items, \\{{literal}}, {{unknown}}"));
        StrTokenizer tok = StrTokenizer.getCSVInstance("name, \"Smith, John\", 42 ,,\"say \"\"hi\"\"\"");
        tok.setEmptyTokenAsNull(false);
        tok.setIgnoreEmptyTokens(false);
        System.out.println("csv " + tok.getTokenList().stream().map(t -> "[" + t + "]").collect(Collectors.joining()));
        StrBuilder sb = new StrBuilder();
        sb.appendln("Plugins:").appendWithSeparators(plugins.keySet(), ", ").appendNewLine().appendPadding(3, '.').append("calls=")
                .appendFixedWidthPadLeft(((BasePlugin) greeter).calls(), 4, '0').appendSeparator(';').appendAll("a", "b").appendNull();
        sb.setNullText("<none>").appendNull();
        System.out.println(sb.replaceAll("Plugin", "Ext").toString() + " len " + sb.length() + " idx " + sb.indexOf("calls"));

        java.util.concurrent.ConcurrentMap<String, Integer> counters = new java.util.concurrent.ConcurrentHashMap<>();
        System.out.println("putIfAbsent " + ConcurrentUtils.putIfAbsent(counters, "a", 1) + " " + ConcurrentUtils.putIfAbsent(counters, "a", 2)
                + " constant " + ConcurrentUtils.constantFuture("done").get() + " createIfAbsent " + ConcurrentUtils.createIfAbsentUnchecked(counters, "b", () -> 7));
        try {
            Failable.run(() -> { throw new java.io.IOException("disk gone"); });
        } catch (java.io.UncheckedIOException e) {
            System.out.println("failable " + e.getClass().getSimpleName() + " cause " + e.getCause().getMessage());
        }
        System.out.println("failable apply " + Failable.apply(s -> s.length() * 2, "abcd"));
    }
}

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

// A picocli/Spring-Shell style command shell: methods annotated @Command are
// discovered with getDeclaredMethods() (order unspecified, so commands live in a
// TreeMap keyed by command name), their String arguments are converted to the
// parameter types, and the method is invoked reflectively.
public class ReflectCommandDispatcher {

    @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.METHOD)
    @interface Command {
        String value();
        String help() default "";
        String[] aliases() default {};
    }

    enum Unit { BYTES, KB, MB }

    static class InventoryCommands {
        private final Map<String, Integer> stock = new TreeMap<>();
        private static int audits;

        @Command(value = "add", help = "add quantity of an item")
        public String add(String item, int quantity) {
            if (quantity <= 0) throw new IllegalArgumentException("quantity must be positive: " + quantity);
            stock.merge(item, quantity, Integer::sum);
            return item + " -> " + stock.get(item);
        }

        @Command(value = "remove", aliases = {"rm", "del"}, help = "remove quantity of an item")
        public int remove(String item, int quantity) throws OutOfStockException {
            int have = stock.getOrDefault(item, 0);
            if (have < quantity) throw new OutOfStockException(item, have, quantity);
            stock.put(item, have - quantity);
            return have - quantity;
        }

        @Command(value = "list")
        public void list() { System.out.println("    stock: " + stock); }

        @Command(value = "price", help = "total price = unit price * quantity * (1 - discount)")
        public double price(double unitPrice, long quantity, float discount) { return unitPrice * quantity * (1 - discount); }

        @Command(value = "tag", help = "tag several items")
        public String tag(String tag, String... items) { return tag + ": " + Arrays.toString(items) + " (" + items.length + ")"; }

        @Command(value = "size")
        public String size(long amount, Unit unit, boolean round) {
            long bytes = unit == Unit.BYTES ? amount : unit == Unit.KB ? amount * 1024 : amount * 1024 * 1024;
            return round ? (bytes / 1000) + "k" : bytes + " bytes";
        }

        @Command(value = "audit", help = "static: count audits")
        public static int audit() { return ++audits; }

        @Command(value = "clear")
        public Object clear(char confirm) {
            if (confirm != 'y') return null;
            stock.clear();
            return "cleared";
        }

        @Command(value = "secret")
        private String secret() { return "should not be reachable"; }

        // Not a command: no annotation.
        public String helper() { return "helper"; }
    }

    static class OutOfStockException extends Exception {
        OutOfStockException(String item, int have, int wanted) { super("only " + have + " of " + item + ", wanted " + wanted); }
    }

    static final class Shell {
        private final Object handler;
        private final Map<String, Method> commands = new TreeMap<>();
        private final Map<String, String> aliases = new TreeMap<>();

        Shell(Object handler) {
            this.handler = handler;
            Method[] methods = handler.getClass().getDeclaredMethods();
            Arrays.sort(methods, (a, b) -> (a.getName() + Arrays.toString(a.getParameterTypes())).compareTo(b.getName() + Arrays.toString(b.getParameterTypes())));
            for (Method m : methods) {
                Command cmd = m.getAnnotation(Command.class);
                if (cmd == null) continue;
                if (!Modifier.isPublic(m.getModifiers())) {
                    System.out.println("ignoring non-public command '" + cmd.value() + "' (" + Modifier.toString(m.getModifiers()) + " " + m.getName() + ")");
                    continue;
                }
                commands.put(cmd.value(), m);
                for (String a : cmd.aliases()) aliases.put(a, cmd.value());
            }
        }

        static String usage(String name, Method m) {
            StringBuilder sb = new StringBuilder(name);
            Class<?>[] types = m.getParameterTypes();
            for (int i = 0; i < types.length; i++) {
                boolean varargs = m.isVarArgs() && i == types.length - 1;
                Class<?> t = varargs ? types[i].getComponentType() : types[i];
                String shown = t.isEnum() ? String.join("|", names(t)) : t.getSimpleName();
                sb.append(" <").append(shown).append(varargs ? ">..." : ">");
            }
            return sb.toString();
        }

        static List<String> names(Class<?> enumType) {
            List<String> out = new ArrayList<>();
            for (Object c : enumType.getEnumConstants()) out.add(((Enum<?>) c).name().toLowerCase());
            return out;
        }

        void help() {
            for (Map.Entry<String, Method> e : commands.entrySet()) {
                Command cmd = e.getValue().getAnnotation(Command.class);
                String alias = cmd.aliases().length == 0 ? "" : " (aliases: " + String.join(", ", cmd.aliases()) + ")";
                String returns = e.getValue().getReturnType() == void.class ? "" : " : " + e.getValue().getReturnType().getSimpleName();
                System.out.println("  " + usage(e.getKey(), e.getValue()) + returns + alias + (cmd.help().isEmpty() ? "" : " -- " + cmd.help()));
            }
        }

        static Object convert(String s, Class<?> t) {
            if (t == String.class) return s;
            if (t == int.class || t == Integer.class) return Integer.parseInt(s);
            if (t == long.class || t == Long.class) return Long.parseLong(s);
            if (t == double.class) return Double.parseDouble(s);
            if (t == float.class) return Float.parseFloat(s);
            if (t == boolean.class) {
                if (s.equals("true") || s.equals("yes")) return true;
                if (s.equals("false") || s.equals("no")) return false;
                throw new IllegalArgumentException("not a boolean: " + s);
            }
            if (t == char.class) {
                if (s.length() != 1) throw new IllegalArgumentException("not a single character: " + s);
                return s.charAt(0);
            }
            if (t.isEnum()) return enumValue(t, s.toUpperCase());
            throw new IllegalArgumentException("unsupported parameter type " + t.getName());
        }

        @SuppressWarnings({"unchecked", "rawtypes"})
        static Object enumValue(Class<?> t, String name) { return Enum.valueOf((Class) t, name); }

        void run(String line) {
            System.out.println("> " + line);
            List<String> words = new ArrayList<>(Arrays.asList(line.trim().split("\\s+")));
            String name = words.remove(0);
            if (name.equals("help")) { help(); return; }
            Method m = commands.get(aliases.getOrDefault(name, name));
            if (m == null) { System.out.println("  unknown command: " + name); return; }
            Class<?>[] types = m.getParameterTypes();
            int fixed = m.isVarArgs() ? types.length - 1 : types.length;
            if (words.size() < fixed || (!m.isVarArgs() && words.size() > fixed)) {
                System.out.println("  usage: " + usage(name, m));
                return;
            }
            Object[] args = new Object[types.length];
            try {
                for (int i = 0; i < fixed; i++) args[i] = convert(words.get(i), types[i]);
                if (m.isVarArgs()) {
                    List<String> rest = words.subList(fixed, words.size());
                    Object arr = java.lang.reflect.Array.newInstance(types[fixed].getComponentType(), rest.size());
                    for (int i = 0; i < rest.size(); i++) java.lang.reflect.Array.set(arr, i, convert(rest.get(i), types[fixed].getComponentType()));
                    args[fixed] = arr;
                }
            } catch (IllegalArgumentException e) {
                // NumberFormatException is an IllegalArgumentException too.
                System.out.println("  bad argument: " + e.getClass().getSimpleName() + ": " + e.getMessage());
                return;
            }
            try {
                Object target = Modifier.isStatic(m.getModifiers()) ? null : handler;
                Object result = m.invoke(target, args);
                if (m.getReturnType() != void.class) System.out.println("  = " + result + (result == null ? "" : " (" + result.getClass().getSimpleName() + ")"));
            } catch (InvocationTargetException e) {
                Throwable cause = e.getCause();
                boolean declared = false;
                for (Class<?> ex : m.getExceptionTypes()) declared |= ex.isInstance(cause);
                System.out.println("  " + (declared ? "failed: " : "error: ") + cause.getClass().getSimpleName() + ": " + cause.getMessage());
            } catch (IllegalAccessException e) {
                System.out.println("  " + e);
            }
        }
    }

    public static void main(String[] args) {
        Shell shell = new Shell(new InventoryCommands());
        String[] script = {
            "help",
            "add apple 5",
            "add pear 2",
            "add apple 3",
            "list",
            "rm apple 6",
            "del pear 9",
            "remove",
            "remove pear 1 extra",
            "add plum -1",
            "add plum many",
            "price 2.5 4 0.1",
            "price 1e3 9999999999 0",
            "tag fruit apple pear plum",
            "tag empty",
            "size 3 kb no",
            "size 5 mb yes",
            "size 1 gb yes",
            "size 1 bytes maybe",
            "audit",
            "audit",
            "clear n",
            "clear yes",
            "clear y",
            "list",
            "secret",
            "helper",
            "frobnicate now",
        };
        for (String line : script) shell.run(line);
    }
}

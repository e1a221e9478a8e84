import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

// A plugin registry that loads implementation classes by name from a
// configuration (as ServiceLoader / JDBC drivers / logging backends do), with
// lazy initialization: classes are located with Class.forName(name, false,
// loader) and only initialized when the first instance is created.
public class ReflectPluginRegistry {

    static final List<String> EVENTS = new ArrayList<>();

    public interface Plugin {
        String id();
        String handle(String input);
    }

    public static class UpperCasePlugin implements Plugin {
        static { EVENTS.add("clinit UpperCasePlugin"); }
        public UpperCasePlugin() { EVENTS.add("new UpperCasePlugin"); }
        public String id() { return "upper"; }
        public String handle(String input) { return input.toUpperCase(); }
    }

    public static class ReversePlugin implements Plugin {
        static final String CONSTANT = "compile-time constant";      // inlined: reading it does not initialize
        static final String COMPUTED = String.valueOf(new StringBuilder("detupmoc").reverse());
        static { EVENTS.add("clinit ReversePlugin"); }
        public String id() { return "reverse"; }
        public String handle(String input) { return new StringBuilder(input).reverse().toString(); }
    }

    public static class CountingPlugin extends BasePlugin {
        static { EVENTS.add("clinit CountingPlugin"); }
        public String id() { return "count"; }
        public String handle(String input) { return input.length() + " chars"; }
    }

    public abstract static class BasePlugin implements Plugin {
        static { EVENTS.add("clinit BasePlugin"); }
    }

    public static class NeedsArgs implements Plugin {
        static { EVENTS.add("clinit NeedsArgs"); }
        public NeedsArgs(String config) { }
        public String id() { return "needs-args"; }
        public String handle(String input) { return input; }
    }

    public static class NotAPlugin {
        static { EVENTS.add("clinit NotAPlugin"); }
    }

    public static class BrokenPlugin implements Plugin {
        static final int LIMIT = Integer.parseInt("ten");
        public String id() { return "broken"; }
        public String handle(String input) { return input; }
    }

    static class PrivateCtorPlugin implements Plugin {
        static { EVENTS.add("clinit PrivateCtorPlugin"); }
        private PrivateCtorPlugin() { }
        public String id() { return "private"; }
        public String handle(String input) { return "[" + input + "]"; }
    }

    public interface PluginWithConstants {
        String NAME = "constant";
        List<String> DEFAULTS = record("clinit PluginWithConstants");
    }

    static List<String> record(String event) { EVENTS.add(event); return List.of(); }

    static final class Registry {
        private final ClassLoader loader;
        private final Map<String, Class<? extends Plugin>> classes = new TreeMap<>();
        private final Map<String, Plugin> instances = new TreeMap<>();

        Registry(ClassLoader loader) { this.loader = loader; }

        void register(String className) {
            try {
                Class<?> c = Class.forName(className, false, loader);
                if (!Plugin.class.isAssignableFrom(c)) {
                    System.out.println("  reject " + c.getSimpleName() + ": does not implement " + Plugin.class.getSimpleName());
                } else if (c.isInterface() || Modifier.isAbstract(c.getModifiers())) {
                    System.out.println("  reject " + c.getSimpleName() + ": abstract");
                } else {
                    classes.put(c.getSimpleName(), c.asSubclass(Plugin.class));
                    System.out.println("  located " + c.getName());
                }
            } catch (ClassNotFoundException e) {
                System.out.println("  ClassNotFoundException: " + e.getMessage());
            }
        }

        Plugin get(String simpleName) {
            Plugin p = instances.get(simpleName);
            if (p != null) return p;
            Class<? extends Plugin> c = classes.get(simpleName);
            if (c == null) throw new IllegalArgumentException("unknown plugin " + simpleName);
            try {
                Constructor<? extends Plugin> ctor = c.getDeclaredConstructor();
                if (!ctor.canAccess(null)) ctor.setAccessible(true);
                p = ctor.newInstance();
            } catch (NoSuchMethodException e) {
                throw new IllegalStateException("plugin needs a no-arg constructor: " + e.getMessage(), e);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("cannot create " + simpleName + ": " + e, e);
            }
            instances.put(simpleName, p);
            return p;
        }
    }

    static void drain(String when) {
        System.out.println("  events " + when + ": " + EVENTS);
        EVENTS.clear();
    }

    public static void main(String[] args) throws Exception {
        ClassLoader loader = ReflectPluginRegistry.class.getClassLoader();
        System.out.println("app loader is system loader: " + (loader == ClassLoader.getSystemClassLoader())
                + ", context loader same: " + (Thread.currentThread().getContextClassLoader() == loader)
                + ", String loader: " + String.class.getClassLoader() + ", int loader: " + int.class.getClassLoader()
                + ", array loader same as component's: " + (Plugin[].class.getClassLoader() == loader)
                + ", platform loader parent of app: " + (loader.getParent() == ClassLoader.getPlatformClassLoader()));

        String prefix = ReflectPluginRegistry.class.getName() + "$";
        String[] config = {
            prefix + "UpperCasePlugin", prefix + "ReversePlugin", prefix + "CountingPlugin", prefix + "BasePlugin",
            prefix + "NeedsArgs", prefix + "NotAPlugin", prefix + "BrokenPlugin", prefix + "PrivateCtorPlugin",
            prefix + "MissingPlugin", "ReflectPluginRegistry.UpperCasePlugin", "com.example.plugins.Nope", prefix + "Plugin",
        };
        Registry registry = new Registry(loader);
        System.out.println("registering:");
        for (String name : config) registry.register(name);
        drain("after locating (no class initialized)");

        System.out.println("constant " + ReversePlugin.CONSTANT);
        drain("after reading a compile-time constant");
        System.out.println("upper: " + registry.get("UpperCasePlugin").handle("hello"));
        System.out.println("upper again: " + registry.get("UpperCasePlugin").handle("again"));
        drain("after first use of UpperCasePlugin");
        System.out.println("count: " + registry.get("CountingPlugin").handle("plugins"));
        drain("after CountingPlugin (superclass first)");
        System.out.println("private: " + registry.get("PrivateCtorPlugin").handle("x"));
        for (String bad : new String[] {"NeedsArgs", "BrokenPlugin", "BrokenPlugin", "NoSuch"}) {
            try {
                registry.get(bad);
            } catch (IllegalStateException | IllegalArgumentException e) {
                System.out.println(bad + ": " + e.getClass().getSimpleName() + ": " + e.getMessage());
            } catch (ExceptionInInitializerError e) {
                System.out.println(bad + ": ExceptionInInitializerError, cause " + e.getCause());
            } catch (NoClassDefFoundError e) {
                System.out.println(bad + ": NoClassDefFoundError: " + e.getMessage());
            }
        }
        drain("after failures");

        Class<?> rev = Class.forName(prefix + "ReversePlugin");
        drain("after Class.forName(name) with initialization");
        System.out.println("computed " + rev.getDeclaredField("COMPUTED").get(null) + ", reverse: " + registry.get("ReversePlugin").handle("stressed"));
        try {
            Class.forName(prefix + "BrokenPlugin");
        } catch (NoClassDefFoundError e) {
            System.out.println("forName BrokenPlugin again: NoClassDefFoundError: " + e.getMessage());
        }
        Class<?> constants = loader.loadClass(prefix + "PluginWithConstants");
        drain("after loadClass of interface (no initialization)");
        System.out.println("interface constant " + PluginWithConstants.NAME);
        drain("after inlined interface constant");
        System.out.println("interface field via reflection " + constants.getField("DEFAULTS").get(null));
        drain("after reflective interface field read");

        for (String name : new String[] {"int", "[I", "[Ljava.lang.String;", "java.lang.String[]", "java.util.Map$Entry", "java.util.Map.Entry", "", "[[Lnope;"}) {
            try {
                Class<?> c = Class.forName(name);
                System.out.println("forName(\"" + name + "\") = " + c.getTypeName());
            } catch (ClassNotFoundException e) {
                System.out.println("forName(\"" + name + "\") ClassNotFoundException: " + e.getMessage());
            }
        }
        try {
            Class.forName(null);
        } catch (NullPointerException e) {
            System.out.println("forName(null): NullPointerException");
        }
        try {
            loader.loadClass("ReflectPluginRegistry$Gone");
        } catch (ClassNotFoundException e) {
            System.out.println("loadClass missing: " + e.getMessage());
        }
        System.out.println("forName with null loader finds JDK class: " + Class.forName("java.util.ArrayList", false, null).getSimpleName());
        try {
            Class.forName(prefix + "UpperCasePlugin", false, null);
        } catch (ClassNotFoundException e) {
            System.out.println("bootstrap loader cannot see app class: " + e.getMessage());
        }

        try (InputStream in = loader.getResourceAsStream("ReflectPluginRegistry$UpperCasePlugin.class")) {
            byte[] head = in.readNBytes(8);
            System.out.printf("class file resource: magic %02X%02X%02X%02X major %d%n", head[0], head[1], head[2], head[3], ((head[6] & 0xff) << 8) | (head[7] & 0xff));
        }
        try (InputStream in = ReflectPluginRegistry.class.getResourceAsStream("ReflectPluginRegistry.class")) {
            System.out.println("Class.getResourceAsStream relative: " + (in != null));
        }
        System.out.println("missing resource: " + loader.getResource("META-INF/services/" + Plugin.class.getName())
                + ", " + ReflectPluginRegistry.class.getResourceAsStream("/no/such/file.txt"));
        System.out.println("instances: " + registry.instances.keySet());
    }
}

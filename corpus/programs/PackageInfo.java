import java.io.Serializable;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

// Runtime metadata a plugin host reports about the code it runs: the
// Package of classes (name, versions, sealing, toString) for the unnamed
// package of this program and for the class library, packages a custom
// class loader defines with versions, a ClassValue cache of per-class
// descriptions computed once per class, and a URLClassLoader for a plugin
// folder. Corpus programs live in the unnamed package, so there is no
// package-info here; annotations on packages are only checked to be absent.
public class PackageInfo {
    static String describe(Package p) {
        if (p == null) {
            return "null";
        }
        return "[" + p + "] name='" + p.getName() + "' sealed=" + p.isSealed() + " spec=" + p.getSpecificationTitle()
                + "/" + p.getSpecificationVersion() + "/" + p.getSpecificationVendor() + " impl="
                + p.getImplementationTitle() + "/" + p.getImplementationVersion() + "/" + p.getImplementationVendor();
    }

    /** A loader that defines its plugins' packages with the versions their descriptors declare. */
    static final class PluginLoader extends ClassLoader {
        PluginLoader(ClassLoader parent) {
            super(parent);
        }

        Package define(String name, String title, String version, URL sealBase) {
            return definePackage(name, title, version, "Acme Corp", title + " impl", version + ".7", "Acme Corp",
                    sealBase);
        }

        @SuppressWarnings("deprecation")
        Package lookup(String name) {
            return getPackage(name);
        }

        Package[] visible() {
            return getPackages();
        }
    }

    /** Per-class descriptions, computed once per class. */
    static final AtomicInteger computed = new AtomicInteger();

    static final ClassValue<String> DESCRIPTION = new ClassValue<String>() {
        @Override
        protected String computeValue(Class<?> type) {
            computed.incrementAndGet();
            String kind = type.isInterface() ? "interface" : type.isArray() ? "array" : type.isPrimitive() ? "primitive"
                    : "class";
            return kind + " " + type.getSimpleName() + " (" + Modifier.toString(type.getModifiers() & ~Modifier.SYNCHRONIZED)
                    + ")";
        }
    };

    /** Depth in the class hierarchy, computed recursively through the same ClassValue. */
    static final ClassValue<Integer> DEPTH = new ClassValue<Integer>() {
        @Override
        protected Integer computeValue(Class<?> type) {
            Class<?> sup = type.getSuperclass();
            return sup == null ? 0 : DEPTH.get(sup) + 1;
        }
    };

    static final ClassValue<Object> FLAKY = new ClassValue<Object>() {
        int attempts;

        @Override
        protected Object computeValue(Class<?> type) {
            attempts++;
            if (attempts == 1) {
                throw new IllegalStateException("first computation of " + type.getSimpleName() + " fails");
            }
            return attempts == 2 ? null : "attempt " + attempts;
        }
    };

    static class Base {
    }

    static class Derived extends Base implements Serializable {
    }

    public static void main(String[] args) throws Exception {
        System.out.println("== packages of classes");
        System.out.println("before getPackage: " + describe(Package.getPackage("")));
        Package mine = PackageInfo.class.getPackage();
        System.out.println("this program: " + describe(mine));
        System.out.println("nested class, same package: " + (Derived.class.getPackage() == mine));
        System.out.println("String: " + describe(String.class.getPackage()));
        System.out.println("Map.Entry: " + Map.Entry.class.getPackage().getName());
        System.out.println("same java.lang package: " + (String.class.getPackage() == Integer.class.getPackage()));
        System.out.println("int: " + int.class.getPackage() + ", String[]: " + String[].class.getPackage()
                + ", PackageInfo[][]: " + PackageInfo[][].class.getPackage());
        System.out.println("hashCode is the name's: " + (String.class.getPackage().hashCode() == "java.lang".hashCode())
                + " " + (mine.hashCode() == 0));
        System.out.println("annotations: " + mine.getAnnotations().length + " "
                + String.class.getPackage().getDeclaredAnnotations().length + " "
                + mine.isAnnotationPresent(Deprecated.class) + " " + mine.getAnnotation(Deprecated.class));
        try {
            mine.isCompatibleWith("1.0");
        } catch (NumberFormatException e) {
            System.out.println("isCompatibleWith without a version: " + e.getMessage());
        }

        System.out.println("== package lookups");
        System.out.println("getPackage(\"\"): " + (Package.getPackage("") == mine));
        System.out.println("getPackage(java.util): " + Package.getPackage("java.util"));
        System.out.println("getPackage(java.util.concurrent.atomic): " + Package.getPackage("java.util.concurrent.atomic"));
        System.out.println("getPackage(com.acme.missing): " + Package.getPackage("com.acme.missing"));
        ClassLoader app = ClassLoader.getSystemClassLoader();
        System.out.println("app defines \"\": " + (app.getDefinedPackage("") == mine) + ", java.lang: "
                + app.getDefinedPackage("java.lang"));
        System.out.println("app defined packages: " + Arrays.toString(app.getDefinedPackages()));
        System.out.println("platform defined java.lang: " + ClassLoader.getPlatformClassLoader().getDefinedPackage("java.lang"));
        List<String> all = new ArrayList<>();
        for (Package p : Package.getPackages()) {
            all.add(p.getName());
        }
        System.out.println("getPackages has java.lang=" + all.contains("java.lang") + " java.util=" + all.contains("java.util")
                + " unnamed=" + all.contains("") + " com.acme=" + all.contains("com.acme.plugins"));
        try {
            app.getDefinedPackage(null);
        } catch (NullPointerException e) {
            System.out.println("getDefinedPackage(null): " + e.getMessage());
        }

        System.out.println("== packages a loader defines");
        PluginLoader plugins = new PluginLoader(app);
        URL base = new URL("file:/opt/acme/plugins/reports.jar");
        Package reports = plugins.define("com.acme.plugins.reports", "Acme Reports", "2.4", base);
        Package charts = plugins.define("com.acme.plugins.charts", "", "", null);
        System.out.println(describe(reports));
        System.out.println(describe(charts));
        System.out.println("sealed for its jar: " + reports.isSealed(base) + ", for another: "
                + reports.isSealed(new URL("file:/opt/other.jar")));
        System.out.println("compatible with 2.3.9=" + reports.isCompatibleWith("2.3.9") + " 2.4=" + reports.isCompatibleWith("2.4")
                + " 2.4.0.1=" + reports.isCompatibleWith("2.4.0.1") + " 10=" + reports.isCompatibleWith("10"));
        try {
            reports.isCompatibleWith("2.x");
        } catch (NumberFormatException e) {
            System.out.println("bad version: " + e.getMessage());
        }
        try {
            plugins.define("com.acme.plugins.reports", "again", "1", null);
        } catch (IllegalArgumentException e) {
            System.out.println("defined twice: " + e.getMessage());
        }
        System.out.println("lookup own: " + (plugins.lookup("com.acme.plugins.reports") == reports)
                + ", parent's unnamed: " + (plugins.lookup("") == mine) + ", library's: " + plugins.lookup("java.io")
                + ", unknown: " + plugins.lookup("org.nowhere"));
        System.out.println("getDefinedPackage: " + plugins.getDefinedPackage("com.acme.plugins.charts")
                + ", app sees it: " + app.getDefinedPackage("com.acme.plugins.charts"));
        List<String> defined = new ArrayList<>();
        for (Package p : plugins.getDefinedPackages()) {
            defined.add(p.getName());
        }
        defined.sort(null);
        System.out.println("plugin loader defined: " + defined);
        int own = 0;
        for (Package p : plugins.visible()) {
            if (p.getName().startsWith("com.acme")) {
                own++;
            }
        }
        System.out.println("visible com.acme packages: " + own);

        System.out.println("== ClassValue");
        Class<?>[] types = {String.class, Derived.class, Runnable.class, int[].class, long.class, String.class, Derived.class};
        for (Class<?> t : types) {
            System.out.println("  " + DESCRIPTION.get(t));
        }
        System.out.println("computed " + computed.get() + " times for " + types.length + " lookups");
        System.out.println("same object: " + (DESCRIPTION.get(String.class) == DESCRIPTION.get(String.class)));
        DESCRIPTION.remove(String.class);
        DESCRIPTION.remove(Thread.class);
        System.out.println("after remove: " + DESCRIPTION.get(String.class) + ", computed " + computed.get());
        System.out.println("depth Derived=" + DEPTH.get(Derived.class) + " Base=" + DEPTH.get(Base.class)
                + " Object=" + DEPTH.get(Object.class) + " Integer=" + DEPTH.get(Integer.class));
        try {
            FLAKY.get(Base.class);
        } catch (IllegalStateException e) {
            System.out.println("failed: " + e.getMessage());
        }
        System.out.println("retried: " + FLAKY.get(Base.class) + ", cached null: " + FLAKY.get(Base.class));
        FLAKY.remove(Base.class);
        System.out.println("after remove: " + FLAKY.get(Base.class));
        String[] seen = new String[4];
        Thread[] threads = new Thread[seen.length];
        for (int i = 0; i < threads.length; i++) {
            int k = i;
            threads[i] = new Thread(() -> seen[k] = DESCRIPTION.get(Thread.class));
            threads[i].start();
        }
        for (Thread t : threads) {
            t.join();
        }
        boolean same = true;
        for (String s : seen) {
            same &= s == seen[0];
        }
        System.out.println("threads agree on one value: " + same + " (" + seen[0] + ")");
        try {
            DESCRIPTION.get(null);
        } catch (NullPointerException e) {
            System.out.println("get(null): NullPointerException");
        }

        System.out.println("== URLClassLoader");
        URL[] urls = {new URL("file:/opt/acme/plugins/"), new URL("file:/opt/acme/lib/charts-1.2.jar")};
        try (URLClassLoader ucl = new URLClassLoader(urls)) {
            System.out.println("urls: " + Arrays.toString(ucl.getURLs()));
            System.out.println("copy: " + (ucl.getURLs() != ucl.getURLs()));
            System.out.println("parent is the app loader: " + (ucl.getParent() == app));
            System.out.println("loads through its parent: " + (ucl.loadClass("PackageInfo") == PackageInfo.class) + " "
                    + (ucl.loadClass("java.lang.String") == String.class));
            System.out.println("class loader of String: " + ucl.loadClass("java.lang.String").getClassLoader());
            try {
                ucl.loadClass("com.acme.plugins.Reports");
            } catch (ClassNotFoundException e) {
                System.out.println("missing class: " + e.getMessage());
            }
            System.out.println("resource via parent: " + (ucl.getResource("resbundle/Labels.properties") != null));
            System.out.println("findResource in its folders: " + ucl.findResource("resbundle/Labels.properties"));
        }
        URLClassLoader isolated = URLClassLoader.newInstance(new URL[] {new URL("file:/opt/acme/plugins/")}, null);
        System.out.println("no parent: " + isolated.getParent() + ", resource: "
                + isolated.getResource("resbundle/Labels.properties"));
        try {
            isolated.loadClass("PackageInfo");
        } catch (ClassNotFoundException e) {
            System.out.println("isolated loader cannot see the class path: " + e.getMessage());
        }
        System.out.println("library class through it: " + (isolated.loadClass("java.util.List") == List.class));
        System.out.println("loader class: " + isolated.getClass().getName() + " extends "
                + isolated.getClass().getSuperclass().getName());
        isolated.close();
        System.out.println("urls after close: " + isolated.getURLs().length);

        // A folder URL of the class path itself: its files are found directly.
        URL labels = app.getResource("resbundle/Labels.properties");
        String s = labels.toString();
        URL folder = new URL(s.substring(0, s.length() - "resbundle/Labels.properties".length()));
        try (URLClassLoader res = new URLClassLoader(new URL[] {folder}, null)) {
            URL found = res.findResource("resbundle/Labels.properties");
            System.out.println("found in folder: " + labels.equals(found) + ", via getResource: "
                    + labels.equals(res.getResource("resbundle/Labels.properties")));
            System.out.println("getResources: " + java.util.Collections.list(res.getResources("templates/app.properties")).size()
                    + ", missing: " + res.findResource("templates/none.txt"));
            try {
                res.loadClass("PackageInfo");
            } catch (ClassNotFoundException e) {
                System.out.println("no class files there: " + e.getMessage());
            }
        }
    }
}

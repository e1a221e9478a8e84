package java.lang;

import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.net.URL;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.jar.Attributes;
import java.util.jar.Manifest;
import jdk.internal.terrarium.Resources;
import jdk.internal.terrarium.reflect.VmReflect;

/**
 * A run-time package: its name and, for a named package of a jar on the
 * class path, the versions and sealing its manifest declares (the section
 * of the package's directory, then the main section); annotations come
 * from its package-info class.
 *
 * This class also keeps the packages each class loader has defined. The
 * VM does not tell the class library when it loads a class, so a package
 * is defined here when it is first needed: when Class.getPackage is asked
 * of one of its classes, or when a package lookup is made from one of its
 * classes (the caller is loaded, so its package exists in the JDK too).
 * The class library's packages are all defined from the start, as HotSpot
 * has them from its class data sharing archive.
 */
public class Package implements AnnotatedElement {
    /** The class library's packages (java.base's that Terrarium provides). */
    private static final String[] LIBRARY_PACKAGES = {
        "java.io", "java.lang", "java.lang.annotation", "java.lang.reflect", "java.math", "java.net",
        "java.nio.charset", "java.nio.file", "java.nio.file.attribute", "java.security", "java.text", "java.time",
        "java.time.chrono", "java.time.format", "java.time.temporal", "java.time.zone", "java.util",
        "java.util.concurrent", "java.util.concurrent.atomic", "java.util.concurrent.locks", "java.util.function",
        "java.util.jar", "java.util.regex", "java.util.stream", "java.util.zip",
    };

    /** Guarded by BY_LOADER; the boot loader's packages, in definition order. */
    private static Map<String, Package> bootPackages;
    /** Guarded by itself; each class loader's packages (the JDK keeps them in a ConcurrentHashMap too). */
    private static final Map<ClassLoader, Map<String, Package>> BY_LOADER = new IdentityHashMap<>();

    private final String name;
    private final ClassLoader loader;
    /** In a named module: the class library's packages are java.base's. */
    private final boolean named;
    private final String specTitle;
    private final String specVersion;
    private final String specVendor;
    private final String implTitle;
    private final String implVersion;
    private final String implVendor;
    private final URL sealBase;
    private Class<?> packageInfo;

    Package(String name, String specTitle, String specVersion, String specVendor, String implTitle,
            String implVersion, String implVendor, URL sealBase, ClassLoader loader) {
        this.name = Objects.requireNonNull(name);
        this.loader = loader;
        this.named = false;
        this.specTitle = specTitle;
        this.specVersion = specVersion;
        this.specVendor = specVendor;
        this.implTitle = implTitle;
        this.implVersion = implVersion;
        this.implVendor = implVendor;
        this.sealBase = sealBase;
    }

    /** A package of the class library (java.base): no version information, sealed. */
    private Package(String name) {
        this.name = name;
        this.loader = null;
        this.named = true;
        this.specTitle = null;
        this.specVersion = null;
        this.specVendor = null;
        this.implTitle = null;
        this.implVersion = null;
        this.implVendor = null;
        this.sealBase = null;
    }

    public String getName() {
        return name;
    }

    public String getSpecificationTitle() {
        return specTitle;
    }

    public String getSpecificationVersion() {
        return specVersion;
    }

    public String getSpecificationVendor() {
        return specVendor;
    }

    public String getImplementationTitle() {
        return implTitle;
    }

    public String getImplementationVersion() {
        return implVersion;
    }

    public String getImplementationVendor() {
        return implVendor;
    }

    public boolean isSealed() {
        return named || sealBase != null;
    }

    public boolean isSealed(URL url) {
        Objects.requireNonNull(url);
        return url.equals(sealBase);
    }

    /** Compares the specification version with {@code desired}, dotted decimal numbers component by component. */
    public boolean isCompatibleWith(String desired) throws NumberFormatException {
        if (specVersion == null || specVersion.length() < 1) {
            throw new NumberFormatException("Empty version string");
        }
        int[] si = versionParts(specVersion);
        int[] di = versionParts(desired);
        int len = Math.max(di.length, si.length);
        for (int i = 0; i < len; i++) {
            int d = i < di.length ? di[i] : 0;
            int s = i < si.length ? si[i] : 0;
            if (s != d) {
                return s > d;
            }
        }
        return true;
    }

    private static int[] versionParts(String version) {
        String[] parts = version.split("\\.", -1);
        int[] out = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            out[i] = Integer.parseInt(parts[i]);
            if (out[i] < 0) {
                throw new NumberFormatException("For input string: \"" + out[i] + "\"");
            }
        }
        return out;
    }

    /** The package of this name that the caller's class loader, or an ancestor, has defined. */
    @Deprecated(since = "9")
    public static Package getPackage(String name) {
        Class<?> caller = VmReflect.callerClass(1);
        noteLoaded(caller);
        ClassLoader l = caller != null ? caller.getClassLoader() : null;
        return l != null ? l.getPackage(name) : bootPackage(name);
    }

    public static Package[] getPackages() {
        Class<?> caller = VmReflect.callerClass(1);
        noteLoaded(caller);
        ClassLoader l = caller != null ? caller.getClassLoader() : null;
        return l != null ? l.getPackages() : bootPackages().values().toArray(new Package[0]);
    }

    @Override
    public int hashCode() {
        return name.hashCode();
    }

    @Override
    public String toString() {
        String spec = specTitle != null && !specTitle.isEmpty() ? ", " + specTitle : "";
        String ver = specVersion != null && !specVersion.isEmpty() ? ", version " + specVersion : "";
        return "package " + name + spec + ver;
    }

    /** The package-info class, or a class without annotations when there is none. */
    private Class<?> getPackageInfo() {
        if (packageInfo == null) {
            Class<?> c;
            try {
                c = Class.forName(name + ".package-info", false, loader);
            } catch (ClassNotFoundException | LinkageError e) {
                c = NoPackageInfo.class;
            }
            packageInfo = c;
        }
        return packageInfo;
    }

    private static final class NoPackageInfo {
    }

    @Override
    public <A extends Annotation> A getAnnotation(Class<A> annotationClass) {
        return getPackageInfo().getAnnotation(annotationClass);
    }

    @Override
    public boolean isAnnotationPresent(Class<? extends Annotation> annotationClass) {
        return AnnotatedElement.super.isAnnotationPresent(annotationClass);
    }

    @Override
    public <A extends Annotation> A[] getAnnotationsByType(Class<A> annotationClass) {
        return getPackageInfo().getAnnotationsByType(annotationClass);
    }

    @Override
    public Annotation[] getAnnotations() {
        return getPackageInfo().getAnnotations();
    }

    @Override
    public <A extends Annotation> A getDeclaredAnnotation(Class<A> annotationClass) {
        return getPackageInfo().getDeclaredAnnotation(annotationClass);
    }

    @Override
    public <A extends Annotation> A[] getDeclaredAnnotationsByType(Class<A> annotationClass) {
        return getPackageInfo().getDeclaredAnnotationsByType(annotationClass);
    }

    @Override
    public Annotation[] getDeclaredAnnotations() {
        return getPackageInfo().getDeclaredAnnotations();
    }

    // ------------------------------------------------------------ the registry

    /** The package of {@code c} (Class.getPackage), defined now if it was not yet. */
    static Package of(Class<?> c) {
        if (c.isPrimitive() || c.isArray()) {
            return null;
        }
        String pn = c.getPackageName();
        ClassLoader cl = c.getClassLoader();
        synchronized (BY_LOADER) {
            if (cl == null) {
                return bootPackages().computeIfAbsent(pn, Package::new);
            }
            Map<String, Package> pkgs = packages(cl);
            Package p = pkgs.get(pn);
            if (p == null) {
                p = fromManifest(pn, c, cl);
                pkgs.put(pn, p);
            }
            return p;
        }
    }

    /** Defines the package of a class known to be loaded (a caller), as its loading would have. */
    static void noteLoaded(Class<?> c) {
        if (c != null) {
            of(c);
        }
    }

    /**
     * A class path package: a named one takes the versions and sealing of
     * the manifest of the jar its class came from; the unnamed package and
     * packages from directories have none, as with the JDK.
     */
    private static Package fromManifest(String pn, Class<?> c, ClassLoader cl) {
        Manifest man = null;
        URL codeSource = null;
        if (!pn.isEmpty()) {
            String[] urls = Resources.urls(c.getName().replace('.', '/') + ".class");
            int bang = urls.length > 0 && urls[0].startsWith("jar:") ? urls[0].indexOf("!/") : -1;
            if (bang > 0) {
                String root = urls[0].substring(0, bang + 2);
                byte[] bytes = Resources.read(root + "META-INF/MANIFEST.MF");
                try {
                    codeSource = new URL(root.substring(4, bang));
                    if (bytes != null) {
                        man = new Manifest(new java.io.ByteArrayInputStream(bytes));
                    }
                } catch (java.io.IOException e) {
                    // An unreadable manifest gives no version information, as for a jar without one.
                    man = null;
                }
            }
        }
        if (man == null) {
            return new Package(pn, null, null, null, null, null, null, null, cl);
        }
        Attributes entry = man.getAttributes(pn.replace('.', '/') + "/");
        Attributes main = man.getMainAttributes();
        String sealed = value(entry, main, Attributes.Name.SEALED);
        return new Package(pn,
                value(entry, main, Attributes.Name.SPECIFICATION_TITLE),
                value(entry, main, Attributes.Name.SPECIFICATION_VERSION),
                value(entry, main, Attributes.Name.SPECIFICATION_VENDOR),
                value(entry, main, Attributes.Name.IMPLEMENTATION_TITLE),
                value(entry, main, Attributes.Name.IMPLEMENTATION_VERSION),
                value(entry, main, Attributes.Name.IMPLEMENTATION_VENDOR),
                "true".equalsIgnoreCase(sealed) ? codeSource : null, cl);
    }

    /** The package's own section wins over the main one. */
    private static String value(Attributes entry, Attributes main, Attributes.Name name) {
        String v = entry != null ? entry.getValue(name) : null;
        return v != null ? v : main.getValue(name);
    }

    private static Map<String, Package> packages(ClassLoader cl) {
        return BY_LOADER.computeIfAbsent(cl, k -> new ConcurrentHashMap<>());
    }

    private static Map<String, Package> bootPackages() {
        synchronized (BY_LOADER) {
            if (bootPackages == null) {
                bootPackages = new LinkedHashMap<>();
                for (String pn : LIBRARY_PACKAGES) {
                    bootPackages.put(pn, new Package(pn));
                }
            }
            return bootPackages;
        }
    }

    /** The class library's package of this name, or null. */
    static Package bootPackage(String name) {
        synchronized (BY_LOADER) {
            return bootPackages().get(name);
        }
    }

    static Package definedIn(ClassLoader cl, String name) {
        synchronized (BY_LOADER) {
            return packages(cl).get(name);
        }
    }

    static Package[] definedIn(ClassLoader cl) {
        synchronized (BY_LOADER) {
            return packages(cl).values().toArray(new Package[0]);
        }
    }

    /** ClassLoader.getPackages: the boot loader's, then each ancestor's, then {@code cl}'s own. */
    static Package[] visibleFrom(ClassLoader cl) {
        List<Package> out = new ArrayList<>();
        synchronized (BY_LOADER) {
            out.addAll(bootPackages().values());
            List<ClassLoader> chain = new ArrayList<>();
            for (ClassLoader l = cl; l != null; l = l.getParent()) {
                chain.add(0, l);
            }
            for (ClassLoader l : chain) {
                out.addAll(packages(l).values());
            }
        }
        return out.toArray(new Package[0]);
    }

    /** ClassLoader.definePackage: a new package, or IllegalArgumentException when it exists. */
    static Package define(ClassLoader cl, String name, String specTitle, String specVersion, String specVendor,
            String implTitle, String implVersion, String implVendor, URL sealBase) {
        Package p = new Package(name, specTitle, specVersion, specVendor, implTitle, implVersion, implVendor,
                sealBase, cl);
        synchronized (BY_LOADER) {
            if (packages(cl).putIfAbsent(name, p) != null) {
                throw new IllegalArgumentException(name);
            }
        }
        return p;
    }
}

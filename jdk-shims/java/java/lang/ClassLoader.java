package java.lang;

import java.io.IOException;
import java.io.InputStream;
import java.net.MalformedURLException;
import java.net.URL;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import jdk.internal.terrarium.Resources;

/**
 * Class loaders as far as Terrarium has them: the application ("system")
 * loader and the platform loader above it, both loading through the VM's
 * one class path (Class.forName); the application loader finds the class
 * path's files as resources, the platform and boot loaders find none
 * (the class library has no resource files). defineClass and custom
 * loaders' own definitions are not provided.
 */
public abstract class ClassLoader {
    private final ClassLoader parent;

    protected ClassLoader(ClassLoader parent) {
        this.parent = parent;
    }

    protected ClassLoader() {
        this(getSystemClassLoader());
    }

    public final ClassLoader getParent() {
        return parent;
    }

    public Class<?> loadClass(String name) throws ClassNotFoundException {
        return loadClass(name, false);
    }

    /** Every class comes from the VM's class path: the parent-first search ends there. */
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        return Class.forName(name, false, this);
    }

    protected Class<?> findClass(String name) throws ClassNotFoundException {
        throw new ClassNotFoundException(name);
    }

    public URL getResource(String name) {
        Objects.requireNonNull(name);
        URL url = parent != null ? parent.getResource(name) : null;
        return url != null ? url : findResource(name);
    }

    public Enumeration<URL> getResources(String name) throws IOException {
        Objects.requireNonNull(name);
        List<URL> urls = new ArrayList<>();
        if (parent != null) {
            urls.addAll(Collections.list(parent.getResources(name)));
        }
        urls.addAll(Collections.list(findResources(name)));
        return Collections.enumeration(urls);
    }

    public Stream<URL> resources(String name) {
        try {
            return Collections.list(getResources(name)).stream();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    public InputStream getResourceAsStream(String name) {
        Objects.requireNonNull(name);
        URL url = getResource(name);
        try {
            return url != null ? url.openStream() : null;
        } catch (IOException e) {
            return null;
        }
    }

    protected URL findResource(String name) {
        if (!(this instanceof jdk.internal.loader.ClassLoaders.AppClassLoader)) {
            return null;
        }
        String[] urls = Resources.urls(name);
        return urls.length == 0 ? null : toURL(urls[0]);
    }

    protected Enumeration<URL> findResources(String name) throws IOException {
        List<URL> out = new ArrayList<>();
        if (this instanceof jdk.internal.loader.ClassLoaders.AppClassLoader) {
            for (String u : Resources.urls(name)) {
                out.add(toURL(u));
            }
        }
        return Collections.enumeration(out);
    }

    private static URL toURL(String url) {
        try {
            return new URL(url);
        } catch (MalformedURLException e) {
            throw new InternalError(e);
        }
    }

    public static URL getSystemResource(String name) {
        return getSystemClassLoader().getResource(name);
    }

    public static Enumeration<URL> getSystemResources(String name) throws IOException {
        return getSystemClassLoader().getResources(name);
    }

    public static InputStream getSystemResourceAsStream(String name) {
        return getSystemClassLoader().getResourceAsStream(name);
    }

    // Packages: java.lang.Package keeps each loader's; the caller's own
    // package counts as defined, its class being loaded.

    public final Package getDefinedPackage(String name) {
        Objects.requireNonNull(name, "name cannot be null");
        Package.noteLoaded(jdk.internal.terrarium.reflect.VmReflect.callerClass(1));
        return Package.definedIn(this, name);
    }

    public final Package[] getDefinedPackages() {
        Package.noteLoaded(jdk.internal.terrarium.reflect.VmReflect.callerClass(1));
        return Package.definedIn(this);
    }

    /** This loader's package of that name, else its nearest ancestor's (the boot loader last). */
    @Deprecated(since = "9")
    protected Package getPackage(String name) {
        Objects.requireNonNull(name, "name cannot be null");
        Package pkg = Package.definedIn(this, name);
        if (pkg == null) {
            pkg = parent != null ? parent.getPackage(name) : Package.bootPackage(name);
        }
        return pkg;
    }

    protected Package[] getPackages() {
        return Package.visibleFrom(this);
    }

    protected Package definePackage(String name, String specTitle, String specVersion, String specVendor,
            String implTitle, String implVersion, String implVendor, URL sealBase) {
        Objects.requireNonNull(name);
        return Package.define(this, name, specTitle, specVersion, specVendor, implTitle, implVersion, implVendor,
                sealBase);
    }

    public static ClassLoader getSystemClassLoader() {
        return jdk.internal.loader.ClassLoaders.appClassLoader();
    }

    public static ClassLoader getPlatformClassLoader() {
        return jdk.internal.loader.ClassLoaders.platformClassLoader();
    }
}

package java.lang;

/**
 * Class loaders as far as Terrarium has them: the application ("system")
 * loader and the platform loader above it, both loading through the VM's
 * one class path (Class.forName). Resources, defineClass and custom loaders'
 * own definitions are not provided.
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
        return Class.forName(name);
    }

    protected Class<?> findClass(String name) throws ClassNotFoundException {
        throw new ClassNotFoundException(name);
    }

    public static ClassLoader getSystemClassLoader() {
        return jdk.internal.loader.ClassLoaders.appClassLoader();
    }

    public static ClassLoader getPlatformClassLoader() {
        return jdk.internal.loader.ClassLoaders.platformClassLoader();
    }
}

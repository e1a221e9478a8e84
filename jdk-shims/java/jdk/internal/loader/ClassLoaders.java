package jdk.internal.loader;

/** The built-in loaders, named as HotSpot names them (their getClass().getName()). */
public final class ClassLoaders {
    private static PlatformClassLoader platform;
    private static AppClassLoader app;

    private ClassLoaders() {
    }

    public static synchronized ClassLoader platformClassLoader() {
        if (platform == null) {
            platform = new PlatformClassLoader();
        }
        return platform;
    }

    public static synchronized ClassLoader appClassLoader() {
        if (app == null) {
            app = new AppClassLoader(platformClassLoader());
        }
        return app;
    }

    public static final class PlatformClassLoader extends ClassLoader {
        PlatformClassLoader() {
            super(null);
        }
    }

    public static final class AppClassLoader extends ClassLoader {
        AppClassLoader(ClassLoader parent) {
            super(parent);
        }
    }
}

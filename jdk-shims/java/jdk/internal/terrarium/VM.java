package jdk.internal.terrarium;

/** Entry points into the VM itself. */
public final class VM {
    private VM() {
    }

    /** Ends the run with the given status. */
    public static native void exit(int status);

    /** Ends the run with the given status. */
    public static native void halt(int status);

    /** A system property's initial value, or null. */
    public static native String property(String key);

    /** A property the VM launched with (the default locale's), or null; not logged. */
    public static native String launchProperty(String key);

    /** The names of every initial system property, sorted. */
    public static native String[] propertyNames();

    /** An environment variable of the world, or null. */
    public static native String getenv(String name);

    /** The world's environment as name, value, name, value, ... (sorted by name). */
    public static native String[] environment();

    /** A figure of the world's machine: 0 processors, 1 free, 2 total, 3 max memory (logged). */
    public static native long runtime(int what);

    /** The world's seed. */
    public static native long seed();
}

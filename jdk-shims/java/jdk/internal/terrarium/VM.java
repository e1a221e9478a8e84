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
}

package jdk.internal.terrarium;

/** What the VM calls when an exception leaves main: print it as java does. */
public final class Uncaught {
    private Uncaught() {}

    public static void handle(Throwable e) {
        System.err.print("Exception in thread \"" + Thread.currentThread().getName() + "\" ");
        e.printStackTrace(System.err);
    }
}

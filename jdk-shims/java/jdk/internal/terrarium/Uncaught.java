package jdk.internal.terrarium;

/** What the VM calls when an exception leaves main: print it as java does. */
public final class Uncaught {
    private Uncaught() {}

    public static void handle(Throwable e) {
        try {
            System.err.print("Exception in thread \"" + Thread.currentThread().getName() + "\" ");
            e.printStackTrace(System.err);
        } catch (Throwable t) {
            // The printing itself failed (a full heap, say): HotSpot's VM then
            // says so in its own words; nothing here may allocate (not even
            // the main thread's Thread object).
            handlerFailed(t);
        }
    }

    private static native void handlerFailed(Throwable t);
}

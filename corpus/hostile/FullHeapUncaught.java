// Fills the heap with small arrays it keeps, then lets the OutOfMemoryError
// escape: printing it needs memory there is none of, so HotSpot's VM says
// `Exception: java.lang.OutOfMemoryError thrown from the UncaughtExceptionHandler
// in thread "main"` itself, and so must Terrarium (not end silently).
public class FullHeapUncaught {
    static Object[] kept;

    public static void main(String[] args) {
        Object[] chain = null;
        try {
            while (true) {
                Object[] next = new Object[1];
                next[0] = chain;
                chain = next;
            }
        } catch (OutOfMemoryError e) {
            kept = chain;
            throw e;
        }
    }
}

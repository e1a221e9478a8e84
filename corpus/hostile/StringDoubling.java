// Doubles a string until the heap is full: OutOfMemoryError (uncaught, exit 1),
// natively and sandboxed alike at the default caps.
public class StringDoubling {
    public static void main(String[] args) {
        String s = "x";
        while (true) {
            s = s + s;
        }
    }
}

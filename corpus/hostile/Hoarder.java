import java.util.ArrayList;
import java.util.List;

// Unbounded allocation, every block kept: OutOfMemoryError (uncaught, exit 1).
public class Hoarder {
    public static void main(String[] args) {
        List<long[]> kept = new ArrayList<>();
        while (true) {
            kept.add(new long[1 << 16]);
        }
    }
}

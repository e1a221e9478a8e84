import java.util.ArrayList;
import java.util.List;

public class Hoard {
    public static void main(String[] args) {
        List<long[]> kept = new ArrayList<>();
        try {
            while (true) {
                kept.add(new long[1 << 17]);
            }
        } catch (OutOfMemoryError e) {
            int n = kept.size();
            kept = null;
            System.out.println("OutOfMemoryError: " + e.getMessage() + " after " + (n > 10 ? "many" : "few") + " blocks");
        }
        long sum = 0;
        for (int i = 0; i < 20000; i++) {
            byte[] garbage = new byte[1 << 16];
            garbage[i % garbage.length] = 1;
            sum += garbage.length;
        }
        System.out.println("churned " + sum + " bytes");
    }
}

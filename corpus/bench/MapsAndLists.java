import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Collection-heavy: HashMap counting, ArrayList sorting, TreeMap navigation, boxed integers. */
public class MapsAndLists {
    public static void main(String[] args) {
        long checksum = 0;
        for (int round = 0; round < 6; round++) {
            Map<Integer, Integer> counts = new HashMap<>();
            long x = 12345 + round;
            for (int i = 0; i < 120_000; i++) {
                x = (x * 6364136223846793005L + 1442695040888963407L);
                int key = (int) ((x >>> 33) % 5000);
                counts.merge(key, 1, Integer::sum);
            }
            List<Integer> keys = new ArrayList<>(counts.keySet());
            Collections.sort(keys, (a, b) -> counts.get(b) - counts.get(a) != 0 ? counts.get(b) - counts.get(a) : a - b);
            TreeMap<Integer, Integer> tree = new TreeMap<>(counts);
            for (int i = 0; i < 20_000; i++) {
                Integer k = tree.ceilingKey(i % 5100);
                if (k != null) {
                    checksum += tree.get(k);
                }
            }
            checksum = checksum * 31 + keys.get(0) + keys.get(keys.size() - 1) + counts.size();
        }
        System.out.println("MapsAndLists checksum " + checksum);
    }
}

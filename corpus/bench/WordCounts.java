import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * String-keyed collections, as a log or text report does: words counted in a HashMap with
 * merge, a TreeMap of the counts by word, and 300,000 strings sorted.
 */
public class WordCounts {
    static final String[] SYLLABLES = {
        "ka", "lo", "mi", "ne", "ru", "sa", "to", "vi", "we", "zu", "an", "el", "or", "ix", "um",
    };

    public static void main(String[] args) {
        long x = 42;
        Map<String, Integer> counts = new HashMap<>();
        List<String> words = new ArrayList<>();
        for (int i = 0; i < 300_000; i++) {
            StringBuilder w = new StringBuilder();
            x = x * 6364136223846793005L + 1442695040888963407L;
            int n = 1 + (int) ((x >>> 60) & 3);
            long bits = x >>> 8;
            for (int k = 0; k < n; k++) {
                w.append(SYLLABLES[(int) (bits % SYLLABLES.length)]);
                bits /= SYLLABLES.length;
            }
            String word = w.toString();
            words.add(word);
            counts.merge(word, 1, Integer::sum);
        }
        TreeMap<String, Integer> byWord = new TreeMap<>(counts);
        Collections.sort(words);
        long checksum = 0;
        for (Map.Entry<String, Integer> e : byWord.entrySet()) {
            checksum = checksum * 31 + e.getKey().hashCode() + e.getValue();
        }
        for (int i = 0; i < words.size(); i += 1000) {
            checksum = checksum * 17 + words.get(i).length();
        }
        System.out.println(counts.size() + " distinct, first " + byWord.firstKey() + ", last "
                + byWord.lastKey() + ", checksum " + checksum);
    }
}

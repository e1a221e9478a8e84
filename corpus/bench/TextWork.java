import java.util.HashMap;
import java.util.Map;

/** String-heavy: building, splitting, case mapping, searching, formatting numbers. */
public class TextWork {
    public static void main(String[] args) {
        String[] words = {"alpha", "Beta", "gamma", "DELTA", "epsilon", "zeta", "Eta", "theta", "iota", "kappa"};
        long checksum = 0;
        for (int round = 0; round < 40; round++) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < 4000; i++) {
                sb.append(words[(i * 7 + round) % words.length]).append(i % 3 == 0 ? ", " : " ");
            }
            String text = sb.toString();
            String[] parts = text.split(" ");
            Map<String, Integer> freq = new HashMap<>();
            for (String p : parts) {
                String w = p.endsWith(",") ? p.substring(0, p.length() - 1) : p;
                freq.merge(w.toLowerCase(), 1, Integer::sum);
            }
            int idx = 0;
            int hits = 0;
            while ((idx = text.indexOf("eta", idx)) >= 0) {
                hits++;
                idx += 3;
            }
            checksum = checksum * 31 + freq.size() + hits + text.toUpperCase().hashCode() + String.valueOf(round * 1.5).length();
        }
        System.out.println("TextWork checksum " + checksum);
    }
}

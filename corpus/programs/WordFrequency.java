import java.util.*;
import java.util.stream.*;

public class WordFrequency {
    static final String TEXT =
        "It was the best of times, it was the worst of times, it was the age of wisdom, " +
        "it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity, " +
        "it was the season of Light, it was the season of Darkness, it was the spring of hope, " +
        "it was the winter of despair, we had everything before us, we had nothing before us, " +
        "we were all going direct to Heaven, we were all going direct the other way - in short, " +
        "the period was so far like the present period, that some of its noisiest authorities " +
        "insisted on its being received, for good or for evil, in the superlative degree of comparison only.";

    public static void main(String[] args) {
        String[] words = TEXT.toLowerCase().split("[^a-z']+");
        Map<String, Integer> freq = new HashMap<>();
        for (String w : words) {
            if (w.isEmpty()) continue;
            freq.merge(w, 1, Integer::sum);
        }
        System.out.println("distinct words: " + freq.size() + ", total: " + words.length);
        System.out.println("raw map: " + freq);

        List<Map.Entry<String, Integer>> entries = new ArrayList<>(freq.entrySet());
        entries.sort(Map.Entry.<String, Integer>comparingByValue().reversed()
                .thenComparing(Map.Entry.comparingByKey()));
        System.out.println(String.format("%-4s %-14s %5s %7s", "rank", "word", "count", "share"));
        System.out.println("-".repeat(33));
        int rank = 1;
        for (Map.Entry<String, Integer> e : entries.subList(0, 15)) {
            double share = 100.0 * e.getValue() / words.length;
            System.out.println(String.format("%-4d %-14s %5d %6.2f%%", rank++, e.getKey(), e.getValue(), share));
        }

        // histogram by word length
        Map<Integer, Long> byLen = freq.keySet().stream()
                .collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.counting()));
        System.out.println("by length:");
        byLen.forEach((len, n) -> System.out.printf("%2d | %s %d%n", len, "#".repeat(n.intValue()), n));

        // first letters
        Map<Character, List<String>> byFirst = new TreeMap<>();
        for (String w : freq.keySet()) {
            byFirst.computeIfAbsent(w.charAt(0), k -> new ArrayList<>()).add(w);
        }
        for (Map.Entry<Character, List<String>> e : byFirst.entrySet()) {
            List<String> l = e.getValue();
            Collections.sort(l);
            System.out.println(e.getKey() + ": " + String.join(",", l));
        }

        // words appearing exactly once, longest first
        String singles = freq.entrySet().stream()
                .filter(e -> e.getValue() == 1)
                .map(Map.Entry::getKey)
                .sorted(Comparator.comparingInt(String::length).reversed().thenComparing(Comparator.naturalOrder()))
                .limit(10)
                .collect(Collectors.joining(", ", "[", "]"));
        System.out.println("longest singles: " + singles);

        IntSummaryStatistics st = Arrays.stream(words).mapToInt(String::length).summaryStatistics();
        System.out.println(st);
        System.out.printf("avg length %.3f%n", st.getAverage());
    }
}

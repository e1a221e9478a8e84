package inputs;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;

/** Statistics over words: collections, a map and functions as inputs. */
public class WordStats {
    /** The longest word, or null when there is none. */
    public static String longest(List<String> words) {
        String best = null;
        for (String w : words) {
            if (best == null || w.length() > best.length()) {
                best = w;
            }
        }
        return best;
    }

    /** The sum of the counts the map holds for the words. */
    public static int total(Map<String, Integer> counts, Set<String> words) {
        int sum = 0;
        for (String w : words) {
            Integer c = counts.get(w);
            if (c != null) {
                sum += c;
            }
        }
        return sum;
    }

    /** The sum of the positive scores of the words. */
    public static int score(List<String> words, Function<String, Integer> scorer) {
        int sum = 0;
        for (String w : words) {
            Integer s = scorer.apply(w);
            if (s != null && s > 0) {
                sum += s;
            }
        }
        return sum;
    }

    /** How many words pass the filter. */
    public static int count(Iterable<? extends CharSequence> words, Predicate<CharSequence> keep) {
        int n = 0;
        for (CharSequence w : words) {
            if (keep.test(w)) {
                n++;
            }
        }
        return n;
    }

    /** The first word in the order, or null when there is none. */
    public static String first(List<String> words, Comparator<String> order) {
        if (words.isEmpty()) {
            return null;
        }
        String min = words.get(0);
        for (String w : words) {
            if (order.compare(w, min) < 0) {
                min = w;
            }
        }
        return min;
    }
}

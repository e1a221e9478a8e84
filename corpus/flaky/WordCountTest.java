import static org.junit.Assert.assertEquals;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

import org.junit.Test;

/** Word counts over documents processed by several threads; printed sorted (all stable). */
public class WordCountTest {

    static final String[] DOCS = {
        "the quick brown fox", "jumps over the lazy dog", "the dog sleeps",
        "a fox is quick", "lazy afternoon for the dog", "brown bread and the fox",
    };

    static Map<String, Integer> countConcurrently(int threads) throws InterruptedException {
        ConcurrentHashMap<String, Integer> counts = new ConcurrentHashMap<>();
        List<Thread> ts = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int first = t;
            ts.add(new Thread(() -> {
                for (int d = first; d < DOCS.length; d += threads) {
                    for (String w : DOCS[d].split(" ")) {
                        counts.merge(w, 1, Integer::sum);
                    }
                }
            }));
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        return counts;
    }

    @Test
    public void countsWordsFromThreeThreads() throws InterruptedException {
        Map<String, Integer> counts = countConcurrently(3);
        assertEquals(Integer.valueOf(5), counts.get("the"));
        assertEquals(Integer.valueOf(3), counts.get("fox"));
        assertEquals(Integer.valueOf(3), counts.get("dog"));
    }

    @Test
    public void printsTopWordsSorted() throws InterruptedException {
        Map<String, Integer> counts = countConcurrently(2);
        String top = counts.entrySet().stream()
                .filter(e -> e.getValue() >= 2)
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(" "));
        assertEquals("the=5 dog=3 fox=3 brown=2 lazy=2 quick=2", top);
    }

    @Test
    public void treeMapPrintsInKeyOrder() {
        Map<String, Integer> counts = new HashMap<>();
        for (String w : "b a c a b a".split(" ")) {
            counts.merge(w, 1, Integer::sum);
        }
        assertEquals("{a=3, b=2, c=1}", new TreeMap<>(counts).toString());
    }
}

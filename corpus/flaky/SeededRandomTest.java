import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import org.junit.Test;

/** Test-data generation with a seeded Random (all stable). */
public class SeededRandomTest {

    static List<Integer> sample(long seed, int n) {
        Random r = new Random(seed);
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(r.nextInt(100));
        }
        return out;
    }

    @Test
    public void sameSeedGivesSameSample() {
        assertEquals(sample(42, 10), sample(42, 10));
    }

    @Test
    public void seededValuesAreJavaUtilRandoms() {
        Random r = new Random(42);
        assertEquals(0, r.nextInt(10));
        assertEquals(3, r.nextInt(10));
        assertEquals(-4964420948893066024L, new Random(1).nextLong());
    }

    @Test
    public void seededShuffleIsFixed() {
        List<String> cards = new ArrayList<>(Arrays.asList("A", "K", "Q", "J", "10"));
        Collections.shuffle(cards, new Random(7));
        List<String> again = new ArrayList<>(Arrays.asList("A", "K", "Q", "J", "10"));
        Collections.shuffle(again, new Random(7));
        assertEquals(again, cards);
    }

    @Test
    public void boundedDrawsStayInBounds() {
        Random r = new Random();
        for (int i = 0; i < 1000; i++) {
            int v = r.nextInt(6) + 1;
            assertTrue(v >= 1 && v <= 6);
        }
    }
}

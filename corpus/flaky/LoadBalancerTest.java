import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import org.junit.Test;

/** Picks a backend for each request. */
public class LoadBalancerTest {

    static final class RandomBalancer {
        private final List<String> backends;
        private final Random random;

        RandomBalancer(Random random, String... backends) {
            this.random = random;
            this.backends = Arrays.asList(backends);
        }

        String pick() {
            return backends.get(random.nextInt(backends.size()));
        }
    }

    static final class RoundRobinBalancer {
        private final List<String> backends;
        private int next;

        RoundRobinBalancer(String... backends) {
            this.backends = Arrays.asList(backends);
        }

        synchronized String pick() {
            String b = backends.get(next);
            next = (next + 1) % backends.size();
            return b;
        }
    }

    private static Map<String, Integer> send(int requests, java.util.function.Supplier<String> pick) {
        Map<String, Integer> hits = new TreeMap<>();
        for (int i = 0; i < requests; i++) {
            hits.merge(pick.get(), 1, Integer::sum);
        }
        return hits;
    }

    // FLAKY (randomness): six random picks miss one of three backends about 26% of the time.
    @Test
    public void everyBackendGetsTraffic() {
        RandomBalancer balancer = new RandomBalancer(new Random(), "app-1", "app-2", "app-3");
        assertEquals(3, send(6, balancer::pick).size());
    }

    @Test
    public void randomPicksAreAlwaysKnownBackends() {
        RandomBalancer balancer = new RandomBalancer(new Random(), "app-1", "app-2", "app-3");
        for (String b : send(50, balancer::pick).keySet()) {
            assertTrue(b.startsWith("app-"));
        }
    }

    @Test
    public void roundRobinSpreadsEvenly() {
        RoundRobinBalancer balancer = new RoundRobinBalancer("app-1", "app-2", "app-3");
        assertEquals("{app-1=2, app-2=2, app-3=2}", send(6, balancer::pick).toString());
    }
}

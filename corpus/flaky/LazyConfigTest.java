import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertSame;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

import org.junit.Test;

/** Configuration parsed on first use. */
public class LazyConfigTest {

    static final String DEFAULTS =
            "db.url=jdbc:h2:mem:test\ndb.pool=8\ncache.ttl=300\nhttp.port=8080\n"
            + "http.threads=16\nlog.level=INFO\nfeature.search=on\nfeature.export=off\n";

    static final class Config {
        final Map<String, String> values = new HashMap<>();

        Config(String text, AtomicInteger parses) {
            parses.incrementAndGet();
            for (int pass = 0; pass < 3; pass++) {
                for (String line : text.split("\n")) {
                    int eq = line.indexOf('=');
                    values.put(line.substring(0, eq).trim(), line.substring(eq + 1).trim());
                }
            }
        }
    }

    /** Unsafe lazy initialisation: no lock, no volatile. */
    static final class ConfigLoader {
        final AtomicInteger parses = new AtomicInteger();
        private Config config;

        Config get() {
            if (config == null) {
                config = new Config(DEFAULTS, parses);
            }
            return config;
        }
    }

    /** Thread-safe lazy initialisation. */
    static final class SafeConfigLoader {
        final AtomicInteger parses = new AtomicInteger();
        private Config config;

        synchronized Config get() {
            if (config == null) {
                config = new Config(DEFAULTS, parses);
            }
            return config;
        }
    }

    private static Config[] getFromTwoThreads(Supplier<Config> loader) throws Exception {
        CyclicBarrier barrier = new CyclicBarrier(2);
        AtomicReference<Config> first = new AtomicReference<>();
        AtomicReference<Config> second = new AtomicReference<>();
        Thread a = new Thread(() -> {
            try {
                barrier.await();
                first.set(loader.get());
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        Thread b = new Thread(() -> {
            try {
                barrier.await();
                second.set(loader.get());
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        a.start();
        b.start();
        a.join();
        b.join();
        return new Config[] {first.get(), second.get()};
    }

    @Test
    public void parsesDefaults() {
        ConfigLoader loader = new ConfigLoader();
        assertEquals("8080", loader.get().values.get("http.port"));
        assertSame(loader.get(), loader.get());
    }

    // FLAKY (concurrency): unsafe lazy initialisation; both threads may see null and parse.
    @Test
    public void parsesOnceWhenTwoThreadsAskAtOnce() throws Exception {
        ConfigLoader loader = new ConfigLoader();
        Config[] got = getFromTwoThreads(loader::get);
        assertEquals(1, loader.parses.get());
        assertSame(got[0], got[1]);
    }

    @Test
    public void synchronizedLoaderParsesOnce() throws Exception {
        SafeConfigLoader loader = new SafeConfigLoader();
        Config[] got = getFromTwoThreads(loader::get);
        assertEquals(1, loader.parses.get());
        assertSame(got[0], got[1]);
    }
}

import static org.junit.Assert.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.junit.Test;

/** Listeners notified of saved documents. */
public class ListenerRegistryTest {

    static final class Listener {
        final String name;
        final List<String> log;

        Listener(String name, List<String> log) {
            this.name = name;
            this.log = log;
        }

        void saved(String doc) {
            log.add(name + ":" + doc);
        }
    }

    static final class Registry {
        private final Set<Listener> listeners;

        Registry(Set<Listener> listeners) {
            this.listeners = listeners;
        }

        void register(Listener l) {
            listeners.add(l);
        }

        void fireSaved(String doc) {
            for (Listener l : listeners) {
                l.saved(doc);
            }
        }
    }

    // FLAKY (unordered-collection): listeners in a HashSet are notified in identity-hash order.
    @Test
    public void notifiesListenersInRegistrationOrder() {
        List<String> log = new ArrayList<>();
        Registry registry = new Registry(new HashSet<>());
        registry.register(new Listener("audit", log));
        registry.register(new Listener("search-index", log));
        registry.fireSaved("report.txt");
        assertEquals("[audit:report.txt, search-index:report.txt]", log.toString());
    }

    @Test
    public void linkedSetNotifiesInRegistrationOrder() {
        List<String> log = new ArrayList<>();
        Registry registry = new Registry(new LinkedHashSet<>());
        registry.register(new Listener("audit", log));
        registry.register(new Listener("search-index", log));
        registry.fireSaved("report.txt");
        assertEquals("[audit:report.txt, search-index:report.txt]", log.toString());
    }

    @Test
    public void notifiesEveryListenerOnce() {
        List<String> log = new ArrayList<>();
        Registry registry = new Registry(new HashSet<>());
        registry.register(new Listener("audit", log));
        registry.register(new Listener("search-index", log));
        registry.register(new Listener("cache", log));
        registry.fireSaved("a");
        Collections.sort(log);
        assertEquals("[audit:a, cache:a, search-index:a]", log.toString());
    }
}

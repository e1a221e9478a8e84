import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

public class ConcEventBus {
    static class EventBus {
        private final CopyOnWriteArrayList<Consumer<String>> listeners = new CopyOnWriteArrayList<>();
        private final AtomicInteger delivered = new AtomicInteger();

        void subscribe(Consumer<String> l) {
            listeners.add(l);
        }

        boolean unsubscribe(Consumer<String> l) {
            return listeners.remove(l);
        }

        void publish(String event) {
            for (Consumer<String> l : listeners) {
                l.accept(event);
                delivered.incrementAndGet();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        EventBus bus = new EventBus();
        // synchronized: the "late" listener below still writes to it from the publisher threads
        List<String> audit = Collections.synchronizedList(new ArrayList<>());
        Consumer<String> auditor = e -> audit.add("audit:" + e);
        bus.subscribe(auditor);
        // a one-shot listener that unsubscribes itself while the bus iterates
        AtomicReference<Consumer<String>> selfRef = new AtomicReference<>();
        selfRef.set(e -> {
            audit.add("once:" + e);
            bus.unsubscribe(selfRef.get());
        });
        bus.subscribe(selfRef.get());
        // a listener that subscribes another listener during delivery
        bus.subscribe(e -> {
            if (e.equals("login")) bus.subscribe(x -> audit.add("late:" + x));
        });
        bus.publish("login");
        bus.publish("logout");
        System.out.println(audit);
        System.out.println("listeners now " + bus.listeners.size() + ", deliveries " + bus.delivered.get());

        // concurrent publishers, each listener count is exact
        AtomicInteger received = new AtomicInteger();
        bus.subscribe(e -> received.incrementAndGet());
        List<Thread> publishers = new ArrayList<>();
        for (int p = 0; p < 4; p++) {
            final int id = p;
            publishers.add(new Thread(() -> {
                for (int i = 0; i < 100; i++) bus.publish("evt-" + id + "-" + i);
            }));
        }
        audit.clear();
        // auditor writes to an unsynchronized list; replace it before going concurrent
        bus.unsubscribe(auditor);
        for (Thread t : publishers) t.start();
        for (Thread t : publishers) t.join();
        System.out.println("received " + received.get() + " events");

        // snapshot iteration: modifications after the iterator was created are invisible to it
        CopyOnWriteArrayList<String> plugins = new CopyOnWriteArrayList<>(List.of("auth", "cache", "gzip"));
        Iterator<String> it = plugins.iterator();
        plugins.add("metrics");
        plugins.remove("auth");
        StringBuilder sb = new StringBuilder();
        while (it.hasNext()) sb.append(it.next()).append(' ');
        System.out.println("iterator snapshot: " + sb.toString().trim());
        System.out.println("current list: " + plugins);
        try {
            Iterator<String> it2 = plugins.iterator();
            it2.next();
            it2.remove();
        } catch (UnsupportedOperationException e) {
            System.out.println("iterator.remove unsupported");
        }
        System.out.println("addIfAbsent(gzip) " + plugins.addIfAbsent("gzip") + ", addIfAbsent(tls) " + plugins.addIfAbsent("tls"));
        System.out.println("addAllAbsent " + plugins.addAllAbsent(List.of("tls", "cors", "cache", "csrf")) + " -> " + plugins);

        // many threads appending: all elements present, then sorted for printing
        CopyOnWriteArrayList<Integer> shared = new CopyOnWriteArrayList<>();
        List<Thread> writers = new ArrayList<>();
        for (int w = 0; w < 5; w++) {
            final int base = w * 10;
            writers.add(new Thread(() -> {
                for (int i = 0; i < 10; i++) shared.add(base + i);
            }));
        }
        for (Thread t : writers) t.start();
        for (Thread t : writers) t.join();
        List<Integer> sorted = new ArrayList<>(shared);
        Collections.sort(sorted);
        boolean complete = true;
        for (int i = 0; i < 50; i++) complete &= sorted.get(i) == i;
        System.out.println("appended " + shared.size() + ", complete=" + complete);

        CopyOnWriteArraySet<String> tags = new CopyOnWriteArraySet<>();
        for (String t : "red green red blue green red".split(" ")) tags.add(t);
        System.out.println("tag set keeps insertion order: " + tags);
    }
}

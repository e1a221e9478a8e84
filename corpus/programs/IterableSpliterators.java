import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** User Iterables and Collections: the default spliterators, and stream() using a spliterator the class overrides. */
public class IterableSpliterators {
    /** A ring of log lines: only iterator() is written, streaming goes through Iterable.spliterator(). */
    static final class LogRing implements Iterable<String> {
        private final String[] lines;
        private int next;
        private int count;

        LogRing(int capacity) {
            lines = new String[capacity];
        }

        void add(String line) {
            lines[next] = line;
            next = (next + 1) % lines.length;
            count = Math.min(count + 1, lines.length);
        }

        public Iterator<String> iterator() {
            return new Iterator<String>() {
                int i = 0;

                public boolean hasNext() {
                    return i < count;
                }

                public String next() {
                    if (!hasNext()) {
                        throw new NoSuchElementException();
                    }
                    return lines[(next - count + i++ + lines.length) % lines.length];
                }
            };
        }
    }

    /** A fixed-size bag whose own spliterator reports its traversal; stream() must use it. */
    static final class Inventory extends AbstractCollection<String> {
        private final String[] items;
        final List<String> events = new ArrayList<>();

        Inventory(String... items) {
            this.items = items;
        }

        public Iterator<String> iterator() {
            events.add("iterator()");
            return Arrays.asList(items).iterator();
        }

        public int size() {
            return items.length;
        }

        @Override
        public Spliterator<String> spliterator() {
            events.add("spliterator()");
            Spliterator<String> inner = Spliterators.spliterator(items, Spliterator.ORDERED | Spliterator.IMMUTABLE | Spliterator.NONNULL);
            return new Spliterator<String>() {
                public boolean tryAdvance(Consumer<? super String> action) {
                    return inner.tryAdvance(s -> {
                        events.add("advance " + s);
                        action.accept(s);
                    });
                }

                public Spliterator<String> trySplit() {
                    return null;
                }

                public long estimateSize() {
                    return inner.estimateSize();
                }

                public int characteristics() {
                    return inner.characteristics();
                }
            };
        }
    }

    /** A list kept in length order with only get and size: List.spliterator() of a RandomAccess AbstractList. */
    static final class Ranked extends AbstractList<String> implements RandomAccess {
        private final List<String> data;

        Ranked(Collection<String> data) {
            this.data = new ArrayList<>(data);
            this.data.sort(Comparator.comparing(String::length));
        }

        public String get(int i) {
            return data.get(i);
        }

        public int size() {
            return data.size();
        }
    }

    public static void main(String[] args) {
        LogRing ring = new LogRing(4);
        for (String s : List.of("boot", "mount /", "start sshd", "start cron", "login root", "logout")) {
            ring.add(s);
        }
        Spliterator<String> rs = ring.spliterator();
        System.out.println("ring spliterator: est " + rs.estimateSize() + " exact " + rs.getExactSizeIfKnown()
                + " characteristics " + rs.characteristics());
        System.out.println("ring lines: " + StreamSupport.stream(ring.spliterator(), false).collect(Collectors.joining(" / ")));
        System.out.println("starts: " + StreamSupport.stream(ring.spliterator(), false)
                .filter(s -> s.startsWith("start")).map(s -> s.substring(6)).collect(Collectors.toList()));
        Spliterator<String> rb = ring.spliterator();
        Spliterator<String> rbatch = rb.trySplit();
        System.out.println("ring batch " + rbatch.estimateSize() + " left " + rb.estimateSize() + " next " + rb.tryAdvance(s -> { }));

        Inventory inv = new Inventory("anvil", "bellows", "chisel", "drill");
        Optional<String> firstLong = inv.stream().filter(s -> s.length() > 5).findFirst();
        System.out.println("first long item " + firstLong.get());
        System.out.println("events " + inv.events);
        inv.events.clear();
        System.out.println("count " + inv.stream().count() + " events " + inv.events);
        inv.events.clear();
        System.out.println("sorted " + inv.stream().sorted(Comparator.reverseOrder()).collect(Collectors.toList()));
        System.out.println("events " + inv.events.size() + " first " + inv.events.get(0));
        inv.events.clear();
        inv.forEach(s -> { });
        System.out.println("forEach uses " + inv.events);

        // the default Collection spliterator of a plain AbstractCollection binds late
        List<Integer> backing = new ArrayList<>(List.of(1, 2, 3));
        Collection<Integer> view = new AbstractCollection<Integer>() {
            public Iterator<Integer> iterator() {
                return backing.iterator();
            }

            public int size() {
                return backing.size();
            }
        };
        Spliterator<Integer> vs = view.spliterator();
        backing.add(4);
        System.out.println("collection view: est " + vs.estimateSize() + " characteristics " + vs.characteristics());
        System.out.println("view stream sum " + view.stream().mapToInt(Integer::intValue).sum());

        Ranked ranked = new Ranked(List.of("kiwi", "fig", "banana", "fig", "plum"));
        Spliterator<String> rks = ranked.spliterator();
        System.out.println("ranked list spliterator characteristics " + rks.characteristics() + " est " + rks.estimateSize());
        Spliterator<String> rkp = rks.trySplit();
        System.out.println("ranked split " + rkp.estimateSize() + " + " + rks.estimateSize());
        System.out.println("ranked distinct sorted " + ranked.stream().distinct().sorted().collect(Collectors.toList()));
        try {
            Spliterator<String> cm = ranked.spliterator();
            cm.tryAdvance(s -> ranked.add("x"));
        } catch (UnsupportedOperationException e) {
            System.out.println("AbstractList.add: UnsupportedOperationException");
        }
        List<String> growable = new ArrayList<>(List.of("a", "b"));
        List<String> sub = growable.subList(0, 2);
        Spliterator<String> subs = sub.spliterator();
        try {
            subs.forEachRemaining(s -> {
                if (s.equals("a")) {
                    growable.add("c");
                }
            });
        } catch (ConcurrentModificationException e) {
            System.out.println("subList traversal after change: ConcurrentModificationException");
        }

        // Stream.spliterator() as the bridge back to pull-style consumption
        Spliterator<String> words = Stream.of("one", "two", "three", "four").map(String::toUpperCase).spliterator();
        List<String> firstTwo = new ArrayList<>();
        words.tryAdvance(firstTwo::add);
        words.tryAdvance(firstTwo::add);
        System.out.println("pulled " + firstTwo + ", then the rest:");
        words.forEachRemaining(w -> System.out.println("  " + w));
        Spliterator<Integer> flat = Stream.of(List.of(1, 2), List.of(3), List.<Integer>of(), List.of(4, 5, 6))
                .flatMap(List::stream).spliterator();
        int[] total = {0};
        while (flat.tryAdvance(x -> total[0] += x)) {
            System.out.println("  running total " + total[0]);
        }
    }
}

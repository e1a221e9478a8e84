import java.io.*;
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** Streams over spliterators a program writes itself: paged sources, batching, lazy records, zipping, infinite sources. */
public class StreamSupportCustom {
    /** A remote listing served a page at a time; fetches are logged so that laziness is visible. */
    static final class PagedSource {
        final int total;
        final int pageSize;
        int fetches;

        PagedSource(int total, int pageSize) {
            this.total = total;
            this.pageSize = pageSize;
        }

        List<String> fetch(int page) {
            fetches++;
            System.out.println("  fetch page " + page);
            List<String> items = new ArrayList<>();
            for (int i = page * pageSize; i < Math.min(total, (page + 1) * pageSize); i++) {
                items.add(String.format("item-%03d", i));
            }
            return items;
        }
    }

    static final class PageSpliterator extends Spliterators.AbstractSpliterator<String> {
        private final PagedSource source;
        private int page;
        private Iterator<String> current = Collections.emptyIterator();
        private boolean done;

        PageSpliterator(PagedSource source) {
            super(source.total, Spliterator.ORDERED | Spliterator.NONNULL | Spliterator.SIZED);
            this.source = source;
        }

        public boolean tryAdvance(Consumer<? super String> action) {
            while (!current.hasNext()) {
                if (done) {
                    return false;
                }
                List<String> items = source.fetch(page++);
                if (items.size() < source.pageSize) {
                    done = true;
                }
                current = items.iterator();
            }
            action.accept(current.next());
            return true;
        }
    }

    /** Hands out the elements of another spliterator in lists of a fixed size. */
    static final class BatchSpliterator<T> implements Spliterator<List<T>> {
        private final Spliterator<T> source;
        private final int batchSize;

        BatchSpliterator(Spliterator<T> source, int batchSize) {
            this.source = source;
            this.batchSize = batchSize;
        }

        public boolean tryAdvance(Consumer<? super List<T>> action) {
            List<T> batch = new ArrayList<>(batchSize);
            while (batch.size() < batchSize && source.tryAdvance(batch::add)) {
            }
            if (batch.isEmpty()) {
                return false;
            }
            action.accept(batch);
            return true;
        }

        public Spliterator<List<T>> trySplit() {
            return null;
        }

        public long estimateSize() {
            long n = source.estimateSize();
            return n == Long.MAX_VALUE ? n : (n + batchSize - 1) / batchSize;
        }

        public int characteristics() {
            return source.characteristics() & (Spliterator.ORDERED | Spliterator.SIZED | Spliterator.NONNULL);
        }
    }

    record Reading(String sensor, int minute, double value) {
    }

    /** Parses one CSV line per tryAdvance, so a short-circuiting stream reads only what it needs. */
    static final class CsvSpliterator extends Spliterators.AbstractSpliterator<Reading> {
        private final BufferedReader in;
        int linesRead;

        CsvSpliterator(BufferedReader in) {
            super(Long.MAX_VALUE, Spliterator.ORDERED | Spliterator.NONNULL);
            this.in = in;
        }

        public boolean tryAdvance(Consumer<? super Reading> action) {
            try {
                String line;
                do {
                    line = in.readLine();
                    if (line == null) {
                        return false;
                    }
                    linesRead++;
                } while (line.isBlank() || line.startsWith("#"));
                String[] f = line.split(",");
                action.accept(new Reading(f[0].trim(), Integer.parseInt(f[1].trim()), Double.parseDouble(f[2].trim())));
                return true;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    static <A, B, R> Stream<R> zip(Stream<A> as, Stream<B> bs, BiFunction<A, B, R> f) {
        Spliterator<A> sa = as.spliterator();
        Spliterator<B> sb = bs.spliterator();
        int both = sa.characteristics() & sb.characteristics() & (Spliterator.ORDERED | Spliterator.SIZED);
        long size = Math.min(sa.estimateSize(), sb.estimateSize());
        return StreamSupport.stream(new Spliterators.AbstractSpliterator<R>(size, both) {
            final Object[] a = new Object[1];

            @SuppressWarnings("unchecked")
            public boolean tryAdvance(Consumer<? super R> action) {
                if (!sa.tryAdvance(x -> a[0] = x)) {
                    return false;
                }
                Object[] b = new Object[1];
                if (!sb.tryAdvance(x -> b[0] = x)) {
                    return false;
                }
                action.accept(f.apply((A) a[0], (B) b[0]));
                return true;
            }
        }, false);
    }

    /** takeWhile written against the spliterator of the upstream stream. */
    static <T> Stream<T> takeUntil(Stream<T> s, Predicate<? super T> stop) {
        Spliterator<T> src = s.spliterator();
        return StreamSupport.stream(new Spliterators.AbstractSpliterator<T>(src.estimateSize(), src.characteristics() & ~Spliterator.SIZED) {
            boolean stopped;

            public boolean tryAdvance(Consumer<? super T> action) {
                if (stopped) {
                    return false;
                }
                boolean[] ok = {false};
                boolean had = src.tryAdvance(t -> {
                    if (stop.test(t)) {
                        stopped = true;
                    } else {
                        ok[0] = true;
                        action.accept(t);
                    }
                });
                return had && ok[0];
            }
        }, false);
    }

    public static void main(String[] args) {
        // paged source: a short-circuiting terminal stops fetching
        PagedSource listing = new PagedSource(23, 5);
        System.out.println("first with 1 in it:");
        Optional<String> hit = StreamSupport.stream(new PageSpliterator(listing), false)
                .filter(s -> s.endsWith("1"))
                .skip(1)
                .findFirst();
        System.out.println("found " + hit.orElse("-") + " after " + listing.fetches + " fetches");
        listing.fetches = 0;
        System.out.println("count of all pages:");
        long all = StreamSupport.stream(new PageSpliterator(listing), false).map(String::length).count();
        System.out.println("counted " + all + " after " + listing.fetches + " fetches (sized source)");
        List<String> tail = StreamSupport.stream(new PageSpliterator(listing), false)
                .sorted(Comparator.reverseOrder()).limit(3).collect(Collectors.toList());
        System.out.println("last three " + tail);

        // fixed batches over another stream's spliterator
        Stream<List<Integer>> batches = StreamSupport.stream(
                new BatchSpliterator<>(IntStream.rangeClosed(1, 11).boxed().spliterator(), 4), false);
        batches.forEach(b -> System.out.println("batch " + b + " sum " + b.stream().mapToInt(Integer::intValue).sum()));
        Spliterator<List<String>> wordBatches = new BatchSpliterator<>(List.of("a", "b", "c", "d", "e").spliterator(), 2);
        System.out.println("batch estimate " + wordBatches.estimateSize() + " sized " + wordBatches.hasCharacteristics(Spliterator.SIZED));

        // lazily parsed records
        String csv = "# sensor,minute,value\n"
                + "boiler, 0, 71.5\n"
                + "boiler, 1, 72.0\n"
                + "\n"
                + "pump, 0, 3.2\n"
                + "boiler, 2, 95.5\n"
                + "pump, 1, 3.9\n"
                + "boiler, 3, 73.1\n"
                + "pump, 2, 11.4\n";
        CsvSpliterator records = new CsvSpliterator(new BufferedReader(new StringReader(csv)));
        Optional<Reading> alarm = StreamSupport.stream(records, false).filter(r -> r.value() > 90).findFirst();
        System.out.println("first alarm " + alarm.get() + " after reading " + records.linesRead + " lines");
        CsvSpliterator again = new CsvSpliterator(new BufferedReader(new StringReader(csv)));
        Map<String, DoubleSummaryStatistics> stats = StreamSupport.stream(again, false)
                .collect(Collectors.groupingBy(Reading::sensor, TreeMap::new, Collectors.summarizingDouble(Reading::value)));
        stats.forEach((k, v) -> System.out.printf("%s: n=%d min=%.1f max=%.1f avg=%.2f%n", k, v.getCount(), v.getMin(), v.getMax(), v.getAverage()));

        // zipping two streams through their spliterators
        List<String> labels = zip(Stream.of("mon", "tue", "wed", "thu"), Stream.iterate(10, x -> x + 5),
                (d, t) -> d + "=" + t).collect(Collectors.toList());
        System.out.println("zipped " + labels);

        // an infinite spliterator: limit and findFirst pull only what they need
        int[] produced = {0};
        Spliterator<Long> squares = new Spliterators.AbstractSpliterator<Long>(Long.MAX_VALUE, Spliterator.ORDERED) {
            long n = 1;

            public boolean tryAdvance(Consumer<? super Long> action) {
                produced[0]++;
                action.accept(n * n);
                n++;
                return true;
            }
        };
        System.out.println("first square over 500: " + StreamSupport.stream(squares, false).filter(x -> x > 500).findFirst().get()
                + " (produced " + produced[0] + ")");
        produced[0] = 0;
        Spliterator<Long> more = new Spliterators.AbstractSpliterator<Long>(Long.MAX_VALUE, Spliterator.ORDERED) {
            long n = 1;

            public boolean tryAdvance(Consumer<? super Long> action) {
                produced[0]++;
                action.accept(n++);
                return true;
            }
        };
        System.out.println("limit 5: " + StreamSupport.stream(more, false).map(x -> x * 10).limit(5).collect(Collectors.toList())
                + " (produced " + produced[0] + ")");
        produced[0] = 0;
        boolean any = StreamSupport.stream(Spliterators.spliteratorUnknownSize(new Iterator<Integer>() {
            int i;

            public boolean hasNext() {
                return true;
            }

            public Integer next() {
                produced[0]++;
                return i++;
            }
        }, Spliterator.ORDERED), false).anyMatch(x -> x == 7);
        System.out.println("anyMatch 7: " + any + " (produced " + produced[0] + ")");

        // takeUntil over the spliterator of a stream
        System.out.println("until blank: " + takeUntil(Stream.of("alpha", "beta", "", "gamma"), String::isEmpty).collect(Collectors.joining("|")));

        // the supplier form binds when the terminal operation starts
        List<String> queue = new ArrayList<>(List.of("job1"));
        Stream<String> deferred = StreamSupport.stream(() -> queue.spliterator(), Spliterator.ORDERED | Spliterator.SIZED, false);
        queue.add("job2");
        queue.add("job3");
        System.out.println("deferred sees " + deferred.collect(Collectors.toList()));
        Stream<String> eager = StreamSupport.stream(queue.spliterator(), false);
        queue.add("job4");
        System.out.println("late-binding list spliterator sees " + eager.count());

        // a SORTED source without a comparator is already in natural order
        Spliterator<String> sortedSrc = new TreeSet<>(List.of("delta", "alpha", "charlie")).spliterator();
        System.out.println("sorted source: " + StreamSupport.stream(sortedSrc, false).sorted().collect(Collectors.toList()));
        // a primitive spliterator behind a reference stream boxes its elements
        Stream<Integer> boxed = StreamSupport.stream(Spliterators.spliterator(new int[] {3, 1, 2}, Spliterator.ORDERED), false);
        System.out.println("boxed from int[]: " + boxed.map(x -> x * 100).collect(Collectors.toList()));
        // spliterator of a stream used after a terminal op
        Stream<String> used = Stream.of("x");
        used.count();
        try {
            used.spliterator();
        } catch (IllegalStateException e) {
            System.out.println("spliterator after use: " + e.getMessage());
        }
        // the iterator of a spliterator-backed stream
        Iterator<String> it = StreamSupport.stream(new PageSpliterator(new PagedSource(7, 3)), false).iterator();
        System.out.println("iterator first: " + it.next());
        System.out.println("iterator second: " + it.next());
        // parallel flag is kept, results are the same
        Stream<Integer> par = StreamSupport.stream(List.of(4, 5, 6).spliterator(), true);
        System.out.println("parallel=" + par.isParallel() + " sum=" + par.mapToInt(Integer::intValue).sum());
    }
}

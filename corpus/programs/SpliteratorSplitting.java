import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** Where trySplit cuts: arrays and lists in half, iterators in growing batches, maps by buckets and subtrees. */
public class SpliteratorSplitting {
    /** Splits recursively down to a threshold, printing the tree of estimates, and sums the leaves. */
    static long divide(Spliterator<Integer> s, int depth, int threshold, StringBuilder out) {
        String indent = "  ".repeat(depth);
        long est = s.estimateSize();
        if (est > threshold) {
            Spliterator<Integer> prefix = s.trySplit();
            if (prefix != null) {
                out.append(indent).append("split ").append(est).append(" -> ")
                        .append(prefix.estimateSize()).append(" + ").append(s.estimateSize()).append('\n');
                return divide(prefix, depth + 1, threshold, out) + divide(s, depth + 1, threshold, out);
            }
        }
        long[] sum = {0};
        int[] count = {0};
        s.forEachRemaining(x -> {
            sum[0] += x;
            count[0]++;
        });
        out.append(indent).append("leaf of ").append(count[0]).append(" sum ").append(sum[0]).append('\n');
        return sum[0];
    }

    static String firstAndLast(Spliterator<?> s) {
        List<Object> all = new ArrayList<>();
        s.forEachRemaining(all::add);
        return all.isEmpty() ? "(empty)" : all.get(0) + ".." + all.get(all.size() - 1) + " (" + all.size() + ")";
    }

    static List<Integer> range(int n) {
        List<Integer> l = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            l.add(i);
        }
        return l;
    }

    public static void main(String[] args) {
        // a divide-and-conquer sum over an ArrayList, as a fork/join task would do it
        StringBuilder tree = new StringBuilder();
        long total = divide(range(100).spliterator(), 0, 15, tree);
        System.out.print(tree);
        System.out.println("total " + total);

        // arrays: halves, including odd sizes and sub-ranges
        Integer[] boxed = new Integer[13];
        for (int i = 0; i < boxed.length; i++) {
            boxed[i] = i * i;
        }
        Spliterator<Integer> as = Arrays.spliterator(boxed, 2, 13);
        Spliterator<Integer> ap = as.trySplit();
        System.out.println("array 2..13: prefix " + firstAndLast(ap) + ", rest " + firstAndLast(as));
        Spliterator<Integer> one = Arrays.spliterator(boxed, 5, 6);
        System.out.println("single element split: " + one.trySplit() + ", size " + one.estimateSize());

        // the same split points through Spliterators.spliterator and Arrays.asList
        Spliterator<Object> os = Spliterators.spliterator(new Object[] {"a", "b", "c", "d", "e"}, 0);
        os.trySplit();
        System.out.println("Object[5] after split keeps " + os.estimateSize() + ": " + firstAndLast(os));
        Spliterator<String> al = Arrays.asList("n", "o", "p", "q").spliterator();
        System.out.println("asList prefix " + firstAndLast(al.trySplit()) + ", rest " + firstAndLast(al));

        // an ArrayDeque that has wrapped around its ring buffer
        ArrayDeque<Integer> dq = new ArrayDeque<>();
        for (int i = 0; i < 12; i++) {
            dq.addLast(i);
        }
        for (int i = 0; i < 5; i++) {
            dq.pollFirst();
            dq.addLast(100 + i);
        }
        Spliterator<Integer> ds = dq.spliterator();
        Spliterator<Integer> dp = ds.trySplit();
        System.out.println("deque prefix " + firstAndLast(dp) + ", rest " + firstAndLast(ds));

        // a sub-list splits like its list
        Spliterator<Integer> sub = range(40).subList(10, 30).spliterator();
        Spliterator<Integer> subPrefix = sub.trySplit();
        System.out.println("subList prefix " + firstAndLast(subPrefix) + ", rest " + firstAndLast(sub));

        // iterator-based spliterators split off batches of 1024, 2048, ...
        LinkedList<Integer> linked = new LinkedList<>(range(5000));
        Spliterator<Integer> ls = linked.spliterator();
        for (int i = 0; i < 4; i++) {
            Spliterator<Integer> batch = ls.trySplit();
            System.out.println("linked batch " + i + ": " + (batch == null ? "none" : batch.estimateSize() + " " + firstAndLast(batch))
                    + ", left " + ls.estimateSize());
        }
        Spliterator<Integer> unknown = Spliterators.spliteratorUnknownSize(range(3000).iterator(), Spliterator.ORDERED);
        Spliterator<Integer> ub = unknown.trySplit();
        System.out.println("unknown-size batch " + ub.estimateSize() + " exact " + ub.getExactSizeIfKnown()
                + ", left " + unknown.estimateSize() + " exact " + unknown.getExactSizeIfKnown());
        Spliterator<Integer> ub2 = unknown.trySplit();
        System.out.println("second batch " + ub2.estimateSize() + ", third " + unknown.trySplit());

        // hash maps split by bucket ranges: the estimate halves, the size is no longer exact
        Map<Integer, String> codes = new HashMap<>();
        for (int i = 0; i < 40; i++) {
            codes.put(i * 7, "c" + i);
        }
        Spliterator<Integer> ks = codes.keySet().spliterator();
        System.out.println("keySet sized before split: " + ks.hasCharacteristics(Spliterator.SIZED));
        Spliterator<Integer> kp = ks.trySplit();
        System.out.println("keySet split estimates " + kp.estimateSize() + " + " + ks.estimateSize()
                + ", sized after: " + ks.hasCharacteristics(Spliterator.SIZED));
        System.out.println("halves: " + firstAndLast(kp) + " / " + firstAndLast(ks));
        Spliterator<String> vs = codes.values().spliterator();
        Spliterator<String> vp = vs.trySplit();
        Spliterator<String> vpp = vp.trySplit();
        System.out.println("values quarters: " + firstAndLast(vpp) + " / " + firstAndLast(vp) + " / " + firstAndLast(vs));

        // tree maps split at the root, then at right children
        TreeMap<Integer, String> ranks = new TreeMap<>();
        for (int i = 1; i <= 20; i++) {
            ranks.put(i * 5, "r" + i);
        }
        Spliterator<Integer> ts = ranks.keySet().spliterator();
        Spliterator<Integer> tp = ts.trySplit();
        System.out.println("tree split " + tp.estimateSize() + " + " + ts.estimateSize() + ": "
                + firstAndLast(tp) + " / " + firstAndLast(ts));
        Spliterator<Map.Entry<Integer, String>> es = ranks.entrySet().spliterator();
        List<String> parts = new ArrayList<>();
        Deque<Spliterator<Map.Entry<Integer, String>>> work = new ArrayDeque<>();
        work.push(es);
        while (!work.isEmpty()) {
            Spliterator<Map.Entry<Integer, String>> s = work.pop();
            Spliterator<Map.Entry<Integer, String>> p = s.estimateSize() > 4 ? s.trySplit() : null;
            if (p != null) {
                work.push(s);
                work.push(p);
            } else {
                parts.add(firstAndLast(s));
            }
        }
        System.out.println("entry pieces: " + parts);
        Spliterator<Integer> desc = ranks.descendingKeySet().spliterator();
        Spliterator<Integer> descPrefix = desc.trySplit();
        System.out.println("descending split: " + firstAndLast(descPrefix) + " / " + firstAndLast(desc));

        // an AbstractSpliterator with no trySplit of its own batches like an iterator
        Spliterator<Integer> counter = new Spliterators.AbstractSpliterator<Integer>(2500, Spliterator.SIZED | Spliterator.ORDERED) {
            int next = 0;

            public boolean tryAdvance(Consumer<? super Integer> action) {
                if (next >= 2500) {
                    return false;
                }
                action.accept(next++);
                return true;
            }
        };
        Spliterator<Integer> cb = counter.trySplit();
        System.out.println("abstract batch " + cb.estimateSize() + " subsized " + cb.hasCharacteristics(Spliterator.SUBSIZED)
                + ", left " + counter.estimateSize());

        // stream sources: an int range halves, an unbounded iterate batches
        Spliterator.OfInt r = IntStream.range(0, 1000).spliterator();
        Spliterator.OfInt rp = r.trySplit();
        System.out.println("range split " + rp.estimateSize() + " + " + r.estimateSize());
        Spliterator.OfInt closed = IntStream.rangeClosed(1, 7).spliterator();
        Spliterator.OfInt cp = closed.trySplit();
        int[] sums = new int[2];
        cp.forEachRemaining((int x) -> sums[0] += x);
        closed.forEachRemaining((int x) -> sums[1] += x);
        System.out.println("rangeClosed 1..7 sums " + sums[0] + " + " + sums[1]);
        Spliterator<Integer> it = Stream.iterate(1, x -> x * 3).spliterator();
        Spliterator<Integer> ip = it.trySplit();
        System.out.println("iterate batch " + ip.estimateSize() + ", left " + it.estimateSize()
                + ", next after batch: " + it.tryAdvance(x -> System.out.println("  value " + x)));
        Spliterator<String> piped = Stream.of("a", "b", "c").map(String::toUpperCase).spliterator();
        System.out.println("pipeline split: " + piped.trySplit() + ", size " + piped.getExactSizeIfKnown());
    }
}

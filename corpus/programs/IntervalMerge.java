import java.util.*;
import java.util.stream.*;

public class IntervalMerge {
    record Interval(int start, int end) implements Comparable<Interval> {
        Interval {
            if (end < start) throw new IllegalArgumentException("end " + end + " before start " + start);
        }
        int length() { return end - start; }
        boolean overlaps(Interval o) { return start <= o.end && o.start <= end; }
        public int compareTo(Interval o) { return start != o.start ? Integer.compare(start, o.start) : Integer.compare(end, o.end); }
        @Override public String toString() { return "[" + start + "," + end + "]"; }
    }

    static List<Interval> merge(List<Interval> in) {
        List<Interval> sorted = new ArrayList<>(in);
        Collections.sort(sorted);
        LinkedList<Interval> out = new LinkedList<>();
        for (Interval iv : sorted) {
            if (!out.isEmpty() && out.getLast().end() >= iv.start()) {
                Interval last = out.removeLast();
                out.add(new Interval(last.start(), Math.max(last.end(), iv.end())));
            } else out.add(iv);
        }
        return out;
    }

    static List<Interval> insert(List<Interval> merged, Interval n) {
        List<Interval> all = new ArrayList<>(merged);
        all.add(n);
        return merge(all);
    }

    static List<Interval> subtract(List<Interval> a, Interval cut) {
        List<Interval> out = new ArrayList<>();
        for (Interval iv : a) {
            if (!iv.overlaps(cut)) { out.add(iv); continue; }
            if (iv.start() < cut.start()) out.add(new Interval(iv.start(), cut.start()));
            if (iv.end() > cut.end()) out.add(new Interval(cut.end(), iv.end()));
        }
        return out;
    }

    static int maxOverlap(List<Interval> in) {
        TreeMap<Integer, Integer> delta = new TreeMap<>();
        for (Interval iv : in) { delta.merge(iv.start(), 1, Integer::sum); delta.merge(iv.end(), -1, Integer::sum); }
        int cur = 0, best = 0;
        for (int d : delta.values()) { cur += d; best = Math.max(best, cur); }
        return best;
    }

    public static void main(String[] args) {
        Random rnd = new Random(2024);
        List<Interval> ivs = new ArrayList<>();
        for (int i = 0; i < 14; i++) {
            int s = rnd.nextInt(100);
            ivs.add(new Interval(s, s + 1 + rnd.nextInt(12)));
        }
        System.out.println("input:  " + ivs);
        List<Interval> m = merge(ivs);
        System.out.println("merged: " + m);
        System.out.println("covered length: " + m.stream().mapToInt(Interval::length).sum());
        System.out.println("max overlap: " + maxOverlap(ivs));
        List<Interval> gaps = new ArrayList<>();
        for (int i = 1; i < m.size(); i++) gaps.add(new Interval(m.get(i - 1).end(), m.get(i).start()));
        System.out.println("gaps:   " + gaps);
        Optional<Interval> widestGap = gaps.stream().max(Comparator.comparingInt(Interval::length).thenComparing(Comparator.reverseOrder()));
        System.out.println("widest gap: " + widestGap.orElse(null));
        List<Interval> ins = insert(m, new Interval(20, 60));
        System.out.println("insert [20,60]: " + ins);
        System.out.println("subtract [30,70]: " + subtract(ins, new Interval(30, 70)));
        for (int p : new int[]{0, 15, 42, 77, 99, 120}) {
            int idx = Collections.binarySearch(m, new Interval(p, Integer.MAX_VALUE));
            int ins2 = idx < 0 ? -idx - 2 : idx;
            boolean in = ins2 >= 0 && m.get(ins2).start() <= p && p <= m.get(ins2).end();
            System.out.println("point " + p + (in ? " inside " + m.get(ins2) : " outside") + " (bs=" + idx + ")");
        }
        try {
            new Interval(5, 3);
        } catch (IllegalArgumentException e) {
            System.out.println("error: " + e.getMessage());
        }
        // meeting rooms: greedy room assignment with PriorityQueue of end times
        List<Interval> meetings = ivs.stream().sorted().collect(Collectors.toList());
        PriorityQueue<int[]> rooms = new PriorityQueue<>((x, y) -> x[0] != y[0] ? Integer.compare(x[0], y[0]) : Integer.compare(x[1], y[1]));
        int nextRoom = 0;
        Map<Integer, List<Interval>> byRoom = new TreeMap<>();
        for (Interval iv : meetings) {
            int room;
            if (!rooms.isEmpty() && rooms.peek()[0] <= iv.start()) room = rooms.poll()[1];
            else room = nextRoom++;
            rooms.add(new int[]{iv.end(), room});
            byRoom.computeIfAbsent(room, k -> new ArrayList<>()).add(iv);
        }
        byRoom.forEach((r, l) -> System.out.println("room " + r + ": " + l));
        // sweep timeline as ascii
        int lo = m.get(0).start(), hi = m.get(m.size() - 1).end();
        for (Interval iv : ivs) {
            char[] line = new char[(hi - lo) / 2 + 1];
            Arrays.fill(line, '.');
            for (int x = iv.start(); x <= iv.end(); x++) line[(x - lo) / 2] = '=';
            System.out.println(String.format("%-9s", iv) + new String(line));
        }
        Set<Interval> uniq = new HashSet<>(ivs);
        uniq.add(new Interval(ivs.get(0).start(), ivs.get(0).end()));
        System.out.println("unique intervals: " + uniq.size() + ", equals " + ivs.get(0).equals(new Interval(ivs.get(0).start(), ivs.get(0).end()))
            + ", hash " + (ivs.get(0).hashCode() == new Interval(ivs.get(0).start(), ivs.get(0).end()).hashCode()));
    }
}

import java.util.*;

public class PriorityQueueOrder {
    public static void main(String[] args) {
        PriorityQueue<Integer> pq = new PriorityQueue<>();
        int[] vals = {42, 7, 19, 3, 88, 23, 7, 56, 1, 14, 35, 9, 61, 2, 77};
        for (int v : vals) {
            pq.add(v);
        }
        System.out.println(pq + " size=" + pq.size() + " peek=" + pq.peek());
        pq.remove(19);
        pq.remove(88);
        System.out.println(pq + " " + pq.contains(56) + " " + pq.contains(19));
        StringBuilder sb = new StringBuilder();
        PriorityQueue<Integer> copy = new PriorityQueue<>(pq);
        while (!copy.isEmpty()) sb.append(copy.poll()).append(' ');
        System.out.println(sb);
        PriorityQueue<String> max = new PriorityQueue<>(Comparator.reverseOrder());
        for (String s : "the quick brown fox jumps over the lazy dog".split(" ")) max.offer(s);
        System.out.println(max);
        System.out.println(max.poll() + " " + max.poll() + " " + max);
        PriorityQueue<String> byLen = new PriorityQueue<>(3, Comparator.comparing(String::length).thenComparing(Comparator.naturalOrder()));
        byLen.addAll(List.of("ccc", "a", "bb", "dddd", "e", "ff", "ggg"));
        System.out.println(byLen + " " + Arrays.toString(byLen.toArray()));
        Iterator<String> it = byLen.iterator();
        while (it.hasNext()) {
            String s = it.next();
            if (s.length() == 2) it.remove();
        }
        System.out.println(byLen);
        PriorityQueue<Integer> heap = new PriorityQueue<>(List.of(9, 8, 7, 6, 5, 4, 3, 2, 1, 0));
        System.out.println(heap);
        heap.removeIf(x -> x % 3 == 0);
        System.out.println(heap);
        Iterator<Integer> hi = heap.iterator();
        while (hi.hasNext()) {
            int x = hi.next();
            if (x == 1 || x == 5) hi.remove();
        }
        System.out.println(heap);
        PriorityQueue<Integer> fromSorted = new PriorityQueue<>(new TreeSet<>(List.of(5, 3, 8, 1)));
        System.out.println(fromSorted + " " + (fromSorted.comparator() == null));
        try { pq.add(null); } catch (NullPointerException e) { System.out.println("NPE"); }
        try { new PriorityQueue<Integer>(0); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        PriorityQueue<Integer> empty = new PriorityQueue<>();
        System.out.println(empty.poll() + " " + empty.peek());
        try { empty.remove(); } catch (NoSuchElementException e) { System.out.println("NSEE"); }
        try { empty.element(); } catch (NoSuchElementException e) { System.out.println("NSEE"); }
        try {
            for (Integer x : pq) if (x == 7) pq.add(100);
        } catch (ConcurrentModificationException e) { System.out.println("CME"); }
        PriorityQueue<Object> bad = new PriorityQueue<>();
        try { bad.add(new Object()); } catch (ClassCastException e) { System.out.println("CCE " + e.getMessage()); }
        Random r = new Random(7);
        PriorityQueue<Integer> rq = new PriorityQueue<>();
        for (int i = 0; i < 40; i++) rq.add(r.nextInt(100));
        for (int i = 0; i < 10; i++) rq.poll();
        System.out.println(rq);
    }
}

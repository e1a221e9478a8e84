import java.util.*;

public class ArrayDequeOps {
    public static void main(String[] args) {
        ArrayDeque<Integer> d = new ArrayDeque<>();
        for (int i = 0; i < 10; i++) {
            if (i % 2 == 0) d.addFirst(i); else d.addLast(i);
        }
        System.out.println(d + " size=" + d.size());
        System.out.println(d.peekFirst() + " " + d.peekLast() + " " + d.getFirst() + " " + d.getLast() + " " + d.peek() + " " + d.element());
        System.out.println(d.pollFirst() + " " + d.pollLast() + " " + d.removeFirst() + " " + d.removeLast() + " " + d);
        d.push(100);
        d.offer(200);
        d.offerFirst(300);
        d.offerLast(400);
        System.out.println(d + " pop=" + d.pop() + " poll=" + d.poll() + " remove=" + d.remove());
        d.addAll(List.of(5, 6, 5, 7, 5));
        System.out.println(d + " " + d.removeFirstOccurrence(5) + " " + d.removeLastOccurrence(5) + " " + d);
        System.out.println(d.contains(7) + " " + d.contains(99) + " " + d.remove((Object) 6) + " " + d);
        Iterator<Integer> di = d.descendingIterator();
        StringBuilder sb = new StringBuilder();
        while (di.hasNext()) sb.append(di.next()).append(',');
        System.out.println(sb);
        ArrayDeque<String> big = new ArrayDeque<>(2);
        for (int i = 0; i < 50; i++) {
            big.addFirst("f" + i);
            big.addLast("l" + i);
            if (i % 3 == 0) big.pollFirst();
        }
        System.out.println(big.size() + " " + big.peekFirst() + " " + big.peekLast());
        Iterator<String> it = big.iterator();
        int n = 0;
        while (it.hasNext()) {
            String s = it.next();
            if (s.endsWith("7") || s.endsWith("3")) { it.remove(); n++; }
        }
        System.out.println(n + " " + big);
        big.removeIf(s -> s.startsWith("l"));
        System.out.println(big);
        big.retainAll(Set.of("f49", "f48", "f10", "f2"));
        System.out.println(big + " " + Arrays.toString(big.toArray()) + " " + big.toArray(new String[0]).length);
        ArrayDeque<String> cl = big.clone();
        cl.clear();
        System.out.println(cl.isEmpty() + " " + big.isEmpty() + " " + cl.pollFirst() + " " + cl.peekLast());
        try { d.addFirst(null); } catch (NullPointerException e) { System.out.println("NPE " + e.getMessage()); }
        try { d.offerLast(null); } catch (NullPointerException e) { System.out.println("NPE"); }
        try { cl.removeFirst(); } catch (NoSuchElementException e) { System.out.println("NSEE " + e.getMessage()); }
        try { cl.getLast(); } catch (NoSuchElementException e) { System.out.println("NSEE"); }
        try { cl.pop(); } catch (NoSuchElementException e) { System.out.println("NSEE"); }
        try { cl.iterator().next(); } catch (NoSuchElementException e) { System.out.println("NSEE it"); }
        try {
            for (Integer x : d) { if (x == 7) d.addLast(1); }
            System.out.println("no CME " + d);
        } catch (ConcurrentModificationException e) { System.out.println("CME"); }
        ArrayDeque<Integer> q = new ArrayDeque<>(List.of(1, 2, 3, 4, 5, 6, 7, 8));
        try {
            for (Integer x : q) { if (x == 3) q.pollFirst(); }
            System.out.println("no CME " + q);
        } catch (ConcurrentModificationException e) { System.out.println("CME " + q); }
        ArrayDeque<Integer> stack = new ArrayDeque<>();
        for (int i = 0; i < 5; i++) stack.push(i);
        StringBuilder sb2 = new StringBuilder();
        while (!stack.isEmpty()) sb2.append(stack.pop());
        System.out.println(sb2);
        Queue<Integer> lifo = Collections.asLifoQueue(new ArrayDeque<>());
        lifo.add(1); lifo.add(2); lifo.offer(3);
        System.out.println(lifo + " " + lifo.poll() + " " + lifo.peek());
    }
}

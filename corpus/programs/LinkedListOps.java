import java.util.*;

public class LinkedListOps {
    public static void main(String[] args) {
        LinkedList<String> l = new LinkedList<>(List.of("b", "c", "d"));
        l.addFirst("a");
        l.addLast("e");
        l.add(2, "x");
        l.push("p");
        l.offer("o");
        System.out.println(l + " " + l.size() + " " + l.get(3) + " " + l.indexOf("x") + " " + l.lastIndexOf("zz"));
        System.out.println(l.getFirst() + l.getLast() + l.peekFirst() + l.peekLast() + l.element() + l.peek());
        System.out.println(l.pop() + " " + l.poll() + " " + l.pollLast() + " " + l.removeFirst() + " " + l.removeLast() + " " + l);
        l.set(1, "X");
        l.remove(0);
        l.remove("d");
        l.addAll(1, List.of("1", "2", "3"));
        l.add(null);
        l.add("2");
        System.out.println(l + " " + l.indexOf(null) + " " + l.lastIndexOf("2") + " " + l.contains(null));
        System.out.println(l.removeFirstOccurrence("2") + " " + l.removeLastOccurrence("2") + " " + l);
        ListIterator<String> li = l.listIterator();
        while (li.hasNext()) {
            String s = li.next();
            if (s == null) li.remove();
            else if (s.equals("1")) li.add("1.5");
            else li.set(s + s);
        }
        System.out.println(l);
        while (li.hasPrevious()) System.out.print(li.previousIndex() + ":" + li.previous() + " ");
        System.out.println();
        Iterator<String> di = l.descendingIterator();
        while (di.hasNext()) if (di.next().startsWith("3")) di.remove();
        System.out.println(l + " " + l.subList(1, 3) + " " + l.equals(new ArrayList<>(l)) + " " + (l.hashCode() == new ArrayList<>(l).hashCode()));
        @SuppressWarnings("unchecked")
        LinkedList<String> cl = (LinkedList<String>) l.clone();
        cl.clear();
        System.out.println(cl + " " + l + " " + Arrays.toString(l.toArray()) + " " + l.toArray(new String[5]).length);
        try { cl.getFirst(); } catch (NoSuchElementException e) { System.out.println("NSEE " + e.getMessage()); }
        try { cl.removeLast(); } catch (NoSuchElementException e) { System.out.println("NSEE"); }
        try { l.get(10); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { l.add(-1, "z"); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { l.listIterator(9); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try { l.set(5, "q"); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        try {
            for (String s : l) if (s.startsWith("2")) l.remove(s);
        } catch (ConcurrentModificationException e) { System.out.println("CME"); }
        System.out.println(l + " " + cl.poll() + " " + cl.peekLast() + " " + cl.pollFirst());
        LinkedList<Integer> nums = new LinkedList<>();
        for (int i = 0; i < 10; i++) nums.add(i * 7 % 10);
        Collections.sort(nums);
        nums.removeIf(x -> x % 3 == 0);
        nums.replaceAll(x -> x * 10);
        System.out.println(nums + " " + Collections.max(nums) + " " + Collections.binarySearch(nums, 50));
        ListIterator<Integer> bad = nums.listIterator();
        try { bad.set(1); } catch (IllegalStateException e) { System.out.println("ISE"); }
    }
}

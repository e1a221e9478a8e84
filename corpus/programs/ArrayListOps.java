import java.util.ArrayList;
import java.util.Collections;
import java.util.ConcurrentModificationException;
import java.util.Iterator;
import java.util.List;
import java.util.ListIterator;

public class ArrayListOps {
    public static void main(String[] args) {
        List<String> list = new ArrayList<>();
        list.add("a"); list.add("b"); list.add("c");
        list.add(1, "x");
        list.add(0, "first");
        list.add(list.size(), "last");
        System.out.println("list " + list + " size " + list.size());
        System.out.println("get " + list.get(0) + " " + list.get(list.size() - 1) + " indexOf " + list.indexOf("b") + " " + list.indexOf("zz") + " lastIndexOf " + list.lastIndexOf("a") + " contains " + list.contains("c"));
        System.out.println("set returns " + list.set(2, "A") + " -> " + list);
        System.out.println("remove(int) " + list.remove(0) + " remove(Object) " + list.remove("x") + " " + list.remove("nope") + " -> " + list);
        list.addAll(List.of("d", "e"));
        list.addAll(0, List.of("z1", "z2"));
        System.out.println("addAll " + list);
        list.removeIf(s -> s.startsWith("z"));
        System.out.println("removeIf " + list);
        list.replaceAll(String::toUpperCase);
        System.out.println("replaceAll " + list);
        List<String> sub = list.subList(1, 4);
        System.out.println("subList " + sub);
        sub.set(0, "SUB");
        System.out.println("subList write-through " + list);
        Collections.reverse(list);
        System.out.println("reverse " + list);
        Collections.sort(list);
        System.out.println("sort " + list);
        list.sort(null);
        System.out.println("sort null comparator " + list);
        System.out.println("max " + Collections.max(list) + " min " + Collections.min(list));
        Iterator<String> it = list.iterator();
        while (it.hasNext()) if (it.next().length() > 1) it.remove();
        System.out.println("iterator remove " + list);
        try {
            for (String s : list) if (s.equals("B")) list.add("boom");
            System.out.println("no CME?");
        } catch (ConcurrentModificationException e) {
            System.out.println("CME caught, message " + e.getMessage());
        }
        System.out.println("after CME " + list);
        List<Integer> nums = new ArrayList<>();
        for (int i = 0; i < 20; i++) nums.add(i * 3 % 7);
        System.out.println("nums " + nums);
        try {
            for (Integer n : nums) if (n == 6) nums.remove(n);
        } catch (ConcurrentModificationException e) {
            System.out.println("CME on remove during iteration");
        }
        List<Integer> small = new ArrayList<>(List.of(1, 2, 3));
        for (Integer n : small) if (n == 2) small.remove(n);
        System.out.println("remove second-to-last no CME " + small);
        ListIterator<Integer> li = nums.listIterator();
        while (li.hasNext()) { int idx = li.nextIndex(); int v = li.next(); if (v == 0) li.set(-idx); if (v == 5) li.add(55); }
        System.out.println("listIterator " + nums);
        StringBuilder back = new StringBuilder();
        ListIterator<Integer> rev = nums.listIterator(nums.size());
        while (rev.hasPrevious()) back.append(rev.previous()).append(',');
        System.out.println("backwards " + back);
        System.out.println("equals " + new ArrayList<>(List.of(1, 2)).equals(List.of(1, 2)) + " hashCode " + List.of(1, 2).hashCode() + " " + new ArrayList<>(List.of("a", "b")).hashCode() + " empty " + new ArrayList<>().hashCode());
        Object[] arr = list.toArray();
        String[] sarr = list.toArray(new String[0]);
        System.out.println("toArray " + arr.length + " " + sarr.getClass().getSimpleName() + " " + java.util.Arrays.toString(sarr));
        List<Integer> big = new ArrayList<>();
        for (int i = 0; i < 10000; i++) big.add(i);
        long sum = 0;
        for (int v : big) sum += v;
        while (big.size() > 10) big.remove(big.size() - 1);
        System.out.println("big sum " + sum + " trimmed " + big);
        big.clear();
        System.out.println("cleared " + big + " isEmpty " + big.isEmpty());
        List<Object> nullable = new ArrayList<>();
        nullable.add(null); nullable.add("x"); nullable.add(null);
        System.out.println("nulls " + nullable + " indexOf null " + nullable.indexOf(null) + " lastIndexOf " + nullable.lastIndexOf(null) + " contains " + nullable.contains(null));
        List<String> unmod = Collections.unmodifiableList(new ArrayList<>(List.of("u")));
        try { unmod.add("x"); } catch (UnsupportedOperationException e) { System.out.println("unmodifiable add UOE"); }
        try { List.of("a").set(0, "b"); } catch (UnsupportedOperationException e) { System.out.println("List.of set UOE"); }
        try { List.of("a", null); } catch (NullPointerException e) { System.out.println("List.of null NPE"); }
        System.out.println("emptyList " + Collections.emptyList() + " " + Collections.emptyList().size());
        try { new ArrayList<Integer>().remove(0); } catch (IndexOutOfBoundsException e) { System.out.println("remove empty: " + e.getMessage()); }
        try { new ArrayList<Integer>().add(2, 1); } catch (IndexOutOfBoundsException e) { System.out.println("add out of range: " + e.getMessage()); }
        try { new ArrayList<Integer>(-1); } catch (IllegalArgumentException e) { System.out.println("negative capacity: " + e.getMessage()); }
        List<List<Integer>> nested = new ArrayList<>();
        for (int i = 0; i < 3; i++) { nested.add(new ArrayList<>()); for (int j = 0; j <= i; j++) nested.get(i).add(j); }
        System.out.println("nested " + nested);
        List<String> copy = new ArrayList<>(list);
        copy.add("extra");
        System.out.println("copy independent " + list.size() + " " + copy.size() + " retainAll " + copy.retainAll(List.of("extra", "A")) + " " + copy + " removeAll " + copy.removeAll(List.of("extra")) + " " + copy + " containsAll " + list.containsAll(List.of()));
        list.forEach(s -> System.out.print("[" + s + "]"));
        System.out.println();
    }
}

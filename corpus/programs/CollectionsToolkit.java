import java.util.*;

public class CollectionsToolkit {
    public static void main(String[] args) {
        List<Integer> nums = new ArrayList<>();
        for (int i = 1; i <= 12; i++) nums.add(i);
        Random rnd = new Random(42);
        Collections.shuffle(nums, rnd);
        System.out.println("shuffled      " + nums);
        Collections.sort(nums);
        Collections.rotate(nums, 3);
        System.out.println("rotate 3      " + nums);
        Collections.rotate(nums, -5);
        System.out.println("rotate -5     " + nums);
        Collections.reverse(nums);
        System.out.println("reversed      " + nums);
        Collections.swap(nums, 0, nums.size() - 1);
        System.out.println("swap ends     " + nums);
        System.out.println("max/min       " + Collections.max(nums) + "/" + Collections.min(nums)
            + " maxBy%5 " + Collections.max(nums, Comparator.comparingInt((Integer x) -> x % 5).thenComparing(Comparator.reverseOrder())));
        Collections.sort(nums, Collections.reverseOrder());
        System.out.println("desc sort     " + nums);
        System.out.println("bsearch 7 desc " + Collections.binarySearch(nums, 7, Collections.reverseOrder()));
        Collections.sort(nums);
        for (int k : new int[]{1, 6, 12, 0, 13, 100}) System.out.print("bs(" + k + ")=" + Collections.binarySearch(nums, k) + " ");
        System.out.println();
        List<String> votes = Arrays.asList("red", "blue", "red", "green", "blue", "red", "yellow", "red", "blue");
        for (String c : new TreeSet<>(votes)) System.out.println("  " + c + " x" + Collections.frequency(votes, c));
        List<String> filler = Collections.nCopies(4, "ab");
        System.out.println("nCopies " + filler + " joined " + String.join("", filler));
        List<String> padded = new ArrayList<>(Collections.nCopies(6, "-"));
        Collections.fill(padded.subList(2, 4), "*");
        System.out.println("fill sub " + padded);
        List<Integer> dest = new ArrayList<>(Collections.nCopies(8, 0));
        Collections.copy(dest, List.of(9, 8, 7));
        System.out.println("copy " + dest);
        System.out.println("indexOfSubList " + Collections.indexOfSubList(Arrays.asList(1, 2, 3, 1, 2, 3, 4), Arrays.asList(2, 3))
            + " last " + Collections.lastIndexOfSubList(Arrays.asList(1, 2, 3, 1, 2, 3, 4), Arrays.asList(2, 3)));
        List<String> syn = new ArrayList<>(List.of("x", "y"));
        Collections.addAll(syn, "z", "w", "v");
        System.out.println("addAll " + syn + " replaceAll " + Collections.replaceAll(syn, "z", "Z") + " " + syn);
        System.out.println("empty " + Collections.emptyList() + Collections.emptyMap() + Collections.emptySet()
            + " singleton " + Collections.singletonList(5) + Collections.singleton("s") + Collections.singletonMap("k", "v"));
        List<Integer> ro = Collections.unmodifiableList(nums);
        try { ro.set(0, 99); } catch (UnsupportedOperationException e) { System.out.println("unmodifiable set: UOE " + e.getMessage()); }
        try { List.of(1, 2).add(3); } catch (UnsupportedOperationException e) { System.out.println("List.of add: UOE " + e.getMessage()); }
        try { Collections.max(new ArrayList<Integer>()); } catch (NoSuchElementException e) { System.out.println("max of empty: NSEE"); }
        // Deal cards with seeded shuffle
        String[] suits = {"S", "H", "D", "C"};
        String[] ranks = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"};
        List<String> deck = new ArrayList<>();
        for (String s : suits) for (String r : ranks) deck.add(r + s);
        Collections.shuffle(deck, new Random(7));
        for (int p = 0; p < 4; p++) {
            List<String> hand = new ArrayList<>(deck.subList(p * 5, p * 5 + 5));
            hand.sort(Comparator.comparing((String c) -> "SHDC".indexOf(c.charAt(1))).thenComparing(c -> "A23456789TJQK".indexOf(c.charAt(0))));
            System.out.println("player " + (p + 1) + ": " + hand);
        }
        // Random API tour
        Random r = new Random(12345);
        System.out.println("ints " + r.nextInt() + " " + r.nextInt(100) + " " + r.nextInt(1) + " long " + r.nextLong()
            + " bool " + r.nextBoolean() + " float " + r.nextFloat() + " double " + r.nextDouble());
        System.out.printf("gaussian %.6f %.6f %.6f%n", r.nextGaussian(), r.nextGaussian(), r.nextGaussian());
        byte[] bytes = new byte[6];
        r.nextBytes(bytes);
        System.out.println("bytes " + Arrays.toString(bytes));
        System.out.println("stream ints " + Arrays.toString(r.ints(6, 0, 10).toArray()) + " doubles sum "
            + String.format("%.6f", r.doubles(5).sum()));
        r.setSeed(12345);
        System.out.println("reseeded first int again " + r.nextInt());
        // ListIterator editing
        List<String> words = new LinkedList<>(List.of("alpha", "beta", "gamma", "delta", "epsilon"));
        ListIterator<String> it = words.listIterator();
        while (it.hasNext()) {
            int i = it.nextIndex();
            String w = it.next();
            if (w.length() == 5 && i % 2 == 0) it.set(w.toUpperCase());
            else if (w.startsWith("d")) it.remove();
            else if (w.equals("beta")) it.add("beta2");
        }
        System.out.println("listIterator " + words);
        while (it.hasPrevious()) System.out.print(it.previous() + "<");
        System.out.println();
        List<Integer> big = new ArrayList<>();
        for (int i = 0; i < 20; i++) big.add(i * 7 % 20);
        big.removeIf(x -> x % 3 == 0);
        big.replaceAll(x -> x * 10);
        System.out.println("removeIf/replaceAll " + big + " sub " + big.subList(2, 6) + " idx " + big.indexOf(70) + "/" + big.lastIndexOf(1000));
        Integer[] arr = big.toArray(new Integer[0]);
        Arrays.sort(arr, Collections.reverseOrder());
        System.out.println("array desc " + Arrays.toString(arr) + " asList hash " + Arrays.asList(arr).hashCode() + " equals " + Arrays.asList(arr).equals(big));
    }
}

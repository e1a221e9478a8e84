import java.util.*;
import java.util.stream.*;

public class StreamPipelines {
    static StringBuilder log = new StringBuilder();

    static void sources() {
    Iterator<Integer> it = Stream.iterate(1, x -> x + 1).peek(x -> log.append("p" + x + " ")).flatMap(x -> Stream.of(x, -x)).filter(x -> x % 3 != 0).iterator();
    for (int i = 0; i < 5; i++) log.append("n" + it.next() + " ");
    System.out.println(log); log.setLength(0);
    Stream<Integer> c = Stream.concat(Stream.of(5, 3, 1).peek(x -> log.append("a" + x + " ")).sorted(), Stream.of(9, 7).peek(x -> log.append("b" + x + " ")).map(x -> x * 2));
    System.out.println(c.peek(x -> log.append("c" + x + " ")).limit(4).toList() + " " + log); log.setLength(0);
    Stream<Integer> c2 = Stream.concat(Stream.of(5, 3, 1).peek(x -> log.append("a" + x + " ")).sorted(), Stream.of(9, 7).peek(x -> log.append("b" + x + " ")).map(x -> x * 2));
    System.out.println(c2.peek(x -> log.append("c" + x + " ")).toList() + " " + log); log.setLength(0);
    System.out.println(Stream.concat(Stream.of(1,2).filter(x->true), Stream.of(3)).count());
    System.out.println(Stream.concat(Stream.of(1,2).map(x->x), Stream.of(3)).peek(x -> log.append("q")).count() + " " + log); log.setLength(0);
    Iterator<Integer> it2 = Stream.concat(Stream.of(1, 2).map(x -> x * 10), IntStream.range(0, 2).boxed()).iterator();
    while (it2.hasNext()) System.out.print(it2.next() + " ");
    System.out.println();
    Set<String> hs = new HashSet<>(List.of("zeta", "alpha", "mid", "beta", "x"));
    System.out.println(hs.stream().toList() + " " + hs.stream().sorted().toList() + " " + hs.stream().distinct().count());
    Map<String,Integer> hm = new HashMap<>(); for (String s : hs) hm.put(s, s.length());
    System.out.println(hm.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(",")));
    System.out.println(new TreeSet<>(List.of(3,1,2)).stream().sorted().toList() + " " + new TreeSet<>(List.of(3,1,2)).descendingSet().stream().sorted().toList());
    try { Stream.of(1,2,3).toArray(n -> new Integer[n + 1]); } catch (Exception e) { System.out.println(e); }
    try { Stream.of(1,2,3).toArray(n -> new String[n]); } catch (Exception e) { System.out.println(e); }
    try { Stream.of(1,2,3).filter(x->true).toArray(n -> new String[n]); } catch (Exception e) { System.out.println(e.getClass()); }
    System.out.println(Arrays.toString(Stream.of(1,2,3).filter(x->x>1).toArray(Integer[]::new)));
    long sum = 0;
    for (int r = 0; r < 2; r++) sum += IntStream.range(0, 20000).filter(i -> i % 3 == 0).mapToLong(i -> (long) i * i).sum();
    System.out.println(sum);
    List<Integer> big = IntStream.range(0, 10000).boxed().collect(Collectors.toList());
    System.out.println(big.stream().map(x -> x % 1000).distinct().count() + " " + big.stream().sorted(Comparator.reverseOrder()).findFirst().get()
       + " " + big.stream().collect(Collectors.groupingBy(x -> x % 10, Collectors.counting())));
    }

    static void modification() {
  List<Integer> l = new ArrayList<>(List.of(1, 2, 3));
  try { l.stream().forEach(x -> { System.out.println("v" + x); if (x == 1) l.add(9); }); } catch (Exception e) { System.out.println(e); }
  List<Integer> l2 = new ArrayList<>(List.of(1, 2, 3));
  try { l2.stream().forEach(x -> { System.out.println("r" + x); l2.remove(x); }); } catch (Exception e) { System.out.println(e); }
  List<Integer> l3 = new ArrayList<>(List.of(1, 2, 3));
  try { System.out.println(l3.stream().peek(x -> { if (x == 1) l3.add(5); }).anyMatch(x -> x == 2)); } catch (Exception e) { System.out.println(e); }
  List<Integer> l4 = new ArrayList<>(List.of(1, 2, 3));
  try { Iterator<Integer> it = l4.stream().iterator(); System.out.println(it.next()); l4.clear(); System.out.println(it.hasNext()); System.out.println(it.next()); } catch (Exception e) { System.out.println(e); }
  List<Integer> l5 = new ArrayList<>();
  System.out.println(l5.stream().count() + " " + l5.stream().toList() + " " + new ArrayList<>(List.of(4)).stream().findFirst());
  List<Integer> l6 = new ArrayList<>(List.of(1, 2, 3));
  try { l6.stream().map(x -> x * 2).forEach(x -> { System.out.println("m" + x); if (x == 4) l6.set(2, 7); }); } catch (Exception e) { System.out.println(e); }
  List<Integer> l7 = new ArrayList<>(List.of(1, 2, 3));
  try { l7.stream().sorted().forEach(x -> { System.out.println("s" + x); l7.add(1); }); } catch (Exception e) { System.out.println(e); }
    }

    public static void main(String[] args) {
        sources();
        modification();
    }
}

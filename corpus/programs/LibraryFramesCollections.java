import java.util.*;

/**
 * Collection misuse that fails inside the class library: index errors, concurrent modification,
 * empty optionals and deques, immutable collections, duplicate keys. Each stack trace (printed,
 * and the last one uncaught) shows HotSpot's library frames.
 */
public class LibraryFramesCollections {
    interface Case {
        Object run();
    }

    static void attempt(String name, Case c) {
        System.err.println("-- " + name);
        try {
            System.out.println(name + " -> " + c.run());
        } catch (RuntimeException e) {
            e.printStackTrace();
        }
    }

    static Object removeWhileIterating() {
        List<Integer> l = new ArrayList<>(List.of(1, 2, 3));
        for (Integer x : l) {
            if (x == 1) {
                l.remove(x);
            }
        }
        return l;
    }

    static Object putWhileIterating() {
        Map<String, Integer> m = new HashMap<>(Map.of("a", 1, "b", 2));
        for (String k : m.keySet()) {
            m.put(k + k, 0);
        }
        return m;
    }

    static Object putWhileForEach() {
        Map<String, Integer> m = new HashMap<>(Map.of("a", 1));
        m.forEach((k, v) -> m.put(k + k, v));
        return m;
    }

    public static void main(String[] args) {
        List<Integer> list = new ArrayList<>(List.of(10, 20));
        attempt("ArrayList.get", () -> list.get(2));
        attempt("ArrayList.get negative", () -> list.get(-1));
        attempt("ArrayList.set", () -> list.set(5, 1));
        attempt("ArrayList.remove", () -> list.remove(7));
        attempt("ArrayList.add at", () -> { list.add(9, 1); return list; });
        attempt("subList", () -> list.subList(1, 4));
        attempt("iterator CME", LibraryFramesCollections::removeWhileIterating);
        attempt("HashMap CME", LibraryFramesCollections::putWhileIterating);
        attempt("HashMap.forEach CME", LibraryFramesCollections::putWhileForEach);
        attempt("iterator past end", () -> new ArrayList<String>().iterator().next());
        attempt("Optional.get", () -> Optional.empty().get());
        attempt("Optional.orElseThrow", () -> Optional.ofNullable(null).orElseThrow());
        attempt("List.of add", () -> List.of(1).add(2));
        attempt("List.of(3) add", () -> List.of(1, 2, 3).add(4));
        attempt("List.of set", () -> List.of(1, 2).set(0, 5));
        attempt("List.of get", () -> List.of(1).get(1));
        attempt("List.of null", () -> List.of(1, null));
        attempt("Set.of add", () -> Set.of("x").add("y"));
        attempt("Map.of put", () -> Map.of("k", 1).put("j", 2));
        attempt("unmodifiableList add", () -> Collections.unmodifiableList(list).add(3));
        attempt("Arrays.asList add", () -> Arrays.asList(1, 2).add(3));
        attempt("Map.of duplicate", () -> Map.of("a", 1, "a", 2));
        attempt("Map.ofEntries duplicate", () -> Map.ofEntries(Map.entry("k", 1), Map.entry("k", 2)));
        attempt("Set.of duplicate", () -> Set.of("x", "x"));
        attempt("Set.of(3) duplicate", () -> Set.of(1, 2, 1));
        attempt("ArrayDeque.pop", () -> new ArrayDeque<Integer>().pop());
        attempt("LinkedList.getFirst", () -> new LinkedList<Integer>().getFirst());
        attempt("LinkedList.get", () -> new LinkedList<>(List.of(1)).get(3));
        attempt("Stack.pop", () -> new Stack<Integer>().pop());
        attempt("TreeMap.firstKey", () -> new TreeMap<String, Integer>().firstKey());
        attempt("Objects.requireNonNull", () -> Objects.requireNonNull(null));
        attempt("Objects.requireNonNull message", () -> Objects.requireNonNull(null, "name"));
        attempt("Objects.checkIndex", () -> Objects.checkIndex(4, 4));
        attempt("Collections.max empty", () -> Collections.max(new ArrayList<Integer>()));
        attempt("Collections.emptyList get", () -> Collections.emptyList().get(0));
        int[] counts = new int[3];
        String[] words = {"a", "b", "c", "d"};
        for (int i = 0; i < words.length; i++) {
            System.out.println(words[i] + " " + list.get(i));
            counts[i]++;
        }
    }
}

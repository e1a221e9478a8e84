package jacoco;

/** Java 16 pattern matching for instanceof. */
public class Patterns {
    public static int size(Object o) {
        if (o instanceof String s && !s.isEmpty()) {
            return s.length();
        }
        if (o instanceof int[] a) {
            return a.length;
        }
        return o instanceof Integer i ? i : -1;
    }
}

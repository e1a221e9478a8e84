package java.lang;

public interface CharSequence {
    int length();

    char charAt(int index);

    default boolean isEmpty() {
        return this.length() == 0;
    }

    CharSequence subSequence(int start, int end);

    public String toString();

    @SuppressWarnings("unchecked")
    public static int compare(CharSequence cs1, CharSequence cs2) {
        if (cs1 == cs2) {
            return 0;
        }
        if (cs1.getClass() == cs2.getClass() && cs1 instanceof Comparable) {
            return ((Comparable<Object>) cs1).compareTo(cs2);
        }
        int n1 = cs1.length();
        int n2 = cs2.length();
        int n = n1 < n2 ? n1 : n2;
        for (int i = 0; i < n; i++) {
            char a = cs1.charAt(i);
            char b = cs2.charAt(i);
            if (a != b) {
                return a - b;
            }
        }
        return n1 - n2;
    }

    public default java.util.stream.IntStream chars() {
        return jdk.internal.terrarium.stream.Streams.chars(this);
    }

    public default java.util.stream.IntStream codePoints() {
        return jdk.internal.terrarium.stream.Streams.codePoints(this);
    }
}

package java.util;

/** The comparators behind Comparator.naturalOrder, nullsFirst and nullsLast. */
final class Comparators {
    private Comparators() {
    }

    static final class NaturalOrderComparator implements Comparator<Comparable<Object>> {
        static final NaturalOrderComparator INSTANCE = new NaturalOrderComparator();

        private NaturalOrderComparator() {
        }

        public int compare(Comparable<Object> c1, Comparable<Object> c2) {
            return c1.compareTo(c2);
        }

        public Comparator<Comparable<Object>> reversed() {
            return Collections.reverseOrder();
        }

        // The JDK's natural-order comparator is an enum constant.
        public String toString() {
            return "INSTANCE";
        }
    }

    static final class NullComparator<T> implements Comparator<T> {
        private final boolean nullFirst;
        private final Comparator<T> real;

        @SuppressWarnings("unchecked")
        NullComparator(boolean nullFirst, Comparator<? super T> real) {
            this.nullFirst = nullFirst;
            this.real = (Comparator<T>) real;
        }

        public int compare(T a, T b) {
            if (a == null) {
                return (b == null) ? 0 : (nullFirst ? -1 : 1);
            } else if (b == null) {
                return nullFirst ? 1 : -1;
            } else {
                return (real == null) ? 0 : real.compare(a, b);
            }
        }

        public Comparator<T> thenComparing(Comparator<? super T> other) {
            Objects.requireNonNull(other);
            return new NullComparator<T>(nullFirst, real == null ? other : real.thenComparing(other));
        }

        public Comparator<T> reversed() {
            return new NullComparator<T>(!nullFirst, real == null ? null : real.reversed());
        }
    }
}

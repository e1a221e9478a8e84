package jacoco;

/** Bridge methods (generics, covariant returns) are synthetic. */
public class Bridges implements Comparable<Bridges> {
    private final int rank;

    public Bridges(int rank) {
        this.rank = rank;
    }

    @Override
    public int compareTo(Bridges o) {
        return rank < o.rank ? -1 : rank == o.rank ? 0 : 1;
    }

    @Override
    public Bridges clone() {
        return new Bridges(rank);
    }

    public static class Box<T extends Comparable<T>> {
        T value;

        public T get() {
            return value;
        }

        public void set(T v) {
            if (v != null) {
                value = v;
            }
        }
    }

    public static class IntBox extends Box<Integer> {
        @Override
        public Integer get() {
            return value == null ? 0 : value;
        }

        @Override
        public void set(Integer v) {
            value = v == null ? null : v + 1;
        }
    }
}

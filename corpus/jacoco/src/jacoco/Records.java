package jacoco;

/** Records: toString, hashCode and equals are generated through invokedynamic. */
public record Records(String name, int age) {
    public Records {
        if (age < 0) {
            throw new IllegalArgumentException("age");
        }
    }

    public boolean adult() {
        return age >= 18;
    }

    public record Written(int x) {
        @Override
        public String toString() {
            return x > 0 ? "positive" : "other";
        }
    }
}

package java.util.function;

import java.util.Objects;

@FunctionalInterface
public interface Predicate<T> {
    boolean test(T t);

    default Predicate<T> and(Predicate<? super T> other) {
        Objects.requireNonNull(other);
        final Predicate<T> self = this;
        return new Predicate<T>() {
            public boolean test(T t) { return self.test(t) && other.test(t); }
        };
    }

    default Predicate<T> negate() {
        final Predicate<T> self = this;
        return new Predicate<T>() {
            public boolean test(T t) { return !self.test(t); }
        };
    }

    default Predicate<T> or(Predicate<? super T> other) {
        Objects.requireNonNull(other);
        final Predicate<T> self = this;
        return new Predicate<T>() {
            public boolean test(T t) { return self.test(t) || other.test(t); }
        };
    }

    static <T> Predicate<T> isEqual(Object targetRef) {
        if (targetRef == null) {
            return new Predicate<T>() {
                public boolean test(T t) { return t == null; }
            };
        }
        return new Predicate<T>() {
            public boolean test(T t) { return targetRef.equals(t); }
        };
    }

    @SuppressWarnings("unchecked")
    static <T> Predicate<T> not(Predicate<? super T> target) {
        Objects.requireNonNull(target);
        return (Predicate<T>) target.negate();
    }
}

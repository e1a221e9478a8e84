package jacoco;

import java.util.function.Function;
import java.util.function.IntPredicate;
import java.util.function.Supplier;

/** Lambda bodies are synthetic methods, and JaCoCo counts them. */
public class Lambdas {
    private final int base;

    public Lambdas(int base) {
        this.base = base;
    }

    public IntPredicate above() {
        return x -> x > base;
    }

    public Function<String, Integer> parse() {
        return s -> {
            if (s == null || s.isEmpty()) {
                return 0;
            }
            return Integer.parseInt(s);
        };
    }

    public static Supplier<String> constant(boolean upper) {
        return upper ? () -> "YES" : () -> "no";
    }

    public static Function<String, Integer> length() {
        return String::length;
    }

    public int apply(int x) {
        IntPredicate even = v -> v % 2 == 0; IntPredicate big = v -> v > 100;
        return even.test(x) ? (big.test(x) ? 2 : 1) : 0;
    }
}

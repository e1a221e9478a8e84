import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;

/** A billing engine's arithmetic guards: exact ops, floor division for periods, 128-bit products. */
public class ExactMathGuards {
    static void attempt(String label, LongSupplier op) {
        try {
            System.out.println(label + " = " + op.getAsLong());
        } catch (ArithmeticException e) {
            System.out.println(label + " -> ArithmeticException: " + e.getMessage());
        }
    }

    /** Days since epoch to (week, day-of-week), negative days included. */
    static String weekOf(long day) {
        return "day " + day + " -> week " + Math.floorDiv(day, 7) + " dow " + Math.floorMod(day, 7)
                + " (truncating: " + day / 7 + ", " + day % 7 + ")";
    }

    /** a * b / c without intermediate overflow, using the high and low halves of the 128-bit product. */
    static String mulDivCheck(long a, long b) {
        long hi = Math.multiplyHigh(a, b);
        long lo = a * b;
        boolean fits = (hi == 0 && lo >= 0) || (hi == -1 && lo < 0);
        return String.format("%d * %d = hi %d lo %d (%s)", a, b, hi, lo, fits ? "fits" : "overflows long");
    }

    public static void main(String[] args) {
        System.out.println("== int guards");
        attempt("addExact(MAX, 1)", () -> Math.addExact(Integer.MAX_VALUE, 1));
        attempt("addExact(2e9, -2e9)", () -> Math.addExact(2_000_000_000, -2_000_000_000));
        attempt("subtractExact(MIN, 1)", () -> Math.subtractExact(Integer.MIN_VALUE, 1));
        attempt("multiplyExact(46341, 46341)", () -> Math.multiplyExact(46341, 46341));
        attempt("multiplyExact(46340, 46340)", () -> Math.multiplyExact(46340, 46340));
        attempt("incrementExact(MAX)", () -> Math.incrementExact(Integer.MAX_VALUE));
        attempt("decrementExact(MIN)", () -> Math.decrementExact(Integer.MIN_VALUE));
        attempt("negateExact(MIN)", () -> Math.negateExact(Integer.MIN_VALUE));
        attempt("absExact(MIN)", () -> Math.absExact(Integer.MIN_VALUE));
        attempt("absExact(-42)", () -> Math.absExact(-42));
        attempt("toIntExact(2^31)", () -> Math.toIntExact(1L << 31));
        attempt("toIntExact(-2^31)", () -> Math.toIntExact(-(1L << 31)));
        attempt("StrictMath.multiplyExact", () -> StrictMath.multiplyExact(65536, 32768));

        System.out.println("== long guards");
        attempt("addExact(MAX, 1L)", () -> Math.addExact(Long.MAX_VALUE, 1L));
        attempt("subtractExact(MIN, 1L)", () -> Math.subtractExact(Long.MIN_VALUE, 1L));
        attempt("multiplyExact(2^32, 2^31)", () -> Math.multiplyExact(1L << 32, 1L << 31));
        attempt("multiplyExact(2^32, 2^30)", () -> Math.multiplyExact(1L << 32, 1L << 30));
        attempt("multiplyExact(long MAX, int 2)", () -> Math.multiplyExact(Long.MAX_VALUE, 2));
        attempt("multiplyExact(long MIN, int -1)", () -> Math.multiplyExact(Long.MIN_VALUE, -1));
        attempt("incrementExact(MAX L)", () -> Math.incrementExact(Long.MAX_VALUE));
        attempt("decrementExact(MIN L)", () -> Math.decrementExact(Long.MIN_VALUE));
        attempt("negateExact(MIN L)", () -> Math.negateExact(Long.MIN_VALUE));
        attempt("absExact(MIN L)", () -> Math.absExact(Long.MIN_VALUE));
        attempt("StrictMath.absExact(-7L)", () -> StrictMath.absExact(-7L));

        System.out.println("== invoice totals with overflow detection");
        long[] cents = {999_999_999_999L, 5_000_000_000_000_000L, 4_000_000_000_000_000_000L, 1L};
        long total = 0;
        for (long c : cents) {
            try {
                total = Math.addExact(total, Math.multiplyExact(c, 2));
                System.out.println("running total " + total);
            } catch (ArithmeticException e) {
                System.out.println("line " + c + " rejected: " + e.getMessage());
            }
        }

        System.out.println("== floor division for calendar weeks");
        for (long d : new long[] {0, 6, 7, 13, -1, -7, -8, -15}) {
            System.out.println(weekOf(d));
        }
        List<String> rows = new ArrayList<>();
        int[] xs = {17, -17, 0, Integer.MIN_VALUE};
        int[] ys = {5, -5, 1, -1};
        for (int x : xs) {
            for (int y : ys) {
                rows.add(x + "/" + y + "=" + Math.floorDiv(x, y) + "r" + Math.floorMod(x, y));
            }
        }
        System.out.println(String.join(" ", rows));
        System.out.println("floorDiv(long,int) " + Math.floorDiv(-17L, 5) + " floorMod(long,int) " + Math.floorMod(-17L, 5)
                + " floorMod(long,long) " + Math.floorMod(-17L, -5L) + " floorDiv(MIN,-1)=" + Math.floorDiv(Long.MIN_VALUE, -1L));
        int modType = Math.floorMod(123456789012L, 1000);
        System.out.println("floorMod(long,int) returns int: " + modType);
        attempt("floorDiv(1, 0)", () -> Math.floorDiv(1, 0));
        attempt("floorMod(5L, 0L)", () -> Math.floorMod(5L, 0L));
        attempt("StrictMath.floorMod(-9, 4)", () -> StrictMath.floorMod(-9, 4));

        System.out.println("== 128-bit products");
        System.out.println(mulDivCheck(3_000_000_000L, 3_000_000_000L));
        System.out.println(mulDivCheck(Long.MAX_VALUE, Long.MAX_VALUE));
        System.out.println(mulDivCheck(Long.MIN_VALUE, -1));
        System.out.println(mulDivCheck(-123456789123L, 987654321987L));
        System.out.println(mulDivCheck(0x7fffffffL, 0x100000001L));
        System.out.println("StrictMath.multiplyHigh " + StrictMath.multiplyHigh(Long.MIN_VALUE, Long.MIN_VALUE));
        System.out.println("multiplyFull " + Math.multiplyFull(Integer.MAX_VALUE, Integer.MAX_VALUE) + " "
                + Math.multiplyFull(Integer.MIN_VALUE, Integer.MIN_VALUE) + " " + StrictMath.multiplyFull(-46341, 46341));
    }
}

package java.util.concurrent.atomic;

import java.util.function.DoubleBinaryOperator;

/**
 * As LongAccumulator; the value is kept as raw bits and compared as such
 * (so NaN results and signed zeros update exactly as the JDK's do).
 */
public class DoubleAccumulator extends Striped64 implements java.io.Serializable {
    private static final long serialVersionUID = 7249069246863182397L;

    private final DoubleBinaryOperator function;
    private final long identity;
    private volatile long base;

    public DoubleAccumulator(DoubleBinaryOperator accumulatorFunction, double identity) {
        this.function = accumulatorFunction;
        this.identity = Double.doubleToRawLongBits(identity);
        this.base = this.identity;
    }

    private synchronized boolean replace(long expected, long value) {
        if (base != expected) {
            return false;
        }
        base = value;
        return true;
    }

    public void accumulate(double x) {
        for (;;) {
            long b = base;
            long r = Double.doubleToRawLongBits(function.applyAsDouble(Double.longBitsToDouble(b), x));
            if (r == b || replace(b, r)) {
                return;
            }
        }
    }

    public double get() {
        return Double.longBitsToDouble(base);
    }

    public void reset() {
        base = identity;
    }

    public synchronized double getThenReset() {
        double result = Double.longBitsToDouble(base);
        base = identity;
        return result;
    }

    public String toString() {
        return Double.toString(get());
    }

    public double doubleValue() {
        return get();
    }

    public long longValue() {
        return (long) get();
    }

    public int intValue() {
        return (int) get();
    }

    public float floatValue() {
        return (float) get();
    }
}

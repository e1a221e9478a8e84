package java.util.concurrent.atomic;

/** A single synchronized sum (see Striped64): additions happen in call order. */
public class DoubleAdder extends Striped64 implements java.io.Serializable {
    private static final long serialVersionUID = 7249069246863182397L;

    private volatile double base;

    public DoubleAdder() {
    }

    public synchronized void add(double x) {
        base += x;
    }

    public double sum() {
        return base;
    }

    public void reset() {
        base = 0.0;
    }

    public synchronized double sumThenReset() {
        double sum = base;
        base = 0.0;
        return sum;
    }

    public String toString() {
        return Double.toString(sum());
    }

    public double doubleValue() {
        return sum();
    }

    public long longValue() {
        return (long) sum();
    }

    public int intValue() {
        return (int) sum();
    }

    public float floatValue() {
        return (float) sum();
    }
}

/** A concrete class with state, spied on and mocked in the tests. */
public class PriceCalculator {
    private final double taxRate;
    protected int calls;
    private String currency = "EUR";

    public PriceCalculator(double taxRate) {
        this.taxRate = taxRate;
    }

    public double gross(double net) {
        calls++;
        return round(net * (1 + taxRate));
    }

    public double round(double v) {
        return Math.round(v * 100) / 100.0;
    }

    public String label(double net) {
        return currency + " " + gross(net);
    }

    public final String currency() {
        return currency;
    }

    public int calls() {
        return calls;
    }

    public void reset() {
        calls = 0;
    }

    @Override
    public String toString() {
        return "PriceCalculator(" + taxRate + ")";
    }
}

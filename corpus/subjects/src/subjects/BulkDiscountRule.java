package subjects;

/** Percentage discount that kicks in once enough units are ordered. */
public class BulkDiscountRule extends PricingRule {

    private final int minimumUnits;
    private final int percent;

    public BulkDiscountRule(String code, int minimumUnits, int percent) {
        super(code);
        if (minimumUnits < 1) {
            throw new IllegalArgumentException("minimumUnits must be >= 1");
        }
        if (percent < 1 || percent > 90) {
            throw new IllegalArgumentException("percent must be in 1..90");
        }
        this.minimumUnits = minimumUnits;
        this.percent = percent;
    }

    @Override
    public long discountCents(long subtotalCents, int units) {
        if (units < minimumUnits) {
            return 0;
        }
        long discount = subtotalCents * percent / 100;
        if (units >= minimumUnits * 10) {
            discount += 500; // extra flat bonus for very large orders
        }
        return discount;
    }

    public int getPercent() {
        return percent;
    }
}

package subjects;

/** Abstract pricing rule applied to an order subtotal. */
public abstract class PricingRule {

    private final String code;

    protected PricingRule(String code) {
        if (code == null || code.isEmpty()) {
            throw new IllegalArgumentException("rule code required");
        }
        this.code = code;
    }

    public String getCode() {
        return code;
    }

    /** Discount in cents for the given subtotal and number of units. */
    public abstract long discountCents(long subtotalCents, int units);

    public final long apply(long subtotalCents, int units) {
        long discount = discountCents(subtotalCents, units);
        if (discount < 0) {
            discount = 0;
        }
        if (discount > subtotalCents) {
            discount = subtotalCents;
        }
        return subtotalCents - discount;
    }
}

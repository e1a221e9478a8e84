package inputs;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** Prices with tax and discounts, in exact decimals. */
public class PriceCalculator {
    /** How an order ships. */
    public enum Shipping {
        PICKUP,
        STANDARD,
        EXPRESS
    }

    private static final BigDecimal HUNDRED = new BigDecimal("100");
    private final BigDecimal taxRate;

    public PriceCalculator(BigDecimal taxRate) {
        if (taxRate.signum() < 0) {
            throw new IllegalArgumentException("negative tax rate");
        }
        if (taxRate.compareTo(BigDecimal.ONE) > 0) {
            throw new IllegalArgumentException("tax rate above 100%");
        }
        this.taxRate = taxRate;
    }

    public BigDecimal gross(BigDecimal net) {
        if (net.signum() < 0) {
            throw new IllegalArgumentException("negative price");
        }
        return net.add(net.multiply(taxRate)).setScale(2, RoundingMode.HALF_UP);
    }

    public BigDecimal discount(BigDecimal price, int percent) {
        if (percent <= 0) {
            return price;
        }
        if (percent >= 100) {
            return BigDecimal.ZERO;
        }
        return price.multiply(BigDecimal.valueOf(100 - percent)).divide(HUNDRED, 2, RoundingMode.HALF_UP);
    }

    public String band(BigDecimal price) {
        if (price.compareTo(BigDecimal.TEN) < 0) {
            return "cheap";
        }
        if (price.compareTo(HUNDRED) < 0) {
            return "regular";
        }
        return "premium";
    }

    public BigDecimal shipping(Shipping how, BigDecimal orderTotal) {
        switch (how) {
            case PICKUP:
                return BigDecimal.ZERO;
            case EXPRESS:
                return new BigDecimal("15.00");
            default:
                return orderTotal.compareTo(HUNDRED) >= 0 ? BigDecimal.ZERO : new BigDecimal("4.95");
        }
    }

    public BigDecimal round(BigDecimal value, RoundingMode mode) {
        if (mode == RoundingMode.UNNECESSARY) {
            throw new IllegalArgumentException("a rounding is needed");
        }
        return value.setScale(0, mode);
    }
}

package subjects;

/** A stock item with a SKU, a name and a unit price in cents. */
public class Item {

    private final String sku;
    private final String name;
    private final long priceCents;

    public Item(String sku, String name, long priceCents) {
        if (sku == null || !sku.matches("[A-Z]{3}-\\d{3}")) {
            throw new IllegalArgumentException("SKU must look like ABC-123");
        }
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException("name required");
        }
        if (priceCents < 0) {
            throw new IllegalArgumentException("price must not be negative");
        }
        this.sku = sku;
        this.name = name;
        this.priceCents = priceCents;
    }

    public String getSku() {
        return sku;
    }

    public String getName() {
        return name;
    }

    public long getPriceCents() {
        return priceCents;
    }

    public boolean isFree() {
        return priceCents == 0;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Item)) {
            return false;
        }
        return sku.equals(((Item) other).sku);
    }

    @Override
    public int hashCode() {
        return sku.hashCode();
    }

    @Override
    public String toString() {
        return sku + " " + name + " @" + priceCents;
    }
}

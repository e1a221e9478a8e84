package asserts;

/**
 * Calls that hand back the object they were given (asserted with
 * assertSame), numbers returned boxed (asserted as Integer.valueOf), and a
 * value an identity hash decides, which differs from run to run on HotSpot
 * and must never be asserted.
 */
public class Handback {
    private final Object token = new Object();

    /** The array itself, once it is known to hold no null. */
    public static Object[] requireAll(Object[] items) {
        for (Object item : items) {
            if (item == null) {
                throw new IllegalArgumentException("a null item");
            }
        }
        return items;
    }

    /** The number `text` spells, or null when it spells none or a negative one. */
    public static Integer parseCount(String text) {
        int n;
        try {
            n = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            return null;
        }
        return n < 0 ? null : n;
    }

    /** A slot out of a thousand, picked by this object's identity hash. */
    public int slot() {
        return Math.floorMod(token.hashCode(), 1000);
    }

    /** Whether the slot lies in the lower half. */
    public boolean low() {
        return slot() < 500;
    }
}

package org.junit;

/**
 * JUnit 4.13.2's assumptions (without the Hamcrest-based {@code assumeThat}). A
 * failed assumption throws {@link AssumptionViolatedException}, whose message is
 * the one JUnit's Hamcrest description would produce.
 */
public class Assume {

    /** @deprecated Do not instantiate. */
    @Deprecated
    public Assume() {
    }

    public static void assumeTrue(boolean b) {
        if (!b) {
            throw new AssumptionViolatedException("got: <false>, expected: is <true>");
        }
    }

    public static void assumeFalse(boolean b) {
        if (b) {
            throw new AssumptionViolatedException("got: <true>, expected: is <false>");
        }
    }

    public static void assumeTrue(String message, boolean b) {
        if (!b) {
            throw new AssumptionViolatedException(message);
        }
    }

    public static void assumeFalse(String message, boolean b) {
        assumeTrue(message, !b);
    }

    public static void assumeNotNull(Object... objects) {
        if (objects == null) {
            throw new AssumptionViolatedException("got: null, expected: not null");
        }
        for (int i = 0; i < objects.length; i++) {
            if (objects[i] == null) {
                StringBuilder list = new StringBuilder("[");
                for (int j = 0; j < objects.length; j++) {
                    if (j > 0) {
                        list.append(", ");
                    }
                    list.append(String.valueOf(objects[j]));
                }
                list.append("]");
                throw new AssumptionViolatedException("got: <" + list + ">, expected: every item is not null");
            }
        }
    }

    public static void assumeNoException(Throwable e) {
        if (e != null) {
            throw new AssumptionViolatedException("got: <" + e + ">, expected: null", e);
        }
    }

    public static void assumeNoException(String message, Throwable e) {
        if (e != null) {
            String prefix = message == null ? "" : message + ": ";
            throw new AssumptionViolatedException(prefix + "got: <" + e + ">, expected: null", e);
        }
    }
}

package org.junit.jupiter.api;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.function.Supplier;

import org.junit.platform.commons.util.StringUtils;
import org.opentest4j.AssertionFailedError;

/**
 * Message building shared by {@link Assertions}: JUnit Jupiter 5.9's
 * AssertionUtils and AssertionFailureBuilder, without reflection or lambdas.
 */
final class AssertionUtils {

    private AssertionUtils() {
    }

    // ----- failures (AssertionFailureBuilder.build) -------------------------------------------

    /** A failure without expected/actual values: "message ==> reason", or the message alone. */
    static AssertionFailedError failure(Object messageOrSupplier, String reason, Throwable cause) {
        String message = nullSafeGet(messageOrSupplier);
        if (reason != null) {
            message = buildPrefix(message) + reason;
        }
        return new AssertionFailedError(message, cause);
    }

    /** A mismatch: "message ==> reason, expected: <e> but was: <a>" (reason may be null). */
    static AssertionFailedError mismatch(Object messageOrSupplier, String reason, Object expected, Object actual,
            Throwable cause) {
        String fullReason = (reason == null ? "" : reason + ", ") + formatValues(expected, actual);
        String message = buildPrefix(nullSafeGet(messageOrSupplier)) + fullReason;
        return new AssertionFailedError(message, expected, actual, cause);
    }

    static void failNotEqual(Object expected, Object actual, Object messageOrSupplier) {
        throw mismatch(messageOrSupplier, null, expected, actual, null);
    }

    static void failEqual(Object actual, Object messageOrSupplier) {
        throw failure(messageOrSupplier, "expected: not equal but was: <" + actual + ">", null);
    }

    static String nullSafeGet(Object messageOrSupplier) {
        if (messageOrSupplier == null) {
            return null;
        }
        if (messageOrSupplier instanceof Supplier) {
            Object message = ((Supplier<?>) messageOrSupplier).get();
            return StringUtils.nullSafeToString(message);
        }
        return StringUtils.nullSafeToString(messageOrSupplier);
    }

    static String buildPrefix(String message) {
        return StringUtils.isNotBlank(message) ? message + " ==> " : "";
    }

    static String getCanonicalName(Class<?> clazz) {
        try {
            String canonicalName = clazz.getCanonicalName();
            return (canonicalName != null ? canonicalName : clazz.getName());
        } catch (Throwable t) {
            rethrowIfUnrecoverable(t);
            return clazz.getName();
        }
    }

    static String formatValues(Object expected, Object actual) {
        String expectedString = toString(expected);
        String actualString = toString(actual);
        if (expectedString.equals(actualString)) {
            return "expected: " + formatClassAndValue(expected, expectedString) + " but was: "
                    + formatClassAndValue(actual, actualString);
        }
        return "expected: <" + expectedString + "> but was: <" + actualString + ">";
    }

    /**
     * Disambiguates values whose strings are equal. Jupiter 5.9 also puts the identity hash
     * code after the class name ("java.lang.Integer@1b6d3586<1>"); here the class name alone
     * is printed ("java.lang.Integer<1>"), so messages do not depend on hash codes.
     */
    private static String formatClassAndValue(Object value, String valueString) {
        if (value == null) {
            return "<null>";
        }
        if (value instanceof Class) {
            return "<" + getCanonicalName((Class<?>) value) + ">";
        }
        return value.getClass().getName() + "<" + valueString + ">";
    }

    private static String toString(Object obj) {
        if (obj instanceof Class) {
            return getCanonicalName((Class<?>) obj);
        }
        return StringUtils.nullSafeToString(obj);
    }

    static String formatIndexes(Deque<Integer> indexes) {
        if (indexes == null || indexes.isEmpty()) {
            return "";
        }
        StringBuilder sb = new StringBuilder(" at index ");
        Iterator<Integer> it = indexes.iterator();
        while (it.hasNext()) {
            sb.append('[').append(it.next()).append(']');
        }
        return sb.toString();
    }

    static Deque<Integer> nullSafeIndexes(Deque<Integer> indexes, int newIndex) {
        Deque<Integer> result = (indexes != null ? indexes : new ArrayDeque<Integer>());
        result.addLast(Integer.valueOf(newIndex));
        return result;
    }

    static void rethrowIfUnrecoverable(Throwable exception) {
        if (exception instanceof OutOfMemoryError) {
            throw (OutOfMemoryError) exception;
        }
    }

    /** Throws any Throwable without declaring it (JUnit's ExceptionUtils.throwAsUncheckedException). */
    static RuntimeException throwAsUncheckedException(Throwable t) {
        AssertionUtils.<RuntimeException>throwAs(t);
        return null; // never reached
    }

    @SuppressWarnings("unchecked")
    private static <T extends Throwable> void throwAs(Throwable t) throws T {
        throw (T) t;
    }

    // ----- floating point ---------------------------------------------------------------------

    static boolean floatsAreEqual(float value1, float value2, float delta) {
        assertValidDelta(delta);
        return floatsAreEqual(value1, value2) || Math.abs(value1 - value2) <= delta;
    }

    static void assertValidDelta(float delta) {
        if (Float.isNaN(delta) || delta < 0.0) {
            failIllegalDelta(String.valueOf(delta));
        }
    }

    static void assertValidDelta(double delta) {
        if (Double.isNaN(delta) || delta < 0.0) {
            failIllegalDelta(String.valueOf(delta));
        }
    }

    static boolean floatsAreEqual(float value1, float value2) {
        return Float.floatToIntBits(value1) == Float.floatToIntBits(value2);
    }

    static boolean doublesAreEqual(double value1, double value2, double delta) {
        assertValidDelta(delta);
        return doublesAreEqual(value1, value2) || Math.abs(value1 - value2) <= delta;
    }

    static boolean doublesAreEqual(double value1, double value2) {
        return Double.doubleToLongBits(value1) == Double.doubleToLongBits(value2);
    }

    static void failIllegalDelta(String delta) {
        throw failure("positive delta expected but was: <" + delta + ">", null, null);
    }

    static boolean objectsAreEqual(Object obj1, Object obj2) {
        if (obj1 == null) {
            return (obj2 == null);
        }
        return obj1.equals(obj2);
    }
}

package org.junit.jupiter.api;

import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

import org.junit.jupiter.api.function.Executable;
import org.opentest4j.TestAbortedException;

/**
 * JUnit Jupiter 5.9's assumptions: a failed one throws {@link TestAbortedException}
 * ("Assumption failed: assumption is not true"), and the test is aborted, not failed.
 */
public class Assumptions {

    protected Assumptions() {
    }

    // ----- assumeTrue -----------------------------------------------------------------------

    public static void assumeTrue(boolean assumption) throws TestAbortedException {
        assumeTrue(assumption, "assumption is not true");
    }

    public static void assumeTrue(BooleanSupplier assumptionSupplier) throws TestAbortedException {
        assumeTrue(assumptionSupplier.getAsBoolean(), "assumption is not true");
    }

    public static void assumeTrue(BooleanSupplier assumptionSupplier, String message) throws TestAbortedException {
        assumeTrue(assumptionSupplier.getAsBoolean(), message);
    }

    public static void assumeTrue(boolean assumption, Supplier<String> messageSupplier) throws TestAbortedException {
        if (!assumption) {
            throwTestAbortedException(messageSupplier.get());
        }
    }

    public static void assumeTrue(boolean assumption, String message) throws TestAbortedException {
        if (!assumption) {
            throwTestAbortedException(message);
        }
    }

    public static void assumeTrue(BooleanSupplier assumptionSupplier, Supplier<String> messageSupplier)
            throws TestAbortedException {
        assumeTrue(assumptionSupplier.getAsBoolean(), messageSupplier);
    }

    // ----- assumeFalse ----------------------------------------------------------------------

    public static void assumeFalse(boolean assumption) throws TestAbortedException {
        assumeFalse(assumption, "assumption is not false");
    }

    public static void assumeFalse(BooleanSupplier assumptionSupplier) throws TestAbortedException {
        assumeFalse(assumptionSupplier.getAsBoolean(), "assumption is not false");
    }

    public static void assumeFalse(BooleanSupplier assumptionSupplier, String message) throws TestAbortedException {
        assumeFalse(assumptionSupplier.getAsBoolean(), message);
    }

    public static void assumeFalse(boolean assumption, Supplier<String> messageSupplier) throws TestAbortedException {
        if (assumption) {
            throwTestAbortedException(messageSupplier.get());
        }
    }

    public static void assumeFalse(boolean assumption, String message) throws TestAbortedException {
        if (assumption) {
            throwTestAbortedException(message);
        }
    }

    public static void assumeFalse(BooleanSupplier assumptionSupplier, Supplier<String> messageSupplier)
            throws TestAbortedException {
        assumeFalse(assumptionSupplier.getAsBoolean(), messageSupplier);
    }

    // ----- assumingThat ---------------------------------------------------------------------

    public static void assumingThat(BooleanSupplier assumptionSupplier, Executable executable) {
        assumingThat(assumptionSupplier.getAsBoolean(), executable);
    }

    public static void assumingThat(boolean assumption, Executable executable) {
        if (assumption) {
            try {
                executable.execute();
            } catch (Throwable t) {
                throw AssertionUtils.throwAsUncheckedException(t);
            }
        }
    }

    // ----- abort ----------------------------------------------------------------------------

    public static <V> V abort() {
        throw new TestAbortedException();
    }

    public static <V> V abort(String message) {
        throw new TestAbortedException(message);
    }

    public static <V> V abort(Supplier<String> messageSupplier) {
        throw new TestAbortedException(messageSupplier.get());
    }

    private static void throwTestAbortedException(String message) {
        throw new TestAbortedException(
                message != null && message.trim().length() != 0 ? "Assumption failed: " + message : "Assumption failed");
    }
}

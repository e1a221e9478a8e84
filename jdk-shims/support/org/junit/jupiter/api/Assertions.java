package org.junit.jupiter.api;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import java.util.stream.Stream;

import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.function.ThrowingSupplier;
import org.junit.platform.commons.PreconditionViolationException;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.MultipleFailuresError;

/**
 * JUnit Jupiter 5.9's assertions, with its failure messages ({@code "msg ==> expected: <1> but was: <2>"}).
 * Written for Terrarium's class library: no reflection, no lambdas, plain string concatenation.
 * Not provided: assertIterableEquals, assertLinesMatch, assertTimeout*.
 */
public class Assertions {

    protected Assertions() {
    }

    // ----- fail -----------------------------------------------------------------------------

    public static <V> V fail() {
        throw AssertionUtils.failure(null, null, null);
    }

    public static <V> V fail(String message) {
        throw AssertionUtils.failure(message, null, null);
    }

    public static <V> V fail(String message, Throwable cause) {
        throw AssertionUtils.failure(message, null, cause);
    }

    public static <V> V fail(Throwable cause) {
        throw AssertionUtils.failure(null, null, cause);
    }

    public static <V> V fail(Supplier<String> messageSupplier) {
        throw AssertionUtils.failure(messageSupplier, null, null);
    }

    // ----- assertTrue / assertFalse ---------------------------------------------------------

    public static void assertTrue(boolean condition) {
        if (!condition) {
            throw AssertionUtils.mismatch(null, null, Boolean.TRUE, Boolean.FALSE, null);
        }
    }

    public static void assertTrue(BooleanSupplier booleanSupplier) {
        assertTrue(booleanSupplier.getAsBoolean());
    }

    public static void assertTrue(boolean condition, String message) {
        if (!condition) {
            throw AssertionUtils.mismatch(message, null, Boolean.TRUE, Boolean.FALSE, null);
        }
    }

    public static void assertTrue(BooleanSupplier booleanSupplier, String message) {
        assertTrue(booleanSupplier.getAsBoolean(), message);
    }

    public static void assertTrue(boolean condition, Supplier<String> messageSupplier) {
        if (!condition) {
            throw AssertionUtils.mismatch(messageSupplier, null, Boolean.TRUE, Boolean.FALSE, null);
        }
    }

    public static void assertTrue(BooleanSupplier booleanSupplier, Supplier<String> messageSupplier) {
        assertTrue(booleanSupplier.getAsBoolean(), messageSupplier);
    }

    public static void assertFalse(boolean condition) {
        if (condition) {
            throw AssertionUtils.mismatch(null, null, Boolean.FALSE, Boolean.TRUE, null);
        }
    }

    public static void assertFalse(BooleanSupplier booleanSupplier) {
        assertFalse(booleanSupplier.getAsBoolean());
    }

    public static void assertFalse(boolean condition, String message) {
        if (condition) {
            throw AssertionUtils.mismatch(message, null, Boolean.FALSE, Boolean.TRUE, null);
        }
    }

    public static void assertFalse(BooleanSupplier booleanSupplier, String message) {
        assertFalse(booleanSupplier.getAsBoolean(), message);
    }

    public static void assertFalse(boolean condition, Supplier<String> messageSupplier) {
        if (condition) {
            throw AssertionUtils.mismatch(messageSupplier, null, Boolean.FALSE, Boolean.TRUE, null);
        }
    }

    public static void assertFalse(BooleanSupplier booleanSupplier, Supplier<String> messageSupplier) {
        assertFalse(booleanSupplier.getAsBoolean(), messageSupplier);
    }

    // ----- assertNull / assertNotNull -------------------------------------------------------

    public static void assertNull(Object actual) {
        if (actual != null) {
            throw AssertionUtils.mismatch(null, null, null, actual, null);
        }
    }

    public static void assertNotNull(Object actual) {
        if (actual == null) {
            throw AssertionUtils.failure(null, "expected: not <null>", null);
        }
    }

    public static void assertNull(Object actual, String message) {
        if (actual != null) {
            throw AssertionUtils.mismatch(message, null, null, actual, null);
        }
    }

    public static void assertNotNull(Object actual, String message) {
        if (actual == null) {
            throw AssertionUtils.failure(message, "expected: not <null>", null);
        }
    }

    public static void assertNull(Object actual, Supplier<String> messageSupplier) {
        if (actual != null) {
            throw AssertionUtils.mismatch(messageSupplier, null, null, actual, null);
        }
    }

    public static void assertNotNull(Object actual, Supplier<String> messageSupplier) {
        if (actual == null) {
            throw AssertionUtils.failure(messageSupplier, "expected: not <null>", null);
        }
    }

    // ----- assertEquals ---------------------------------------------------------------------

    public static void assertEquals(short expected, short actual) {
        if (expected != actual) {
            AssertionUtils.failNotEqual(Short.valueOf(expected), Short.valueOf(actual), null);
        }
    }

    public static void assertEquals(short expected, Short actual) {
        assertEquals((Object) Short.valueOf(expected), (Object) actual);
    }

    public static void assertEquals(Short expected, short actual) {
        assertEquals((Object) expected, (Object) Short.valueOf(actual));
    }

    public static void assertEquals(Short expected, Short actual) {
        assertEquals((Object) expected, (Object) actual);
    }

    public static void assertEquals(short expected, short actual, String message) {
        if (expected != actual) {
            AssertionUtils.failNotEqual(Short.valueOf(expected), Short.valueOf(actual), message);
        }
    }

    public static void assertEquals(short expected, Short actual, String message) {
        assertEquals((Object) Short.valueOf(expected), (Object) actual, message);
    }

    public static void assertEquals(Short expected, short actual, String message) {
        assertEquals((Object) expected, (Object) Short.valueOf(actual), message);
    }

    public static void assertEquals(Short expected, Short actual, String message) {
        assertEquals((Object) expected, (Object) actual, message);
    }

    public static void assertEquals(short expected, short actual, Supplier<String> messageSupplier) {
        if (expected != actual) {
            AssertionUtils.failNotEqual(Short.valueOf(expected), Short.valueOf(actual), messageSupplier);
        }
    }

    public static void assertEquals(short expected, Short actual, Supplier<String> messageSupplier) {
        assertEquals((Object) Short.valueOf(expected), (Object) actual, messageSupplier);
    }

    public static void assertEquals(Short expected, short actual, Supplier<String> messageSupplier) {
        assertEquals((Object) expected, (Object) Short.valueOf(actual), messageSupplier);
    }

    public static void assertEquals(Short expected, Short actual, Supplier<String> messageSupplier) {
        assertEquals((Object) expected, (Object) actual, messageSupplier);
    }

    public static void assertEquals(byte expected, byte actual) {
        if (expected != actual) {
            AssertionUtils.failNotEqual(Byte.valueOf(expected), Byte.valueOf(actual), null);
        }
    }

    public static void assertEquals(byte expected, Byte actual) {
        assertEquals((Object) Byte.valueOf(expected), (Object) actual);
    }

    public static void assertEquals(Byte expected, byte actual) {
        assertEquals((Object) expected, (Object) Byte.valueOf(actual));
    }

    public static void assertEquals(Byte expected, Byte actual) {
        assertEquals((Object) expected, (Object) actual);
    }

    public static void assertEquals(byte expected, byte actual, String message) {
        if (expected != actual) {
            AssertionUtils.failNotEqual(Byte.valueOf(expected), Byte.valueOf(actual), message);
        }
    }

    public static void assertEquals(byte expected, Byte actual, String message) {
        assertEquals((Object) Byte.valueOf(expected), (Object) actual, message);
    }

    public static void assertEquals(Byte expected, byte actual, String message) {
        assertEquals((Object) expected, (Object) Byte.valueOf(actual), message);
    }

    public static void assertEquals(Byte expected, Byte actual, String message) {
        assertEquals((Object) expected, (Object) actual, message);
    }

    public static void assertEquals(byte expected, byte actual, Supplier<String> messageSupplier) {
        if (expected != actual) {
            AssertionUtils.failNotEqual(Byte.valueOf(expected), Byte.valueOf(actual), messageSupplier);
        }
    }

    public static void assertEquals(byte expected, Byte actual, Supplier<String> messageSupplier) {
        assertEquals((Object) Byte.valueOf(expected), (Object) actual, messageSupplier);
    }

    public static void assertEquals(Byte expected, byte actual, Supplier<String> messageSupplier) {
        assertEquals((Object) expected, (Object) Byte.valueOf(actual), messageSupplier);
    }

    public static void assertEquals(Byte expected, Byte actual, Supplier<String> messageSupplier) {
        assertEquals((Object) expected, (Object) actual, messageSupplier);
    }

    public static void assertEquals(int expected, int actual) {
        if (expected != actual) {
            AssertionUtils.failNotEqual(Integer.valueOf(expected), Integer.valueOf(actual), null);
        }
    }

    public static void assertEquals(int expected, Integer actual) {
        assertEquals((Object) Integer.valueOf(expected), (Object) actual);
    }

    public static void assertEquals(Integer expected, int actual) {
        assertEquals((Object) expected, (Object) Integer.valueOf(actual));
    }

    public static void assertEquals(Integer expected, Integer actual) {
        assertEquals((Object) expected, (Object) actual);
    }

    public static void assertEquals(int expected, int actual, String message) {
        if (expected != actual) {
            AssertionUtils.failNotEqual(Integer.valueOf(expected), Integer.valueOf(actual), message);
        }
    }

    public static void assertEquals(int expected, Integer actual, String message) {
        assertEquals((Object) Integer.valueOf(expected), (Object) actual, message);
    }

    public static void assertEquals(Integer expected, int actual, String message) {
        assertEquals((Object) expected, (Object) Integer.valueOf(actual), message);
    }

    public static void assertEquals(Integer expected, Integer actual, String message) {
        assertEquals((Object) expected, (Object) actual, message);
    }

    public static void assertEquals(int expected, int actual, Supplier<String> messageSupplier) {
        if (expected != actual) {
            AssertionUtils.failNotEqual(Integer.valueOf(expected), Integer.valueOf(actual), messageSupplier);
        }
    }

    public static void assertEquals(int expected, Integer actual, Supplier<String> messageSupplier) {
        assertEquals((Object) Integer.valueOf(expected), (Object) actual, messageSupplier);
    }

    public static void assertEquals(Integer expected, int actual, Supplier<String> messageSupplier) {
        assertEquals((Object) expected, (Object) Integer.valueOf(actual), messageSupplier);
    }

    public static void assertEquals(Integer expected, Integer actual, Supplier<String> messageSupplier) {
        assertEquals((Object) expected, (Object) actual, messageSupplier);
    }

    public static void assertEquals(long expected, long actual) {
        if (expected != actual) {
            AssertionUtils.failNotEqual(Long.valueOf(expected), Long.valueOf(actual), null);
        }
    }

    public static void assertEquals(long expected, Long actual) {
        assertEquals((Object) Long.valueOf(expected), (Object) actual);
    }

    public static void assertEquals(Long expected, long actual) {
        assertEquals((Object) expected, (Object) Long.valueOf(actual));
    }

    public static void assertEquals(Long expected, Long actual) {
        assertEquals((Object) expected, (Object) actual);
    }

    public static void assertEquals(long expected, long actual, String message) {
        if (expected != actual) {
            AssertionUtils.failNotEqual(Long.valueOf(expected), Long.valueOf(actual), message);
        }
    }

    public static void assertEquals(long expected, Long actual, String message) {
        assertEquals((Object) Long.valueOf(expected), (Object) actual, message);
    }

    public static void assertEquals(Long expected, long actual, String message) {
        assertEquals((Object) expected, (Object) Long.valueOf(actual), message);
    }

    public static void assertEquals(Long expected, Long actual, String message) {
        assertEquals((Object) expected, (Object) actual, message);
    }

    public static void assertEquals(long expected, long actual, Supplier<String> messageSupplier) {
        if (expected != actual) {
            AssertionUtils.failNotEqual(Long.valueOf(expected), Long.valueOf(actual), messageSupplier);
        }
    }

    public static void assertEquals(long expected, Long actual, Supplier<String> messageSupplier) {
        assertEquals((Object) Long.valueOf(expected), (Object) actual, messageSupplier);
    }

    public static void assertEquals(Long expected, long actual, Supplier<String> messageSupplier) {
        assertEquals((Object) expected, (Object) Long.valueOf(actual), messageSupplier);
    }

    public static void assertEquals(Long expected, Long actual, Supplier<String> messageSupplier) {
        assertEquals((Object) expected, (Object) actual, messageSupplier);
    }

    public static void assertEquals(float expected, float actual) {
        if (!AssertionUtils.floatsAreEqual(expected, actual)) {
            AssertionUtils.failNotEqual(Float.valueOf(expected), Float.valueOf(actual), null);
        }
    }

    public static void assertEquals(float expected, Float actual) {
        assertEquals((Object) Float.valueOf(expected), (Object) actual);
    }

    public static void assertEquals(Float expected, float actual) {
        assertEquals((Object) expected, (Object) Float.valueOf(actual));
    }

    public static void assertEquals(Float expected, Float actual) {
        assertEquals((Object) expected, (Object) actual);
    }

    public static void assertEquals(float expected, float actual, String message) {
        if (!AssertionUtils.floatsAreEqual(expected, actual)) {
            AssertionUtils.failNotEqual(Float.valueOf(expected), Float.valueOf(actual), message);
        }
    }

    public static void assertEquals(float expected, Float actual, String message) {
        assertEquals((Object) Float.valueOf(expected), (Object) actual, message);
    }

    public static void assertEquals(Float expected, float actual, String message) {
        assertEquals((Object) expected, (Object) Float.valueOf(actual), message);
    }

    public static void assertEquals(Float expected, Float actual, String message) {
        assertEquals((Object) expected, (Object) actual, message);
    }

    public static void assertEquals(float expected, float actual, Supplier<String> messageSupplier) {
        if (!AssertionUtils.floatsAreEqual(expected, actual)) {
            AssertionUtils.failNotEqual(Float.valueOf(expected), Float.valueOf(actual), messageSupplier);
        }
    }

    public static void assertEquals(float expected, Float actual, Supplier<String> messageSupplier) {
        assertEquals((Object) Float.valueOf(expected), (Object) actual, messageSupplier);
    }

    public static void assertEquals(Float expected, float actual, Supplier<String> messageSupplier) {
        assertEquals((Object) expected, (Object) Float.valueOf(actual), messageSupplier);
    }

    public static void assertEquals(Float expected, Float actual, Supplier<String> messageSupplier) {
        assertEquals((Object) expected, (Object) actual, messageSupplier);
    }

    public static void assertEquals(float expected, float actual, float delta) {
        if (!AssertionUtils.floatsAreEqual(expected, actual, delta)) {
            AssertionUtils.failNotEqual(Float.valueOf(expected), Float.valueOf(actual), null);
        }
    }

    public static void assertEquals(float expected, float actual, float delta, String message) {
        if (!AssertionUtils.floatsAreEqual(expected, actual, delta)) {
            AssertionUtils.failNotEqual(Float.valueOf(expected), Float.valueOf(actual), message);
        }
    }

    public static void assertEquals(float expected, float actual, float delta, Supplier<String> messageSupplier) {
        if (!AssertionUtils.floatsAreEqual(expected, actual, delta)) {
            AssertionUtils.failNotEqual(Float.valueOf(expected), Float.valueOf(actual), messageSupplier);
        }
    }

    public static void assertEquals(double expected, double actual) {
        if (!AssertionUtils.doublesAreEqual(expected, actual)) {
            AssertionUtils.failNotEqual(Double.valueOf(expected), Double.valueOf(actual), null);
        }
    }

    public static void assertEquals(double expected, Double actual) {
        assertEquals((Object) Double.valueOf(expected), (Object) actual);
    }

    public static void assertEquals(Double expected, double actual) {
        assertEquals((Object) expected, (Object) Double.valueOf(actual));
    }

    public static void assertEquals(Double expected, Double actual) {
        assertEquals((Object) expected, (Object) actual);
    }

    public static void assertEquals(double expected, double actual, String message) {
        if (!AssertionUtils.doublesAreEqual(expected, actual)) {
            AssertionUtils.failNotEqual(Double.valueOf(expected), Double.valueOf(actual), message);
        }
    }

    public static void assertEquals(double expected, Double actual, String message) {
        assertEquals((Object) Double.valueOf(expected), (Object) actual, message);
    }

    public static void assertEquals(Double expected, double actual, String message) {
        assertEquals((Object) expected, (Object) Double.valueOf(actual), message);
    }

    public static void assertEquals(Double expected, Double actual, String message) {
        assertEquals((Object) expected, (Object) actual, message);
    }

    public static void assertEquals(double expected, double actual, Supplier<String> messageSupplier) {
        if (!AssertionUtils.doublesAreEqual(expected, actual)) {
            AssertionUtils.failNotEqual(Double.valueOf(expected), Double.valueOf(actual), messageSupplier);
        }
    }

    public static void assertEquals(double expected, Double actual, Supplier<String> messageSupplier) {
        assertEquals((Object) Double.valueOf(expected), (Object) actual, messageSupplier);
    }

    public static void assertEquals(Double expected, double actual, Supplier<String> messageSupplier) {
        assertEquals((Object) expected, (Object) Double.valueOf(actual), messageSupplier);
    }

    public static void assertEquals(Double expected, Double actual, Supplier<String> messageSupplier) {
        assertEquals((Object) expected, (Object) actual, messageSupplier);
    }

    public static void assertEquals(double expected, double actual, double delta) {
        if (!AssertionUtils.doublesAreEqual(expected, actual, delta)) {
            AssertionUtils.failNotEqual(Double.valueOf(expected), Double.valueOf(actual), null);
        }
    }

    public static void assertEquals(double expected, double actual, double delta, String message) {
        if (!AssertionUtils.doublesAreEqual(expected, actual, delta)) {
            AssertionUtils.failNotEqual(Double.valueOf(expected), Double.valueOf(actual), message);
        }
    }

    public static void assertEquals(double expected, double actual, double delta, Supplier<String> messageSupplier) {
        if (!AssertionUtils.doublesAreEqual(expected, actual, delta)) {
            AssertionUtils.failNotEqual(Double.valueOf(expected), Double.valueOf(actual), messageSupplier);
        }
    }

    public static void assertEquals(char expected, char actual) {
        if (expected != actual) {
            AssertionUtils.failNotEqual(Character.valueOf(expected), Character.valueOf(actual), null);
        }
    }

    public static void assertEquals(char expected, Character actual) {
        assertEquals((Object) Character.valueOf(expected), (Object) actual);
    }

    public static void assertEquals(Character expected, char actual) {
        assertEquals((Object) expected, (Object) Character.valueOf(actual));
    }

    public static void assertEquals(Character expected, Character actual) {
        assertEquals((Object) expected, (Object) actual);
    }

    public static void assertEquals(char expected, char actual, String message) {
        if (expected != actual) {
            AssertionUtils.failNotEqual(Character.valueOf(expected), Character.valueOf(actual), message);
        }
    }

    public static void assertEquals(char expected, Character actual, String message) {
        assertEquals((Object) Character.valueOf(expected), (Object) actual, message);
    }

    public static void assertEquals(Character expected, char actual, String message) {
        assertEquals((Object) expected, (Object) Character.valueOf(actual), message);
    }

    public static void assertEquals(Character expected, Character actual, String message) {
        assertEquals((Object) expected, (Object) actual, message);
    }

    public static void assertEquals(char expected, char actual, Supplier<String> messageSupplier) {
        if (expected != actual) {
            AssertionUtils.failNotEqual(Character.valueOf(expected), Character.valueOf(actual), messageSupplier);
        }
    }

    public static void assertEquals(char expected, Character actual, Supplier<String> messageSupplier) {
        assertEquals((Object) Character.valueOf(expected), (Object) actual, messageSupplier);
    }

    public static void assertEquals(Character expected, char actual, Supplier<String> messageSupplier) {
        assertEquals((Object) expected, (Object) Character.valueOf(actual), messageSupplier);
    }

    public static void assertEquals(Character expected, Character actual, Supplier<String> messageSupplier) {
        assertEquals((Object) expected, (Object) actual, messageSupplier);
    }

    public static void assertEquals(Object expected, Object actual) {
        if (!AssertionUtils.objectsAreEqual(expected, actual)) {
            AssertionUtils.failNotEqual(expected, actual, null);
        }
    }

    public static void assertEquals(Object expected, Object actual, String message) {
        if (!AssertionUtils.objectsAreEqual(expected, actual)) {
            AssertionUtils.failNotEqual(expected, actual, message);
        }
    }

    public static void assertEquals(Object expected, Object actual, Supplier<String> messageSupplier) {
        if (!AssertionUtils.objectsAreEqual(expected, actual)) {
            AssertionUtils.failNotEqual(expected, actual, messageSupplier);
        }
    }

    // ----- assertNotEquals ------------------------------------------------------------------

    public static void assertNotEquals(short unexpected, short actual) {
        if (unexpected == actual) {
            AssertionUtils.failEqual(Short.valueOf(actual), null);
        }
    }

    public static void assertNotEquals(short unexpected, short actual, String message) {
        if (unexpected == actual) {
            AssertionUtils.failEqual(Short.valueOf(actual), message);
        }
    }

    public static void assertNotEquals(short unexpected, short actual, Supplier<String> messageSupplier) {
        if (unexpected == actual) {
            AssertionUtils.failEqual(Short.valueOf(actual), messageSupplier);
        }
    }

    public static void assertNotEquals(byte unexpected, byte actual) {
        if (unexpected == actual) {
            AssertionUtils.failEqual(Byte.valueOf(actual), null);
        }
    }

    public static void assertNotEquals(byte unexpected, byte actual, String message) {
        if (unexpected == actual) {
            AssertionUtils.failEqual(Byte.valueOf(actual), message);
        }
    }

    public static void assertNotEquals(byte unexpected, byte actual, Supplier<String> messageSupplier) {
        if (unexpected == actual) {
            AssertionUtils.failEqual(Byte.valueOf(actual), messageSupplier);
        }
    }

    public static void assertNotEquals(int unexpected, int actual) {
        if (unexpected == actual) {
            AssertionUtils.failEqual(Integer.valueOf(actual), null);
        }
    }

    public static void assertNotEquals(int unexpected, int actual, String message) {
        if (unexpected == actual) {
            AssertionUtils.failEqual(Integer.valueOf(actual), message);
        }
    }

    public static void assertNotEquals(int unexpected, int actual, Supplier<String> messageSupplier) {
        if (unexpected == actual) {
            AssertionUtils.failEqual(Integer.valueOf(actual), messageSupplier);
        }
    }

    public static void assertNotEquals(long unexpected, long actual) {
        if (unexpected == actual) {
            AssertionUtils.failEqual(Long.valueOf(actual), null);
        }
    }

    public static void assertNotEquals(long unexpected, long actual, String message) {
        if (unexpected == actual) {
            AssertionUtils.failEqual(Long.valueOf(actual), message);
        }
    }

    public static void assertNotEquals(long unexpected, long actual, Supplier<String> messageSupplier) {
        if (unexpected == actual) {
            AssertionUtils.failEqual(Long.valueOf(actual), messageSupplier);
        }
    }

    public static void assertNotEquals(float unexpected, float actual) {
        if (AssertionUtils.floatsAreEqual(unexpected, actual)) {
            AssertionUtils.failEqual(Float.valueOf(actual), null);
        }
    }

    public static void assertNotEquals(float unexpected, float actual, String message) {
        if (AssertionUtils.floatsAreEqual(unexpected, actual)) {
            AssertionUtils.failEqual(Float.valueOf(actual), message);
        }
    }

    public static void assertNotEquals(float unexpected, float actual, Supplier<String> messageSupplier) {
        if (AssertionUtils.floatsAreEqual(unexpected, actual)) {
            AssertionUtils.failEqual(Float.valueOf(actual), messageSupplier);
        }
    }

    public static void assertNotEquals(float unexpected, float actual, float delta) {
        if (AssertionUtils.floatsAreEqual(unexpected, actual, delta)) {
            AssertionUtils.failEqual(Float.valueOf(actual), null);
        }
    }

    public static void assertNotEquals(float unexpected, float actual, float delta, String message) {
        if (AssertionUtils.floatsAreEqual(unexpected, actual, delta)) {
            AssertionUtils.failEqual(Float.valueOf(actual), message);
        }
    }

    public static void assertNotEquals(float unexpected, float actual, float delta, Supplier<String> messageSupplier) {
        if (AssertionUtils.floatsAreEqual(unexpected, actual, delta)) {
            AssertionUtils.failEqual(Float.valueOf(actual), messageSupplier);
        }
    }

    public static void assertNotEquals(double unexpected, double actual) {
        if (AssertionUtils.doublesAreEqual(unexpected, actual)) {
            AssertionUtils.failEqual(Double.valueOf(actual), null);
        }
    }

    public static void assertNotEquals(double unexpected, double actual, String message) {
        if (AssertionUtils.doublesAreEqual(unexpected, actual)) {
            AssertionUtils.failEqual(Double.valueOf(actual), message);
        }
    }

    public static void assertNotEquals(double unexpected, double actual, Supplier<String> messageSupplier) {
        if (AssertionUtils.doublesAreEqual(unexpected, actual)) {
            AssertionUtils.failEqual(Double.valueOf(actual), messageSupplier);
        }
    }

    public static void assertNotEquals(double unexpected, double actual, double delta) {
        if (AssertionUtils.doublesAreEqual(unexpected, actual, delta)) {
            AssertionUtils.failEqual(Double.valueOf(actual), null);
        }
    }

    public static void assertNotEquals(double unexpected, double actual, double delta, String message) {
        if (AssertionUtils.doublesAreEqual(unexpected, actual, delta)) {
            AssertionUtils.failEqual(Double.valueOf(actual), message);
        }
    }

    public static void assertNotEquals(double unexpected, double actual, double delta, Supplier<String> messageSupplier) {
        if (AssertionUtils.doublesAreEqual(unexpected, actual, delta)) {
            AssertionUtils.failEqual(Double.valueOf(actual), messageSupplier);
        }
    }

    public static void assertNotEquals(char unexpected, char actual) {
        if (unexpected == actual) {
            AssertionUtils.failEqual(Character.valueOf(actual), null);
        }
    }

    public static void assertNotEquals(char unexpected, char actual, String message) {
        if (unexpected == actual) {
            AssertionUtils.failEqual(Character.valueOf(actual), message);
        }
    }

    public static void assertNotEquals(char unexpected, char actual, Supplier<String> messageSupplier) {
        if (unexpected == actual) {
            AssertionUtils.failEqual(Character.valueOf(actual), messageSupplier);
        }
    }

    public static void assertNotEquals(Object unexpected, Object actual) {
        if (AssertionUtils.objectsAreEqual(unexpected, actual)) {
            AssertionUtils.failEqual(actual, null);
        }
    }

    public static void assertNotEquals(Object unexpected, Object actual, String message) {
        if (AssertionUtils.objectsAreEqual(unexpected, actual)) {
            AssertionUtils.failEqual(actual, message);
        }
    }

    public static void assertNotEquals(Object unexpected, Object actual, Supplier<String> messageSupplier) {
        if (AssertionUtils.objectsAreEqual(unexpected, actual)) {
            AssertionUtils.failEqual(actual, messageSupplier);
        }
    }

    // ----- assertSame / assertNotSame -------------------------------------------------------

    public static void assertSame(Object expected, Object actual) {
        if (expected != actual) {
            throw AssertionUtils.mismatch(null, null, expected, actual, null);
        }
    }

    public static void assertNotSame(Object unexpected, Object actual) {
        if (unexpected == actual) {
            throw AssertionUtils.failure(null, "expected: not same but was: <" + actual + ">", null);
        }
    }

    public static void assertSame(Object expected, Object actual, String message) {
        if (expected != actual) {
            throw AssertionUtils.mismatch(message, null, expected, actual, null);
        }
    }

    public static void assertNotSame(Object unexpected, Object actual, String message) {
        if (unexpected == actual) {
            throw AssertionUtils.failure(message, "expected: not same but was: <" + actual + ">", null);
        }
    }

    public static void assertSame(Object expected, Object actual, Supplier<String> messageSupplier) {
        if (expected != actual) {
            throw AssertionUtils.mismatch(messageSupplier, null, expected, actual, null);
        }
    }

    public static void assertNotSame(Object unexpected, Object actual, Supplier<String> messageSupplier) {
        if (unexpected == actual) {
            throw AssertionUtils.failure(messageSupplier, "expected: not same but was: <" + actual + ">", null);
        }
    }

    // ----- assertArrayEquals ----------------------------------------------------------------

    public static void assertArrayEquals(boolean[] expected, boolean[] actual) {
        arrayEquals(expected, actual, null, null);
    }

    public static void assertArrayEquals(boolean[] expected, boolean[] actual, String message) {
        arrayEquals(expected, actual, null, message);
    }

    public static void assertArrayEquals(boolean[] expected, boolean[] actual, Supplier<String> messageSupplier) {
        arrayEquals(expected, actual, null, messageSupplier);
    }

    public static void assertArrayEquals(char[] expected, char[] actual) {
        arrayEquals(expected, actual, null, null);
    }

    public static void assertArrayEquals(char[] expected, char[] actual, String message) {
        arrayEquals(expected, actual, null, message);
    }

    public static void assertArrayEquals(char[] expected, char[] actual, Supplier<String> messageSupplier) {
        arrayEquals(expected, actual, null, messageSupplier);
    }

    public static void assertArrayEquals(byte[] expected, byte[] actual) {
        arrayEquals(expected, actual, null, null);
    }

    public static void assertArrayEquals(byte[] expected, byte[] actual, String message) {
        arrayEquals(expected, actual, null, message);
    }

    public static void assertArrayEquals(byte[] expected, byte[] actual, Supplier<String> messageSupplier) {
        arrayEquals(expected, actual, null, messageSupplier);
    }

    public static void assertArrayEquals(short[] expected, short[] actual) {
        arrayEquals(expected, actual, null, null);
    }

    public static void assertArrayEquals(short[] expected, short[] actual, String message) {
        arrayEquals(expected, actual, null, message);
    }

    public static void assertArrayEquals(short[] expected, short[] actual, Supplier<String> messageSupplier) {
        arrayEquals(expected, actual, null, messageSupplier);
    }

    public static void assertArrayEquals(int[] expected, int[] actual) {
        arrayEquals(expected, actual, null, null);
    }

    public static void assertArrayEquals(int[] expected, int[] actual, String message) {
        arrayEquals(expected, actual, null, message);
    }

    public static void assertArrayEquals(int[] expected, int[] actual, Supplier<String> messageSupplier) {
        arrayEquals(expected, actual, null, messageSupplier);
    }

    public static void assertArrayEquals(long[] expected, long[] actual) {
        arrayEquals(expected, actual, null, null);
    }

    public static void assertArrayEquals(long[] expected, long[] actual, String message) {
        arrayEquals(expected, actual, null, message);
    }

    public static void assertArrayEquals(long[] expected, long[] actual, Supplier<String> messageSupplier) {
        arrayEquals(expected, actual, null, messageSupplier);
    }

    public static void assertArrayEquals(float[] expected, float[] actual) {
        arrayEquals(expected, actual, null, null);
    }

    public static void assertArrayEquals(float[] expected, float[] actual, String message) {
        arrayEquals(expected, actual, null, message);
    }

    public static void assertArrayEquals(float[] expected, float[] actual, Supplier<String> messageSupplier) {
        arrayEquals(expected, actual, null, messageSupplier);
    }

    public static void assertArrayEquals(float[] expected, float[] actual, float delta) {
        arrayEquals(expected, actual, delta, null, null);
    }

    public static void assertArrayEquals(float[] expected, float[] actual, float delta, String message) {
        arrayEquals(expected, actual, delta, null, message);
    }

    public static void assertArrayEquals(float[] expected, float[] actual, float delta, Supplier<String> messageSupplier) {
        arrayEquals(expected, actual, delta, null, messageSupplier);
    }

    public static void assertArrayEquals(double[] expected, double[] actual) {
        arrayEquals(expected, actual, null, null);
    }

    public static void assertArrayEquals(double[] expected, double[] actual, String message) {
        arrayEquals(expected, actual, null, message);
    }

    public static void assertArrayEquals(double[] expected, double[] actual, Supplier<String> messageSupplier) {
        arrayEquals(expected, actual, null, messageSupplier);
    }

    public static void assertArrayEquals(double[] expected, double[] actual, double delta) {
        arrayEquals(expected, actual, delta, null, null);
    }

    public static void assertArrayEquals(double[] expected, double[] actual, double delta, String message) {
        arrayEquals(expected, actual, delta, null, message);
    }

    public static void assertArrayEquals(double[] expected, double[] actual, double delta, Supplier<String> messageSupplier) {
        arrayEquals(expected, actual, delta, null, messageSupplier);
    }

    public static void assertArrayEquals(Object[] expected, Object[] actual) {
        arrayEquals(expected, actual, new ArrayDeque<Integer>(), null);
    }

    public static void assertArrayEquals(Object[] expected, Object[] actual, String message) {
        arrayEquals(expected, actual, new ArrayDeque<Integer>(), message);
    }

    public static void assertArrayEquals(Object[] expected, Object[] actual, Supplier<String> messageSupplier) {
        arrayEquals(expected, actual, new ArrayDeque<Integer>(), messageSupplier);
    }

    private static void arrayEquals(boolean[] expected, boolean[] actual, Deque<Integer> indexes,
            Object messageOrSupplier) {
        if (expected == actual) {
            return;
        }
        assertArraysNotNull(expected, actual, indexes, messageOrSupplier);
        assertArraysHaveSameLength(expected.length, actual.length, indexes, messageOrSupplier);
        for (int i = 0; i < expected.length; i++) {
            if (expected[i] != actual[i]) {
                failArraysNotEqual(Boolean.valueOf(expected[i]), Boolean.valueOf(actual[i]),
                        AssertionUtils.nullSafeIndexes(indexes, i), messageOrSupplier);
            }
        }
    }

    private static void arrayEquals(char[] expected, char[] actual, Deque<Integer> indexes,
            Object messageOrSupplier) {
        if (expected == actual) {
            return;
        }
        assertArraysNotNull(expected, actual, indexes, messageOrSupplier);
        assertArraysHaveSameLength(expected.length, actual.length, indexes, messageOrSupplier);
        for (int i = 0; i < expected.length; i++) {
            if (expected[i] != actual[i]) {
                failArraysNotEqual(Character.valueOf(expected[i]), Character.valueOf(actual[i]),
                        AssertionUtils.nullSafeIndexes(indexes, i), messageOrSupplier);
            }
        }
    }

    private static void arrayEquals(byte[] expected, byte[] actual, Deque<Integer> indexes,
            Object messageOrSupplier) {
        if (expected == actual) {
            return;
        }
        assertArraysNotNull(expected, actual, indexes, messageOrSupplier);
        assertArraysHaveSameLength(expected.length, actual.length, indexes, messageOrSupplier);
        for (int i = 0; i < expected.length; i++) {
            if (expected[i] != actual[i]) {
                failArraysNotEqual(Byte.valueOf(expected[i]), Byte.valueOf(actual[i]),
                        AssertionUtils.nullSafeIndexes(indexes, i), messageOrSupplier);
            }
        }
    }

    private static void arrayEquals(short[] expected, short[] actual, Deque<Integer> indexes,
            Object messageOrSupplier) {
        if (expected == actual) {
            return;
        }
        assertArraysNotNull(expected, actual, indexes, messageOrSupplier);
        assertArraysHaveSameLength(expected.length, actual.length, indexes, messageOrSupplier);
        for (int i = 0; i < expected.length; i++) {
            if (expected[i] != actual[i]) {
                failArraysNotEqual(Short.valueOf(expected[i]), Short.valueOf(actual[i]),
                        AssertionUtils.nullSafeIndexes(indexes, i), messageOrSupplier);
            }
        }
    }

    private static void arrayEquals(int[] expected, int[] actual, Deque<Integer> indexes,
            Object messageOrSupplier) {
        if (expected == actual) {
            return;
        }
        assertArraysNotNull(expected, actual, indexes, messageOrSupplier);
        assertArraysHaveSameLength(expected.length, actual.length, indexes, messageOrSupplier);
        for (int i = 0; i < expected.length; i++) {
            if (expected[i] != actual[i]) {
                failArraysNotEqual(Integer.valueOf(expected[i]), Integer.valueOf(actual[i]),
                        AssertionUtils.nullSafeIndexes(indexes, i), messageOrSupplier);
            }
        }
    }

    private static void arrayEquals(long[] expected, long[] actual, Deque<Integer> indexes,
            Object messageOrSupplier) {
        if (expected == actual) {
            return;
        }
        assertArraysNotNull(expected, actual, indexes, messageOrSupplier);
        assertArraysHaveSameLength(expected.length, actual.length, indexes, messageOrSupplier);
        for (int i = 0; i < expected.length; i++) {
            if (expected[i] != actual[i]) {
                failArraysNotEqual(Long.valueOf(expected[i]), Long.valueOf(actual[i]),
                        AssertionUtils.nullSafeIndexes(indexes, i), messageOrSupplier);
            }
        }
    }

    private static void arrayEquals(float[] expected, float[] actual, Deque<Integer> indexes,
            Object messageOrSupplier) {
        if (expected == actual) {
            return;
        }
        assertArraysNotNull(expected, actual, indexes, messageOrSupplier);
        assertArraysHaveSameLength(expected.length, actual.length, indexes, messageOrSupplier);
        for (int i = 0; i < expected.length; i++) {
            if (!AssertionUtils.floatsAreEqual(expected[i], actual[i])) {
                failArraysNotEqual(Float.valueOf(expected[i]), Float.valueOf(actual[i]),
                        AssertionUtils.nullSafeIndexes(indexes, i), messageOrSupplier);
            }
        }
    }

    private static void arrayEquals(float[] expected, float[] actual, float delta, Deque<Integer> indexes,
            Object messageOrSupplier) {
        AssertionUtils.assertValidDelta(delta);
        if (expected == actual) {
            return;
        }
        assertArraysNotNull(expected, actual, indexes, messageOrSupplier);
        assertArraysHaveSameLength(expected.length, actual.length, indexes, messageOrSupplier);
        for (int i = 0; i < expected.length; i++) {
            if (!AssertionUtils.floatsAreEqual(expected[i], actual[i], delta)) {
                failArraysNotEqual(Float.valueOf(expected[i]), Float.valueOf(actual[i]),
                        AssertionUtils.nullSafeIndexes(indexes, i), messageOrSupplier);
            }
        }
    }

    private static void arrayEquals(double[] expected, double[] actual, Deque<Integer> indexes,
            Object messageOrSupplier) {
        if (expected == actual) {
            return;
        }
        assertArraysNotNull(expected, actual, indexes, messageOrSupplier);
        assertArraysHaveSameLength(expected.length, actual.length, indexes, messageOrSupplier);
        for (int i = 0; i < expected.length; i++) {
            if (!AssertionUtils.doublesAreEqual(expected[i], actual[i])) {
                failArraysNotEqual(Double.valueOf(expected[i]), Double.valueOf(actual[i]),
                        AssertionUtils.nullSafeIndexes(indexes, i), messageOrSupplier);
            }
        }
    }

    private static void arrayEquals(double[] expected, double[] actual, double delta, Deque<Integer> indexes,
            Object messageOrSupplier) {
        AssertionUtils.assertValidDelta(delta);
        if (expected == actual) {
            return;
        }
        assertArraysNotNull(expected, actual, indexes, messageOrSupplier);
        assertArraysHaveSameLength(expected.length, actual.length, indexes, messageOrSupplier);
        for (int i = 0; i < expected.length; i++) {
            if (!AssertionUtils.doublesAreEqual(expected[i], actual[i], delta)) {
                failArraysNotEqual(Double.valueOf(expected[i]), Double.valueOf(actual[i]),
                        AssertionUtils.nullSafeIndexes(indexes, i), messageOrSupplier);
            }
        }
    }

    private static void arrayEquals(Object[] expected, Object[] actual, Deque<Integer> indexes,
            Object messageOrSupplier) {
        if (expected == actual) {
            return;
        }
        assertArraysNotNull(expected, actual, indexes, messageOrSupplier);
        assertArraysHaveSameLength(expected.length, actual.length, indexes, messageOrSupplier);
        for (int i = 0; i < expected.length; i++) {
            Object expectedElement = expected[i];
            Object actualElement = actual[i];
            if (expectedElement == actualElement) {
                continue;
            }
            indexes.addLast(Integer.valueOf(i));
            arrayElementsEqual(expectedElement, actualElement, indexes, messageOrSupplier);
            indexes.removeLast();
        }
    }

    private static void arrayElementsEqual(Object expected, Object actual, Deque<Integer> indexes,
            Object messageOrSupplier) {
        if (expected instanceof Object[] && actual instanceof Object[]) {
            arrayEquals((Object[]) expected, (Object[]) actual, indexes, messageOrSupplier);
        } else if (expected instanceof byte[] && actual instanceof byte[]) {
            arrayEquals((byte[]) expected, (byte[]) actual, indexes, messageOrSupplier);
        } else if (expected instanceof short[] && actual instanceof short[]) {
            arrayEquals((short[]) expected, (short[]) actual, indexes, messageOrSupplier);
        } else if (expected instanceof int[] && actual instanceof int[]) {
            arrayEquals((int[]) expected, (int[]) actual, indexes, messageOrSupplier);
        } else if (expected instanceof long[] && actual instanceof long[]) {
            arrayEquals((long[]) expected, (long[]) actual, indexes, messageOrSupplier);
        } else if (expected instanceof char[] && actual instanceof char[]) {
            arrayEquals((char[]) expected, (char[]) actual, indexes, messageOrSupplier);
        } else if (expected instanceof float[] && actual instanceof float[]) {
            arrayEquals((float[]) expected, (float[]) actual, indexes, messageOrSupplier);
        } else if (expected instanceof double[] && actual instanceof double[]) {
            arrayEquals((double[]) expected, (double[]) actual, indexes, messageOrSupplier);
        } else if (expected instanceof boolean[] && actual instanceof boolean[]) {
            arrayEquals((boolean[]) expected, (boolean[]) actual, indexes, messageOrSupplier);
        } else if (!AssertionUtils.objectsAreEqual(expected, actual)) {
            if (expected == null && isArray(actual)) {
                failExpectedArrayIsNull(indexes, messageOrSupplier);
            } else if (isArray(expected) && actual == null) {
                failActualArrayIsNull(indexes, messageOrSupplier);
            } else {
                failArraysNotEqual(expected, actual, indexes, messageOrSupplier);
            }
        }
    }

    private static boolean isArray(Object obj) {
        return (obj != null && obj.getClass().isArray());
    }

    private static void assertArraysNotNull(Object expected, Object actual, Deque<Integer> indexes,
            Object messageOrSupplier) {
        if (expected == null) {
            failExpectedArrayIsNull(indexes, messageOrSupplier);
        }
        if (actual == null) {
            failActualArrayIsNull(indexes, messageOrSupplier);
        }
    }

    private static void failExpectedArrayIsNull(Deque<Integer> indexes, Object messageOrSupplier) {
        throw AssertionUtils.failure(messageOrSupplier,
                "expected array was <null>" + AssertionUtils.formatIndexes(indexes), null);
    }

    private static void failActualArrayIsNull(Deque<Integer> indexes, Object messageOrSupplier) {
        throw AssertionUtils.failure(messageOrSupplier,
                "actual array was <null>" + AssertionUtils.formatIndexes(indexes), null);
    }

    private static void assertArraysHaveSameLength(int expected, int actual, Deque<Integer> indexes,
            Object messageOrSupplier) {
        if (expected != actual) {
            throw AssertionUtils.mismatch(messageOrSupplier,
                    "array lengths differ" + AssertionUtils.formatIndexes(indexes),
                    Integer.valueOf(expected), Integer.valueOf(actual), null);
        }
    }

    private static void failArraysNotEqual(Object expected, Object actual, Deque<Integer> indexes,
            Object messageOrSupplier) {
        throw AssertionUtils.mismatch(messageOrSupplier,
                "array contents differ" + AssertionUtils.formatIndexes(indexes), expected, actual, null);
    }

    // ----- assertAll ------------------------------------------------------------------------

    public static void assertAll(Executable... executables) throws MultipleFailuresError {
        assertAll(null, executables);
    }

    public static void assertAll(String heading, Executable... executables) throws MultipleFailuresError {
        if (executables == null || executables.length == 0) {
            throw new PreconditionViolationException("executables array must not be null or empty");
        }
        List<Executable> list = new ArrayList<Executable>();
        for (int i = 0; i < executables.length; i++) {
            list.add(executables[i]);
        }
        runAll(heading, list.iterator());
    }

    public static void assertAll(Collection<Executable> executables) throws MultipleFailuresError {
        assertAll(null, executables);
    }

    public static void assertAll(String heading, Collection<Executable> executables) throws MultipleFailuresError {
        if (executables == null) {
            throw new PreconditionViolationException("executables collection must not be null");
        }
        runAll(heading, executables.iterator());
    }

    public static void assertAll(Stream<Executable> executables) throws MultipleFailuresError {
        assertAll(null, executables);
    }

    public static void assertAll(String heading, Stream<Executable> executables) throws MultipleFailuresError {
        if (executables == null) {
            throw new PreconditionViolationException("executables stream must not be null");
        }
        runAll(heading, executables.iterator());
    }

    private static void runAll(String heading, Iterator<Executable> executables) {
        List<Throwable> failures = new ArrayList<Throwable>();
        while (executables.hasNext()) {
            Executable executable = executables.next();
            if (executable == null) {
                throw new PreconditionViolationException("individual executables must not be null");
            }
            try {
                executable.execute();
            } catch (Throwable t) {
                AssertionUtils.rethrowIfUnrecoverable(t);
                failures.add(t);
            }
        }
        if (!failures.isEmpty()) {
            MultipleFailuresError multipleFailuresError = new MultipleFailuresError(heading, failures);
            for (int i = 0; i < failures.size(); i++) {
                multipleFailuresError.addSuppressed(failures.get(i));
            }
            throw multipleFailuresError;
        }
    }

    // ----- assertThrows / assertThrowsExactly / assertDoesNotThrow --------------------------

    public static <T extends Throwable> T assertThrows(Class<T> expectedType, Executable executable) {
        return throwsImpl(expectedType, executable, null, false);
    }

    public static <T extends Throwable> T assertThrowsExactly(Class<T> expectedType, Executable executable) {
        return throwsImpl(expectedType, executable, null, true);
    }

    public static <T extends Throwable> T assertThrows(Class<T> expectedType, Executable executable, String message) {
        return throwsImpl(expectedType, executable, message, false);
    }

    public static <T extends Throwable> T assertThrowsExactly(Class<T> expectedType, Executable executable, String message) {
        return throwsImpl(expectedType, executable, message, true);
    }

    public static <T extends Throwable> T assertThrows(Class<T> expectedType, Executable executable, Supplier<String> messageSupplier) {
        return throwsImpl(expectedType, executable, messageSupplier, false);
    }

    public static <T extends Throwable> T assertThrowsExactly(Class<T> expectedType, Executable executable, Supplier<String> messageSupplier) {
        return throwsImpl(expectedType, executable, messageSupplier, true);
    }

    @SuppressWarnings("unchecked")
    private static <T extends Throwable> T throwsImpl(Class<T> expectedType, Executable executable,
            Object messageOrSupplier, boolean exactly) {
        try {
            executable.execute();
        } catch (Throwable actualException) {
            boolean matches = exactly ? expectedType.equals(actualException.getClass())
                    : expectedType.isInstance(actualException);
            if (matches) {
                return (T) actualException;
            }
            AssertionUtils.rethrowIfUnrecoverable(actualException);
            throw AssertionUtils.mismatch(messageOrSupplier, "Unexpected exception type thrown", expectedType,
                    actualException.getClass(), actualException);
        }
        throw AssertionUtils.failure(messageOrSupplier,
                "Expected " + AssertionUtils.getCanonicalName(expectedType) + " to be thrown, but nothing was thrown.",
                null);
    }

    public static void assertDoesNotThrow(Executable executable) {
        try {
            executable.execute();
        } catch (Throwable t) {
            throw doesNotThrowFailure(null, t);
        }
    }

    public static <T> T assertDoesNotThrow(ThrowingSupplier<T> supplier) {
        try {
            return supplier.get();
        } catch (Throwable t) {
            throw doesNotThrowFailure(null, t);
        }
    }

    public static void assertDoesNotThrow(Executable executable, String message) {
        try {
            executable.execute();
        } catch (Throwable t) {
            throw doesNotThrowFailure(message, t);
        }
    }

    public static <T> T assertDoesNotThrow(ThrowingSupplier<T> supplier, String message) {
        try {
            return supplier.get();
        } catch (Throwable t) {
            throw doesNotThrowFailure(message, t);
        }
    }

    public static void assertDoesNotThrow(Executable executable, Supplier<String> messageSupplier) {
        try {
            executable.execute();
        } catch (Throwable t) {
            throw doesNotThrowFailure(messageSupplier, t);
        }
    }

    public static <T> T assertDoesNotThrow(ThrowingSupplier<T> supplier, Supplier<String> messageSupplier) {
        try {
            return supplier.get();
        } catch (Throwable t) {
            throw doesNotThrowFailure(messageSupplier, t);
        }
    }

    private static AssertionFailedError doesNotThrowFailure(Object messageOrSupplier, Throwable t) {
        AssertionUtils.rethrowIfUnrecoverable(t);
        String message = t.getMessage();
        String suffix = (message != null && message.trim().length() != 0) ? ": " + message : "";
        return AssertionUtils.failure(messageOrSupplier,
                "Unexpected exception thrown: " + t.getClass().getName() + suffix, t);
    }

    // ----- assertInstanceOf -----------------------------------------------------------------

    public static <T> T assertInstanceOf(Class<T> expectedType, Object actualValue) {
        return instanceOfImpl(expectedType, actualValue, null);
    }

    public static <T> T assertInstanceOf(Class<T> expectedType, Object actualValue, String message) {
        return instanceOfImpl(expectedType, actualValue, message);
    }

    public static <T> T assertInstanceOf(Class<T> expectedType, Object actualValue, Supplier<String> messageSupplier) {
        return instanceOfImpl(expectedType, actualValue, messageSupplier);
    }

    @SuppressWarnings("unchecked")
    private static <T> T instanceOfImpl(Class<T> expectedType, Object actualValue, Object messageOrSupplier) {
        if (!expectedType.isInstance(actualValue)) {
            throw AssertionUtils.mismatch(messageOrSupplier,
                    actualValue == null ? "Unexpected null value" : "Unexpected type", expectedType,
                    actualValue == null ? null : actualValue.getClass(), null);
        }
        return (T) actualValue;
    }
}

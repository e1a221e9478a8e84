package org.junit.function;

/** A block of code that may throw, for {@code Assert.assertThrows}. */
public interface ThrowingRunnable {
    void run() throws Throwable;
}

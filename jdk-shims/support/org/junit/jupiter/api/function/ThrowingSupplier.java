package org.junit.jupiter.api.function;

/** A supplier that may throw, for Jupiter's assertDoesNotThrow. */
@FunctionalInterface
public interface ThrowingSupplier<T> {
    T get() throws Throwable;
}

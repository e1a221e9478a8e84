package org.junit.jupiter.api.function;

/** A block of code that may throw, for Jupiter's assertThrows, assertAll, assertDoesNotThrow. */
@FunctionalInterface
public interface Executable {
    void execute() throws Throwable;
}

package org.junit.jupiter.api.function;

/** A consumer that may throw anything. */
@FunctionalInterface
public interface ThrowingConsumer<T> {
    void accept(T t) throws Throwable;
}

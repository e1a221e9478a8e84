package org.junit.jupiter.params.provider;

/** The arguments of one invocation of a parameterized test. */
public interface Arguments {
    Object[] get();

    static Arguments of(Object... arguments) {
        return () -> arguments;
    }

    static Arguments arguments(Object... arguments) {
        return of(arguments);
    }
}

package org.junit.jupiter.api;

/** A value with a name to show for it. */
public interface Named<T> {
    static <T> Named<T> of(String name, T payload) {
        return new Named<T>() {
            public String getName() {
                return name;
            }

            public T getPayload() {
                return payload;
            }

            public String toString() {
                return name;
            }
        };
    }

    static <T> Named<T> named(String name, T payload) {
        return of(name, payload);
    }

    String getName();

    T getPayload();
}

package org.mockito;

/** Decides whether an argument matches (argThat). */
public interface ArgumentMatcher<T> {
    boolean matches(T argument);
}

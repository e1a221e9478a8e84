package org.mockito.stubbing;

/** The stubbing {@code when(mock.call())} started. */
public interface OngoingStubbing<T> {
    OngoingStubbing<T> thenReturn(T value);

    @SuppressWarnings("unchecked")
    OngoingStubbing<T> thenReturn(T value, T... values);

    OngoingStubbing<T> thenThrow(Throwable... throwables);

    OngoingStubbing<T> thenThrow(Class<? extends Throwable> throwableType);

    @SuppressWarnings("unchecked")
    OngoingStubbing<T> thenThrow(Class<? extends Throwable> toBeThrown, Class<? extends Throwable>... nextToBeThrown);

    OngoingStubbing<T> thenCallRealMethod();

    OngoingStubbing<T> thenAnswer(Answer<?> answer);

    OngoingStubbing<T> then(Answer<?> answer);

    <M> M getMock();
}

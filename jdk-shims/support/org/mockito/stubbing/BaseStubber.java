package org.mockito.stubbing;

/** The doReturn/doThrow/... family, chained. */
public interface BaseStubber {
    Stubber doThrow(Throwable... toBeThrown);

    Stubber doThrow(Class<? extends Throwable> toBeThrown);

    @SuppressWarnings("unchecked")
    Stubber doThrow(Class<? extends Throwable> toBeThrown, Class<? extends Throwable>... nextToBeThrown);

    Stubber doAnswer(Answer answer);

    Stubber doNothing();

    Stubber doReturn(Object toBeReturned);

    Stubber doReturn(Object toBeReturned, Object... nextToBeReturned);

    Stubber doCallRealMethod();
}

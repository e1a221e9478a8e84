package org.mockito.internal.terrarium;

/** The operations of Mockito on a mock's calls (public for org.mockito.Mockito). */
public final class Verifications {
    private Verifications() {
    }

    public static void noMoreInteractions(Object[] mocks, String what) {
        Verifier.noMoreInteractions(mocks, what);
    }

    public static void reset(Object mock) {
        MockHandler.of(mock).reset();
    }

    public static void clearInvocations(Object mock) {
        MockHandler.of(mock).invocations.clear();
    }
}

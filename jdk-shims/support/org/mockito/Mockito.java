package org.mockito;

import org.mockito.internal.terrarium.Core;
import org.mockito.internal.terrarium.InOrderImpl;
import org.mockito.internal.terrarium.MockHandler;
import org.mockito.internal.terrarium.Mode;
import org.mockito.internal.terrarium.StubAnswers;
import org.mockito.internal.terrarium.StubberImpl;
import org.mockito.internal.terrarium.Verifications;
import org.mockito.stubbing.Answer;
import org.mockito.stubbing.OngoingStubbing;
import org.mockito.stubbing.Stubber;
import org.mockito.verification.VerificationMode;

/**
 * Terrarium's Mockito: the API of Mockito 2 (mocks, spies, stubbing,
 * verification, matchers) on mock classes the VM makes. Its own
 * implementation, not Mockito's.
 */
public class Mockito extends ArgumentMatchers {
    public static final Answer<Object> RETURNS_DEFAULTS = Answers.RETURNS_DEFAULTS;
    public static final Answer<Object> RETURNS_SMART_NULLS = Answers.RETURNS_SMART_NULLS;
    public static final Answer<Object> RETURNS_MOCKS = Answers.RETURNS_MOCKS;
    public static final Answer<Object> RETURNS_DEEP_STUBS = Answers.RETURNS_DEEP_STUBS;
    public static final Answer<Object> CALLS_REAL_METHODS = Answers.CALLS_REAL_METHODS;
    public static final Answer<Object> RETURNS_SELF = Answers.RETURNS_SELF;

    public Mockito() {
    }

    public static <T> T mock(Class<T> classToMock) {
        return Core.mock(classToMock, null, Answers.RETURNS_DEFAULTS, null);
    }

    public static <T> T mock(Class<T> classToMock, String name) {
        return Core.mock(classToMock, name, Answers.RETURNS_DEFAULTS, null);
    }

    @SuppressWarnings("rawtypes")
    public static <T> T mock(Class<T> classToMock, Answer defaultAnswer) {
        return Core.mock(classToMock, null, defaultAnswer, null);
    }

    @SuppressWarnings("unchecked")
    public static <T> T spy(T object) {
        if (object == null) {
            throw new org.mockito.exceptions.base.MockitoException("\nCannot mock/spy null");
        }
        return (T) Core.mock(object.getClass(), null, Answers.CALLS_REAL_METHODS, object);
    }

    public static <T> OngoingStubbing<T> when(T methodCall) {
        return Core.when();
    }

    public static <T> T verify(T mock) {
        return Core.verify(mock, times(1), null);
    }

    public static <T> T verify(T mock, VerificationMode mode) {
        return Core.verify(mock, mode, null);
    }

    @SafeVarargs
    public static <T> void reset(T... mocks) {
        Core.validateState();
        for (T m : mocks) {
            Core.handlerOf(m, "reset");
            Verifications.reset(m);
        }
    }

    @SafeVarargs
    public static <T> void clearInvocations(T... mocks) {
        Core.validateState();
        for (T m : mocks) {
            Core.handlerOf(m, "clearInvocations");
            Verifications.clearInvocations(m);
        }
    }

    public static void verifyNoMoreInteractions(Object... mocks) {
        Verifications.noMoreInteractions(mocks, "verifyNoMoreInteractions");
    }

    public static void verifyZeroInteractions(Object... mocks) {
        Verifications.noMoreInteractions(mocks, "verifyZeroInteractions");
    }

    public static Stubber doThrow(Throwable... toBeThrown) {
        return new StubberImpl().doThrow(toBeThrown);
    }

    public static Stubber doThrow(Class<? extends Throwable> toBeThrown) {
        return new StubberImpl().doThrow(toBeThrown);
    }

    @SafeVarargs
    @SuppressWarnings({"unchecked", "varargs"})
    public static Stubber doThrow(Class<? extends Throwable> toBeThrown, Class<? extends Throwable>... toBeThrownNext) {
        return new StubberImpl().doThrow(toBeThrown, toBeThrownNext);
    }

    public static Stubber doCallRealMethod() {
        return new StubberImpl().add(new StubAnswers.CallsReal());
    }

    @SuppressWarnings("rawtypes")
    public static Stubber doAnswer(Answer answer) {
        return new StubberImpl().add(answer);
    }

    public static Stubber doNothing() {
        return new StubberImpl().add(new StubAnswers.Nothing());
    }

    public static Stubber doReturn(Object toBeReturned) {
        return new StubberImpl().doReturn(toBeReturned);
    }

    public static Stubber doReturn(Object toBeReturned, Object... toBeReturnedNext) {
        return new StubberImpl().doReturn(toBeReturned, toBeReturnedNext);
    }

    public static InOrder inOrder(Object... mocks) {
        Core.validateState();
        return new InOrderImpl(mocks);
    }

    public static VerificationMode times(int wantedNumberOfInvocations) {
        return new Mode(Mode.Kind.TIMES, wantedNumberOfInvocations);
    }

    public static VerificationMode never() {
        return times(0);
    }

    public static VerificationMode atLeastOnce() {
        return atLeast(1);
    }

    public static VerificationMode atLeast(int minNumberOfInvocations) {
        return new Mode(Mode.Kind.AT_LEAST, minNumberOfInvocations);
    }

    public static VerificationMode atMost(int maxNumberOfInvocations) {
        return new Mode(Mode.Kind.AT_MOST, maxNumberOfInvocations);
    }

    public static VerificationMode only() {
        return new Mode(Mode.Kind.ONLY, 1);
    }

    public static VerificationMode description(String description) {
        return times(1).description(description);
    }

    public static void validateMockitoUsage() {
        Core.validateState();
    }

    /** Is {@code o} one of this Mockito's mocks? (Not Mockito's API: MockingDetails is not supported.) */
    static boolean isMock(Object o) {
        return MockHandler.of(o) != null;
    }
}

package org.mockito.internal.terrarium;

import org.mockito.invocation.InvocationOnMock;
import org.mockito.stubbing.Answer;

/** The answers thenReturn/thenThrow/thenCallRealMethod and doReturn/doThrow/doNothing/doCallRealMethod give. */
public final class StubAnswers {
    private StubAnswers() {
    }

    public static final class Returns implements Answer<Object> {
        final Object value;

        public Returns(Object value) {
            this.value = value;
        }

        public Object answer(InvocationOnMock invocation) {
            return value;
        }
    }

    public static final class Throws implements Answer<Object> {
        final Throwable throwable;

        public Throws(Throwable throwable) {
            this.throwable = throwable;
        }

        public Object answer(InvocationOnMock invocation) throws Throwable {
            throwable.fillInStackTrace();
            throw throwable;
        }
    }

    /** thenThrow(Class): a new instance each call, no constructor run. */
    public static final class ThrowsNew implements Answer<Object> {
        final Class<? extends Throwable> type;

        public ThrowsNew(Class<? extends Throwable> type) {
            this.type = type;
        }

        public Object answer(InvocationOnMock invocation) throws Throwable {
            Throwable t = Core.instantiate(type);
            t.fillInStackTrace();
            throw t;
        }
    }

    public static final class CallsReal implements Answer<Object> {
        public Object answer(InvocationOnMock invocation) throws Throwable {
            return invocation.callRealMethod();
        }
    }

    public static final class Nothing implements Answer<Object> {
        public Object answer(InvocationOnMock invocation) {
            return null;
        }
    }
}

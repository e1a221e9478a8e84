package org.mockito;

import org.mockito.internal.terrarium.DefaultAnswers;
import org.mockito.invocation.InvocationOnMock;
import org.mockito.stubbing.Answer;

/** The default answers a mock can have. */
public enum Answers implements Answer<Object> {
    RETURNS_DEFAULTS(DefaultAnswers.EMPTY),
    RETURNS_SMART_NULLS(DefaultAnswers.EMPTY),
    RETURNS_MOCKS(DefaultAnswers.MOCKS),
    RETURNS_DEEP_STUBS(DefaultAnswers.MOCKS),
    CALLS_REAL_METHODS(DefaultAnswers.REAL),
    RETURNS_SELF(DefaultAnswers.SELF);

    private final Answer<Object> implementation;

    Answers(Answer<Object> implementation) {
        this.implementation = implementation;
    }

    public Answer<Object> get() {
        return implementation;
    }

    @Override
    public Object answer(InvocationOnMock invocation) throws Throwable {
        return implementation.answer(invocation);
    }
}

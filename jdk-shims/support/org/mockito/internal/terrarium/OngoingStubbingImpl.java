package org.mockito.internal.terrarium;

import org.mockito.stubbing.Answer;
import org.mockito.stubbing.OngoingStubbing;

/** when(mock.call()): the answers given add to one stub of that call. */
final class OngoingStubbingImpl<T> implements OngoingStubbing<T> {
    private final MockHandler handler;
    private final Invocation invocation;
    private final InvocationMatcher matcher;
    private Stub stub;

    OngoingStubbingImpl(MockHandler handler, Invocation invocation, InvocationMatcher matcher) {
        this.handler = handler;
        this.invocation = invocation;
        this.matcher = matcher;
    }

    private OngoingStubbing<T> add(Answer<?> a) {
        if (stub == null) {
            // The call inside when() was stubbing, not an interaction.
            handler.invocations.remove(invocation);
            Core.stubbingDone();
            Core.validate(a, invocation.method, false);
            stub = new Stub(matcher);
            stub.answers.add(a);
            handler.stubs.addFirst(stub);
        } else {
            Core.validate(a, invocation.method, false);
            stub.answers.add(a);
        }
        return this;
    }

    @Override
    public OngoingStubbing<T> thenReturn(T value) {
        return add(new StubAnswers.Returns(value));
    }

    @Override
    @SafeVarargs
    public final OngoingStubbing<T> thenReturn(T value, T... values) {
        add(new StubAnswers.Returns(value));
        if (values != null) {
            for (T v : values) {
                add(new StubAnswers.Returns(v));
            }
        }
        return this;
    }

    @Override
    public OngoingStubbing<T> thenThrow(Throwable... throwables) {
        if (throwables == null) {
            return add(new StubAnswers.Throws(null));
        }
        for (Throwable t : throwables) {
            add(new StubAnswers.Throws(t));
        }
        return this;
    }

    @Override
    public OngoingStubbing<T> thenThrow(Class<? extends Throwable> type) {
        return add(new StubAnswers.ThrowsNew(checked(type)));
    }

    @Override
    @SafeVarargs
    public final OngoingStubbing<T> thenThrow(Class<? extends Throwable> first, Class<? extends Throwable>... next) {
        add(new StubAnswers.ThrowsNew(checked(first)));
        if (next != null) {
            for (Class<? extends Throwable> c : next) {
                add(new StubAnswers.ThrowsNew(checked(c)));
            }
        }
        return this;
    }

    private Class<? extends Throwable> checked(Class<? extends Throwable> type) {
        // Validates as an instance would be: a checked exception the method does not declare fails now.
        Core.validate(new StubAnswers.Throws(Core.instantiate(type)), invocation.method, false);
        return type;
    }

    @Override
    public OngoingStubbing<T> thenCallRealMethod() {
        return add(new StubAnswers.CallsReal());
    }

    @Override
    public OngoingStubbing<T> thenAnswer(Answer<?> answer) {
        return add(answer);
    }

    @Override
    public OngoingStubbing<T> then(Answer<?> answer) {
        return add(answer);
    }

    @Override
    @SuppressWarnings("unchecked")
    public <M> M getMock() {
        return (M) invocation.mock;
    }
}

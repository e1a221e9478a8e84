package org.mockito.internal.terrarium;

import java.util.ArrayList;
import java.util.List;

import org.mockito.stubbing.Answer;
import org.mockito.stubbing.Stubber;

/** doReturn(..).doThrow(..).when(mock).call(): the answers, in turn, for the next call on the mock. */
public final class StubberImpl implements Stubber {
    private final List<Answer<?>> answers = new ArrayList<>();

    public StubberImpl add(Answer<?> a) {
        answers.add(a);
        return this;
    }

    @Override
    public <T> T when(T mock) {
        MockHandler h = Core.handlerOf(mock, "when");
        Core.startStubber(h, answers);
        return mock;
    }

    @Override
    public Stubber doThrow(Throwable... toBeThrown) {
        if (toBeThrown == null) {
            return add(new StubAnswers.Throws(null));
        }
        for (Throwable t : toBeThrown) {
            add(new StubAnswers.Throws(t));
        }
        return this;
    }

    @Override
    public Stubber doThrow(Class<? extends Throwable> toBeThrown) {
        return add(new StubAnswers.ThrowsNew(toBeThrown));
    }

    @Override
    @SafeVarargs
    public final Stubber doThrow(Class<? extends Throwable> toBeThrown, Class<? extends Throwable>... next) {
        add(new StubAnswers.ThrowsNew(toBeThrown));
        for (Class<? extends Throwable> c : next) {
            add(new StubAnswers.ThrowsNew(c));
        }
        return this;
    }

    @Override
    @SuppressWarnings("rawtypes")
    public Stubber doAnswer(Answer answer) {
        return add(answer);
    }

    @Override
    public Stubber doNothing() {
        return add(new StubAnswers.Nothing());
    }

    @Override
    public Stubber doReturn(Object toBeReturned) {
        return add(new StubAnswers.Returns(toBeReturned));
    }

    @Override
    public Stubber doReturn(Object toBeReturned, Object... next) {
        add(new StubAnswers.Returns(toBeReturned));
        if (next != null) {
            for (Object o : next) {
                add(new StubAnswers.Returns(o));
            }
        }
        return this;
    }

    @Override
    public Stubber doCallRealMethod() {
        return add(new StubAnswers.CallsReal());
    }
}

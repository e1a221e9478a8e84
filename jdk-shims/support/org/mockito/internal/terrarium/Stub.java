package org.mockito.internal.terrarium;

import java.util.ArrayList;
import java.util.List;

import org.mockito.stubbing.Answer;

/** A stubbed call and its answers, used in turn (the last one repeats). */
final class Stub {
    final InvocationMatcher matcher;
    final List<Answer<?>> answers = new ArrayList<>();
    private int used;

    Stub(InvocationMatcher matcher) {
        this.matcher = matcher;
    }

    Answer<?> next() {
        Answer<?> a = answers.get(Math.min(used, answers.size() - 1));
        used++;
        return a;
    }
}

package org.mockito.internal.terrarium;

import java.util.ArrayList;
import java.util.List;

import org.mockito.ArgumentMatcher;

/** The matcher behind ArgumentCaptor.capture(): matches anything, keeps what it matched. */
public final class Captures implements ArgumentMatcher<Object> {
    private final List<Object> values = new ArrayList<>();

    @Override
    public boolean matches(Object argument) {
        return true;
    }

    void add(Object v) {
        values.add(v);
    }

    public List<Object> values() {
        return values;
    }

    @Override
    public String toString() {
        return "<Capturing argument>";
    }
}

package org.mockito;

import java.util.ArrayList;
import java.util.List;

import org.mockito.exceptions.base.MockitoException;
import org.mockito.internal.terrarium.Captures;
import org.mockito.internal.terrarium.Core;
import org.mockito.internal.terrarium.Defaults;

/** Captures the arguments of verified (or stubbed) calls. */
public class ArgumentCaptor<T> {
    private final Captures captures = new Captures();
    private final Class<? extends T> clazz;

    private ArgumentCaptor(Class<? extends T> clazz) {
        this.clazz = clazz;
    }

    @SuppressWarnings("unchecked")
    public T capture() {
        Core.reportMatcher(captures);
        return (T) Defaults.primitive(clazz);
    }

    @SuppressWarnings("unchecked")
    public T getValue() {
        List<Object> values = captures.values();
        if (values.isEmpty()) {
            throw new MockitoException(org.mockito.internal.terrarium.Core.noValueCapturedMessage());
        }
        return (T) values.get(values.size() - 1);
    }

    @SuppressWarnings("unchecked")
    public List<T> getAllValues() {
        return (List<T>) new ArrayList<>(captures.values());
    }

    public static <U, S extends U> ArgumentCaptor<U> forClass(Class<S> clazz) {
        return new ArgumentCaptor<U>(clazz);
    }
}

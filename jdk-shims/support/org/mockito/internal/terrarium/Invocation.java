package org.mockito.internal.terrarium;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Collections;

import jdk.internal.terrarium.reflect.MockClasses;
import org.mockito.exceptions.base.MockitoException;
import org.mockito.invocation.InvocationOnMock;

/** One call on a mock: what it was, where, and whether a verification has seen it. */
public final class Invocation implements InvocationOnMock {
    private static final long serialVersionUID = 1L;

    final transient Object mock;
    final transient Method method;
    final Object[] args;
    final String location;
    final long sequence;
    boolean verified;
    boolean verifiedInOrder;

    Invocation(Object mock, Method method, Object[] args, String location, long sequence) {
        this.mock = mock;
        this.method = method;
        this.args = args;
        this.location = location;
        this.sequence = sequence;
    }

    @Override
    public Object getMock() {
        return mock;
    }

    @Override
    public Method getMethod() {
        return method;
    }

    @Override
    public Object[] getArguments() {
        return args;
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T getArgument(int index) {
        return (T) args[index];
    }

    @Override
    public Object callRealMethod() throws Throwable {
        if (Modifier.isAbstract(method.getModifiers())) {
            throw new MockitoException(Messages.abstractRealMethod());
        }
        return MockClasses.callReal(mock, method, args);
    }

    boolean isToString() {
        return method.getName().equals("toString") && method.getParameterCount() == 0;
    }

    @Override
    public String toString() {
        return print(false);
    }

    String print(boolean multiline) {
        java.util.List<Matchers.Equals> values = new java.util.ArrayList<>();
        for (Object a : args) {
            values.add(new Matchers.Equals(a));
        }
        MockHandler h = MockHandler.of(mock);
        String name = h == null ? "mock" : h.name();
        return Printer.call(name, method.getName(), values.isEmpty() ? Collections.emptyList() : values, multiline);
    }
}

package org.mockito.internal.terrarium;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

import org.mockito.invocation.InvocationOnMock;
import org.mockito.stubbing.Answer;

/** The answers of Answers' constants. */
public final class DefaultAnswers {
    private DefaultAnswers() {
    }

    /** RETURNS_DEFAULTS: empty values; toString names the mock; compareTo is 0 only for itself. */
    public static final Answer<Object> EMPTY = DefaultAnswers::empty;

    /** RETURNS_MOCKS: empty values, else a mock of the return type when it can be mocked. */
    public static final Answer<Object> MOCKS = DefaultAnswers::mocks;

    private static Object mocks(InvocationOnMock inv) {
        Object v = empty(inv);
        Class<?> t = inv.getMethod().getReturnType();
        if (v == null && t != void.class && Core.mockable(t) == null) {
            return Core.mock(t, null, MOCKS, null);
        }
        return v;
    }

    /** CALLS_REAL_METHODS: the real method, or empty values for an abstract one. */
    public static final Answer<Object> REAL = inv -> {
        if (Modifier.isAbstract(inv.getMethod().getModifiers())) {
            return empty(inv);
        }
        return inv.callRealMethod();
    };

    /** RETURNS_SELF: the mock itself when the method's return type takes it. */
    public static final Answer<Object> SELF = inv -> {
        Class<?> t = inv.getMethod().getReturnType();
        if (t != Object.class && t.isInstance(inv.getMock())) {
            return inv.getMock();
        }
        return empty(inv);
    };

    static Object empty(InvocationOnMock inv) {
        Method m = inv.getMethod();
        Object mock = inv.getMock();
        if (m.getName().equals("toString") && m.getParameterCount() == 0) {
            MockHandler h = MockHandler.of(mock);
            if (h != null) {
                return h.describe();
            }
        }
        if (m.getName().equals("compareTo") && m.getParameterCount() == 1) {
            return mock == inv.getArgument(0) ? 0 : 1;
        }
        return Defaults.empty(m.getReturnType());
    }
}

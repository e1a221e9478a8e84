package org.mockito.invocation;

import java.lang.reflect.Method;

/** A call on a mock, as an answer sees it. */
public interface InvocationOnMock extends java.io.Serializable {
    Object getMock();

    Method getMethod();

    Object[] getArguments();

    <T> T getArgument(int index);

    Object callRealMethod() throws Throwable;
}

package org.mockito.stubbing;

import org.mockito.invocation.InvocationOnMock;

/** What a stubbed method does when called. */
public interface Answer<T> {
    T answer(InvocationOnMock invocation) throws Throwable;
}

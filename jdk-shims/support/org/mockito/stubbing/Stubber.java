package org.mockito.stubbing;

/** {@code doReturn(x).when(mock).call()}: the next call on the mock is stubbed. */
public interface Stubber extends BaseStubber {
    <T> T when(T mock);
}

package org.mockito;

import org.mockito.verification.VerificationMode;

/** Verification of calls in the order they happened. */
public interface InOrder {
    <T> T verify(T mock);

    <T> T verify(T mock, VerificationMode mode);

    void verifyNoMoreInteractions();
}

package org.mockito.verification;

import org.mockito.internal.verification.api.VerificationData;

/** How many calls a verification wants: times(n), never(), atLeast(n), ... */
public interface VerificationMode {
    void verify(VerificationData data);

    VerificationMode description(String description);
}

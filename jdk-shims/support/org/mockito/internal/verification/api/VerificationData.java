package org.mockito.internal.verification.api;

import java.util.List;

import org.mockito.invocation.InvocationOnMock;

/** What a verification mode checks: the mock's calls and the wanted call. */
public interface VerificationData {
    /** The calls to check, oldest first. */
    List<? extends InvocationOnMock> getAllInvocations();

    /** The call the verification wants, as printed. */
    String getWanted();
}

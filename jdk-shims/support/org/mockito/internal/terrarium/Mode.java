package org.mockito.internal.terrarium;

import org.mockito.exceptions.base.MockitoAssertionError;
import org.mockito.internal.verification.api.VerificationData;
import org.mockito.verification.VerificationMode;

/** times(n), atLeast(n), atMost(n), only(): what Verifier checks. */
public final class Mode implements VerificationMode {
    public enum Kind {
        TIMES, AT_LEAST, AT_MOST, ONLY
    }

    final Kind kind;
    final int count;
    final String description;

    public Mode(Kind kind, int count) {
        this(kind, count, null);
    }

    private Mode(Kind kind, int count, String description) {
        if (count < 0) {
            throw new org.mockito.exceptions.base.MockitoException(kind == Kind.TIMES
                    ? "Negative value is not allowed here" : "Negative value is not allowed here");
        }
        this.kind = kind;
        this.count = count;
        this.description = description;
    }

    @Override
    public void verify(VerificationData data) {
        if (!(data instanceof Verifier.Data)) {
            throw new org.mockito.exceptions.base.MockitoException("Terrarium's Mockito verifies its own calls only");
        }
        Verifier.Data d = (Verifier.Data) data;
        try {
            Verifier.check(this, d);
        } catch (MockitoAssertionError e) {
            if (description == null) {
                throw e;
            }
            throw new MockitoAssertionError(e, description);
        }
    }

    @Override
    public VerificationMode description(String description) {
        return new Mode(kind, count, description);
    }
}

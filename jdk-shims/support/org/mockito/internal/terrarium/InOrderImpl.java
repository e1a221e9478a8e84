package org.mockito.internal.terrarium;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.mockito.InOrder;
import org.mockito.exceptions.base.MockitoException;
import org.mockito.exceptions.verification.VerificationInOrderFailure;
import org.mockito.verification.VerificationMode;

/** inOrder(mocks): verifications that must follow the calls' order. */
public final class InOrderImpl implements InOrder {
    private final List<MockHandler> handlers = new ArrayList<>();

    public InOrderImpl(Object... mocks) {
        if (mocks == null || mocks.length == 0) {
            throw new MockitoException("\nMethod requires argument(s)!\n"
                    + "Pass mocks that require verification in order.\n"
                    + "For example:\n"
                    + "    InOrder inOrder = inOrder(mockOne, mockTwo);");
        }
        for (Object m : mocks) {
            handlers.add(Core.handlerOf(m, "inOrder"));
        }
    }

    @Override
    public <T> T verify(T mock) {
        return verify(mock, new Mode(Mode.Kind.TIMES, 1));
    }

    @Override
    public <T> T verify(T mock, VerificationMode mode) {
        MockHandler h = Core.handlerOf(mock, "verify");
        if (!handlers.contains(h)) {
            throw new org.mockito.exceptions.misusing.NotAMockException(
                    "\nInOrder can only verify mocks that were passed in during creation of InOrder.\n"
                            + "For example:\n"
                            + "    InOrder inOrder = inOrder(mockOne);\n"
                            + "    inOrder.verify(mockOne).doStuff();");
        }
        return Core.verify(mock, mode, this);
    }

    /** Every call on the mocks, in the order they happened. */
    List<Invocation> all() {
        List<Invocation> out = new ArrayList<>();
        for (MockHandler h : handlers) {
            out.addAll(h.interactions());
        }
        out.sort(Comparator.comparingLong(i -> i.sequence));
        return out;
    }

    /** The calls after the last one verified in order. */
    List<Invocation> remaining() {
        List<Invocation> all = all();
        int last = -1;
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).verifiedInOrder) {
                last = i;
            }
        }
        return new ArrayList<>(all.subList(last + 1, all.size()));
    }

    Invocation lastVerified() {
        Invocation last = null;
        for (Invocation i : all()) {
            if (i.verifiedInOrder) {
                last = i;
            }
        }
        return last;
    }

    @Override
    public void verifyNoMoreInteractions() {
        Core.validateState();
        for (Invocation i : remaining()) {
            if (!i.verified) {
                MockHandler h = MockHandler.of(i.mock);
                throw new VerificationInOrderFailure("\nNo interactions wanted here:\n-> at " + Location.here()
                        + "\nBut found this interaction on mock '" + h.name() + "':\n-> at " + i.location + "\n");
            }
        }
    }
}

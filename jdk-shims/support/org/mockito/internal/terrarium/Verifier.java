package org.mockito.internal.terrarium;

import java.util.ArrayList;
import java.util.List;

import org.mockito.exceptions.verification.MoreThanAllowedActualInvocations;
import org.mockito.exceptions.verification.NeverWantedButInvoked;
import org.mockito.exceptions.verification.NoInteractionsWanted;
import org.mockito.exceptions.verification.TooLittleActualInvocations;
import org.mockito.exceptions.verification.TooManyActualInvocations;
import org.mockito.exceptions.verification.VerificationInOrderFailure;
import org.mockito.exceptions.verification.WantedButNotInvoked;
import org.mockito.internal.verification.api.VerificationData;
import org.mockito.invocation.InvocationOnMock;

/** Checks a wanted call against the calls that happened, with Mockito's reports. */
final class Verifier {
    private Verifier() {
    }

    /** What a verification mode is given. */
    static final class Data implements VerificationData {
        final MockHandler handler;
        final InvocationMatcher wanted;
        final InOrderImpl inOrder;

        Data(MockHandler handler, InvocationMatcher wanted, InOrderImpl inOrder) {
            this.handler = handler;
            this.wanted = wanted;
            this.inOrder = inOrder;
        }

        @Override
        public List<? extends InvocationOnMock> getAllInvocations() {
            return handler.interactions();
        }

        @Override
        public String getWanted() {
            return wanted.toString();
        }
    }

    static void verify(Core.Verification v, MockHandler h, InvocationMatcher wanted) {
        v.mode.verify(new Data(h, wanted, v.inOrder));
    }

    static void check(Mode mode, Data d) {
        if (d.inOrder != null) {
            checkInOrder(mode, d);
            return;
        }
        List<Invocation> all = d.handler.interactions();
        List<Invocation> matching = matching(all, d.wanted);
        int n = matching.size();
        switch (mode.kind) {
            case TIMES:
                if (mode.count > 0 && n == 0) {
                    missing(all, d.wanted);
                }
                if (n < mode.count) {
                    throw new TooLittleActualInvocations(tooLittle(d.wanted, mode.count, n, false, matching));
                }
                if (n > mode.count) {
                    if (mode.count == 0) {
                        throw new NeverWantedButInvoked(neverWanted(d.wanted, matching));
                    }
                    throw new TooManyActualInvocations(tooMany(d.wanted, mode.count, matching));
                }
                break;
            case AT_LEAST:
                if (n == 0 && mode.count > 0) {
                    missing(all, d.wanted);
                }
                if (n < mode.count) {
                    throw new TooLittleActualInvocations(tooLittle(d.wanted, mode.count, n, true, matching));
                }
                break;
            case AT_MOST:
                if (n > mode.count) {
                    throw new MoreThanAllowedActualInvocations("\nWanted at most " + Printer.times(mode.count)
                            + " but was " + n);
                }
                break;
            case ONLY:
                if (n == 0) {
                    missing(all, d.wanted);
                }
                if (n != 1 || all.size() != 1) {
                    Invocation unverified = null;
                    for (Invocation i : all) {
                        if (!i.verified) {
                            unverified = i;
                            break;
                        }
                    }
                    throw new NoInteractionsWanted(noMoreWanted(d.wanted.location(), unverified, all));
                }
                break;
            default:
                break;
        }
        markVerified(matching, d.wanted, false);
    }

    private static void checkInOrder(Mode mode, Data d) {
        List<Invocation> remaining = d.inOrder.remaining();
        List<Invocation> matching = matching(remaining, d.wanted);
        if (mode.kind == Mode.Kind.TIMES && mode.count == 1 && !matching.isEmpty()) {
            // The first run of consecutive matching calls, when it is a single one.
            List<Invocation> chunk = new ArrayList<>();
            for (Invocation i : remaining) {
                if (d.wanted.matches(i)) {
                    chunk.add(i);
                } else if (!chunk.isEmpty()) {
                    break;
                }
            }
            if (chunk.size() == 1) {
                matching = chunk;
            }
        }
        int n = matching.size();
        boolean wantsSome = mode.kind != Mode.Kind.AT_MOST && (mode.count > 0 || mode.kind == Mode.Kind.ONLY);
        if (n == 0 && wantsSome) {
            Invocation previous = d.inOrder.lastVerified();
            if (previous != null) {
                throw new VerificationInOrderFailure("\nVerification in order failure\nWanted but not invoked:\n"
                        + d.wanted + "\n-> at " + d.wanted.location()
                        + "\nWanted anywhere AFTER following interaction:\n" + previous + "\n-> at "
                        + previous.location + "\n");
            }
            missing(d.handler.interactions(), d.wanted);
        }
        boolean tooFew = (mode.kind == Mode.Kind.TIMES || mode.kind == Mode.Kind.AT_LEAST) && n < mode.count;
        boolean tooMany = (mode.kind == Mode.Kind.TIMES || mode.kind == Mode.Kind.AT_MOST) && n > mode.count;
        if (tooFew) {
            throw new VerificationInOrderFailure("\nVerification in order failure:"
                    + tooLittle(d.wanted, mode.count, n, mode.kind == Mode.Kind.AT_LEAST, matching));
        }
        if (tooMany) {
            throw new VerificationInOrderFailure("\nVerification in order failure:" + tooMany(d.wanted, mode.count, matching));
        }
        markVerified(matching, d.wanted, true);
    }

    private static List<Invocation> matching(List<Invocation> all, InvocationMatcher wanted) {
        List<Invocation> out = new ArrayList<>();
        for (Invocation i : all) {
            if (wanted.matches(i)) {
                out.add(i);
            }
        }
        return out;
    }

    private static void markVerified(List<Invocation> matching, InvocationMatcher wanted, boolean inOrder) {
        for (Invocation i : matching) {
            i.verified = true;
            if (inOrder) {
                i.verifiedInOrder = true;
            }
            wanted.captureFrom(i);
        }
    }

    /** The wanted call did not happen: ArgumentsAreDifferent when the method was called otherwise. */
    private static void missing(List<Invocation> all, InvocationMatcher wanted) {
        for (Invocation i : all) {
            if (i.method.getName().equals(wanted.invocation.method.getName())) {
                String w = wanted.print(false);
                String a = i.print(false);
                boolean multiline = w.contains("\n") || a.contains("\n");
                if (multiline) {
                    w = wanted.print(true);
                    a = i.print(true);
                }
                String message = "\nArgument(s) are different! Wanted:\n" + w + "\n-> at " + wanted.location()
                        + "\nActual invocation has different arguments:\n" + a + "\n-> at " + i.location + "\n";
                throw new org.mockito.exceptions.verification.junit.ArgumentsAreDifferent(message, w, a);
            }
        }
        StringBuilder sb = new StringBuilder("\nWanted but not invoked:\n").append(wanted).append("\n-> at ")
                .append(wanted.location()).append('\n');
        if (all.isEmpty()) {
            sb.append("Actually, there were zero interactions with this mock.\n");
        } else {
            sb.append("\nHowever, there ")
                    .append(all.size() == 1 ? "was exactly 1 interaction" : "were exactly " + all.size() + " interactions")
                    .append(" with this mock:\n");
            for (Invocation i : all) {
                sb.append(i).append("\n-> at ").append(i.location).append("\n\n");
            }
        }
        throw new WantedButNotInvoked(sb.toString());
    }

    private static String tooLittle(InvocationMatcher wanted, int count, int actual, boolean atLeast,
            List<Invocation> matching) {
        StringBuilder sb = new StringBuilder("\n").append(wanted).append("\nWanted ")
                .append(atLeast ? "*at least* " : "").append(Printer.times(count)).append(":\n-> at ")
                .append(wanted.location()).append("\nBut was ").append(Printer.times(actual)).append(":\n");
        if (!matching.isEmpty()) {
            sb.append("-> at ").append(matching.get(matching.size() - 1).location).append('\n');
        }
        return sb.toString();
    }

    private static String tooMany(InvocationMatcher wanted, int count, List<Invocation> matching) {
        StringBuilder sb = new StringBuilder("\n").append(wanted).append("\nWanted ").append(Printer.times(count))
                .append(":\n-> at ").append(wanted.location()).append("\nBut was ")
                .append(Printer.times(matching.size())).append(":\n");
        for (Invocation i : matching) {
            sb.append("-> at ").append(i.location).append('\n');
        }
        return sb.append('\n').toString();
    }

    private static String neverWanted(InvocationMatcher wanted, List<Invocation> matching) {
        StringBuilder sb = new StringBuilder("\n").append(wanted).append("\nNever wanted here:\n-> at ")
                .append(wanted.location()).append("\nBut invoked here:\n");
        for (Invocation i : matching) {
            sb.append("-> at ").append(i.location).append('\n');
        }
        return sb.toString();
    }

    static String noMoreWanted(String here, Invocation undesired, List<Invocation> all) {
        MockHandler h = MockHandler.of(undesired.mock);
        StringBuilder sb = new StringBuilder("\nNo interactions wanted here:\n-> at ").append(here)
                .append("\nBut found this interaction on mock '").append(h == null ? "mock" : h.name())
                .append("':\n-> at ").append(undesired.location).append('\n');
        if (all.size() == 1) {
            sb.append("Actually, above is the only interaction with this mock.");
        } else {
            sb.append("***\nFor your reference, here is the list of all invocations ([?] - means unverified).\n");
            int k = 1;
            for (Invocation i : all) {
                sb.append(k++).append(". ").append(i.verified ? "" : "[?]").append("-> at ").append(i.location)
                        .append('\n');
            }
        }
        return sb.toString();
    }

    /** verifyNoMoreInteractions / verifyZeroInteractions of these mocks. */
    static void noMoreInteractions(Object[] mocks, String what) {
        Core.validateState();
        String here = Location.here();
        for (Object m : mocks) {
            MockHandler h = Core.handlerOf(m, what);
            List<Invocation> all = h.interactions();
            for (Invocation i : all) {
                if (!i.verified) {
                    throw new NoInteractionsWanted(noMoreWanted(here, i, all));
                }
            }
        }
    }
}

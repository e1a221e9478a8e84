package org.mockito.internal.terrarium;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

import jdk.internal.terrarium.reflect.MockClasses;
import org.mockito.ArgumentMatcher;
import org.mockito.exceptions.base.MockitoException;
import org.mockito.exceptions.misusing.CannotStubVoidMethodWithReturnValue;
import org.mockito.exceptions.misusing.InvalidUseOfMatchersException;
import org.mockito.exceptions.misusing.MissingMethodInvocationException;
import org.mockito.exceptions.misusing.NotAMockException;
import org.mockito.exceptions.misusing.NullInsteadOfMockException;
import org.mockito.exceptions.misusing.UnfinishedStubbingException;
import org.mockito.exceptions.misusing.UnfinishedVerificationException;
import org.mockito.exceptions.misusing.WrongTypeOfReturnValue;
import org.mockito.stubbing.Answer;
import org.mockito.stubbing.OngoingStubbing;
import org.mockito.verification.VerificationMode;

/**
 * Mockito's state between calls (the matchers reported for the next call
 * on a mock, a stubbing or verification under way) and its operations.
 * One state for all threads: tests are run one at a time.
 */
public final class Core {
    private static final List<ArgumentMatcher<?>> matchers = new ArrayList<>();
    private static final List<String> matcherLocations = new ArrayList<>();
    private static long sequence;
    private static String stubbingStartedAt;
    private static MockHandler lastHandler;
    private static Invocation lastInvocation;
    private static InvocationMatcher lastMatcher;
    private static Verification verification;
    private static MockHandler stubberHandler;
    private static List<Answer<?>> stubberAnswers;

    private Core() {
    }

    /** A verification under way: verify(mock, mode) waits for the call on the mock. */
    static final class Verification {
        final MockHandler handler;
        final VerificationMode mode;
        final InOrderImpl inOrder;
        final String location;

        Verification(MockHandler handler, VerificationMode mode, InOrderImpl inOrder, String location) {
            this.handler = handler;
            this.mode = mode;
            this.inOrder = inOrder;
            this.location = location;
        }
    }

    static long nextSequence() {
        return sequence++;
    }

    /** Why {@code type} cannot be mocked, or null. */
    static String mockable(Class<?> type) {
        if (type.isPrimitive()) {
            return "primitive type";
        }
        if (type.isArray()) {
            return "array";
        }
        if (Modifier.isFinal(type.getModifiers())) {
            return "final class";
        }
        return null;
    }

    public static <T> T mock(Class<T> type, String name, Answer<?> answer, Object spied) {
        validateState();
        if (type == null) {
            throw new MockitoException("\nNull class passed to mock()");
        }
        String why = mockable(type);
        if (why != null) {
            throw new MockitoException(Messages.cannotMock(type, why));
        }
        MockHandler h = new MockHandler(type, name, answer);
        Object mock = MockClasses.newMock(type, h);
        h.mock = mock;
        if (spied != null) {
            MockClasses.copyFields(spied, mock);
        }
        return type.cast(mock);
    }

    /** A new instance of a Throwable class, no constructor run (as Mockito makes them). */
    public static Throwable instantiate(Class<? extends Throwable> type) {
        if (type == null) {
            throw new MockitoException("Exception type cannot be null.\n"
                    + "This may happen with doThrow(Class)|thenThrow(Class) family of methods if passing null parameter.");
        }
        return (Throwable) MockClasses.instantiate(type);
    }

    public static MockHandler handlerOf(Object mock, String what) {
        if (mock == null) {
            throw new NullInsteadOfMockException(what.equals("verify") ? Messages.nullForVerify()
                    : "\nArgument passed to " + what + "() should be a mock but is null!");
        }
        MockHandler h = MockHandler.of(mock);
        if (h == null) {
            throw new NotAMockException(what.equals("verify") ? Messages.notAMockForVerify(mock)
                    : what.equals("when") ? Messages.notAMockForWhen() : Messages.notAMock(what));
        }
        return h;
    }

    public static String noValueCapturedMessage() {
        return Messages.noValueCaptured();
    }

    // --- matchers ---

    public static void reportMatcher(ArgumentMatcher<?> m) {
        matchers.add(m);
        matcherLocations.add(Location.here());
    }

    static List<ArgumentMatcher<?>> pullMatchers(int arguments) {
        if (matchers.isEmpty()) {
            return new ArrayList<>();
        }
        List<ArgumentMatcher<?>> out = new ArrayList<>(matchers);
        List<String> at = new ArrayList<>(matcherLocations);
        matchers.clear();
        matcherLocations.clear();
        if (out.size() != arguments) {
            throw new InvalidUseOfMatchersException(Messages.matcherCount(arguments, at));
        }
        return out;
    }

    // --- state checks ---

    static void checkUnfinishedStubbing() {
        if (stubbingStartedAt != null) {
            String at = stubbingStartedAt;
            stubbingStartedAt = null;
            throw new UnfinishedStubbingException(Messages.unfinishedStubbing(at));
        }
    }

    /** Misuse left over from before: an unfinished stubbing, verification, or stray matchers. */
    public static void validateState() {
        checkUnfinishedStubbing();
        if (verification != null) {
            String at = verification.location;
            verification = null;
            throw new UnfinishedVerificationException(Messages.unfinishedVerification(at));
        }
        if (stubberAnswers != null) {
            String at = Location.here();
            stubberAnswers = null;
            stubberHandler = null;
            throw new UnfinishedStubbingException(Messages.unfinishedStubbing(at));
        }
        if (!matchers.isEmpty()) {
            List<String> at = new ArrayList<>(matcherLocations);
            matchers.clear();
            matcherLocations.clear();
            throw new InvalidUseOfMatchersException(Messages.misplacedMatchers(at));
        }
    }

    // --- stubbing ---

    static void reportInvocation(MockHandler h, Invocation inv, InvocationMatcher m) {
        lastHandler = h;
        lastInvocation = inv;
        lastMatcher = m;
    }

    public static <T> OngoingStubbing<T> when() {
        checkUnfinishedStubbing();
        if (lastInvocation == null) {
            matchers.clear();
            matcherLocations.clear();
            throw new MissingMethodInvocationException(Messages.missingMethodInvocation());
        }
        OngoingStubbing<T> s = new OngoingStubbingImpl<>(lastHandler, lastInvocation, lastMatcher);
        lastInvocation = null;
        stubbingStartedAt = Location.here();
        return s;
    }

    static void stubbingDone() {
        stubbingStartedAt = null;
    }

    public static void startStubber(MockHandler h, List<Answer<?>> answers) {
        validateState();
        stubberHandler = h;
        stubberAnswers = answers;
    }

    static List<Answer<?>> takeStubber(MockHandler h) {
        if (stubberHandler != h) {
            return null;
        }
        List<Answer<?>> a = stubberAnswers;
        stubberHandler = null;
        stubberAnswers = null;
        return a;
    }

    /** Mockito's checks of an answer for a method: return type, checked exceptions, real methods. */
    static void validate(Answer<?> a, Method m, boolean doStyle) {
        Class<?> ret = m.getReturnType();
        if (a instanceof StubAnswers.Returns) {
            Object v = ((StubAnswers.Returns) a).value;
            if (ret == void.class) {
                throw new CannotStubVoidMethodWithReturnValue(Messages.voidWithValue(m.getName()));
            }
            if (v == null ? ret.isPrimitive() : !Defaults.box(ret).isInstance(v)) {
                throw new WrongTypeOfReturnValue(Messages.wrongReturnType(
                        v == null ? "null" : v.getClass().getSimpleName(), m.getName() + "()", ret.getSimpleName()));
            }
        } else if (a instanceof StubAnswers.Throws) {
            Throwable t = ((StubAnswers.Throws) a).throwable;
            if (t == null) {
                throw new MockitoException("Cannot stub with null throwable!");
            }
            if (!(t instanceof RuntimeException) && !(t instanceof Error)) {
                boolean declared = false;
                for (Class<?> e : m.getExceptionTypes()) {
                    declared |= e.isInstance(t);
                }
                if (!declared) {
                    throw new MockitoException("\nChecked exception is invalid for this method!\nInvalid: " + t);
                }
            }
        } else if (a instanceof StubAnswers.CallsReal) {
            if (Modifier.isAbstract(m.getModifiers())) {
                throw new MockitoException(Messages.abstractRealMethod());
            }
        } else if (a instanceof StubAnswers.Nothing) {
            if (ret != void.class) {
                throw new MockitoException(Messages.onlyVoidDoNothing());
            }
        }
    }

    // --- verification ---

    public static <T> T verify(T mock, VerificationMode mode, InOrderImpl inOrder) {
        MockHandler h = handlerOf(mock, "verify");
        validateState();
        verification = new Verification(h, mode, inOrder, Location.here());
        return mock;
    }

    static Verification takeVerification(MockHandler h) {
        if (verification == null || verification.handler != h) {
            return null;
        }
        Verification v = verification;
        verification = null;
        return v;
    }
}

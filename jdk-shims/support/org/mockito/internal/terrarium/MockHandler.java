package org.mockito.internal.terrarium;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.LinkedList;
import java.util.List;

import jdk.internal.terrarium.reflect.MockClasses;
import org.mockito.ArgumentMatcher;
import org.mockito.stubbing.Answer;

/** A mock's state: its calls and stubs. Every call on the mock comes here. */
public final class MockHandler implements InvocationHandler {
    final Class<?> type;
    private final String name;
    Answer<?> defaultAnswer;
    Object mock;
    final List<Invocation> invocations = new ArrayList<>();
    final LinkedList<Stub> stubs = new LinkedList<>();

    MockHandler(Class<?> type, String name, Answer<?> defaultAnswer) {
        this.type = type;
        this.name = name;
        this.defaultAnswer = defaultAnswer;
    }

    /** The handler of {@code o} when it is a mock, else null. */
    public static MockHandler of(Object o) {
        if (!MockClasses.isMock(o)) {
            return null;
        }
        Object h = MockClasses.handler(o);
        return h instanceof MockHandler ? (MockHandler) h : null;
    }

    /** The mock's name in messages: its own, or its type's in lower camel case. */
    public String name() {
        if (name != null) {
            return name;
        }
        String simple = type.getSimpleName();
        if (simple.isEmpty()) {
            simple = type.getName();
        }
        return Character.toLowerCase(simple.charAt(0)) + simple.substring(1);
    }

    /** What toString() returns unless stubbed. */
    String describe() {
        return name != null ? name : "Mock for " + type.getSimpleName() + ", hashCode: " + System.identityHashCode(mock);
    }

    /** The calls verifications see (toString() is no interaction). */
    List<Invocation> interactions() {
        List<Invocation> out = new ArrayList<>();
        for (Invocation i : invocations) {
            if (!i.isToString()) {
                out.add(i);
            }
        }
        return out;
    }

    void reset() {
        invocations.clear();
        stubs.clear();
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        String mname = method.getName();
        if (mname.equals("equals") && method.getParameterCount() == 1 && method.getParameterTypes()[0] == Object.class) {
            return proxy == args[0];
        }
        if (mname.equals("hashCode") && method.getParameterCount() == 0) {
            return System.identityHashCode(proxy);
        }
        Core.checkUnfinishedStubbing();
        Invocation inv = new Invocation(proxy, method, args, Location.here(), Core.nextSequence());
        List<ArgumentMatcher<?>> matchers = Core.pullMatchers(args.length);
        InvocationMatcher wanted = new InvocationMatcher(inv, matchers);
        Class<?> ret = method.getReturnType();
        Core.Verification v = Core.takeVerification(this);
        if (v != null) {
            Verifier.verify(v, this, wanted);
            return Defaults.primitive(ret);
        }
        List<Answer<?>> answers = Core.takeStubber(this);
        if (answers != null) {
            Stub stub = new Stub(wanted);
            for (Answer<?> a : answers) {
                Core.validate(a, method, true);
                stub.answers.add(a);
            }
            stubs.addFirst(stub);
            return Defaults.primitive(ret);
        }
        invocations.add(inv);
        Core.reportInvocation(this, inv, wanted);
        Answer<?> answer = defaultAnswer;
        for (Stub s : stubs) {
            if (s.matcher.matches(inv)) {
                s.matcher.captureFrom(inv);
                answer = s.next();
                break;
            }
        }
        Object result = answer.answer(inv);
        if (result == null && ret.isPrimitive()) {
            return Defaults.primitive(ret);
        }
        return result;
    }
}

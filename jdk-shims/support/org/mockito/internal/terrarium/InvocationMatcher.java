package org.mockito.internal.terrarium;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.mockito.ArgumentMatcher;

/** A wanted call: the method and a matcher per argument. */
public final class InvocationMatcher {
    final Invocation invocation;
    final List<ArgumentMatcher<?>> matchers;

    InvocationMatcher(Invocation invocation, List<ArgumentMatcher<?>> matchers) {
        this.invocation = invocation;
        if (matchers.isEmpty()) {
            List<ArgumentMatcher<?>> eq = new ArrayList<>();
            for (Object a : invocation.args) {
                eq.add(new Matchers.Equals(a));
            }
            this.matchers = eq;
        } else {
            this.matchers = matchers;
        }
    }

    boolean sameMethod(Invocation other) {
        Method a = invocation.method;
        Method b = other.method;
        return a.getName().equals(b.getName()) && Arrays.equals(a.getParameterTypes(), b.getParameterTypes());
    }

    boolean matches(Invocation other) {
        if (other.mock != invocation.mock || !sameMethod(other) || other.args.length != matchers.size()) {
            return false;
        }
        for (int i = 0; i < matchers.size(); i++) {
            if (!Matchers.apply(matchers.get(i), other.args[i])) {
                return false;
            }
        }
        return true;
    }

    /** Hands the arguments of a matching call to this matcher's captors. */
    void captureFrom(Invocation other) {
        for (int i = 0; i < matchers.size() && i < other.args.length; i++) {
            if (matchers.get(i) instanceof Captures) {
                ((Captures) matchers.get(i)).add(other.args[i]);
            }
        }
    }

    String location() {
        return invocation.location;
    }

    @Override
    public String toString() {
        return print(false);
    }

    String print(boolean multiline) {
        MockHandler h = MockHandler.of(invocation.mock);
        return Printer.call(h == null ? "mock" : h.name(), invocation.method.getName(), matchers, multiline);
    }
}

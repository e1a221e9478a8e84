package org.junit.rules;

import java.util.ArrayList;
import java.util.List;

import org.junit.runner.Description;
import org.junit.runners.model.Statement;

/**
 * A test's expected exception, named inside the test: `expect(Class)`,
 * `expectMessage(String)`. (Hamcrest matchers are not here: Terrarium's
 * JUnit API has no Hamcrest.)
 */
public class ExpectedException implements TestRule {
    private final List<Class<? extends Throwable>> types = new ArrayList<Class<? extends Throwable>>();
    private final List<String> messages = new ArrayList<String>();
    private String missingMessage = null;

    /** @deprecated as in JUnit 4.13: use `Assert.assertThrows`. */
    @Deprecated
    public static ExpectedException none() {
        return new ExpectedException();
    }

    private ExpectedException() {
    }

    public ExpectedException handleAssertionErrors() {
        return this;
    }

    public ExpectedException handleAssumptionViolatedExceptions() {
        return this;
    }

    public ExpectedException reportMissingExceptionWithMessage(String message) {
        missingMessage = message;
        return this;
    }

    public void expect(Class<? extends Throwable> type) {
        types.add(type);
    }

    public void expectMessage(String substring) {
        messages.add(substring);
    }

    public final boolean isAnyExceptionExpected() {
        return !types.isEmpty() || !messages.isEmpty();
    }

    private String expectation() {
        StringBuilder sb = new StringBuilder();
        for (Class<? extends Throwable> t : types) {
            sb.append(sb.length() == 0 ? "" : " and ").append("an instance of ").append(t.getName());
        }
        for (String m : messages) {
            sb.append(sb.length() == 0 ? "" : " and ").append("exception with message a string containing \"")
                    .append(m).append('"');
        }
        return types.size() + messages.size() > 1 ? "(" + sb + ")" : sb.toString();
    }

    private boolean matches(Throwable e) {
        for (Class<? extends Throwable> t : types) {
            if (!t.isInstance(e)) {
                return false;
            }
        }
        for (String m : messages) {
            String message = e.getMessage();
            if (message == null || !message.contains(m)) {
                return false;
            }
        }
        return true;
    }

    public Statement apply(final Statement base, Description description) {
        return new Statement() {
            @Override
            public void evaluate() throws Throwable {
                try {
                    base.evaluate();
                } catch (Throwable e) {
                    if (!isAnyExceptionExpected()) {
                        throw e;
                    }
                    if (!matches(e)) {
                        AssertionError error = new AssertionError("\nExpected: " + expectation() + "\n     but: was <" + e + ">");
                        error.initCause(e);
                        throw error;
                    }
                    return;
                }
                if (isAnyExceptionExpected()) {
                    String expected = expectation();
                    throw new AssertionError(missingMessage == null ? "Expected test to throw " + expected
                            : missingMessage.replace("%s", expected));
                }
            }
        };
    }
}

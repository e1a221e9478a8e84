package org.junit.rules;

import java.util.ArrayList;
import java.util.List;

import org.junit.AssumptionViolatedException;
import org.junit.runner.Description;
import org.junit.runners.model.MultipleFailureException;
import org.junit.runners.model.Statement;

/**
 * Told of a test's start, outcome (succeeded, failed, skipped) and end,
 * without changing it; what the callbacks throw is reported with the test.
 */
public abstract class TestWatcher implements TestRule {
    public Statement apply(final Statement base, final Description description) {
        return new Statement() {
            @Override
            public void evaluate() throws Throwable {
                List<Throwable> errors = new ArrayList<Throwable>();
                try {
                    starting(description);
                } catch (Throwable t) {
                    errors.add(t);
                }
                try {
                    base.evaluate();
                    try {
                        succeeded(description);
                    } catch (Throwable t) {
                        errors.add(t);
                    }
                } catch (org.junit.internal.AssumptionViolatedException e) {
                    errors.add(e);
                    try {
                        if (e instanceof AssumptionViolatedException) {
                            skipped((AssumptionViolatedException) e, description);
                        } else {
                            skipped(e, description);
                        }
                    } catch (Throwable t) {
                        errors.add(t);
                    }
                } catch (Throwable e) {
                    errors.add(e);
                    try {
                        failed(e, description);
                    } catch (Throwable t) {
                        errors.add(t);
                    }
                } finally {
                    try {
                        finished(description);
                    } catch (Throwable t) {
                        errors.add(t);
                    }
                }
                MultipleFailureException.assertEmpty(errors);
            }
        };
    }

    protected void succeeded(Description description) {
    }

    protected void failed(Throwable e, Description description) {
    }

    protected void skipped(AssumptionViolatedException e, Description description) {
        skipped((org.junit.internal.AssumptionViolatedException) e, description);
    }

    @Deprecated
    protected void skipped(org.junit.internal.AssumptionViolatedException e, Description description) {
    }

    protected void starting(Description description) {
    }

    protected void finished(Description description) {
    }
}

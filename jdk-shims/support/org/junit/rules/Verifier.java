package org.junit.rules;

import org.junit.runner.Description;
import org.junit.runners.model.Statement;

/** Checks something after a test that passed (`verify`), which may fail it. */
public abstract class Verifier implements TestRule {
    public Statement apply(final Statement base, Description description) {
        return new Statement() {
            @Override
            public void evaluate() throws Throwable {
                base.evaluate();
                verify();
            }
        };
    }

    protected void verify() throws Throwable {
    }
}

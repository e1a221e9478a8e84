package org.junit.rules;

import org.junit.runner.Description;

/** The name of the running test method (`test[0]` for a parameterized one). */
public class TestName extends TestWatcher {
    private volatile String name;

    @Override
    protected void starting(Description d) {
        name = d.getMethodName();
    }

    public String getMethodName() {
        return name;
    }
}

package org.junit.runners.model;

/** One step of running a test, which rules wrap. */
public abstract class Statement {
    /** Run it; a failure is thrown. */
    public abstract void evaluate() throws Throwable;
}

package org.junit.runners.model;

import java.util.concurrent.TimeUnit;

/** A test took longer than its timeout. */
public class TestTimedOutException extends Exception {
    private static final long serialVersionUID = 1L;

    private final TimeUnit timeUnit;
    private final long timeout;

    public TestTimedOutException(long timeout, TimeUnit timeUnit) {
        super(String.format("test timed out after %d %s", timeout, timeUnit.name().toLowerCase()));
        this.timeUnit = timeUnit;
        this.timeout = timeout;
    }

    public long getTimeout() {
        return timeout;
    }

    public TimeUnit getTimeUnit() {
        return timeUnit;
    }
}

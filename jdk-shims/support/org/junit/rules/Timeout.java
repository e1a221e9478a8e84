package org.junit.rules;

import java.util.concurrent.TimeUnit;

import org.junit.runner.Description;
import org.junit.runners.model.Statement;
import org.junit.runners.model.TestTimedOutException;

/**
 * The same timeout for every test of the class. Time is Terrarium's virtual
 * time: `terrarium test` also gives the test only as many instructions as
 * the timeout allows, so an endless loop ends too.
 */
public class Timeout implements TestRule {
    private final long timeout;
    private final TimeUnit timeUnit;
    private final boolean lookForStuckThread;

    /** @deprecated as in JUnit: use {@link #millis(long)}. */
    @Deprecated
    public Timeout(int millis) {
        this(millis, TimeUnit.MILLISECONDS);
    }

    public Timeout(long timeout, TimeUnit timeUnit) {
        this.timeout = timeout;
        this.timeUnit = timeUnit;
        this.lookForStuckThread = false;
    }

    protected Timeout(Builder builder) {
        this.timeout = builder.timeout;
        this.timeUnit = builder.timeUnit;
        this.lookForStuckThread = builder.lookForStuckThread;
    }

    public static Timeout millis(long millis) {
        return new Timeout(millis, TimeUnit.MILLISECONDS);
    }

    public static Timeout seconds(long seconds) {
        return new Timeout(seconds, TimeUnit.SECONDS);
    }

    public static Builder builder() {
        return new Builder();
    }

    protected final long getTimeout(TimeUnit unit) {
        return unit.convert(timeout, timeUnit);
    }

    protected final boolean getLookingForStuckThread() {
        return lookForStuckThread;
    }

    public Statement apply(final Statement base, Description description) {
        return new Statement() {
            @Override
            public void evaluate() throws Throwable {
                long start = System.nanoTime();
                base.evaluate();
                long limit = TimeUnit.NANOSECONDS.convert(timeout, timeUnit);
                if (timeout > 0 && System.nanoTime() - start > limit) {
                    throw new TestTimedOutException(timeout, timeUnit);
                }
            }
        };
    }

    /** Builds a {@link Timeout}. */
    public static class Builder {
        private boolean lookForStuckThread = false;
        private long timeout = 0;
        private TimeUnit timeUnit = TimeUnit.SECONDS;

        protected Builder() {
        }

        public Builder withTimeout(long timeout, TimeUnit unit) {
            this.timeout = timeout;
            this.timeUnit = unit;
            return this;
        }

        public Builder withLookingForStuckThread(boolean enable) {
            this.lookForStuckThread = enable;
            return this;
        }

        public Timeout build() {
            return new Timeout(this);
        }
    }
}

package jdk.internal.terrarium.stream;

import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/**
 * One stage of a push pipeline: begin, a run of accept calls, end. A stage
 * knows the type of the values it receives and overrides the matching accept.
 */
public abstract class Sink implements Consumer<Object>, IntConsumer, LongConsumer, DoubleConsumer {
    public void begin(long size) {
    }

    public void end() {
    }

    public boolean cancellationRequested() {
        return false;
    }

    public void accept(Object value) {
        throw new IllegalStateException("called wrong accept method");
    }

    public void accept(int value) {
        throw new IllegalStateException("called wrong accept method");
    }

    public void accept(long value) {
        throw new IllegalStateException("called wrong accept method");
    }

    public void accept(double value) {
        throw new IllegalStateException("called wrong accept method");
    }

    /** A sink that forwards begin, end and cancellation to the next one. */
    public abstract static class Chained extends Sink {
        protected final Sink downstream;

        protected Chained(Sink downstream) {
            this.downstream = downstream;
        }

        public void begin(long size) {
            downstream.begin(size);
        }

        public void end() {
            downstream.end();
        }

        public boolean cancellationRequested() {
            return downstream.cancellationRequested();
        }
    }

    /** Forwards elements only: begin and end stay with the enclosing pipeline. */
    static final class Forward extends Sink {
        private final Sink downstream;

        Forward(Sink downstream) {
            this.downstream = downstream;
        }

        public boolean cancellationRequested() {
            return downstream.cancellationRequested();
        }

        public void accept(Object value) {
            downstream.accept(value);
        }

        public void accept(int value) {
            downstream.accept(value);
        }

        public void accept(long value) {
            downstream.accept(value);
        }

        public void accept(double value) {
            downstream.accept(value);
        }
    }

    /** Adapts a user's consumer. */
    static final class OfConsumer extends Sink {
        private final Consumer<Object> action;

        @SuppressWarnings("unchecked")
        OfConsumer(Consumer<?> action) {
            this.action = (Consumer<Object>) action;
        }

        public void accept(Object value) {
            action.accept(value);
        }
    }

    static final class OfIntConsumer extends Sink {
        private final IntConsumer action;

        OfIntConsumer(IntConsumer action) {
            this.action = action;
        }

        public void accept(int value) {
            action.accept(value);
        }
    }

    static final class OfLongConsumer extends Sink {
        private final LongConsumer action;

        OfLongConsumer(LongConsumer action) {
            this.action = action;
        }

        public void accept(long value) {
            action.accept(value);
        }
    }

    static final class OfDoubleConsumer extends Sink {
        private final DoubleConsumer action;

        OfDoubleConsumer(DoubleConsumer action) {
            this.action = action;
        }

        public void accept(double value) {
            action.accept(value);
        }
    }
}

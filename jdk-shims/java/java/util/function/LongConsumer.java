package java.util.function;

import java.util.Objects;

@FunctionalInterface
public interface LongConsumer {
    void accept(long value);

    default LongConsumer andThen(LongConsumer after) {
        Objects.requireNonNull(after);
        final LongConsumer self = this;
        return new LongConsumer() {
            public void accept(long t) { self.accept(t); after.accept(t); }
        };
    }
}

package java.util;

import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

public interface PrimitiveIterator<T, T_CONS> extends Iterator<T> {
    void forEachRemaining(T_CONS action);

    public static interface OfInt extends PrimitiveIterator<Integer, IntConsumer> {
        int nextInt();

        default void forEachRemaining(IntConsumer action) {
            Objects.requireNonNull(action);
            while (hasNext()) {
                action.accept(nextInt());
            }
        }

        default Integer next() {
            return nextInt();
        }

        default void forEachRemaining(Consumer<? super Integer> action) {
            if (action instanceof IntConsumer) {
                forEachRemaining((IntConsumer) action);
            } else {
                Objects.requireNonNull(action);
                final Consumer<? super Integer> a = action;
                forEachRemaining(new IntConsumer() {
                    public void accept(int value) {
                        a.accept(value);
                    }
                });
            }
        }
    }

    public static interface OfLong extends PrimitiveIterator<Long, LongConsumer> {
        long nextLong();

        default void forEachRemaining(LongConsumer action) {
            Objects.requireNonNull(action);
            while (hasNext()) {
                action.accept(nextLong());
            }
        }

        default Long next() {
            return nextLong();
        }

        default void forEachRemaining(Consumer<? super Long> action) {
            if (action instanceof LongConsumer) {
                forEachRemaining((LongConsumer) action);
            } else {
                Objects.requireNonNull(action);
                final Consumer<? super Long> a = action;
                forEachRemaining(new LongConsumer() {
                    public void accept(long value) {
                        a.accept(value);
                    }
                });
            }
        }
    }

    public static interface OfDouble extends PrimitiveIterator<Double, DoubleConsumer> {
        double nextDouble();

        default void forEachRemaining(DoubleConsumer action) {
            Objects.requireNonNull(action);
            while (hasNext()) {
                action.accept(nextDouble());
            }
        }

        default Double next() {
            return nextDouble();
        }

        default void forEachRemaining(Consumer<? super Double> action) {
            if (action instanceof DoubleConsumer) {
                forEachRemaining((DoubleConsumer) action);
            } else {
                Objects.requireNonNull(action);
                final Consumer<? super Double> a = action;
                forEachRemaining(new DoubleConsumer() {
                    public void accept(double value) {
                        a.accept(value);
                    }
                });
            }
        }
    }
}

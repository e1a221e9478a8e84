package java.util.concurrent;

import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The pieces of CompletionStage's default exceptionally*Async/Compose methods
 * (used only by stages other than CompletableFuture, which overrides them):
 * a handle step yields the stage itself or its recovery, thenCompose flattens it.
 */
final class StageDefaults {
    private StageDefaults() {
    }

    private static final class Identity<T> implements Function<CompletionStage<T>, CompletionStage<T>> {
        public CompletionStage<T> apply(CompletionStage<T> s) {
            return s;
        }
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    private static final Identity IDENTITY = new Identity();

    @SuppressWarnings("unchecked")
    static <T> Function<CompletionStage<T>, CompletionStage<T>> identity() {
        return (Function<CompletionStage<T>, CompletionStage<T>>) IDENTITY;
    }

    /** (value, failure) -> fn(failure), ignoring the value. */
    private static final class OnFailure<T, U> implements BiFunction<T, Throwable, U> {
        private final Function<Throwable, ? extends U> fn;

        OnFailure(Function<Throwable, ? extends U> fn) {
            this.fn = fn;
        }

        public U apply(T value, Throwable ex) {
            return fn.apply(ex);
        }
    }

    private static <T, U> CompletionStage<U> handleAsync(CompletionStage<T> stage, Function<Throwable, ? extends U> fn,
                                                         Executor executor) {
        OnFailure<T, U> h = new OnFailure<T, U>(fn);
        return (executor == null) ? stage.handleAsync(h) : stage.handleAsync(h, executor);
    }

    static final class Recover<T> implements BiFunction<T, Throwable, CompletionStage<T>> {
        private final Function<Throwable, ? extends T> fn;
        private final CompletionStage<T> stage;
        private final Executor executor;

        Recover(Function<Throwable, ? extends T> fn, CompletionStage<T> stage, Executor executor, boolean unused) {
            this.fn = fn;
            this.stage = stage;
            this.executor = executor;
        }

        public CompletionStage<T> apply(T value, Throwable ex) {
            if (ex == null) {
                return stage;
            }
            return StageDefaults.<T, T>handleAsync(stage, fn, executor);
        }
    }

    static final class ComposeRecover<T> implements BiFunction<T, Throwable, CompletionStage<T>> {
        private final Function<Throwable, ? extends CompletionStage<T>> fn;
        private final CompletionStage<T> stage;
        private final Executor executor;
        private final boolean async;

        ComposeRecover(Function<Throwable, ? extends CompletionStage<T>> fn, CompletionStage<T> stage, Executor executor,
                       boolean async) {
            this.fn = fn;
            this.stage = stage;
            this.executor = executor;
            this.async = async;
        }

        public CompletionStage<T> apply(T value, Throwable ex) {
            if (ex == null) {
                return stage;
            }
            if (!async) {
                return fn.apply(ex);
            }
            CompletionStage<CompletionStage<T>> s = StageDefaults.<T, CompletionStage<T>>handleAsync(stage, fn, executor);
            return s.thenCompose(StageDefaults.<T>identity());
        }
    }
}

package java.util.concurrent;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A future completed once, with a stack of dependent actions fired when it
 * is. Observable order follows the JDK: dependents are kept last-in
 * first-out, and a dependent that completes while firing hands its own
 * dependents to the source's loop (so no recursion, and the same order of
 * callbacks as HotSpot). Stack and result changes happen under this future's
 * monitor; waiters in get/join wait on it too. No user code runs while it is held.
 *
 * Async work goes to ForkJoinPool.commonPool() when its parallelism is above
 * one, otherwise (as on a one- or two-processor JDK) to a new thread per task.
 */
public class CompletableFuture<T> implements Future<T>, CompletionStage<T> {
    /** null while incomplete; an AltResult for null or an exception. */
    volatile Object result;
    volatile Completion stack;

    static final class AltResult {
        final Throwable ex;

        AltResult(Throwable x) {
            this.ex = x;
        }
    }

    static final AltResult NIL = new AltResult(null);

    private static final boolean USE_COMMON_POOL = ForkJoinPool.getCommonPoolParallelism() > 1;

    private static final Executor ASYNC_POOL = USE_COMMON_POOL ? ForkJoinPool.commonPool() : new ThreadPerTaskExecutor();

    /** Marker for the tasks this class hands to executors. */
    public static interface AsynchronousCompletionTask {
    }

    static final class ThreadPerTaskExecutor implements Executor {
        public void execute(Runnable r) {
            if (r == null) {
                throw new NullPointerException();
            }
            new Thread(r).start();
        }
    }

    static Executor screenExecutor(Executor e) {
        if (!USE_COMMON_POOL && e == ForkJoinPool.commonPool()) {
            return ASYNC_POOL;
        }
        if (e == null) {
            throw new NullPointerException();
        }
        return e;
    }

    // Modes of tryFire: called from a stack walk (nested), directly (sync), or on an executor (async).
    static final int SYNC = 0;
    static final int ASYNC = 1;
    static final int NESTED = -1;

    public CompletableFuture() {
    }

    CompletableFuture(Object r) {
        this.result = r;
    }

    // ---- state changes under this future's monitor ----

    final synchronized boolean casResult(Object r) {
        if (result != null) {
            return false;
        }
        result = r;
        notifyAll();
        return true;
    }

    private synchronized void setResult(Object r) {
        result = r;
        notifyAll();
    }

    final synchronized boolean casStack(Completion expect, Completion update) {
        if (stack != expect) {
            return false;
        }
        stack = update;
        return true;
    }

    final synchronized void pushStack(Completion c) {
        c.next = stack;
        stack = c;
    }

    /** Pushes c if this future is still incomplete. */
    final synchronized boolean pushIfIncomplete(Completion c) {
        if (result != null) {
            return false;
        }
        c.next = stack;
        stack = c;
        return true;
    }

    // ---- encodings ----

    static Object encodeThrowable(Throwable x) {
        return new AltResult((x instanceof CompletionException) ? x : new CompletionException(x));
    }

    /** x wrapped in a CompletionException, reusing r when it already holds exactly that. */
    static Object encodeThrowable(Throwable x, Object r) {
        if (!(x instanceof CompletionException)) {
            x = new CompletionException(x);
        } else if (r instanceof AltResult && x == ((AltResult) r).ex) {
            return r;
        }
        return new AltResult(x);
    }

    static Object encodeRelay(Object r) {
        Throwable x;
        if (r instanceof AltResult && (x = ((AltResult) r).ex) != null && !(x instanceof CompletionException)) {
            r = new AltResult(new CompletionException(x));
        }
        return r;
    }

    static Object encodeValue(Object t) {
        return (t == null) ? NIL : t;
    }

    final boolean completeNull() {
        return casResult(NIL);
    }

    final boolean completeValue(Object t) {
        return casResult(encodeValue(t));
    }

    final boolean completeThrowable(Throwable x) {
        return casResult(encodeThrowable(x));
    }

    final boolean completeThrowable(Throwable x, Object r) {
        return casResult(encodeThrowable(x, r));
    }

    final boolean completeRelay(Object r) {
        return casResult(encodeRelay(r));
    }

    // ---- dependents ----

    abstract static class Completion implements Runnable, AsynchronousCompletionTask {
        volatile Completion next;

        /** Fires if possible; returns a future whose dependents the caller should run (nested mode), or null. */
        abstract CompletableFuture<?> tryFire(int mode);

        abstract boolean isLive();

        public final void run() {
            tryFire(ASYNC);
        }
    }

    /** Fires every dependent, handing nested ones to this loop rather than recursing. */
    final void postComplete() {
        CompletableFuture<?> f = this;
        Completion h;
        while ((h = f.stack) != null || (f != this && (h = (f = this).stack) != null)) {
            Completion t = h.next;
            if (f.casStack(h, t)) {
                if (t != null) {
                    if (f != this) {
                        pushStack(h);
                        continue;
                    }
                    h.next = null;
                }
                CompletableFuture<?> d = h.tryFire(NESTED);
                f = (d == null) ? this : d;
            }
        }
    }

    /** Unlinks dead dependents: dead ones on top, or else the first dead one below a live top. */
    final synchronized void cleanStack() {
        Completion p = stack;
        boolean unlinked = false;
        for (;;) {
            if (p == null) {
                return;
            }
            if (p.isLive()) {
                if (unlinked) {
                    return;
                }
                break;
            }
            p = p.next;
            stack = p;
            unlinked = true;
        }
        for (Completion q = p.next; q != null; ) {
            Completion s = q.next;
            if (q.isLive()) {
                p = q;
                q = s;
            } else {
                p.next = s;
                break;
            }
        }
    }

    final void unipush(Completion c) {
        if (c != null && !pushIfIncomplete(c)) {
            c.tryFire(SYNC);
        }
    }

    /** After a dependent fired: runs the source's remaining dependents, and this one's unless nested. */
    final CompletableFuture<T> postFire(CompletableFuture<?> a, int mode) {
        if (a != null && a.stack != null) {
            Object r = a.result;
            if (r == null) {
                a.cleanStack();
            }
            if (mode >= 0 && (r != null || a.result != null)) {
                a.postComplete();
            }
        }
        if (result != null && stack != null) {
            if (mode < 0) {
                return this;
            }
            postComplete();
        }
        return null;
    }

    final CompletableFuture<T> postFire(CompletableFuture<?> a, CompletableFuture<?> b, int mode) {
        if (b != null && b.stack != null) {
            Object r = b.result;
            if (r == null) {
                b.cleanStack();
            }
            if (mode >= 0 && (r != null || b.result != null)) {
                b.postComplete();
            }
        }
        return postFire(a, mode);
    }

    // Kinds of single-source dependents.
    static final int APPLY = 1;
    static final int ACCEPT = 2;
    static final int RUN = 3;
    static final int WHEN = 4;
    static final int HANDLE = 5;
    static final int EXCEPTIONALLY = 6;
    static final int COMPOSE = 7;
    static final int COMPOSE_EXCEPTIONALLY = 8;
    static final int RELAY = 9;
    // Kinds of two-source dependents.
    static final int BOTH_APPLY = 11;
    static final int BOTH_ACCEPT = 12;
    static final int BOTH_RUN = 13;
    static final int BOTH_RELAY = 14;
    static final int EITHER_APPLY = 21;
    static final int EITHER_ACCEPT = 22;
    static final int EITHER_RUN = 23;

    /** A dependent of one source; with an executor it runs there once claimed. */
    static class UniCompletion extends Completion {
        final int kind;
        Executor executor;
        CompletableFuture<?> dep;
        CompletableFuture<?> src;
        Object fn;
        private boolean claimed;

        UniCompletion(int kind, Executor executor, CompletableFuture<?> dep, CompletableFuture<?> src, Object fn) {
            this.kind = kind;
            this.executor = executor;
            this.dep = dep;
            this.src = src;
            this.fn = fn;
        }

        /** True if the caller should run the action now; false if already claimed or sent to the executor. */
        final boolean claim() {
            Executor e = executor;
            synchronized (this) {
                if (claimed) {
                    return false;
                }
                claimed = true;
            }
            if (e == null) {
                return true;
            }
            executor = null;
            e.execute(this);
            return false;
        }

        boolean isLive() {
            return dep != null;
        }

        CompletableFuture<?> tryFire(int mode) {
            CompletableFuture<?> d;
            CompletableFuture<?> a;
            Object r;
            if ((a = src) == null || (r = a.result) == null || (d = dep) == null) {
                return null;
            }
            if (!d.uniFire(kind, fn, r, (mode > 0) ? null : this)) {
                return null;
            }
            src = null;
            dep = null;
            fn = null;
            return d.postFire(a, mode);
        }
    }

    /** A dependent of two sources: both (thenCombine & co, allOf) or either. */
    static final class BiCompletion extends UniCompletion {
        CompletableFuture<?> snd;

        BiCompletion(int kind, Executor executor, CompletableFuture<?> dep, CompletableFuture<?> src,
                     CompletableFuture<?> snd, Object fn) {
            super(kind, executor, dep, src, fn);
            this.snd = snd;
        }

        CompletableFuture<?> tryFire(int mode) {
            CompletableFuture<?> d;
            CompletableFuture<?> a;
            CompletableFuture<?> b;
            Object r;
            UniCompletion c = (mode > 0) ? null : this;
            if (kind >= EITHER_APPLY) {
                if ((a = src) == null || (b = snd) == null || ((r = a.result) == null && (r = b.result) == null)
                    || (d = dep) == null || !d.eitherFire(kind, fn, r, c)) {
                    return null;
                }
            } else {
                Object s;
                if ((a = src) == null || (r = a.result) == null || (b = snd) == null || (s = b.result) == null
                    || (d = dep) == null || !d.bothFire(kind, fn, r, s, c)) {
                    return null;
                }
            }
            src = null;
            snd = null;
            dep = null;
            fn = null;
            return d.postFire(a, b, mode);
        }
    }

    /** Stands on the second source's stack for a two-source dependent. */
    static final class CoCompletion extends Completion {
        BiCompletion base;

        CoCompletion(BiCompletion base) {
            this.base = base;
        }

        CompletableFuture<?> tryFire(int mode) {
            BiCompletion c = base;
            CompletableFuture<?> d;
            if (c == null || (d = c.tryFire(mode)) == null) {
                return null;
            }
            base = null;
            return d;
        }

        boolean isLive() {
            BiCompletion c = base;
            return c != null && c.dep != null;
        }
    }

    /** anyOf: the first source to complete completes dep. */
    static final class AnyOf extends Completion {
        CompletableFuture<Object> dep;
        CompletableFuture<?> src;
        CompletableFuture<?>[] srcs;

        AnyOf(CompletableFuture<Object> dep, CompletableFuture<?> src, CompletableFuture<?>[] srcs) {
            this.dep = dep;
            this.src = src;
            this.srcs = srcs;
        }

        CompletableFuture<Object> tryFire(int mode) {
            CompletableFuture<Object> d;
            CompletableFuture<?> a;
            CompletableFuture<?>[] as;
            Object r;
            if ((a = src) == null || (r = a.result) == null || (d = dep) == null || (as = srcs) == null) {
                return null;
            }
            src = null;
            dep = null;
            srcs = null;
            if (d.completeRelay(r)) {
                for (int i = 0; i < as.length; i++) {
                    if (as[i] != a) {
                        as[i].cleanStack();
                    }
                }
                if (mode < 0) {
                    return d;
                }
                d.postComplete();
            }
            return null;
        }

        boolean isLive() {
            CompletableFuture<Object> d = dep;
            return d != null && d.result == null;
        }
    }

    /**
     * Completes this dependent from source result r; false when the action was
     * handed to an executor (or a composed stage is still pending).
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    final boolean uniFire(int kind, Object fn, Object r, UniCompletion c) {
        if (result != null) {
            return true;
        }
        Throwable x = (r instanceof AltResult) ? ((AltResult) r).ex : null;
        Object v = (r instanceof AltResult) ? null : r;
        if (kind == RELAY) {
            completeRelay(r);
            return true;
        }
        if (kind == WHEN) {
            try {
                if (c != null && !c.claim()) {
                    return false;
                }
                ((BiConsumer) fn).accept(v, x);
                if (x == null) {
                    casResult(r);
                    return true;
                }
            } catch (Throwable ex) {
                if (x == null) {
                    x = ex;
                } else if (x != ex) {
                    x.addSuppressed(ex);
                }
            }
            completeThrowable(x, r);
            return true;
        }
        if (x != null && (kind == APPLY || kind == ACCEPT || kind == RUN || kind == COMPOSE)) {
            completeThrowable(x, r);
            return true;
        }
        if (x == null && (kind == EXCEPTIONALLY || kind == COMPOSE_EXCEPTIONALLY)) {
            casResult(r);
            return true;
        }
        try {
            if (c != null && !c.claim()) {
                return false;
            }
            switch (kind) {
                case APPLY:
                    completeValue(((Function) fn).apply(v));
                    break;
                case ACCEPT:
                    ((Consumer) fn).accept(v);
                    completeNull();
                    break;
                case RUN:
                    ((Runnable) fn).run();
                    completeNull();
                    break;
                case HANDLE:
                    completeValue(((BiFunction) fn).apply(v, x));
                    break;
                case EXCEPTIONALLY:
                    completeValue(((Function) fn).apply(x));
                    break;
                default: {
                    // COMPOSE or COMPOSE_EXCEPTIONALLY: relay the stage the function returns.
                    Object arg = (kind == COMPOSE) ? v : x;
                    CompletableFuture<?> g = ((CompletionStage<?>) ((Function) fn).apply(arg)).toCompletableFuture();
                    Object s = g.result;
                    if (s != null) {
                        completeRelay(s);
                    } else {
                        g.unipush(new UniCompletion(RELAY, null, this, g, null));
                        if (result == null) {
                            return false;
                        }
                    }
                    break;
                }
            }
        } catch (Throwable ex) {
            completeThrowable(ex);
        }
        return true;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    final boolean bothFire(int kind, Object fn, Object r, Object s, UniCompletion c) {
        if (result != null) {
            return true;
        }
        Throwable x;
        if (r instanceof AltResult && (x = ((AltResult) r).ex) != null) {
            completeThrowable(x, r);
            return true;
        }
        if (s instanceof AltResult && (x = ((AltResult) s).ex) != null) {
            completeThrowable(x, s);
            return true;
        }
        if (kind == BOTH_RELAY) {
            completeNull();
            return true;
        }
        Object v = (r instanceof AltResult) ? null : r;
        Object w = (s instanceof AltResult) ? null : s;
        try {
            if (c != null && !c.claim()) {
                return false;
            }
            if (kind == BOTH_APPLY) {
                completeValue(((BiFunction) fn).apply(v, w));
            } else if (kind == BOTH_ACCEPT) {
                ((BiConsumer) fn).accept(v, w);
                completeNull();
            } else {
                ((Runnable) fn).run();
                completeNull();
            }
        } catch (Throwable ex) {
            completeThrowable(ex);
        }
        return true;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    final boolean eitherFire(int kind, Object fn, Object r, UniCompletion c) {
        if (result != null) {
            return true;
        }
        try {
            // Unlike the others, an either-dependent is claimed before looking at the outcome.
            if (c != null && !c.claim()) {
                return false;
            }
            if (r instanceof AltResult) {
                Throwable x = ((AltResult) r).ex;
                if (x != null) {
                    completeThrowable(x, r);
                    return true;
                }
                r = null;
            }
            if (kind == EITHER_APPLY) {
                completeValue(((Function) fn).apply(r));
            } else if (kind == EITHER_ACCEPT) {
                ((Consumer) fn).accept(r);
                completeNull();
            } else {
                ((Runnable) fn).run();
                completeNull();
            }
        } catch (Throwable ex) {
            completeThrowable(ex);
        }
        return true;
    }

    // ---- building stages ----

    /** A new dependent of this future of the given kind, fired now if this one is done. */
    private <V> CompletableFuture<V> uniStage(int kind, Executor e, Object fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        CompletableFuture<V> d = newIncompleteFuture();
        Object r = result;
        if (r == null) {
            unipush(new UniCompletion(kind, e, d, this, fn));
        } else {
            uniNow(d, kind, e, fn, r);
        }
        return d;
    }

    private void uniNow(CompletableFuture<?> d, int kind, Executor e, Object fn, Object r) {
        Throwable x = (r instanceof AltResult) ? ((AltResult) r).ex : null;
        if (x != null && (kind == APPLY || kind == ACCEPT || kind == RUN || kind == COMPOSE)) {
            d.result = encodeThrowable(x, r);
            return;
        }
        if (x == null && kind == COMPOSE_EXCEPTIONALLY) {
            d.result = r;
            return;
        }
        if (e == null) {
            d.uniFire(kind, fn, r, null);
            return;
        }
        try {
            e.execute(new UniCompletion(kind, null, d, this, fn));
        } catch (Throwable ex) {
            d.result = encodeThrowable(ex);
        }
    }

    private <U, V> CompletableFuture<V> bothStage(int kind, Executor e, CompletionStage<U> o, Object fn) {
        CompletableFuture<U> b;
        if (fn == null || (b = o.toCompletableFuture()) == null) {
            throw new NullPointerException();
        }
        CompletableFuture<V> d = newIncompleteFuture();
        Object r;
        Object s;
        if ((r = result) == null || (s = b.result) == null) {
            bipush(b, new BiCompletion(kind, e, d, this, b, fn));
        } else if (e == null) {
            d.bothFire(kind, fn, r, s, null);
        } else {
            try {
                e.execute(new BiCompletion(kind, null, d, this, b, fn));
            } catch (Throwable ex) {
                d.result = encodeThrowable(ex);
            }
        }
        return d;
    }

    private <U, V> CompletableFuture<V> eitherStage(int kind, Executor e, CompletionStage<U> o, Object fn) {
        CompletableFuture<U> b;
        if (fn == null || (b = o.toCompletableFuture()) == null) {
            throw new NullPointerException();
        }
        Object r;
        CompletableFuture<?> z;
        if ((r = (z = this).result) != null || (r = (z = b).result) != null) {
            CompletableFuture<V> d = z.newIncompleteFuture();
            z.uniNow(d, kind - (EITHER_APPLY - APPLY), e, fn, r);
            return d;
        }
        CompletableFuture<V> d = newIncompleteFuture();
        orpush(b, new BiCompletion(kind, e, d, this, b, fn));
        return d;
    }

    /** Pushes c on this future, and a stand-in on b, for a dependent needing both. */
    final void bipush(CompletableFuture<?> b, BiCompletion c) {
        if (pushIfIncomplete(c)) {
            if (!b.pushIfIncomplete(new CoCompletion(c))) {
                if (result != null) {
                    c.tryFire(SYNC);
                }
            }
        } else {
            b.unipush(c);
        }
    }

    /** Pushes c on this future, and a stand-in on b, for a dependent needing either. */
    final void orpush(CompletableFuture<?> b, BiCompletion c) {
        if (!pushIfIncomplete(c)) {
            c.tryFire(SYNC);
        } else {
            b.unipush(new CoCompletion(c));
        }
    }

    // ---- async sources ----

    static final class AsyncSupply<T> implements Runnable, AsynchronousCompletionTask {
        CompletableFuture<T> dep;
        Supplier<? extends T> fn;

        AsyncSupply(CompletableFuture<T> dep, Supplier<? extends T> fn) {
            this.dep = dep;
            this.fn = fn;
        }

        public void run() {
            CompletableFuture<T> d = dep;
            Supplier<? extends T> f = fn;
            if (d != null && f != null) {
                dep = null;
                fn = null;
                if (d.result == null) {
                    try {
                        d.completeValue(f.get()); // hotspot:1768
                    } catch (Throwable ex) {
                        d.completeThrowable(ex);
                    }
                }
                d.postComplete();
            }
        }
    }

    static final class AsyncRun implements Runnable, AsynchronousCompletionTask {
        CompletableFuture<Void> dep;
        Runnable fn;

        AsyncRun(CompletableFuture<Void> dep, Runnable fn) {
            this.dep = dep;
            this.fn = fn;
        }

        public void run() {
            CompletableFuture<Void> d = dep;
            Runnable f = fn;
            if (d != null && f != null) {
                dep = null;
                fn = null;
                if (d.result == null) {
                    try {
                        f.run(); // hotspot:1804
                        d.completeNull();
                    } catch (Throwable ex) {
                        d.completeThrowable(ex);
                    }
                }
                d.postComplete();
            }
        }
    }

    public static <U> CompletableFuture<U> supplyAsync(Supplier<U> supplier) {
        return asyncSupplyStage(ASYNC_POOL, supplier);
    }

    public static <U> CompletableFuture<U> supplyAsync(Supplier<U> supplier, Executor executor) {
        return asyncSupplyStage(screenExecutor(executor), supplier);
    }

    private static <U> CompletableFuture<U> asyncSupplyStage(Executor e, Supplier<U> f) {
        if (f == null) {
            throw new NullPointerException();
        }
        CompletableFuture<U> d = new CompletableFuture<U>();
        e.execute(new AsyncSupply<U>(d, f));
        return d;
    }

    public static CompletableFuture<Void> runAsync(Runnable runnable) {
        return asyncRunStage(ASYNC_POOL, runnable);
    }

    public static CompletableFuture<Void> runAsync(Runnable runnable, Executor executor) {
        return asyncRunStage(screenExecutor(executor), runnable);
    }

    private static CompletableFuture<Void> asyncRunStage(Executor e, Runnable f) {
        if (f == null) {
            throw new NullPointerException();
        }
        CompletableFuture<Void> d = new CompletableFuture<Void>();
        e.execute(new AsyncRun(d, f));
        return d;
    }

    public static <U> CompletableFuture<U> completedFuture(U value) {
        return new CompletableFuture<U>(encodeValue(value));
    }

    public static <U> CompletionStage<U> completedStage(U value) {
        return new MinimalStage<U>(encodeValue(value));
    }

    public static <U> CompletableFuture<U> failedFuture(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        return new CompletableFuture<U>(new AltResult(ex));
    }

    public static <U> CompletionStage<U> failedStage(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        return new MinimalStage<U>(new AltResult(ex));
    }

    // ---- Future ----

    public boolean isDone() {
        return result != null;
    }

    private Object waitForResult(boolean interruptible) throws InterruptedException {
        Object r;
        boolean interrupted = false;
        synchronized (this) {
            while ((r = result) == null) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    if (interruptible) {
                        throw e;
                    }
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        return r;
    }

    private Object waitForResult(long nanos) throws InterruptedException, TimeoutException {
        long deadline = Blocking.deadline(nanos);
        Object r;
        synchronized (this) {
            while ((r = result) == null) {
                long left = deadline - System.nanoTime();
                if (left <= 0L) {
                    throw new TimeoutException();
                }
                Blocking.waitNanos(this, left);
            }
        }
        return r;
    }

    @SuppressWarnings("unchecked")
    private static <T> T reportGet(Object r) throws ExecutionException {
        if (r instanceof AltResult) {
            Throwable x = ((AltResult) r).ex;
            if (x == null) {
                return null;
            }
            if (x instanceof CancellationException) {
                throw (CancellationException) x;
            }
            Throwable cause;
            if ((x instanceof CompletionException) && (cause = x.getCause()) != null) {
                x = cause;
            }
            throw new ExecutionException(x); // hotspot:396
        }
        return (T) r;
    }

    @SuppressWarnings("unchecked")
    private static <T> T reportJoin(Object r) {
        if (r instanceof AltResult) {
            Throwable x = ((AltResult) r).ex;
            if (x == null) {
                return null;
            }
            if (x instanceof CancellationException) {
                throw (CancellationException) x;
            }
            if (x instanceof CompletionException) {
                throw (CompletionException) x;
            }
            throw new CompletionException(x);
        }
        return (T) r;
    }

    public T get() throws InterruptedException, ExecutionException {
        Object r = result;
        return reportGet((r == null) ? waitForResult(true) : r); // hotspot:2073
    }

    public T get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        long nanos = unit.toNanos(timeout);
        Object r = result;
        return reportGet((r == null) ? waitForResult(nanos) : r);
    }

    public T join() {
        Object r = result;
        if (r == null) {
            try {
                r = waitForResult(false);
            } catch (InterruptedException cannotHappen) {
                throw new AssertionError(cannotHappen);
            }
        }
        return reportJoin(r);
    }

    public T getNow(T valueIfAbsent) {
        Object r = result;
        return (r == null) ? valueIfAbsent : CompletableFuture.<T>reportJoin(r);
    }

    public boolean complete(T value) {
        boolean triggered = completeValue(value);
        postComplete();
        return triggered;
    }

    public boolean completeExceptionally(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        boolean triggered = casResult(new AltResult(ex));
        postComplete();
        return triggered;
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        boolean cancelled = (result == null) && casResult(new AltResult(new CancellationException()));
        postComplete();
        return cancelled || isCancelled();
    }

    public boolean isCancelled() {
        Object r = result;
        return (r instanceof AltResult) && (((AltResult) r).ex instanceof CancellationException);
    }

    public boolean isCompletedExceptionally() {
        Object r = result;
        return (r instanceof AltResult) && r != NIL;
    }

    public void obtrudeValue(T value) {
        setResult(encodeValue(value));
        postComplete();
    }

    public void obtrudeException(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        setResult(new AltResult(ex));
        postComplete();
    }

    public int getNumberOfDependents() {
        return countDependents();
    }

    private int countDependents() {
        int count = 0;
        for (Completion p = stack; p != null; p = p.next) {
            count++;
        }
        return count;
    }

    public String toString() {
        Object r = result;
        int count = countDependents();
        String status;
        if (r == null) {
            status = (count == 0) ? "[Not completed]" : "[Not completed, " + count + " dependents]";
        } else if (r instanceof AltResult && ((AltResult) r).ex != null) {
            status = "[Completed exceptionally: " + ((AltResult) r).ex + "]";
        } else {
            status = "[Completed normally]";
        }
        return super.toString() + status;
    }

    // ---- CompletionStage ----

    public <U> CompletableFuture<U> thenApply(Function<? super T, ? extends U> fn) {
        return uniStage(APPLY, null, fn);
    }

    public <U> CompletableFuture<U> thenApplyAsync(Function<? super T, ? extends U> fn) {
        return uniStage(APPLY, defaultExecutor(), fn);
    }

    public <U> CompletableFuture<U> thenApplyAsync(Function<? super T, ? extends U> fn, Executor executor) {
        return uniStage(APPLY, screenExecutor(executor), fn);
    }

    public CompletableFuture<Void> thenAccept(Consumer<? super T> action) {
        return uniStage(ACCEPT, null, action);
    }

    public CompletableFuture<Void> thenAcceptAsync(Consumer<? super T> action) {
        return uniStage(ACCEPT, defaultExecutor(), action);
    }

    public CompletableFuture<Void> thenAcceptAsync(Consumer<? super T> action, Executor executor) {
        return uniStage(ACCEPT, screenExecutor(executor), action);
    }

    public CompletableFuture<Void> thenRun(Runnable action) {
        return uniStage(RUN, null, action);
    }

    public CompletableFuture<Void> thenRunAsync(Runnable action) {
        return uniStage(RUN, defaultExecutor(), action);
    }

    public CompletableFuture<Void> thenRunAsync(Runnable action, Executor executor) {
        return uniStage(RUN, screenExecutor(executor), action);
    }

    public <U, V> CompletableFuture<V> thenCombine(CompletionStage<? extends U> other,
                                                   BiFunction<? super T, ? super U, ? extends V> fn) {
        return bothStage(BOTH_APPLY, null, other, fn);
    }

    public <U, V> CompletableFuture<V> thenCombineAsync(CompletionStage<? extends U> other,
                                                        BiFunction<? super T, ? super U, ? extends V> fn) {
        return bothStage(BOTH_APPLY, defaultExecutor(), other, fn);
    }

    public <U, V> CompletableFuture<V> thenCombineAsync(CompletionStage<? extends U> other,
                                                        BiFunction<? super T, ? super U, ? extends V> fn,
                                                        Executor executor) {
        return bothStage(BOTH_APPLY, screenExecutor(executor), other, fn);
    }

    public <U> CompletableFuture<Void> thenAcceptBoth(CompletionStage<? extends U> other,
                                                      BiConsumer<? super T, ? super U> action) {
        return bothStage(BOTH_ACCEPT, null, other, action);
    }

    public <U> CompletableFuture<Void> thenAcceptBothAsync(CompletionStage<? extends U> other,
                                                           BiConsumer<? super T, ? super U> action) {
        return bothStage(BOTH_ACCEPT, defaultExecutor(), other, action);
    }

    public <U> CompletableFuture<Void> thenAcceptBothAsync(CompletionStage<? extends U> other,
                                                           BiConsumer<? super T, ? super U> action, Executor executor) {
        return bothStage(BOTH_ACCEPT, screenExecutor(executor), other, action);
    }

    public CompletableFuture<Void> runAfterBoth(CompletionStage<?> other, Runnable action) {
        return bothStage(BOTH_RUN, null, other, action);
    }

    public CompletableFuture<Void> runAfterBothAsync(CompletionStage<?> other, Runnable action) {
        return bothStage(BOTH_RUN, defaultExecutor(), other, action);
    }

    public CompletableFuture<Void> runAfterBothAsync(CompletionStage<?> other, Runnable action, Executor executor) {
        return bothStage(BOTH_RUN, screenExecutor(executor), other, action);
    }

    public <U> CompletableFuture<U> applyToEither(CompletionStage<? extends T> other, Function<? super T, U> fn) {
        return eitherStage(EITHER_APPLY, null, other, fn);
    }

    public <U> CompletableFuture<U> applyToEitherAsync(CompletionStage<? extends T> other, Function<? super T, U> fn) {
        return eitherStage(EITHER_APPLY, defaultExecutor(), other, fn);
    }

    public <U> CompletableFuture<U> applyToEitherAsync(CompletionStage<? extends T> other, Function<? super T, U> fn,
                                                       Executor executor) {
        return eitherStage(EITHER_APPLY, screenExecutor(executor), other, fn);
    }

    public CompletableFuture<Void> acceptEither(CompletionStage<? extends T> other, Consumer<? super T> action) {
        return eitherStage(EITHER_ACCEPT, null, other, action);
    }

    public CompletableFuture<Void> acceptEitherAsync(CompletionStage<? extends T> other, Consumer<? super T> action) {
        return eitherStage(EITHER_ACCEPT, defaultExecutor(), other, action);
    }

    public CompletableFuture<Void> acceptEitherAsync(CompletionStage<? extends T> other, Consumer<? super T> action,
                                                     Executor executor) {
        return eitherStage(EITHER_ACCEPT, screenExecutor(executor), other, action);
    }

    public CompletableFuture<Void> runAfterEither(CompletionStage<?> other, Runnable action) {
        return eitherStage(EITHER_RUN, null, other, action);
    }

    public CompletableFuture<Void> runAfterEitherAsync(CompletionStage<?> other, Runnable action) {
        return eitherStage(EITHER_RUN, defaultExecutor(), other, action);
    }

    public CompletableFuture<Void> runAfterEitherAsync(CompletionStage<?> other, Runnable action, Executor executor) {
        return eitherStage(EITHER_RUN, screenExecutor(executor), other, action);
    }

    public <U> CompletableFuture<U> thenCompose(Function<? super T, ? extends CompletionStage<U>> fn) {
        return uniStage(COMPOSE, null, fn);
    }

    public <U> CompletableFuture<U> thenComposeAsync(Function<? super T, ? extends CompletionStage<U>> fn) {
        return uniStage(COMPOSE, defaultExecutor(), fn);
    }

    public <U> CompletableFuture<U> thenComposeAsync(Function<? super T, ? extends CompletionStage<U>> fn,
                                                     Executor executor) {
        return uniStage(COMPOSE, screenExecutor(executor), fn);
    }

    public CompletableFuture<T> whenComplete(BiConsumer<? super T, ? super Throwable> action) {
        return uniStage(WHEN, null, action);
    }

    public CompletableFuture<T> whenCompleteAsync(BiConsumer<? super T, ? super Throwable> action) {
        return uniStage(WHEN, defaultExecutor(), action);
    }

    public CompletableFuture<T> whenCompleteAsync(BiConsumer<? super T, ? super Throwable> action, Executor executor) {
        return uniStage(WHEN, screenExecutor(executor), action);
    }

    public <U> CompletableFuture<U> handle(BiFunction<? super T, Throwable, ? extends U> fn) {
        return uniStage(HANDLE, null, fn);
    }

    public <U> CompletableFuture<U> handleAsync(BiFunction<? super T, Throwable, ? extends U> fn) {
        return uniStage(HANDLE, defaultExecutor(), fn);
    }

    public <U> CompletableFuture<U> handleAsync(BiFunction<? super T, Throwable, ? extends U> fn, Executor executor) {
        return uniStage(HANDLE, screenExecutor(executor), fn);
    }

    public CompletableFuture<T> toCompletableFuture() {
        return this;
    }

    public CompletableFuture<T> exceptionally(Function<Throwable, ? extends T> fn) {
        return uniStage(EXCEPTIONALLY, null, fn);
    }

    public CompletableFuture<T> exceptionallyAsync(Function<Throwable, ? extends T> fn) {
        return uniStage(EXCEPTIONALLY, defaultExecutor(), fn);
    }

    public CompletableFuture<T> exceptionallyAsync(Function<Throwable, ? extends T> fn, Executor executor) {
        return uniStage(EXCEPTIONALLY, screenExecutor(executor), fn);
    }

    public CompletableFuture<T> exceptionallyCompose(Function<Throwable, ? extends CompletionStage<T>> fn) {
        return uniStage(COMPOSE_EXCEPTIONALLY, null, fn);
    }

    public CompletableFuture<T> exceptionallyComposeAsync(Function<Throwable, ? extends CompletionStage<T>> fn) {
        return uniStage(COMPOSE_EXCEPTIONALLY, defaultExecutor(), fn);
    }

    public CompletableFuture<T> exceptionallyComposeAsync(Function<Throwable, ? extends CompletionStage<T>> fn,
                                                          Executor executor) {
        return uniStage(COMPOSE_EXCEPTIONALLY, screenExecutor(executor), fn);
    }

    // ---- combinators ----

    public static CompletableFuture<Void> allOf(CompletableFuture<?>... cfs) {
        return andTree(cfs, 0, cfs.length - 1);
    }

    /** A balanced tree of two-source relays over cfs[lo..hi]. */
    static CompletableFuture<Void> andTree(CompletableFuture<?>[] cfs, int lo, int hi) {
        CompletableFuture<Void> d = new CompletableFuture<Void>();
        if (lo > hi) {
            d.result = NIL;
            return d;
        }
        int mid = (lo + hi) >>> 1;
        CompletableFuture<?> a = (lo == mid) ? cfs[lo] : andTree(cfs, lo, mid);
        if (a == null) {
            throw new NullPointerException();
        }
        CompletableFuture<?> b = (lo == hi) ? a : (hi == mid + 1) ? cfs[hi] : andTree(cfs, mid + 1, hi);
        if (b == null) {
            throw new NullPointerException();
        }
        Object r = a.result;
        Object s = b.result;
        if (r == null || s == null) {
            a.bipush(b, new BiCompletion(BOTH_RELAY, null, d, a, b, null));
        } else if (r instanceof AltResult && ((AltResult) r).ex != null) {
            d.result = encodeThrowable(((AltResult) r).ex, r);
        } else if (s instanceof AltResult && ((AltResult) s).ex != null) {
            d.result = encodeThrowable(((AltResult) s).ex, s);
        } else {
            d.result = NIL;
        }
        return d;
    }

    public static CompletableFuture<Object> anyOf(CompletableFuture<?>... cfs) {
        int n = cfs.length;
        if (n <= 1) {
            return (n == 0) ? new CompletableFuture<Object>() : CompletableFuture.<Object>copyOf(cfs[0], false);
        }
        for (int i = 0; i < n; i++) {
            Object r = cfs[i].result;
            if (r != null) {
                return new CompletableFuture<Object>(encodeRelay(r));
            }
        }
        cfs = cfs.clone();
        CompletableFuture<Object> d = new CompletableFuture<Object>();
        for (int i = 0; i < n; i++) {
            cfs[i].unipush(new AnyOf(d, cfs[i], cfs));
        }
        // Completed while registering: clean the stacks the winner did not clean.
        if (d.result != null) {
            for (int i = 0; i < n; i++) {
                if (cfs[i].result != null) {
                    for (i++; i < n; i++) {
                        if (cfs[i].result == null) {
                            cfs[i].cleanStack();
                        }
                    }
                }
            }
        }
        return d;
    }

    /** A future relaying src's outcome; a MinimalStage when minimal. */
    @SuppressWarnings("unchecked")
    private static <U> CompletableFuture<U> copyOf(CompletableFuture<?> src, boolean minimal) {
        CompletableFuture<U> d = minimal ? new MinimalStage<U>() : (CompletableFuture<U>) src.newIncompleteFuture();
        Object r = src.result;
        if (r != null) {
            d.result = encodeRelay(r);
        } else {
            src.unipush(new UniCompletion(RELAY, null, d, src, null));
        }
        return d;
    }

    // ---- JDK 9 additions ----

    public <U> CompletableFuture<U> newIncompleteFuture() {
        return new CompletableFuture<U>();
    }

    public Executor defaultExecutor() {
        return ASYNC_POOL;
    }

    public CompletableFuture<T> copy() {
        return copyOf(this, false);
    }

    public CompletionStage<T> minimalCompletionStage() {
        return copyOf(this, true);
    }

    public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier, Executor executor) {
        if (supplier == null || executor == null) {
            throw new NullPointerException();
        }
        executor.execute(new AsyncSupply<T>(this, supplier));
        return this;
    }

    public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier) {
        return completeAsync(supplier, defaultExecutor());
    }

    public CompletableFuture<T> orTimeout(long timeout, TimeUnit unit) {
        if (unit == null) {
            throw new NullPointerException();
        }
        if (result == null) {
            whenComplete(new Canceller(Delayer.delay(new Timeout(this), timeout, unit)));
        }
        return this;
    }

    public CompletableFuture<T> completeOnTimeout(T value, long timeout, TimeUnit unit) {
        if (unit == null) {
            throw new NullPointerException();
        }
        if (result == null) {
            whenComplete(new Canceller(Delayer.delay(new DelayedCompleter<T>(this, value), timeout, unit)));
        }
        return this;
    }

    public static Executor delayedExecutor(long delay, TimeUnit unit, Executor executor) {
        if (unit == null || executor == null) {
            throw new NullPointerException();
        }
        return new DelayedExecutor(delay, unit, executor);
    }

    public static Executor delayedExecutor(long delay, TimeUnit unit) {
        if (unit == null) {
            throw new NullPointerException();
        }
        return new DelayedExecutor(delay, unit, ASYNC_POOL);
    }

    /** The one daemon thread ("CompletableFutureDelayScheduler") that fires timeouts and delays. */
    static final class Delayer {
        static ScheduledFuture<?> delay(Runnable command, long delay, TimeUnit unit) {
            return delayer.schedule(command, delay, unit);
        }

        static final class DaemonThreadFactory implements ThreadFactory {
            public Thread newThread(Runnable r) {
                Thread t = new Thread(r);
                t.setDaemon(true);
                t.setName("CompletableFutureDelayScheduler");
                return t;
            }
        }

        static final ScheduledThreadPoolExecutor delayer;

        static {
            delayer = new ScheduledThreadPoolExecutor(1, new DaemonThreadFactory());
            delayer.setRemoveOnCancelPolicy(true);
        }
    }

    static final class DelayedExecutor implements Executor {
        final long delay;
        final TimeUnit unit;
        final Executor executor;

        DelayedExecutor(long delay, TimeUnit unit, Executor executor) {
            this.delay = delay;
            this.unit = unit;
            this.executor = executor;
        }

        public void execute(Runnable r) {
            Delayer.delay(new TaskSubmitter(executor, r), delay, unit);
        }
    }

    static final class TaskSubmitter implements Runnable {
        final Executor executor;
        final Runnable action;

        TaskSubmitter(Executor executor, Runnable action) {
            this.executor = executor;
            this.action = action;
        }

        public void run() {
            executor.execute(action);
        }
    }

    static final class Timeout implements Runnable {
        final CompletableFuture<?> f;

        Timeout(CompletableFuture<?> f) {
            this.f = f;
        }

        public void run() {
            if (f != null && !f.isDone()) {
                f.completeExceptionally(new TimeoutException());
            }
        }
    }

    static final class DelayedCompleter<U> implements Runnable {
        final CompletableFuture<U> f;
        final U u;

        DelayedCompleter(CompletableFuture<U> f, U u) {
            this.f = f;
            this.u = u;
        }

        public void run() {
            if (f != null) {
                f.complete(u);
            }
        }
    }

    /** Cancels the pending timeout once the future completes some other way. */
    static final class Canceller implements BiConsumer<Object, Throwable> {
        final Future<?> f;

        Canceller(Future<?> f) {
            this.f = f;
        }

        public void accept(Object ignore, Throwable ex) {
            if (f != null && !f.isDone()) {
                f.cancel(false);
            }
        }
    }

    /** What minimalCompletionStage, completedStage and failedStage return: no completion methods. */
    static final class MinimalStage<T> extends CompletableFuture<T> {
        MinimalStage() {
        }

        MinimalStage(Object r) {
            super(r);
        }

        @Override
        public <U> CompletableFuture<U> newIncompleteFuture() {
            return new MinimalStage<U>();
        }

        @Override
        public T get() {
            throw new UnsupportedOperationException();
        }

        @Override
        public T get(long timeout, TimeUnit unit) {
            throw new UnsupportedOperationException();
        }

        @Override
        public T getNow(T valueIfAbsent) {
            throw new UnsupportedOperationException();
        }

        @Override
        public T join() {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean complete(T value) {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean completeExceptionally(Throwable ex) {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean cancel(boolean mayInterruptIfRunning) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void obtrudeValue(T value) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void obtrudeException(Throwable ex) {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean isDone() {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean isCancelled() {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean isCompletedExceptionally() {
            throw new UnsupportedOperationException();
        }

        @Override
        public int getNumberOfDependents() {
            throw new UnsupportedOperationException();
        }

        @Override
        public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier, Executor executor) {
            throw new UnsupportedOperationException();
        }

        @Override
        public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier) {
            throw new UnsupportedOperationException();
        }

        @Override
        public CompletableFuture<T> orTimeout(long timeout, TimeUnit unit) {
            throw new UnsupportedOperationException();
        }

        @Override
        public CompletableFuture<T> completeOnTimeout(T value, long timeout, TimeUnit unit) {
            throw new UnsupportedOperationException();
        }

        /** A plain CompletableFuture relaying this stage. */
        @Override
        public CompletableFuture<T> toCompletableFuture() {
            Object r = result;
            if (r != null) {
                return new CompletableFuture<T>(encodeRelay(r));
            }
            CompletableFuture<T> d = new CompletableFuture<T>();
            unipush(new UniCompletion(RELAY, null, d, this, null));
            return d;
        }
    }
}

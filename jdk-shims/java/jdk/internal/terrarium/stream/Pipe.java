package jdk.internal.terrarium.stream;

import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Spliterator;

/**
 * A stage of a stream pipeline. The head holds the source; every other stage
 * turns the sink of the next stage into its own (wrap). A terminal operation
 * wraps its sink through every stage and pushes the source's elements in,
 * one at a time with cancellation checks when some stage short-circuits.
 */
public abstract class Pipe {
    static final String MSG_LINKED = "stream has already been operated upon or closed";
    static final String MSG_CONSUMED = "source already consumed or closed";

    // stream flags
    static final int DISTINCT = 1;
    static final int SORTED = 2;
    /** Encounter order matters (only spliterator() reports it). */
    static final int ORDERED = 4;
    // operation flags
    static final int NOT_SIZED = 0x10;
    static final int ADJUSTS_SIZE = 0x20;
    static final int SHORT_CIRCUIT = 0x40;
    static final int NOT_DISTINCT = 0x100;
    static final int NOT_SORTED = 0x200;
    static final int SET_DISTINCT = 0x400;
    static final int SET_SORTED = 0x800;
    static final int NOT_ORDERED = 0x1000;
    static final int SET_ORDERED = 0x2000;

    final Pipe head;
    final Pipe upstream;
    /** DISTINCT/SORTED known of this stage's output. */
    final int flags;
    /** This stage's own operation flags. */
    final int opFlags;
    /** Some stage up to this one short-circuits. */
    final boolean shortCircuit;
    boolean linked;

    // head only
    Source source;
    Runnable closeAction;
    boolean parallel;

    Pipe(Source source, int flags) {
        this.head = this;
        this.upstream = null;
        this.source = source;
        this.flags = (source.characteristics() & Spliterator.ORDERED) != 0 ? flags | ORDERED : flags;
        this.opFlags = 0;
        this.shortCircuit = false;
    }

    Pipe(Pipe up, int opFlags) {
        if (up.linked) {
            throw new IllegalStateException(MSG_LINKED);
        }
        up.linked = true;
        this.head = up.head;
        this.upstream = up;
        this.opFlags = opFlags;
        int f = up.flags;
        if ((opFlags & NOT_DISTINCT) != 0) {
            f &= ~DISTINCT;
        }
        if ((opFlags & NOT_SORTED) != 0) {
            f &= ~SORTED;
        }
        if ((opFlags & SET_DISTINCT) != 0) {
            f |= DISTINCT;
        }
        if ((opFlags & SET_SORTED) != 0) {
            f |= SORTED;
        }
        if ((opFlags & NOT_ORDERED) != 0) {
            f &= ~ORDERED;
        }
        if ((opFlags & SET_ORDERED) != 0) {
            f |= ORDERED;
        }
        this.flags = f;
        this.shortCircuit = up.shortCircuit || (opFlags & SHORT_CIRCUIT) != 0;
    }

    /** This stage's sink, feeding downstream. Never called on the head. */
    Sink wrap(Sink downstream) {
        throw new IllegalStateException();
    }

    /** For size-adjusting stages: the output size for an input size >= 0. */
    long adjustSize(long n) {
        return n;
    }

    /** A buffer sink of this stage's output type. */
    abstract Buffer newBuffer();

    /** The exact output size, given the source's (-1: unknown). */
    final long outSize(long sourceSize) {
        if (upstream == null) {
            return sourceSize;
        }
        long n = upstream.outSize(sourceSize);
        if (n < 0 || (opFlags & NOT_SIZED) != 0) {
            return -1;
        }
        return (opFlags & ADJUSTS_SIZE) != 0 ? adjustSize(n) : n;
    }

    final void startTerminal() {
        if (linked) {
            throw new IllegalStateException(MSG_LINKED);
        }
        linked = true;
    }

    final Source takeSource() {
        Pipe h = head;
        Source s = h.source;
        if (s == null) {
            throw new IllegalStateException(MSG_CONSUMED);
        }
        h.source = null;
        return s;
    }

    final Sink wrapSink(Sink sink) {
        for (Pipe p = this; p.upstream != null; p = p.upstream) {
            sink = p.wrap(sink);
        }
        return sink;
    }

    static void copyInto(Sink wrapped, Source src, boolean cancellable) {
        wrapped.begin(src.size());
        if (cancellable) {
            do {
            } while (!wrapped.cancellationRequested() && src.tryAdvance(wrapped));
        } else {
            src.forEachRemaining(wrapped);
        }
        wrapped.end();
    }

    /** Runs a terminal operation (whose arguments are already checked). */
    final void evaluate(Sink terminal, boolean terminalShortCircuit) {
        startTerminal();
        Source src = takeSource();
        copyInto(wrapSink(terminal), src, shortCircuit || terminalShortCircuit);
    }

    /** count(): the size when known without traversal, else -1 (and consumed). */
    final long knownCount(Source src) {
        return outSize(src.size());
    }

    /** The elements as a pull source (terminal: marks this stage consumed). */
    final Source pullSource() {
        startTerminal();
        if (upstream == null) {
            return takeSource();
        }
        return new Wrapped(this);
    }

    /**
     * spliterator(): a stream that is only its source gives the source's own
     * spliterator (the user's, a collection's, an array's), as the JDK does;
     * a pipeline is pulled through Wrapped, unsplittable like the JDK's
     * sequential WrappingSpliterator, with the characteristics the stages
     * leave and the source's estimate.
     */
    final Spliterator<?> pullSpliterator(int shape) {
        startTerminal();
        if (upstream == null) {
            return takeSource().asSpliterator(shape);
        }
        int c = 0;
        if ((flags & ORDERED) != 0) {
            c |= Spliterator.ORDERED;
        }
        if ((flags & DISTINCT) != 0) {
            c |= Spliterator.DISTINCT;
        }
        if ((flags & SORTED) != 0) {
            c |= Spliterator.SORTED;
        }
        return SourceSpliterator.of(shape, new Wrapped(this), c, false);
    }

    // BaseStream support

    public final boolean isParallel() {
        return head.parallel;
    }

    final void addCloseAction(Runnable closeHandler) {
        Objects.requireNonNull(closeHandler);
        if (linked) {
            throw new IllegalStateException(MSG_LINKED);
        }
        Runnable existing = head.closeAction;
        head.closeAction = existing == null ? closeHandler : new ComposedClose(existing, closeHandler);
    }

    public void close() {
        linked = true;
        if (upstream == null) {
            source = null;
        }
        Pipe h = head;
        Runnable action = h.closeAction;
        if (action != null) {
            h.closeAction = null;
            action.run();
        }
    }

    static final class ComposedClose implements Runnable {
        private final Runnable a;
        private final Runnable b;

        ComposedClose(Runnable a, Runnable b) {
            this.a = a;
            this.b = b;
        }

        public void run() {
            try {
                a.run();
            } catch (Throwable e1) {
                try {
                    b.run();
                } catch (Throwable e2) {
                    try {
                        e1.addSuppressed(e2);
                    } catch (Throwable ignore) {
                    }
                }
                throw e1;
            }
            b.run();
        }
    }

    /** Closes two streams in turn (Stream.concat). */
    static final class CloseBoth implements Runnable {
        private final AutoCloseable a;
        private final AutoCloseable b;

        CloseBoth(AutoCloseable a, AutoCloseable b) {
            this.a = a;
            this.b = b;
        }

        public void run() {
            try {
                closeIt(a);
            } catch (Throwable e1) {
                try {
                    closeIt(b);
                } catch (Throwable e2) {
                    try {
                        e1.addSuppressed(e2);
                    } catch (Throwable ignore) {
                    }
                }
                throw e1;
            }
            closeIt(b);
        }

        private static void closeIt(AutoCloseable c) {
            ((java.util.stream.BaseStream<?, ?>) c).close();
        }
    }

    /** A pipeline seen as a source: one source element at a time, buffered. */
    static final class Wrapped extends Source {
        private final Pipe pipe;
        private Source src;
        private Sink chain;
        private Buffer buf;
        private boolean finished;

        Wrapped(Pipe pipe) {
            this.pipe = pipe;
        }

        private Source bind() {
            Source s = src;
            if (s == null) {
                s = src = pipe.takeSource();
            }
            return s;
        }

        public long size() {
            return pipe.outSize(bind().size());
        }

        public long estimate() {
            return bind().estimate();
        }

        public int sizedBits() {
            return bind().sizedBits();
        }

        public int characteristics() {
            return (pipe.flags & ORDERED) != 0 ? Spliterator.ORDERED : 0;
        }

        public boolean tryAdvance(Sink sink) {
            Buffer b = buf;
            if (b == null) {
                if (finished) {
                    return false;
                }
                Source s = bind();
                b = buf = pipe.newBuffer();
                chain = pipe.wrapSink(b);
                chain.begin(s.size());
            }
            while (b.isEmpty()) {
                if (finished) {
                    return false;
                }
                if (chain.cancellationRequested() || !src.tryAdvance(chain)) {
                    finished = true;
                    chain.end();
                }
            }
            b.pop(sink);
            return true;
        }

        public void forEachRemaining(Sink sink) {
            if (buf == null && !finished) {
                Source s = bind();
                finished = true;
                copyInto(pipe.wrapSink(new Sink.Forward(sink)), s, pipe.shortCircuit);
                return;
            }
            while (tryAdvance(sink)) {
            }
        }
    }

    /** Holds elements pushed by a pipeline until pulled. */
    abstract static class Buffer extends Sink {
        int pos;
        int count;

        final boolean isEmpty() {
            return pos == count;
        }

        abstract void pop(Sink sink);
    }

    static final class RefBuffer extends Buffer {
        private Object[] a = new Object[8];

        public void accept(Object value) {
            if (pos == count) {
                pos = count = 0;
            }
            if (count == a.length) {
                a = java.util.Arrays.copyOf(a, count * 2);
            }
            a[count++] = value;
        }

        void pop(Sink sink) {
            Object v = a[pos];
            a[pos++] = null;
            sink.accept(v);
        }
    }

    static final class IntBuffer extends Buffer {
        private int[] a = new int[8];

        public void accept(int value) {
            if (pos == count) {
                pos = count = 0;
            }
            if (count == a.length) {
                a = java.util.Arrays.copyOf(a, count * 2);
            }
            a[count++] = value;
        }

        void pop(Sink sink) {
            sink.accept(a[pos++]);
        }
    }

    static final class LongBuffer extends Buffer {
        private long[] a = new long[8];

        public void accept(long value) {
            if (pos == count) {
                pos = count = 0;
            }
            if (count == a.length) {
                a = java.util.Arrays.copyOf(a, count * 2);
            }
            a[count++] = value;
        }

        void pop(Sink sink) {
            sink.accept(a[pos++]);
        }
    }

    static final class DoubleBuffer extends Buffer {
        private double[] a = new double[8];

        public void accept(double value) {
            if (pos == count) {
                pos = count = 0;
            }
            if (count == a.length) {
                a = java.util.Arrays.copyOf(a, count * 2);
            }
            a[count++] = value;
        }

        void pop(Sink sink) {
            sink.accept(a[pos++]);
        }
    }

    /** Holds the one element of a tryAdvance (iterators). */
    static final class Holder extends Sink {
        Object ref;
        int i;
        long l;
        double d;

        public void accept(Object value) {
            ref = value;
        }

        public void accept(int value) {
            i = value;
        }

        public void accept(long value) {
            l = value;
        }

        public void accept(double value) {
            d = value;
        }
    }

    static NoSuchElementException noElement() {
        return new NoSuchElementException();
    }
}

package java.nio.channels.spi;

import java.io.IOException;
import java.nio.channels.AsynchronousCloseException;
import java.nio.channels.Channel;
import java.nio.channels.ClosedByInterruptException;
import java.nio.channels.InterruptibleChannel;

/**
 * Close-once and interruption, as the JDK's. A channel operation never waits
 * on anything here (the world's files answer at once), so the only interrupt
 * that can reach an operation is one pending when it begins: as on HotSpot,
 * that closes the channel and the operation ends in ClosedByInterruptException.
 */
public abstract class AbstractInterruptibleChannel implements Channel, InterruptibleChannel {
    private final Object closeLock = new Object();
    private volatile boolean closed;
    private Thread interrupted;

    protected AbstractInterruptibleChannel() {
    }

    public final void close() throws IOException {
        synchronized (closeLock) {
            if (closed) {
                return;
            }
            closed = true;
            implCloseChannel();
        }
    }

    protected abstract void implCloseChannel() throws IOException;

    public final boolean isOpen() {
        return !closed;
    }

    protected final void begin() {
        Thread me = Thread.currentThread();
        if (me.isInterrupted()) {
            synchronized (closeLock) {
                if (closed) {
                    return;
                }
                closed = true;
                interrupted = me;
                try {
                    implCloseChannel();
                } catch (IOException x) {
                    // as the JDK's interruptor: the interrupt wins over the close's failure
                }
            }
        }
    }

    protected final void end(boolean completed) throws AsynchronousCloseException {
        Thread me = Thread.currentThread();
        if (interrupted == me) {
            interrupted = null;
            throw new ClosedByInterruptException();
        }
        if (!completed && closed) {
            throw new AsynchronousCloseException();
        }
    }
}

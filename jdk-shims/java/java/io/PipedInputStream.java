package java.io;

/**
 * The reading end of a pipe between threads: a circular buffer the writer's thread fills
 * (through {@link PipedOutputStream}) and the reader's thread empties. As in the JDK, a thread
 * waiting on the other side wakes every second to see whether that side's thread is still
 * alive ("Read end dead", "Write end dead", "Pipe broken"); here the seconds are virtual.
 */
public class PipedInputStream extends InputStream {
    boolean closedByWriter;
    volatile boolean closedByReader;
    boolean connected;

    /** The threads last seen reading and writing: only their being alive is checked. */
    Thread readSide;
    Thread writeSide;

    private static final int DEFAULT_PIPE_SIZE = 1024;
    protected static final int PIPE_SIZE = DEFAULT_PIPE_SIZE;

    protected byte[] buffer;
    /** Where the next byte received goes; -1 when the buffer is empty (in == out means full). */
    protected int in = -1;
    /** Where the next byte read comes from. */
    protected int out = 0;

    public PipedInputStream(PipedOutputStream src) throws IOException {
        this(src, DEFAULT_PIPE_SIZE);
    }

    public PipedInputStream(PipedOutputStream src, int pipeSize) throws IOException {
        initPipe(pipeSize);
        connect(src);
    }

    public PipedInputStream() {
        initPipe(DEFAULT_PIPE_SIZE);
    }

    public PipedInputStream(int pipeSize) {
        initPipe(pipeSize);
    }

    private void initPipe(int pipeSize) {
        if (pipeSize <= 0) {
            throw new IllegalArgumentException("Pipe Size <= 0");
        }
        buffer = new byte[pipeSize];
    }

    public void connect(PipedOutputStream src) throws IOException {
        src.connect(this);
    }

    protected synchronized void receive(int b) throws IOException {
        checkStateForReceive();
        writeSide = Thread.currentThread();
        if (in == out) {
            awaitSpace();
        }
        if (in < 0) {
            in = 0;
            out = 0;
        }
        buffer[in++] = (byte) (b & 0xFF);
        if (in >= buffer.length) {
            in = 0;
        }
    }

    synchronized void receive(byte[] b, int off, int len) throws IOException {
        checkStateForReceive();
        writeSide = Thread.currentThread();
        int bytesToTransfer = len;
        while (bytesToTransfer > 0) {
            if (in == out) {
                awaitSpace();
            }
            int next = 0;
            if (out < in) {
                next = buffer.length - in;
            } else if (in < out) {
                if (in == -1) {
                    in = out = 0;
                    next = buffer.length - in;
                } else {
                    next = out - in;
                }
            }
            if (next > bytesToTransfer) {
                next = bytesToTransfer;
            }
            System.arraycopy(b, off, buffer, in, next);
            bytesToTransfer -= next;
            off += next;
            in += next;
            if (in >= buffer.length) {
                in = 0;
            }
        }
    }

    private void checkStateForReceive() throws IOException {
        if (!connected) {
            throw new IOException("Pipe not connected");
        } else if (closedByWriter || closedByReader) {
            throw new IOException("Pipe closed");
        } else if (readSide != null && !readSide.isAlive()) {
            throw new IOException("Read end dead");
        }
    }

    private void awaitSpace() throws IOException {
        while (in == out) {
            checkStateForReceive();
            // full: wake a waiting reader
            notifyAll();
            try {
                wait(1000);
            } catch (InterruptedException ex) {
                throw new InterruptedIOException();
            }
        }
    }

    synchronized void receivedLast() {
        closedByWriter = true;
        notifyAll();
    }

    @Override
    public synchronized int read() throws IOException {
        if (!connected) {
            throw new IOException("Pipe not connected");
        } else if (closedByReader) {
            throw new IOException("Pipe closed");
        } else if (writeSide != null && !writeSide.isAlive() && !closedByWriter && in < 0) {
            throw new IOException("Write end dead");
        }
        readSide = Thread.currentThread();
        int trials = 2;
        while (in < 0) {
            if (closedByWriter) {
                return -1;
            }
            if (writeSide != null && !writeSide.isAlive() && --trials < 0) {
                throw new IOException("Pipe broken");
            }
            // a writer may be waiting for space
            notifyAll();
            try {
                wait(1000);
            } catch (InterruptedException ex) {
                throw new InterruptedIOException();
            }
        }
        int ret = buffer[out++] & 0xFF;
        if (out >= buffer.length) {
            out = 0;
        }
        if (in == out) {
            in = -1;
        }
        return ret;
    }

    /** Waits for one byte at most, then takes what else is there without waiting. */
    @Override
    public synchronized int read(byte[] b, int off, int len) throws IOException {
        if (b == null) {
            throw new NullPointerException();
        } else if (off < 0 || len < 0 || len > b.length - off) {
            throw new IndexOutOfBoundsException();
        } else if (len == 0) {
            return 0;
        }
        int c = read();
        if (c < 0) {
            return -1;
        }
        b[off] = (byte) c;
        int rlen = 1;
        while (in >= 0 && len > 1) {
            int available;
            if (in > out) {
                available = Math.min(buffer.length - out, in - out);
            } else {
                available = buffer.length - out;
            }
            if (available > len - 1) {
                available = len - 1;
            }
            System.arraycopy(buffer, out, b, off + rlen, available);
            out += available;
            rlen += available;
            len -= available;
            if (out >= buffer.length) {
                out = 0;
            }
            if (in == out) {
                in = -1;
            }
        }
        return rlen;
    }

    @Override
    public synchronized int available() throws IOException {
        if (in < 0) {
            return 0;
        } else if (in == out) {
            return buffer.length;
        } else if (in > out) {
            return in - out;
        }
        return in + buffer.length - out;
    }

    @Override
    public void close() throws IOException {
        closedByReader = true;
        synchronized (this) {
            in = -1;
        }
    }
}

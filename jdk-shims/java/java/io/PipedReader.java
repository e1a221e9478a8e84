package java.io;

import java.util.Objects;

/**
 * The reading end of a character pipe between threads; the same protocol as
 * {@link PipedInputStream} (a waiting side wakes every virtual second to check the other
 * side's thread is alive), one char at a time as the JDK's is.
 */
public class PipedReader extends Reader {
    boolean closedByWriter = false;
    boolean closedByReader = false;
    boolean connected = false;

    Thread readSide;
    Thread writeSide;

    private static final int DEFAULT_PIPE_SIZE = 1024;

    char[] buffer;
    /** Where the next char received goes; -1 when empty (in == out means full). */
    int in = -1;
    int out = 0;

    public PipedReader(PipedWriter src) throws IOException {
        this(src, DEFAULT_PIPE_SIZE);
    }

    public PipedReader(PipedWriter src, int pipeSize) throws IOException {
        initPipe(pipeSize);
        connect(src);
    }

    public PipedReader() {
        initPipe(DEFAULT_PIPE_SIZE);
    }

    public PipedReader(int pipeSize) {
        initPipe(pipeSize);
    }

    private void initPipe(int pipeSize) {
        if (pipeSize <= 0) {
            throw new IllegalArgumentException("Pipe size <= 0");
        }
        buffer = new char[pipeSize];
    }

    public void connect(PipedWriter src) throws IOException {
        src.connect(this);
    }

    synchronized void receive(int c) throws IOException {
        if (!connected) {
            throw new IOException("Pipe not connected");
        } else if (closedByWriter || closedByReader) {
            throw new IOException("Pipe closed");
        } else if (readSide != null && !readSide.isAlive()) {
            throw new IOException("Read end dead");
        }
        writeSide = Thread.currentThread();
        while (in == out) {
            if (readSide != null && !readSide.isAlive()) {
                throw new IOException("Pipe broken");
            }
            // full: wake a waiting reader
            notifyAll();
            try {
                wait(1000);
            } catch (InterruptedException ex) {
                throw new InterruptedIOException();
            }
        }
        if (in < 0) {
            in = 0;
            out = 0;
        }
        buffer[in++] = (char) c;
        if (in >= buffer.length) {
            in = 0;
        }
    }

    synchronized void receive(char[] c, int off, int len) throws IOException {
        while (--len >= 0) {
            receive(c[off++]);
        }
    }

    synchronized void receivedLast() {
        closedByWriter = true;
        notifyAll();
    }

    private void checkReadable() throws IOException {
        if (!connected) {
            throw new IOException("Pipe not connected");
        } else if (closedByReader) {
            throw new IOException("Pipe closed");
        } else if (writeSide != null && !writeSide.isAlive() && !closedByWriter && in < 0) {
            throw new IOException("Write end dead");
        }
    }

    @Override
    public synchronized int read() throws IOException {
        checkReadable();
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
        int ret = buffer[out++];
        if (out >= buffer.length) {
            out = 0;
        }
        if (in == out) {
            in = -1;
        }
        return ret;
    }

    /** Waits for one char at most, then takes what else is there without waiting. */
    @Override
    public synchronized int read(char[] cbuf, int off, int len) throws IOException {
        checkReadable();
        Objects.checkFromIndexSize(off, len, cbuf.length);
        if (len == 0) {
            return 0;
        }
        int c = read();
        if (c < 0) {
            return -1;
        }
        cbuf[off] = (char) c;
        int rlen = 1;
        while (in >= 0 && --len > 0) {
            cbuf[off + rlen] = buffer[out++];
            rlen++;
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
    public synchronized boolean ready() throws IOException {
        checkReadable();
        return in >= 0;
    }

    @Override
    public void close() throws IOException {
        in = -1;
        closedByReader = true;
    }
}

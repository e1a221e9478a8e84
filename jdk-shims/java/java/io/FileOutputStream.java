package java.io;

import java.nio.channels.FileChannel;
import jdk.internal.terrarium.FileSystem;
import jdk.internal.terrarium.WorldFileChannel;

/**
 * Bytes written to a file in the world's virtual file system. Once
 * getChannel() has made the channel, the stream writes through it: they
 * share one position.
 */
public class FileOutputStream extends OutputStream {
    private final String path;
    private final int handle;
    private final boolean append;
    private volatile boolean closed;
    /** Bytes written so far: where a channel made now starts. */
    private long written;
    private volatile WorldFileChannel channel;

    public FileOutputStream(String name) throws FileNotFoundException {
        this(name != null ? new File(name) : null, false);
    }

    public FileOutputStream(String name, boolean append) throws FileNotFoundException {
        this(name != null ? new File(name) : null, append);
    }

    public FileOutputStream(File file) throws FileNotFoundException {
        this(file, false);
    }

    public FileOutputStream(File file, boolean append) throws FileNotFoundException {
        String name = (file != null ? file.getPath() : null);
        if (name == null) {
            throw new NullPointerException();
        }
        if (name.indexOf('\u0000') >= 0) {
            throw new FileNotFoundException("Invalid file path");
        }
        this.path = name;
        this.append = append;
        this.handle = FileSystem.open(name, append ? FileSystem.OPEN_APPEND : FileSystem.OPEN_WRITE);
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream Closed");
        }
    }

    @Override
    public void write(int b) throws IOException {
        ensureOpen();
        byte[] one = new byte[1];
        one[0] = (byte) b;
        writeBytes(one, 0, 1);
    }

    @Override
    public void write(byte[] b) throws IOException {
        write(b, 0, b.length);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        OutputStream.checkFromIndexSize(off, len, b.length);
        ensureOpen();
        writeBytes(b, off, len);
    }

    private void writeBytes(byte[] b, int off, int len) throws IOException {
        WorldFileChannel ch = channel;
        if (ch != null) {
            ch.streamWrite(b, off, len);
            return;
        }
        FileSystem.write(handle, b, off, len);
        written += len;
    }

    @Override
    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        WorldFileChannel ch = channel;
        if (ch != null) {
            ch.close(); // closes the handle
        } else {
            FileSystem.close(handle);
        }
    }

    public FileChannel getChannel() {
        synchronized (this) {
            WorldFileChannel ch = channel;
            if (ch == null) {
                ch = WorldFileChannel.forOutputStream(path, handle, append, written, this);
                channel = ch;
                if (closed) {
                    try {
                        ch.close();
                    } catch (IOException e) {
                        throw new InternalError(e);
                    }
                }
            }
            return ch;
        }
    }
}

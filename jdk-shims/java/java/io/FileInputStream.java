package java.io;

import java.nio.channels.FileChannel;
import jdk.internal.terrarium.FileSystem;
import jdk.internal.terrarium.WorldFileChannel;

/**
 * Bytes of a file in the world's virtual file system. Once getChannel() has
 * made the channel, the stream reads through it: they share one position.
 */
public class FileInputStream extends InputStream {
    private final String path;
    private int handle;
    private volatile boolean closed;
    /** Bytes moved over so far: where a channel made now starts. */
    private long pos;
    private volatile WorldFileChannel channel;

    public FileInputStream(String name) throws FileNotFoundException {
        this(name != null ? new File(name) : null);
    }

    public FileInputStream(File file) throws FileNotFoundException {
        String name = (file != null ? file.getPath() : null);
        if (name == null) {
            throw new NullPointerException();
        }
        if (name.indexOf('\u0000') >= 0) {
            throw new FileNotFoundException("Invalid file path");
        }
        this.path = name;
        this.handle = FileSystem.open(name, FileSystem.OPEN_READ);
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream Closed");
        }
    }

    @Override
    public int read() throws IOException {
        ensureOpen();
        byte[] one = new byte[1];
        int n = readBytes(one, 0, 1);
        return n <= 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b) throws IOException {
        return read(b, 0, b.length);
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        OutputStream.checkFromIndexSize(off, len, b.length);
        if (len == 0) {
            return 0;
        }
        ensureOpen();
        return readBytes(b, off, len);
    }

    private int readBytes(byte[] b, int off, int len) throws IOException {
        WorldFileChannel ch = channel;
        if (ch != null) {
            return ch.streamRead(b, off, len);
        }
        int n = FileSystem.read(handle, b, off, len);
        if (n > 0) {
            pos += n;
        }
        return n;
    }

    @Override
    public byte[] readAllBytes() throws IOException {
        ensureOpen();
        return super.readAllBytes();
    }

    @Override
    public long skip(long n) throws IOException {
        ensureOpen();
        WorldFileChannel ch = channel;
        if (ch != null) {
            return ch.streamSkip(n);
        }
        long k = FileSystem.skip(handle, n);
        pos += k;
        return k;
    }

    @Override
    public int available() throws IOException {
        ensureOpen();
        WorldFileChannel ch = channel;
        if (ch != null) {
            return ch.streamAvailable();
        }
        return FileSystem.available(handle);
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
                ch = WorldFileChannel.forInputStream(path, handle, pos, this);
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

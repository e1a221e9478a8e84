package java.io;

import jdk.internal.terrarium.FileSystem;

/** Bytes of a file in the world's virtual file system. */
public class FileInputStream extends InputStream {
    private final String path;
    private int handle;
    private volatile boolean closed;

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
        int n = FileSystem.read(handle, one, 0, 1);
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
        return FileSystem.read(handle, b, off, len);
    }

    @Override
    public byte[] readAllBytes() throws IOException {
        ensureOpen();
        return super.readAllBytes();
    }

    @Override
    public long skip(long n) throws IOException {
        ensureOpen();
        return FileSystem.skip(handle, n);
    }

    @Override
    public int available() throws IOException {
        ensureOpen();
        return FileSystem.available(handle);
    }

    @Override
    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        FileSystem.close(handle);
    }
}

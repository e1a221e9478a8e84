package java.io;

import jdk.internal.terrarium.FileSystem;

/** Bytes written to a file in the world's virtual file system. */
public class FileOutputStream extends OutputStream {
    private final String path;
    private final int handle;
    private volatile boolean closed;

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
        FileSystem.write(handle, one, 0, 1);
    }

    @Override
    public void write(byte[] b) throws IOException {
        write(b, 0, b.length);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        OutputStream.checkFromIndexSize(off, len, b.length);
        ensureOpen();
        FileSystem.write(handle, b, off, len);
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

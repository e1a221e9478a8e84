package jdk.internal.terrarium;

import java.io.Closeable;
import java.io.FileNotFoundException;
import java.io.IOException;

/**
 * A FileChannel over a world file, on the sequential handle natives of
 * FileSystem. Reads go through one read handle moved with skip (forward or
 * back). Writes at the end go through an append handle; the first write
 * inside the file turns the file into one held by a write handle (the natives
 * have no open without truncation for writing in place: the file is read and
 * written back once), which skip then moves to any position. Shrinking
 * rewrites the file likewise. Everything lands in the world at once.
 */
public final class WorldFileChannel extends FileChannelBase {
    private final boolean append;
    private final boolean directory;
    private final String deleteOnClose;
    private long position;
    private int readHandle;
    /** Where the read handle is. */
    private long readAt;
    /** An OPEN_WRITE handle over the whole file, or -1. */
    private int writeHandle;
    private long writeAt;
    /** An OPEN_APPEND handle, or -1. */
    private int appendHandle;

    private WorldFileChannel(String path, boolean readable, boolean writable, boolean append, boolean directory,
            int readHandle, long readAt, int writeHandle, long writeAt, int appendHandle, long position,
            String deleteOnClose, Closeable parent) {
        super(path, readable, writable, parent);
        this.append = append;
        this.directory = directory;
        this.readHandle = readHandle;
        this.readAt = readAt;
        this.writeHandle = writeHandle;
        this.writeAt = writeAt;
        this.appendHandle = appendHandle;
        this.position = position;
        this.deleteOnClose = deleteOnClose;
    }

    /**
     * A channel Files opened (it parses the options and opens the handles):
     * readHandle for reading, writeHandle an OPEN_WRITE one (the file was
     * empty or truncated), appendHandle an OPEN_APPEND one; -1 for none.
     */
    public static WorldFileChannel forFile(String path, boolean readable, boolean writable, boolean append,
            int readHandle, int writeHandle, int appendHandle, String deleteOnClose) {
        return new WorldFileChannel(path, readable, writable, append, false, readHandle, 0, writeHandle, 0,
                appendHandle, 0, deleteOnClose, null);
    }

    /** A readable directory: it opens, and reading it fails (EISDIR), as on Linux. */
    public static WorldFileChannel forDirectory(String path) {
        return new WorldFileChannel(path, true, false, false, true, -1, 0, -1, 0, -1, 0, null, null);
    }

    /** FileInputStream.getChannel: the stream's handle, at the stream's position. */
    public static WorldFileChannel forInputStream(String path, int handle, long position, Closeable parent) {
        return new WorldFileChannel(path, true, false, false, false, handle, position, -1, 0, -1, position, null,
                parent);
    }

    /** FileOutputStream.getChannel: an OPEN_WRITE handle after `written` bytes, or an OPEN_APPEND one. */
    public static WorldFileChannel forOutputStream(String path, int handle, boolean append, long written,
            Closeable parent) {
        if (append) {
            return new WorldFileChannel(path, false, true, true, false, -1, 0, -1, 0, handle, 0, null, parent);
        }
        return new WorldFileChannel(path, false, true, false, false, -1, 0, handle, written, -1, written, null,
                parent);
    }

    /** For a READ_WRITE mapping whose channel is closed: the file, for writing in place. */
    static WorldFileChannel forWriteBack(String path) throws IOException {
        int h = FileSystem.open(path, FileSystem.OPEN_APPEND);
        return new WorldFileChannel(path, false, true, false, false, -1, 0, -1, 0, h, 0, null, null);
    }

    // ------------------------------------------------------------------ primitives

    @Override
    protected int readAt(byte[] b, int off, int len, long pos) throws IOException {
        if (directory) {
            throw new IOException("Is a directory");
        }
        if (readAt != pos) {
            readAt += FileSystem.skip(readHandle, pos - readAt);
            if (readAt != pos) {
                return -1; // past the end: skip stops there
            }
        }
        int n = FileSystem.read(readHandle, b, off, len);
        if (n > 0) {
            readAt += n;
        }
        return n;
    }

    private static final byte[] ZEROS = new byte[8192];

    private static void zeros(int handle, long n) throws IOException {
        while (n > 0) {
            int k = (int) Math.min(n, ZEROS.length);
            FileSystem.write(handle, ZEROS, 0, k);
            n -= k;
        }
    }

    @Override
    protected void writeAt(byte[] b, int off, int len, long pos) throws IOException {
        if (writeHandle < 0) {
            long size = FileSystem.length(path);
            if (appendHandle >= 0 && pos >= size) {
                zeros(appendHandle, pos - size);
                FileSystem.write(appendHandle, b, off, len);
                return;
            }
            rewrite(Long.MAX_VALUE);
        }
        if (writeAt != pos) {
            writeAt += FileSystem.skip(writeHandle, pos - writeAt);
            if (writeAt < pos) {
                zeros(writeHandle, pos - writeAt); // skip stops at the end
                writeAt = pos;
            }
        }
        FileSystem.write(writeHandle, b, off, len);
        writeAt += len;
    }

    /**
     * Reopens the file for writing in place, keeping its first `keep` bytes:
     * the whole file is read, truncated by the OPEN_WRITE open, and written back.
     */
    private void rewrite(long keep) throws IOException {
        byte[] all = readWhole();
        int n = (int) Math.min(all.length, keep);
        int h = FileSystem.open(path, FileSystem.OPEN_WRITE);
        try {
            FileSystem.write(h, all, 0, n);
        } catch (Throwable e) {
            FileSystem.close(h);
            throw e;
        }
        if (writeHandle >= 0) {
            FileSystem.close(writeHandle);
        }
        writeHandle = h;
        writeAt = n;
        if (!append && appendHandle >= 0) {
            FileSystem.close(appendHandle);
            appendHandle = -1;
        }
    }

    private byte[] readWhole() throws IOException {
        int h = readHandle;
        boolean own = h < 0;
        if (own) {
            try {
                h = FileSystem.open(path, FileSystem.OPEN_READ);
            } catch (Exception e) {
                if (e instanceof FileNotFoundException) {
                    throw new IOException("cannot write inside " + path + " without reading it (" + e.getMessage()
                            + "): the world's files are rewritten whole for that");
                }
                throw e;
            }
        } else {
            FileSystem.skip(h, -readAt);
            readAt = 0;
        }
        try {
            byte[] buf = new byte[Math.max(FileSystem.available(h), 16)];
            int n = 0;
            while (true) {
                if (n == buf.length) {
                    buf = java.util.Arrays.copyOf(buf, buf.length * 2);
                }
                int r = FileSystem.read(h, buf, n, buf.length - n);
                if (r < 0) {
                    break;
                }
                n += r;
            }
            if (!own) {
                readAt = n;
            }
            return java.util.Arrays.copyOf(buf, n);
        } finally {
            if (own) {
                FileSystem.close(h);
            }
        }
    }

    @Override
    protected boolean append() {
        return append;
    }

    @Override
    protected void appendBytes(byte[] b, int off, int len) throws IOException {
        FileSystem.write(appendHandle, b, off, len);
    }

    @Override
    protected long fileSize() throws IOException {
        return FileSystem.length(path);
    }

    @Override
    protected void shrink(long newSize) throws IOException {
        rewrite(newSize);
    }

    @Override
    protected long getPos() {
        return position;
    }

    @Override
    protected void setPos(long pos) {
        position = pos;
    }

    @Override
    protected void closeFile() throws IOException {
        if (readHandle >= 0) {
            FileSystem.close(readHandle);
        }
        if (writeHandle >= 0) {
            FileSystem.close(writeHandle);
        }
        if (appendHandle >= 0) {
            FileSystem.close(appendHandle);
        }
        readHandle = writeHandle = appendHandle = -1;
        if (deleteOnClose != null) {
            FileSystem.delete(deleteOnClose);
        }
    }
}

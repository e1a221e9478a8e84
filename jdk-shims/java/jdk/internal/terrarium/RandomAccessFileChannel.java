package jdk.internal.terrarium;

import java.io.IOException;
import java.io.RandomAccessFile;

/**
 * RandomAccessFile.getChannel: the file's own reads, writes and pointer (the
 * channel's position is the file pointer, as in the JDK, where both are the
 * descriptor's offset).
 */
public final class RandomAccessFileChannel extends FileChannelBase {
    private final RandomAccessFile raf;

    public RandomAccessFileChannel(RandomAccessFile raf, String path, boolean writable) {
        super(path, true, writable, raf);
        this.raf = raf;
    }

    @Override
    protected int readAt(byte[] b, int off, int len, long pos) throws IOException {
        long saved = raf.getFilePointer();
        raf.seek(pos);
        try {
            return raf.read(b, off, len);
        } finally {
            raf.seek(saved);
        }
    }

    @Override
    protected void writeAt(byte[] b, int off, int len, long pos) throws IOException {
        long saved = raf.getFilePointer();
        raf.seek(pos);
        try {
            raf.write(b, off, len);
        } finally {
            raf.seek(saved);
        }
    }

    @Override
    protected boolean append() {
        return false;
    }

    @Override
    protected void appendBytes(byte[] b, int off, int len) throws IOException {
        writeAt(b, off, len, raf.length());
    }

    @Override
    protected long fileSize() throws IOException {
        return raf.length();
    }

    @Override
    protected void shrink(long newSize) throws IOException {
        raf.setLength(newSize);
    }

    @Override
    protected long getPos() throws IOException {
        return raf.getFilePointer();
    }

    @Override
    protected void setPos(long pos) throws IOException {
        raf.seek(pos);
    }

    /** The RandomAccessFile is the parent: closing it is all. */
    @Override
    protected void closeFile() {
    }
}

package java.io;

import java.nio.channels.FileChannel;
import jdk.internal.terrarium.FileSystem;
import jdk.internal.terrarium.RandomAccessFileChannel;

/**
 * Random access over a file of the world. The world's file natives are
 * sequential, so the file's bytes are loaded on open and kept in memory; every
 * write goes through to the world at once (appends through an append handle,
 * writes inside the file and truncation by rewriting the whole file).
 */
public class RandomAccessFile implements DataOutput, DataInput, Closeable {
    private final String path;
    private final boolean rw;
    private byte[] data;
    private int size;
    private long pointer;
    private boolean closed;
    private int appendHandle = -1;
    private volatile FileChannel channel;

    public RandomAccessFile(String name, String mode) throws FileNotFoundException {
        this(name != null ? new File(name) : null, mode);
    }

    public RandomAccessFile(File file, String mode) throws FileNotFoundException {
        String name = (file != null ? file.getPath() : null);
        boolean w;
        if (mode.equals("r")) {
            w = false;
        } else if (mode.equals("rw") || mode.equals("rws") || mode.equals("rwd")) {
            w = true;
        } else {
            throw new IllegalArgumentException("Illegal mode \"" + mode
                    + "\" must be one of \"r\", \"rw\", \"rws\", or \"rwd\"");
        }
        if (name == null) {
            throw new NullPointerException();
        }
        if (name.indexOf('\u0000') >= 0) {
            throw new FileNotFoundException("Invalid file path");
        }
        this.path = name;
        this.rw = w;
        if (w) {
            appendHandle = FileSystem.open(name, FileSystem.OPEN_APPEND);
        }
        int h = FileSystem.open(name, FileSystem.OPEN_READ);
        try {
            int avail = FileSystem.available(h);
            byte[] buf = new byte[Math.max(avail, 32)];
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
            data = buf;
            size = n;
        } finally {
            FileSystem.close(h);
        }
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream Closed");
        }
    }

    // ------------------------------------------------------------------ reading

    public int read() throws IOException {
        ensureOpen();
        if (pointer >= size) {
            return -1;
        }
        return data[(int) pointer++] & 0xff;
    }

    public int read(byte[] b, int off, int len) throws IOException {
        java.util.Objects.checkFromIndexSize(off, len, b.length);
        ensureOpen();
        if (len == 0) {
            return 0;
        }
        if (pointer >= size) {
            return -1;
        }
        int n = (int) Math.min(len, size - pointer);
        System.arraycopy(data, (int) pointer, b, off, n);
        pointer += n;
        return n;
    }

    public int read(byte[] b) throws IOException {
        return read(b, 0, b.length);
    }

    public final void readFully(byte[] b) throws IOException {
        readFully(b, 0, b.length);
    }

    public final void readFully(byte[] b, int off, int len) throws IOException {
        int n = 0;
        do {
            int count = this.read(b, off + n, len - n);
            if (count < 0) {
                throw new EOFException();
            }
            n += count;
        } while (n < len);
    }

    public int skipBytes(int n) throws IOException {
        if (n <= 0) {
            return 0;
        }
        long pos = getFilePointer();
        long len = length();
        long newpos = pos + n;
        if (newpos > len) {
            newpos = len;
        }
        seek(newpos);
        return (int) (newpos - pos);
    }

    // ------------------------------------------------------------------ writing

    private void ensureWritable() throws IOException {
        ensureOpen();
        if (!rw) {
            throw new IOException("Bad file descriptor");
        }
    }

    private void grow(long need) throws IOException {
        if (need > Integer.MAX_VALUE - 8) {
            throw new IOException("File too large");
        }
        if (need > data.length) {
            data = java.util.Arrays.copyOf(data, (int) Math.max(need, Math.min(Integer.MAX_VALUE - 8L,
                    data.length * 2L)));
        }
    }

    private void rewrite() throws IOException {
        int h = FileSystem.open(path, FileSystem.OPEN_WRITE);
        try {
            FileSystem.write(h, data, 0, size);
        } finally {
            FileSystem.close(h);
        }
    }

    public void write(int b) throws IOException {
        byte[] one = new byte[1];
        one[0] = (byte) b;
        writeBytes0(one, 0, 1);
    }

    private void writeBytes0(byte[] b, int off, int len) throws IOException {
        ensureWritable();
        if (len == 0) {
            return;
        }
        long p = pointer;
        long end = p + len;
        grow(end);
        if (p >= size) {
            int gap = (int) (p - size);
            if (gap > 0) {
                java.util.Arrays.fill(data, size, (int) p, (byte) 0);
                FileSystem.write(appendHandle, data, size, gap);
            }
            System.arraycopy(b, off, data, (int) p, len);
            FileSystem.write(appendHandle, b, off, len);
            size = (int) end;
        } else {
            System.arraycopy(b, off, data, (int) p, len);
            if (end > size) {
                size = (int) end;
            }
            rewrite();
        }
        pointer = end;
    }

    public void write(byte[] b) throws IOException {
        writeBytes0(b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        java.util.Objects.checkFromIndexSize(off, len, b.length);
        writeBytes0(b, off, len);
    }

    // ------------------------------------------------------------------ position

    public long getFilePointer() throws IOException {
        ensureOpen();
        return pointer;
    }

    public void seek(long pos) throws IOException {
        if (pos < 0) {
            throw new IOException("Negative seek offset");
        }
        ensureOpen();
        pointer = pos;
    }

    public long length() throws IOException {
        ensureOpen();
        return size;
    }

    public void setLength(long newLength) throws IOException {
        ensureOpen();
        if (newLength < 0 || !rw) {
            throw new IOException("Invalid argument");
        }
        if (newLength < size) {
            size = (int) newLength;
            rewrite();
        } else if (newLength > size) {
            grow(newLength);
            int old = size;
            java.util.Arrays.fill(data, old, (int) newLength, (byte) 0);
            size = (int) newLength;
            FileSystem.write(appendHandle, data, old, size - old);
        }
        if (pointer > newLength) {
            pointer = newLength;
        }
    }

    /** The channel's position is this file's pointer (see RandomAccessFileChannel). */
    public final FileChannel getChannel() {
        synchronized (this) {
            FileChannel fc = channel;
            if (fc == null) {
                fc = new RandomAccessFileChannel(this, path, rw);
                channel = fc;
                if (closed) {
                    try {
                        fc.close();
                    } catch (IOException e) {
                        throw new InternalError(e);
                    }
                }
            }
            return fc;
        }
    }

    public void close() throws IOException {
        if (closed) {
            return;
        }
        FileChannel fc = channel;
        if (fc != null && fc.isOpen()) {
            // the channel writes its mappings back through this file, then closes it
            fc.close();
            if (closed) {
                return;
            }
        }
        closed = true;
        if (appendHandle >= 0) {
            FileSystem.close(appendHandle);
        }
        data = null;
    }

    // ------------------------------------------------------------------ DataInput

    public final boolean readBoolean() throws IOException {
        return readUnsignedByte() != 0;
    }

    public final byte readByte() throws IOException {
        return (byte) readUnsignedByte();
    }

    public final int readUnsignedByte() throws IOException {
        int ch = this.read();
        if (ch < 0) {
            throw new EOFException();
        }
        return ch;
    }

    public final short readShort() throws IOException {
        return (short) readUnsignedShort();
    }

    public final int readUnsignedShort() throws IOException {
        int ch1 = this.read();
        int ch2 = this.read();
        if ((ch1 | ch2) < 0) {
            throw new EOFException();
        }
        return (ch1 << 8) + ch2;
    }

    public final char readChar() throws IOException {
        return (char) readUnsignedShort();
    }

    public final int readInt() throws IOException {
        int ch1 = this.read();
        int ch2 = this.read();
        int ch3 = this.read();
        int ch4 = this.read();
        if ((ch1 | ch2 | ch3 | ch4) < 0) {
            throw new EOFException();
        }
        return ((ch1 << 24) + (ch2 << 16) + (ch3 << 8) + ch4);
    }

    public final long readLong() throws IOException {
        return ((long) (readInt()) << 32) + (readInt() & 0xFFFFFFFFL);
    }

    public final float readFloat() throws IOException {
        return Float.intBitsToFloat(readInt());
    }

    public final double readDouble() throws IOException {
        return Double.longBitsToDouble(readLong());
    }

    public final String readLine() throws IOException {
        StringBuilder input = new StringBuilder();
        int c = -1;
        boolean eol = false;
        while (!eol) {
            switch (c = read()) {
                case -1:
                case '\n':
                    eol = true;
                    break;
                case '\r':
                    eol = true;
                    long cur = getFilePointer();
                    if ((read()) != '\n') {
                        seek(cur);
                    }
                    break;
                default:
                    input.append((char) c);
                    break;
            }
        }
        if ((c == -1) && (input.length() == 0)) {
            return null;
        }
        return input.toString();
    }

    public final String readUTF() throws IOException {
        return DataInputStream.readUTF(this);
    }

    // ------------------------------------------------------------------ DataOutput

    public final void writeBoolean(boolean v) throws IOException {
        write(v ? 1 : 0);
    }

    public final void writeByte(int v) throws IOException {
        write(v);
    }

    public final void writeShort(int v) throws IOException {
        writeBytes0(new byte[] {(byte) (v >>> 8), (byte) v}, 0, 2);
    }

    public final void writeChar(int v) throws IOException {
        writeBytes0(new byte[] {(byte) (v >>> 8), (byte) v}, 0, 2);
    }

    public final void writeInt(int v) throws IOException {
        writeBytes0(new byte[] {(byte) (v >>> 24), (byte) (v >>> 16), (byte) (v >>> 8), (byte) v}, 0, 4);
    }

    public final void writeLong(long v) throws IOException {
        byte[] b = new byte[8];
        for (int i = 0; i < 8; i++) {
            b[i] = (byte) (v >>> (56 - 8 * i));
        }
        writeBytes0(b, 0, 8);
    }

    public final void writeFloat(float v) throws IOException {
        writeInt(Float.floatToIntBits(v));
    }

    public final void writeDouble(double v) throws IOException {
        writeLong(Double.doubleToLongBits(v));
    }

    public final void writeBytes(String s) throws IOException {
        int len = s.length();
        byte[] b = new byte[len];
        for (int i = 0; i < len; i++) {
            b[i] = (byte) s.charAt(i);
        }
        writeBytes0(b, 0, len);
    }

    public final void writeChars(String s) throws IOException {
        int clen = s.length();
        byte[] b = new byte[clen * 2];
        for (int i = 0; i < clen; i++) {
            char c = s.charAt(i);
            b[2 * i] = (byte) (c >>> 8);
            b[2 * i + 1] = (byte) c;
        }
        writeBytes0(b, 0, b.length);
    }

    public final void writeUTF(String str) throws IOException {
        DataOutputStream.writeUTF(str, this);
    }
}

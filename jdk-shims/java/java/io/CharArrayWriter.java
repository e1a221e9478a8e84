package java.io;

import java.util.Arrays;

/** A writer into a growing char array; writing never fails and close does nothing. */
public class CharArrayWriter extends Writer {
    protected char[] buf;
    protected int count;

    public CharArrayWriter() {
        this(32);
    }

    public CharArrayWriter(int initialSize) {
        if (initialSize < 0) {
            throw new IllegalArgumentException("Negative initial size: " + initialSize);
        }
        buf = new char[initialSize];
    }

    private void ensureCapacity(int newcount) {
        if (newcount > buf.length) {
            buf = Arrays.copyOf(buf, Math.max(buf.length << 1, newcount));
        }
    }

    @Override
    public void write(int c) {
        synchronized (lock) {
            ensureCapacity(count + 1);
            buf[count++] = (char) c;
        }
    }

    @Override
    public void write(char[] c, int off, int len) {
        if (off < 0 || off > c.length || len < 0 || off + len > c.length || off + len < 0) {
            throw new IndexOutOfBoundsException();
        } else if (len == 0) {
            return;
        }
        synchronized (lock) {
            ensureCapacity(count + len);
            System.arraycopy(c, off, buf, count, len);
            count += len;
        }
    }

    @Override
    public void write(String str, int off, int len) {
        synchronized (lock) {
            int newcount = count + len;
            ensureCapacity(newcount);
            // getChars checks the bounds, with String's messages
            str.getChars(off, off + len, buf, count);
            count = newcount;
        }
    }

    public void writeTo(Writer out) throws IOException {
        synchronized (lock) {
            out.write(buf, 0, count);
        }
    }

    @Override
    public CharArrayWriter append(CharSequence csq) {
        String s = String.valueOf(csq);
        write(s, 0, s.length());
        return this;
    }

    @Override
    public CharArrayWriter append(CharSequence csq, int start, int end) {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    @Override
    public CharArrayWriter append(char c) {
        write(c);
        return this;
    }

    public void reset() {
        count = 0;
    }

    public char[] toCharArray() {
        synchronized (lock) {
            return Arrays.copyOf(buf, count);
        }
    }

    public int size() {
        return count;
    }

    @Override
    public String toString() {
        synchronized (lock) {
            return new String(buf, 0, count);
        }
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() {
    }
}

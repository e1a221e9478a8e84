package java.io;

public class StringWriter extends Writer {
    private StringBuffer buf;

    public StringWriter() {
        buf = new StringBuffer();
        lock = buf;
    }

    public StringWriter(int initialSize) {
        if (initialSize < 0) {
            throw new IllegalArgumentException("Negative buffer size");
        }
        buf = new StringBuffer(initialSize);
        lock = buf;
    }

    @Override
    public void write(int c) {
        buf.append((char) c);
    }

    @Override
    public void write(char[] cbuf, int off, int len) {
        OutputStream.checkFromIndexSize(off, len, cbuf.length);
        if (len == 0) {
            return;
        }
        buf.append(cbuf, off, len);
    }

    @Override
    public void write(String str) {
        buf.append(str);
    }

    @Override
    public void write(String str, int off, int len) {
        buf.append(str, off, off + len);
    }

    @Override
    public StringWriter append(CharSequence csq) {
        write(String.valueOf(csq));
        return this;
    }

    @Override
    public StringWriter append(CharSequence csq, int start, int end) {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    @Override
    public StringWriter append(char c) {
        write(c);
        return this;
    }

    @Override
    public String toString() {
        return buf.toString();
    }

    public StringBuffer getBuffer() {
        return buf;
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() throws IOException {
    }
}

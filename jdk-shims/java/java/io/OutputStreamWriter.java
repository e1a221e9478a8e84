package java.io;

import java.nio.charset.Charset;
import jdk.internal.terrarium.Codec;

public class OutputStreamWriter extends Writer {
    private final Codec.Encoder se;
    private final int cs;

    public OutputStreamWriter(OutputStream out, String charsetName) throws UnsupportedEncodingException {
        super(out);
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        this.cs = Codec.lookup(charsetName);
        this.se = new Codec.Encoder(out, cs);
    }

    public OutputStreamWriter(OutputStream out) {
        super(out);
        this.cs = Codec.UTF_8;
        this.se = new Codec.Encoder(out, cs);
    }

    public OutputStreamWriter(OutputStream out, Charset cs) {
        super(out);
        if (cs == null) {
            throw new NullPointerException("charset");
        }
        this.cs = Codec.idOf(cs);
        this.se = new Codec.Encoder(out, this.cs);
    }

    public String getEncoding() {
        return se.isOpen() ? Codec.historicalName(cs) : null;
    }

    void flushBuffer() throws IOException {
        se.flushBuffer();
    }

    @Override
    public void write(int c) throws IOException {
        char[] one = new char[1];
        one[0] = (char) c;
        se.write(one, 0, 1);
    }

    @Override
    public void write(char[] cbuf, int off, int len) throws IOException {
        OutputStream.checkFromIndexSize(off, len, cbuf.length);
        se.write(cbuf, off, len);
    }

    @Override
    public void write(String str, int off, int len) throws IOException {
        if (len < 0) {
            throw new IndexOutOfBoundsException();
        }
        OutputStream.checkFromIndexSize(off, len, str.length());
        se.write(str, off, len);
    }

    @Override
    public Writer append(CharSequence csq, int start, int end) throws IOException {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    @Override
    public Writer append(CharSequence csq) throws IOException {
        write(String.valueOf(csq));
        return this;
    }

    @Override
    public void flush() throws IOException {
        se.flush();
    }

    @Override
    public void close() throws IOException {
        se.close();
    }
}

package java.io;

import java.nio.charset.Charset;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CodingErrorAction;
import jdk.internal.terrarium.Codec;
import jdk.internal.terrarium.StreamEncoder;

public class OutputStreamWriter extends Writer {
    private final StreamEncoder se;

    public OutputStreamWriter(OutputStream out, String charsetName) throws UnsupportedEncodingException {
        super(out);
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        this.se = new StreamEncoder(out, replacing(Codec.forName(charsetName)));
    }

    public OutputStreamWriter(OutputStream out) {
        this(out, Charset.defaultCharset());
    }

    public OutputStreamWriter(OutputStream out, Charset cs) {
        super(out);
        if (cs == null) {
            throw new NullPointerException("charset");
        }
        this.se = new StreamEncoder(out, replacing(cs));
    }

    /** Encodes with the encoder as it is configured (Files' writers report unmappable characters). */
    public OutputStreamWriter(OutputStream out, CharsetEncoder enc) {
        super(out);
        if (enc == null) {
            throw new NullPointerException("charset encoder");
        }
        this.se = new StreamEncoder(out, enc);
    }

    private static CharsetEncoder replacing(Charset cs) {
        return cs.newEncoder().onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE);
    }

    public String getEncoding() {
        return se.isOpen() ? Codec.historicalName(se.charset()) : null;
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

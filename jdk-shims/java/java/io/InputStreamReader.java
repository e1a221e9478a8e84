package java.io;

import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import jdk.internal.terrarium.Codec;
import jdk.internal.terrarium.StreamDecoder;

public class InputStreamReader extends Reader {
    private final StreamDecoder sd;

    public InputStreamReader(InputStream in) {
        this(in, Charset.defaultCharset());
    }

    public InputStreamReader(InputStream in, String charsetName) throws UnsupportedEncodingException {
        super(in);
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        this.sd = new StreamDecoder(in, replacing(Codec.forName(charsetName)));
    }

    public InputStreamReader(InputStream in, Charset cs) {
        super(in);
        if (cs == null) {
            throw new NullPointerException("charset");
        }
        this.sd = new StreamDecoder(in, replacing(cs));
    }

    /** Decodes with the decoder as it is configured (Files' readers report malformed input). */
    public InputStreamReader(InputStream in, CharsetDecoder dec) {
        super(in);
        if (dec == null) {
            throw new NullPointerException("charset decoder");
        }
        this.sd = new StreamDecoder(in, dec);
    }

    private static CharsetDecoder replacing(Charset cs) {
        return cs.newDecoder().onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE);
    }

    public String getEncoding() {
        return sd.isOpen() ? Codec.historicalName(sd.charset()) : null;
    }

    @Override
    public int read() throws IOException {
        char[] cb = new char[1];
        return sd.read(cb, 0, 1) == -1 ? -1 : cb[0];
    }

    @Override
    public int read(char[] cbuf, int off, int len) throws IOException {
        OutputStream.checkFromIndexSize(off, len, cbuf.length);
        return sd.read(cbuf, off, len);
    }

    @Override
    public boolean ready() throws IOException {
        return sd.ready();
    }

    @Override
    public void close() throws IOException {
        sd.close();
    }
}

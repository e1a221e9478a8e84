package java.io;

import java.nio.charset.Charset;
import jdk.internal.terrarium.Codec;

public class InputStreamReader extends Reader {
    private final Codec.Decoder sd;
    private final int cs;

    public InputStreamReader(InputStream in) {
        super(in);
        this.cs = Codec.UTF_8;
        this.sd = new Codec.Decoder(in, cs);
    }

    public InputStreamReader(InputStream in, String charsetName) throws UnsupportedEncodingException {
        super(in);
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        this.cs = Codec.lookup(charsetName);
        this.sd = new Codec.Decoder(in, cs);
    }

    public InputStreamReader(InputStream in, Charset cs) {
        super(in);
        if (cs == null) {
            throw new NullPointerException("charset");
        }
        this.cs = Codec.idOf(cs);
        this.sd = new Codec.Decoder(in, this.cs);
    }

    public String getEncoding() {
        return sd.isOpen() ? Codec.historicalName(cs) : null;
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

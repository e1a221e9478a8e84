package jdk.internal.terrarium;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;

/**
 * Chars from an InputStream through a CharsetDecoder, as InputStreamReader
 * reads them: a read blocks at most once, and a surrogate pair that does not
 * fit keeps its second half for the next read.
 */
public final class StreamDecoder {
    private InputStream in;
    private final CharsetDecoder decoder;
    /** Bytes read but not yet decoded, between position and limit. */
    private final ByteBuffer bb = ByteBuffer.allocate(8192).flip();
    private boolean haveLeftover;
    private char leftover;

    public StreamDecoder(InputStream in, CharsetDecoder decoder) {
        this.in = in;
        this.decoder = decoder;
    }

    public Charset charset() {
        return decoder.charset();
    }

    public boolean isOpen() {
        return in != null;
    }

    private void ensureOpen() throws IOException {
        if (in == null) {
            throw new IOException("Stream closed");
        }
    }

    public int read(char[] cbuf, int off, int len) throws IOException {
        ensureOpen();
        if (len == 0) {
            return 0;
        }
        int n = 0;
        if (haveLeftover) {
            cbuf[off++] = leftover;
            len--;
            haveLeftover = false;
            n = 1;
            if (len == 0 || !implReady()) {
                return n;
            }
        }
        if (len == 1) {
            char[] two = new char[2];
            int k = implRead(two, 0, 2);
            if (k < 0) {
                return n == 0 ? -1 : n;
            }
            cbuf[off] = two[0];
            if (k == 2) {
                leftover = two[1];
                haveLeftover = true;
            }
            return n + 1;
        }
        int k = implRead(cbuf, off, off + len);
        return k < 0 ? (n == 0 ? -1 : n) : n + k;
    }

    private int implRead(char[] cbuf, int off, int end) throws IOException {
        CharBuffer cb = CharBuffer.wrap(cbuf, off, end - off).slice();
        boolean eof = false;
        for (;;) {
            CoderResult cr = decoder.decode(bb, cb, eof);
            if (cr.isUnderflow()) {
                if (eof || !cb.hasRemaining() || (cb.position() > 0 && !inReady())) {
                    break;
                }
                if (readBytes() < 0) {
                    eof = true;
                    if (cb.position() == 0 && !bb.hasRemaining()) {
                        break;
                    }
                }
                continue;
            }
            if (cr.isOverflow()) {
                break;
            }
            cr.throwException();
        }
        if (eof) {
            decoder.reset();
        }
        return cb.position() == 0 ? -1 : cb.position();
    }

    /** Appends what the stream gives to the undecoded bytes; -1 at its end. */
    private int readBytes() throws IOException {
        bb.compact();
        try {
            int pos = bb.position();
            int n = in.read(bb.array(), bb.arrayOffset() + pos, bb.limit() - pos);
            if (n < 0) {
                return n;
            }
            if (n == 0) {
                throw new IOException("Underlying input stream returned zero bytes");
            }
            bb.position(pos + n);
        } finally {
            bb.flip();
        }
        return bb.remaining();
    }

    private boolean inReady() {
        try {
            return in != null && in.available() > 0;
        } catch (IOException x) {
            return false;
        }
    }

    private boolean implReady() {
        return bb.hasRemaining() || inReady();
    }

    public boolean ready() throws IOException {
        ensureOpen();
        return haveLeftover || implReady();
    }

    public void close() throws IOException {
        if (in == null) {
            return;
        }
        InputStream i = in;
        in = null;
        i.close();
    }
}

package jdk.internal.terrarium;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CoderResult;

/**
 * Chars to an OutputStream through a CharsetEncoder, as OutputStreamWriter
 * writes them: bytes are buffered until flush, and a high surrogate at the end
 * of a write waits for the next one.
 */
public final class StreamEncoder {
    private OutputStream out;
    private final CharsetEncoder encoder;
    private final ByteBuffer bb = ByteBuffer.allocate(8192);
    private boolean haveLeftover;
    private char leftover;

    public StreamEncoder(OutputStream out, CharsetEncoder encoder) {
        this.out = out;
        this.encoder = encoder;
    }

    public Charset charset() {
        return encoder.charset();
    }

    public boolean isOpen() {
        return out != null;
    }

    private void ensureOpen() throws IOException {
        if (out == null) {
            throw new IOException("Stream closed");
        }
    }

    public void write(char[] cbuf, int off, int len) throws IOException {
        ensureOpen();
        if (len > 0) {
            implWrite(CharBuffer.wrap(cbuf, off, len));
        }
    }

    public void write(String s, int off, int len) throws IOException {
        char[] cbuf = new char[len];
        s.getChars(off, off + len, cbuf, 0);
        write(cbuf, 0, len);
    }

    private void implWrite(CharBuffer cb) throws IOException {
        if (haveLeftover) {
            flushLeftover(cb, false);
        }
        while (cb.hasRemaining()) {
            CoderResult cr = encoder.encode(cb, bb, false);
            if (cr.isUnderflow()) {
                if (cb.remaining() == 1) {
                    haveLeftover = true;
                    leftover = cb.get();
                }
                break;
            }
            if (cr.isOverflow()) {
                writeBytes();
                continue;
            }
            cr.throwException();
        }
    }

    /** Encodes the waiting high surrogate with the next char (or, at the end, alone). */
    private void flushLeftover(CharBuffer cb, boolean endOfInput) throws IOException {
        CharBuffer lcb = CharBuffer.allocate(2);
        if (haveLeftover) {
            lcb.put(leftover);
        }
        if (cb != null && cb.hasRemaining()) {
            lcb.put(cb.get());
        }
        lcb.flip();
        while (lcb.hasRemaining() || endOfInput) {
            CoderResult cr = encoder.encode(lcb, bb, endOfInput);
            if (cr.isUnderflow()) {
                if (lcb.hasRemaining()) {
                    leftover = lcb.get();
                    if (cb != null && cb.hasRemaining()) {
                        lcb.clear();
                        lcb.put(leftover).put(cb.get()).flip();
                        continue;
                    }
                    return;
                }
                break;
            }
            if (cr.isOverflow()) {
                writeBytes();
                continue;
            }
            cr.throwException();
        }
        haveLeftover = false;
    }

    private void writeBytes() throws IOException {
        bb.flip();
        if (bb.hasRemaining()) {
            out.write(bb.array(), bb.arrayOffset() + bb.position(), bb.remaining());
        }
        bb.clear();
    }

    public void flushBuffer() throws IOException {
        ensureOpen();
        writeBytes();
    }

    public void flush() throws IOException {
        flushBuffer();
        out.flush();
    }

    public void close() throws IOException {
        if (out == null) {
            return;
        }
        try {
            flushLeftover(null, true);
            for (;;) {
                CoderResult cr = encoder.flush(bb);
                if (cr.isUnderflow()) {
                    break;
                }
                if (cr.isOverflow()) {
                    writeBytes();
                    continue;
                }
                cr.throwException();
            }
            writeBytes();
            out.flush();
        } catch (IOException x) {
            encoder.reset();
            throw x;
        } finally {
            OutputStream o = out;
            out = null;
            o.close();
        }
    }
}

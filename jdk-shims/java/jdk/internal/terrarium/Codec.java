package jdk.internal.terrarium;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UnsupportedEncodingException;
import java.nio.charset.Charset;

/**
 * Streaming text codecs for the java.io readers and writers: UTF-8,
 * ISO-8859-1 and US-ASCII, with the JDK's replacement behaviour (malformed
 * input becomes U+FFFD; unmappable characters and lone surrogates become '?').
 */
public final class Codec {
    public static final int UTF_8 = 0;
    public static final int ISO_8859_1 = 1;
    public static final int US_ASCII = 2;

    private Codec() {
    }

    /** A charset by name, for the constructors that take one as a String. */
    public static int lookup(String csn) throws UnsupportedEncodingException {
        if (csn == null) {
            throw new NullPointerException("charsetName");
        }
        if (!Charset.isSupported(csn)) {
            throw new UnsupportedEncodingException(csn);
        }
        return idOf(Charset.forName(csn));
    }

    public static int idOf(Charset cs) {
        String n = cs.name();
        if (n.equals("UTF-8")) {
            return UTF_8;
        }
        if (n.equals("ISO-8859-1")) {
            return ISO_8859_1;
        }
        if (n.equals("US-ASCII")) {
            return US_ASCII;
        }
        throw new UnsupportedOperationException("charset not supported by Terrarium's readers and writers: " + n);
    }

    /** The historical name getEncoding() returns. */
    public static String historicalName(int id) {
        switch (id) {
            case ISO_8859_1:
                return "ISO8859_1";
            case US_ASCII:
                return "ASCII";
            default:
                return "UTF8";
        }
    }

    public static Charset charset(int id) {
        switch (id) {
            case ISO_8859_1:
                return java.nio.charset.StandardCharsets.ISO_8859_1;
            case US_ASCII:
                return java.nio.charset.StandardCharsets.US_ASCII;
            default:
                return java.nio.charset.StandardCharsets.UTF_8;
        }
    }

    /** Bytes to chars from an InputStream. */
    public static final class Decoder {
        private InputStream in;
        private final int cs;
        private final byte[] bb = new byte[8192];
        private int bpos;
        private int blim;
        private boolean eof;
        private char pendingLow;

        public Decoder(InputStream in, int cs) {
            this.in = in;
            this.cs = cs;
        }

        private void ensureOpen() throws IOException {
            if (in == null) {
                throw new IOException("Stream closed");
            }
        }

        /** Reads more bytes behind those not yet decoded; false at end of input. */
        private boolean fill() throws IOException {
            if (eof) {
                return false;
            }
            if (bpos > 0) {
                int rest = blim - bpos;
                System.arraycopy(bb, bpos, bb, 0, rest);
                bpos = 0;
                blim = rest;
            }
            int n = in.read(bb, blim, bb.length - blim);
            if (n < 0) {
                eof = true;
                return false;
            }
            blim += n;
            return true;
        }

        public int read(char[] cbuf, int off, int len) throws IOException {
            ensureOpen();
            if (len == 0) {
                return 0;
            }
            int n = 0;
            if (pendingLow != 0) {
                cbuf[off] = pendingLow;
                pendingLow = 0;
                n = 1;
            }
            while (n < len) {
                if (bpos >= blim) {
                    if (n > 0 && in.available() <= 0) {
                        break;
                    }
                    if (!fill()) {
                        break;
                    }
                    continue;
                }
                int b1 = bb[bpos];
                if (b1 >= 0) {
                    cbuf[off + n++] = (char) b1;
                    bpos++;
                    continue;
                }
                if (cs == ISO_8859_1) {
                    cbuf[off + n++] = (char) (b1 & 0xff);
                    bpos++;
                    continue;
                }
                if (cs == US_ASCII) {
                    cbuf[off + n++] = '\uFFFD';
                    bpos++;
                    continue;
                }
                int cp = decodeUtf8();
                if (cp == NEED_MORE) {
                    if (n > 0) {
                        break;
                    }
                    fill();
                    continue;
                }
                if (cp >= 0x10000) {
                    cbuf[off + n++] = Character.highSurrogate(cp);
                    if (n < len) {
                        cbuf[off + n++] = Character.lowSurrogate(cp);
                    } else {
                        pendingLow = Character.lowSurrogate(cp);
                    }
                } else {
                    cbuf[off + n++] = (char) cp;
                }
            }
            return n == 0 ? -1 : n;
        }

        private static final int NEED_MORE = -1;

        private static boolean cont(int b) {
            return (b & 0xc0) == 0x80;
        }

        /** One code point (or U+FFFD) from bb[bpos..], advancing bpos; NEED_MORE when truncated before the end of input. */
        private int decodeUtf8() {
            int b1 = bb[bpos] & 0xff;
            int avail = blim - bpos - 1;
            if (b1 >= 0xC2 && b1 <= 0xDF) {
                if (avail == 0) {
                    return truncated(1);
                }
                if (cont(bb[bpos + 1])) {
                    int c = ((b1 & 0x1f) << 6) | (bb[bpos + 1] & 0x3f);
                    bpos += 2;
                    return c;
                }
                bpos += 1;
                return 0xFFFD;
            }
            if (b1 >= 0xE0 && b1 <= 0xEF) {
                if (avail == 0) {
                    return truncated(1);
                }
                int b2 = bb[bpos + 1] & 0xff;
                if (!cont(b2) || (b1 == 0xE0 && b2 < 0xA0)) {
                    bpos += 1;
                    return 0xFFFD;
                }
                if (avail == 1) {
                    return truncated(2);
                }
                int b3 = bb[bpos + 2] & 0xff;
                if (!cont(b3)) {
                    bpos += 2;
                    return 0xFFFD;
                }
                char c = (char) (((b1 & 0x0f) << 12) | ((b2 & 0x3f) << 6) | (b3 & 0x3f));
                bpos += 3;
                return Character.isSurrogate(c) ? 0xFFFD : c;
            }
            if (b1 >= 0xF0 && b1 <= 0xF4) {
                if (avail == 0) {
                    return truncated(1);
                }
                int b2 = bb[bpos + 1] & 0xff;
                if (!cont(b2) || (b1 == 0xF0 && b2 < 0x90) || (b1 == 0xF4 && b2 > 0x8F)) {
                    bpos += 1;
                    return 0xFFFD;
                }
                if (avail == 1) {
                    return truncated(2);
                }
                int b3 = bb[bpos + 2] & 0xff;
                if (!cont(b3)) {
                    bpos += 2;
                    return 0xFFFD;
                }
                if (avail == 2) {
                    return truncated(3);
                }
                int b4 = bb[bpos + 3] & 0xff;
                if (!cont(b4)) {
                    bpos += 3;
                    return 0xFFFD;
                }
                bpos += 4;
                return ((b1 & 0x07) << 18) | ((b2 & 0x3f) << 12) | ((b3 & 0x3f) << 6) | (b4 & 0x3f);
            }
            bpos += 1;
            return 0xFFFD;
        }

        /** A valid but incomplete sequence of n bytes: more input, or one U+FFFD at its end. */
        private int truncated(int n) {
            if (!eof) {
                return NEED_MORE;
            }
            bpos += n;
            return 0xFFFD;
        }

        public boolean ready() throws IOException {
            ensureOpen();
            return pendingLow != 0 || bpos < blim || in.available() > 0;
        }

        public void close() throws IOException {
            if (in == null) {
                return;
            }
            InputStream i = in;
            in = null;
            i.close();
        }

        public boolean isOpen() {
            return in != null;
        }
    }

    /** Chars to bytes into an OutputStream, buffered until flush. */
    public static final class Encoder {
        private OutputStream out;
        private final int cs;
        private final byte[] bb = new byte[8192];
        private int bpos;
        private char pendingHigh;

        public Encoder(OutputStream out, int cs) {
            this.out = out;
            this.cs = cs;
        }

        private void ensureOpen() throws IOException {
            if (out == null) {
                throw new IOException("Stream closed");
            }
        }

        private void put(int b) throws IOException {
            if (bpos == bb.length) {
                flushBuffer();
            }
            bb[bpos++] = (byte) b;
        }

        private void encode(char c) throws IOException {
            if (pendingHigh != 0) {
                char h = pendingHigh;
                pendingHigh = 0;
                if (Character.isLowSurrogate(c)) {
                    int cp = Character.toCodePoint(h, c);
                    if (cs == UTF_8) {
                        put(0xf0 | (cp >> 18));
                        put(0x80 | ((cp >> 12) & 0x3f));
                        put(0x80 | ((cp >> 6) & 0x3f));
                        put(0x80 | (cp & 0x3f));
                    } else {
                        put('?');
                    }
                    return;
                }
                put('?');
            }
            if (c < 0x80) {
                put(c);
            } else if (Character.isHighSurrogate(c)) {
                pendingHigh = c;
            } else if (Character.isLowSurrogate(c)) {
                put('?');
            } else if (cs == ISO_8859_1) {
                put(c <= 0xff ? c : '?');
            } else if (cs == US_ASCII) {
                put('?');
            } else if (c < 0x800) {
                put(0xc0 | (c >> 6));
                put(0x80 | (c & 0x3f));
            } else {
                put(0xe0 | (c >> 12));
                put(0x80 | ((c >> 6) & 0x3f));
                put(0x80 | (c & 0x3f));
            }
        }

        public void write(char[] cbuf, int off, int len) throws IOException {
            ensureOpen();
            for (int i = 0; i < len; i++) {
                encode(cbuf[off + i]);
            }
        }

        public void write(String s, int off, int len) throws IOException {
            ensureOpen();
            for (int i = 0; i < len; i++) {
                encode(s.charAt(off + i));
            }
        }

        public void flushBuffer() throws IOException {
            ensureOpen();
            if (bpos > 0) {
                out.write(bb, 0, bpos);
                bpos = 0;
            }
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
                if (pendingHigh != 0) {
                    pendingHigh = 0;
                    put('?');
                }
                flushBuffer();
            } finally {
                OutputStream o = out;
                out = null;
                o.close();
            }
        }

        public boolean isOpen() {
            return out != null;
        }
    }
}

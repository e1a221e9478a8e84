package java.util;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * RFC 4648 / RFC 2045 Base64 as java.util.Base64 specifies it. Sizes, the
 * order of checks and the exception messages are HotSpot's, so that code
 * which prints a rejected input's message sees the same text.
 */
public class Base64 {
    private Base64() {
    }

    private static final char[] BASIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".toCharArray();
    private static final char[] URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".toCharArray();
    private static final byte[] CRLF = {'\r', '\n'};
    private static final int MIME_LINE_MAX = 76;

    /** Byte value to 6-bit value: -1 not in the alphabet, -2 the pad '='. */
    private static final int[] FROM_BASIC = reverse(BASIC);
    private static final int[] FROM_URL = reverse(URL);

    private static int[] reverse(char[] alphabet) {
        int[] t = new int[256];
        Arrays.fill(t, -1);
        for (int i = 0; i < alphabet.length; i++) {
            t[alphabet[i]] = i;
        }
        t['='] = -2;
        return t;
    }

    private static final Encoder RFC4648 = new Encoder(false, null, -1, true);
    private static final Encoder RFC4648_URLSAFE = new Encoder(true, null, -1, true);
    private static final Encoder RFC2045 = new Encoder(false, CRLF, MIME_LINE_MAX, true);
    private static final Decoder RFC4648_D = new Decoder(false, false);
    private static final Decoder RFC4648_URLSAFE_D = new Decoder(true, false);
    private static final Decoder RFC2045_D = new Decoder(false, true);

    public static Encoder getEncoder() {
        return RFC4648;
    }

    public static Encoder getUrlEncoder() {
        return RFC4648_URLSAFE;
    }

    public static Encoder getMimeEncoder() {
        return RFC2045;
    }

    public static Encoder getMimeEncoder(int lineLength, byte[] lineSeparator) {
        Objects.requireNonNull(lineSeparator);
        for (byte b : lineSeparator) {
            if (FROM_BASIC[b & 0xff] != -1) {
                throw new IllegalArgumentException("Illegal base64 line separator character 0x" + Integer.toString(b, 16));
            }
        }
        // Lines hold whole 4-character units; no positive length left means no lines at all.
        lineLength -= lineLength % 4;
        if (lineLength <= 0) {
            return RFC4648;
        }
        return new Encoder(false, lineSeparator, lineLength, true);
    }

    public static Decoder getDecoder() {
        return RFC4648_D;
    }

    public static Decoder getUrlDecoder() {
        return RFC4648_URLSAFE_D;
    }

    public static Decoder getMimeDecoder() {
        return RFC2045_D;
    }

    public static class Encoder {
        private final byte[] newline;
        private final int linemax;
        private final boolean isURL;
        private final boolean doPadding;

        private Encoder(boolean isURL, byte[] newline, int linemax, boolean doPadding) {
            this.isURL = isURL;
            this.newline = newline;
            this.linemax = linemax;
            this.doPadding = doPadding;
        }

        /** The encoded size of {@code srclen} bytes; -1 when too large for an array (throwOOME false). */
        private int encodedOutLength(int srclen, boolean throwOOME) {
            long len;
            if (doPadding) {
                len = 4L * ((srclen + 2L) / 3L);
            } else {
                int n = srclen % 3;
                len = 4L * (srclen / 3) + (n == 0 ? 0 : n + 1);
            }
            if (linemax > 0 && len > 0) {
                len += (len - 1) / linemax * newline.length;
            }
            if (len > Integer.MAX_VALUE) {
                if (throwOOME) {
                    throw new OutOfMemoryError("Encoded size is too large");
                }
                return -1;
            }
            return (int) len;
        }

        public byte[] encode(byte[] src) {
            int len = encodedOutLength(src.length, true);
            byte[] dst = new byte[len];
            int ret = encode0(src, 0, src.length, dst);
            if (ret != dst.length) {
                return Arrays.copyOf(dst, ret);
            }
            return dst;
        }

        public int encode(byte[] src, byte[] dst) {
            int len = encodedOutLength(src.length, false);
            if (dst.length < len || len == -1) {
                throw new IllegalArgumentException("Output byte array is too small for encoding all input bytes");
            }
            return encode0(src, 0, src.length, dst);
        }

        @SuppressWarnings("deprecation")
        public String encodeToString(byte[] src) {
            byte[] encoded = encode(src);
            return new String(encoded, 0, 0, encoded.length);
        }

        public ByteBuffer encode(ByteBuffer buffer) {
            int len = encodedOutLength(buffer.remaining(), true);
            byte[] dst = new byte[len];
            int ret;
            if (buffer.hasArray()) {
                ret = encode0(buffer.array(), buffer.arrayOffset() + buffer.position(),
                        buffer.arrayOffset() + buffer.limit(), dst);
                buffer.position(buffer.limit());
            } else {
                byte[] src = new byte[buffer.remaining()];
                buffer.get(src);
                ret = encode0(src, 0, src.length, dst);
            }
            if (ret != dst.length) {
                dst = Arrays.copyOf(dst, ret);
            }
            return ByteBuffer.wrap(dst);
        }

        public OutputStream wrap(OutputStream os) {
            Objects.requireNonNull(os);
            return new EncOutputStream(os, isURL ? URL : BASIC, newline, linemax, doPadding);
        }

        public Encoder withoutPadding() {
            if (!doPadding) {
                return this;
            }
            return new Encoder(isURL, newline, linemax, false);
        }

        private int encode0(byte[] src, int off, int end, byte[] dst) {
            char[] alphabet = isURL ? URL : BASIC;
            int sp = off;
            int dp = 0;
            int linepos = 0;
            int whole = off + (end - off) / 3 * 3;
            while (sp < whole) {
                if (linemax > 0 && linepos == linemax) {
                    for (byte b : newline) {
                        dst[dp++] = b;
                    }
                    linepos = 0;
                }
                int bits = (src[sp++] & 0xff) << 16 | (src[sp++] & 0xff) << 8 | (src[sp++] & 0xff);
                dst[dp++] = (byte) alphabet[(bits >>> 18) & 0x3f];
                dst[dp++] = (byte) alphabet[(bits >>> 12) & 0x3f];
                dst[dp++] = (byte) alphabet[(bits >>> 6) & 0x3f];
                dst[dp++] = (byte) alphabet[bits & 0x3f];
                linepos += 4;
            }
            if (sp < end) {
                if (linemax > 0 && linepos == linemax) {
                    for (byte b : newline) {
                        dst[dp++] = b;
                    }
                }
                int b0 = src[sp++] & 0xff;
                dst[dp++] = (byte) alphabet[b0 >> 2];
                if (sp == end) {
                    dst[dp++] = (byte) alphabet[(b0 << 4) & 0x3f];
                    if (doPadding) {
                        dst[dp++] = '=';
                        dst[dp++] = '=';
                    }
                } else {
                    int b1 = src[sp] & 0xff;
                    dst[dp++] = (byte) alphabet[(b0 << 4) & 0x3f | (b1 >> 4)];
                    dst[dp++] = (byte) alphabet[(b1 << 2) & 0x3f];
                    if (doPadding) {
                        dst[dp++] = '=';
                    }
                }
            }
            return dp;
        }
    }

    public static class Decoder {
        private final boolean isURL;
        private final boolean isMIME;

        private Decoder(boolean isURL, boolean isMIME) {
            this.isURL = isURL;
            this.isMIME = isMIME;
        }

        public byte[] decode(byte[] src) {
            byte[] dst = new byte[decodedOutLength(src, 0, src.length)];
            int ret = decode0(src, 0, src.length, dst);
            if (ret != dst.length) {
                dst = Arrays.copyOf(dst, ret);
            }
            return dst;
        }

        public byte[] decode(String src) {
            return decode(src.getBytes(StandardCharsets.ISO_8859_1));
        }

        public int decode(byte[] src, byte[] dst) {
            int len = decodedOutLength(src, 0, src.length);
            if (dst.length < len || len == -1) {
                throw new IllegalArgumentException("Output byte array is too small for decoding all input bytes");
            }
            return decode0(src, 0, src.length, dst);
        }

        public ByteBuffer decode(ByteBuffer buffer) {
            int pos0 = buffer.position();
            try {
                byte[] src;
                int sp;
                int sl;
                if (buffer.hasArray()) {
                    src = buffer.array();
                    sp = buffer.arrayOffset() + buffer.position();
                    sl = buffer.arrayOffset() + buffer.limit();
                    buffer.position(buffer.limit());
                } else {
                    src = new byte[buffer.remaining()];
                    buffer.get(src);
                    sp = 0;
                    sl = src.length;
                }
                byte[] dst = new byte[decodedOutLength(src, sp, sl)];
                return ByteBuffer.wrap(dst, 0, decode0(src, sp, sl, dst));
            } catch (IllegalArgumentException iae) {
                // A rejected buffer is left where it was.
                buffer.position(pos0);
                throw iae;
            }
        }

        public InputStream wrap(InputStream is) {
            Objects.requireNonNull(is);
            return new DecInputStream(is, isURL ? FROM_URL : FROM_BASIC, isMIME);
        }

        /** The decoded size as an upper bound from the length and the padding (MIME: alphabet bytes only). */
        private int decodedOutLength(byte[] src, int sp, int sl) {
            int[] base64 = isURL ? FROM_URL : FROM_BASIC;
            int paddings = 0;
            int len = sl - sp;
            if (len == 0) {
                return 0;
            }
            if (len < 2) {
                if (isMIME) {
                    return 0;
                }
                throw new IllegalArgumentException("Input byte[] should at least have 2 bytes for base64 bytes");
            }
            if (isMIME) {
                int n = 0;
                while (sp < sl) {
                    int b = src[sp++] & 0xff;
                    if (b == '=') {
                        len -= (sl - sp + 1);
                        break;
                    }
                    if (base64[b] == -1) {
                        n++;
                    }
                }
                len -= n;
            } else {
                if (src[sl - 1] == '=') {
                    paddings++;
                    if (src[sl - 2] == '=') {
                        paddings++;
                    }
                }
            }
            if (paddings == 0 && (len & 0x3) != 0) {
                paddings = 4 - (len & 0x3);
            }
            return 3 * (int) ((len + 3L) / 4) - paddings;
        }

        private int decode0(byte[] src, int sp, int sl, byte[] dst) {
            int[] base64 = isURL ? FROM_URL : FROM_BASIC;
            int dp = 0;
            int bits = 0;
            int shiftto = 18;
            while (sp < sl) {
                int b = base64[src[sp++] & 0xff];
                if (b < 0) {
                    if (b == -2) {
                        // '=' may only end a unit as "xx==" or "xxx=".
                        if (shiftto == 6 && (sp == sl || src[sp++] != '=') || shiftto == 18) {
                            throw new IllegalArgumentException("Input byte array has wrong 4-byte ending unit");
                        }
                        break;
                    }
                    if (isMIME) {
                        continue;
                    }
                    throw new IllegalArgumentException("Illegal base64 character " + Integer.toString(src[sp - 1], 16));
                }
                bits |= b << shiftto;
                shiftto -= 6;
                if (shiftto < 0) {
                    dst[dp++] = (byte) (bits >> 16);
                    dst[dp++] = (byte) (bits >> 8);
                    dst[dp++] = (byte) bits;
                    shiftto = 18;
                    bits = 0;
                }
            }
            if (shiftto == 6) {
                dst[dp++] = (byte) (bits >> 16);
            } else if (shiftto == 0) {
                dst[dp++] = (byte) (bits >> 16);
                dst[dp++] = (byte) (bits >> 8);
            } else if (shiftto == 12) {
                throw new IllegalArgumentException("Last unit does not have enough valid bits");
            }
            // Only MIME's non-alphabet bytes may follow the end.
            while (sp < sl) {
                if (isMIME && base64[src[sp++] & 0xff] < 0) {
                    continue;
                }
                throw new IllegalArgumentException("Input byte array has incorrect ending byte at " + sp);
            }
            return dp;
        }
    }

    /** Encodes as it goes: whole 3-byte units at once, the last partial unit when closed. */
    private static final class EncOutputStream extends FilterOutputStream {
        private int leftover;
        private int b0;
        private int b1;
        private int b2;
        private boolean closed;
        private final char[] alphabet;
        private final byte[] newline;
        private final int linemax;
        private final boolean doPadding;
        private int linepos;
        private final byte[] buf;

        EncOutputStream(OutputStream os, char[] alphabet, byte[] newline, int linemax, boolean doPadding) {
            super(os);
            this.alphabet = alphabet;
            this.newline = newline;
            this.linemax = linemax;
            this.doPadding = doPadding;
            this.buf = new byte[linemax <= 0 ? 8124 : linemax];
        }

        @Override
        public void write(int b) throws IOException {
            byte[] one = new byte[1];
            one[0] = (byte) (b & 0xff);
            write(one, 0, 1);
        }

        private void checkNewline() throws IOException {
            if (linepos == linemax) {
                out.write(newline);
                linepos = 0;
            }
        }

        private void writeb4(char c0, char c1, char c2, char c3) throws IOException {
            buf[0] = (byte) c0;
            buf[1] = (byte) c1;
            buf[2] = (byte) c2;
            buf[3] = (byte) c3;
            out.write(buf, 0, 4);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            if (closed) {
                throw new IOException("Stream is closed");
            }
            if (off < 0 || len < 0 || len > b.length - off) {
                throw new ArrayIndexOutOfBoundsException();
            }
            if (len == 0) {
                return;
            }
            if (leftover != 0) {
                if (leftover == 1) {
                    b1 = b[off++] & 0xff;
                    len--;
                    if (len == 0) {
                        leftover++;
                        return;
                    }
                }
                b2 = b[off++] & 0xff;
                len--;
                checkNewline();
                writeb4(alphabet[b0 >> 2], alphabet[(b0 << 4) & 0x3f | (b1 >> 4)],
                        alphabet[(b1 << 2) & 0x3f | (b2 >> 6)], alphabet[b2 & 0x3f]);
                linepos += 4;
            }
            int nBits24 = len / 3;
            leftover = len - nBits24 * 3;
            while (nBits24 > 0) {
                checkNewline();
                int units = linemax > 0 ? (linemax - linepos) / 4 : buf.length / 4;
                if (units > nBits24) {
                    units = nBits24;
                }
                int dp = 0;
                for (int i = 0; i < units; i++) {
                    int bits = (b[off++] & 0xff) << 16 | (b[off++] & 0xff) << 8 | (b[off++] & 0xff);
                    buf[dp++] = (byte) alphabet[(bits >>> 18) & 0x3f];
                    buf[dp++] = (byte) alphabet[(bits >>> 12) & 0x3f];
                    buf[dp++] = (byte) alphabet[(bits >>> 6) & 0x3f];
                    buf[dp++] = (byte) alphabet[bits & 0x3f];
                }
                out.write(buf, 0, dp);
                linepos += dp;
                nBits24 -= units;
            }
            if (leftover > 0) {
                b0 = b[off++] & 0xff;
            }
            if (leftover > 1) {
                b1 = b[off++] & 0xff;
            }
        }

        @Override
        public void close() throws IOException {
            if (!closed) {
                closed = true;
                if (leftover == 1) {
                    checkNewline();
                    out.write(alphabet[b0 >> 2]);
                    out.write(alphabet[(b0 << 4) & 0x3f]);
                    if (doPadding) {
                        out.write('=');
                        out.write('=');
                    }
                } else if (leftover == 2) {
                    checkNewline();
                    out.write(alphabet[b0 >> 2]);
                    out.write(alphabet[(b0 << 4) & 0x3f | (b1 >> 4)]);
                    out.write(alphabet[(b1 << 2) & 0x3f]);
                    if (doPadding) {
                        out.write('=');
                    }
                }
                leftover = 0;
                out.close();
            }
        }
    }

    /** Decodes as it reads, one 4-character unit at a time. */
    private static final class DecInputStream extends InputStream {
        private final InputStream is;
        private final boolean isMIME;
        private final int[] base64;
        /** Decoded bytes not yet returned. */
        private final byte[] pending = new byte[3];
        private int pendingPos;
        private int pendingLen;
        private boolean eof;
        private boolean closed;

        DecInputStream(InputStream is, int[] base64, boolean isMIME) {
            this.is = is;
            this.base64 = base64;
            this.isMIME = isMIME;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) == -1 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (closed) {
                throw new IOException("Stream is closed");
            }
            if (off < 0 || len < 0 || len > b.length - off) {
                throw new IndexOutOfBoundsException();
            }
            if (len == 0) {
                return 0;
            }
            int n = 0;
            while (n < len) {
                if (pendingPos < pendingLen) {
                    b[off + n++] = pending[pendingPos++];
                    continue;
                }
                if (eof || !fill()) {
                    break;
                }
            }
            return n == 0 ? -1 : n;
        }

        /** Decodes the next unit into pending; false at the end of the input. */
        private boolean fill() throws IOException {
            pendingPos = 0;
            pendingLen = 0;
            int bits = 0;
            int shiftto = 18;
            while (true) {
                int i = is.read();
                if (i == -1) {
                    eof = true;
                    if (shiftto == 12) {
                        throw new IOException("Base64 stream has one un-decoded dangling byte.");
                    }
                    finish(bits, shiftto);
                    return pendingLen > 0;
                }
                int v = base64[i];
                if (v == -2) {
                    // Padding: "xx==" or "xxx=" only. HotSpot's message counts 6 more than shiftto.
                    if (shiftto == 18 || shiftto == 12) {
                        throw new IOException("Illegal base64 ending sequence:" + (shiftto + 6));
                    }
                    if (shiftto == 6) {
                        int c = is.read();
                        if (c != '=') {
                            throw new IOException("Illegal base64 ending sequence:" + (shiftto + 6));
                        }
                    }
                    eof = true;
                    finish(bits, shiftto);
                    return pendingLen > 0;
                }
                if (v == -1) {
                    if (isMIME) {
                        continue;
                    }
                    throw new IOException("Illegal base64 character 0x" + Integer.toString(i, 16));
                }
                bits |= v << shiftto;
                shiftto -= 6;
                if (shiftto < 0) {
                    pending[0] = (byte) (bits >> 16);
                    pending[1] = (byte) (bits >> 8);
                    pending[2] = (byte) bits;
                    pendingLen = 3;
                    return true;
                }
            }
        }

        private void finish(int bits, int shiftto) {
            if (shiftto == 6) {
                pending[0] = (byte) (bits >> 16);
                pendingLen = 1;
            } else if (shiftto == 0) {
                pending[0] = (byte) (bits >> 16);
                pending[1] = (byte) (bits >> 8);
                pendingLen = 2;
            }
        }

        @Override
        public int available() throws IOException {
            if (closed) {
                throw new IOException("Stream is closed");
            }
            return is.available();
        }

        @Override
        public void close() throws IOException {
            if (!closed) {
                closed = true;
                is.close();
            }
        }
    }
}

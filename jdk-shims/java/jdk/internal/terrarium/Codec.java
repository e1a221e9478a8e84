package jdk.internal.terrarium;

import java.io.UnsupportedEncodingException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.UnsupportedCharsetException;
import java.util.Arrays;

/**
 * The charsets Terrarium implements, UTF-8, ISO-8859-1, US-ASCII, UTF-16,
 * UTF-16BE and UTF-16LE, each as one decoder and one encoder on arrays with
 * the JDK's rules for malformed and unmappable input. Every conversion goes
 * through them: Charset's CharsetDecoder/Encoder (and so the java.io readers
 * and writers, which use those), and String's constructors and getBytes and
 * PrintStream, which call them directly and replace bad input as the JDK's do.
 */
public final class Codec {
    public static final int UTF_8 = 0;
    public static final int ISO_8859_1 = 1;
    public static final int US_ASCII = 2;
    public static final int UTF_16 = 3;
    public static final int UTF_16BE = 4;
    public static final int UTF_16LE = 5;

    private static final float[] AVG_BYTES_PER_CHAR = {1.1f, 1.0f, 1.0f, 2.0f, 2.0f, 2.0f};
    private static final float[] MAX_BYTES_PER_CHAR = {3.0f, 1.0f, 1.0f, 4.0f, 2.0f, 2.0f};
    private static final byte[][] REPLACEMENT = {
        {'?'}, {'?'}, {'?'}, {(byte) 0xff, (byte) 0xfd}, {(byte) 0xff, (byte) 0xfd}, {(byte) 0xfd, (byte) 0xff}};
    private static final String[] HISTORICAL_NAME = {
        "UTF8", "ISO8859_1", "ASCII", "UTF-16", "UnicodeBigUnmarked", "UnicodeLittleUnmarked"};

    private Codec() {
    }

    /** The id of one of the built-in charsets, or -1 for a charset the program defined. */
    public static int id(Charset cs) {
        if (cs == StandardCharsets.UTF_8) {
            return UTF_8;
        }
        if (cs == StandardCharsets.ISO_8859_1) {
            return ISO_8859_1;
        }
        if (cs == StandardCharsets.US_ASCII) {
            return US_ASCII;
        }
        if (cs == StandardCharsets.UTF_16) {
            return UTF_16;
        }
        if (cs == StandardCharsets.UTF_16BE) {
            return UTF_16BE;
        }
        return cs == StandardCharsets.UTF_16LE ? UTF_16LE : -1;
    }

    /** A charset by name, for the String and java.io APIs that take one as a String. */
    public static Charset forName(String csn) throws UnsupportedEncodingException {
        try {
            return Charset.forName(csn);
        } catch (IllegalCharsetNameException | UnsupportedCharsetException x) {
            throw new UnsupportedEncodingException(csn);
        }
    }

    /** The name InputStreamReader/OutputStreamWriter.getEncoding() report. */
    public static String historicalName(Charset cs) {
        int id = id(cs);
        return id < 0 ? cs.name() : HISTORICAL_NAME[id];
    }

    // ------------------------------------------------------------ String's conversions

    /** Bytes to chars as new String(bytes, cs) does: each malformed sequence becomes U+FFFD. */
    public static char[] decode(Charset cs, byte[] b, int off, int len) {
        int id = id(cs);
        if (id < 0) {
            CharsetDecoder d = cs.newDecoder().onMalformedInput(CodingErrorAction.REPLACE)
                    .onUnmappableCharacter(CodingErrorAction.REPLACE);
            try {
                CharBuffer cb = d.decode(ByteBuffer.wrap(b, off, len));
                char[] r = new char[cb.remaining()];
                cb.get(r);
                return r;
            } catch (CharacterCodingException x) {
                throw new Error(x);
            }
        }
        return decode(id, b, off, len);
    }

    public static char[] decode(int id, byte[] b, int off, int len) {
        char[] out = new char[len];
        int sl = off + len;
        // ASCII is itself in UTF-8, ISO-8859-1 and US-ASCII: the common case, without a decoder
        int sp = off;
        int dp = 0;
        if (id <= US_ASCII) {
            while (sp < sl && b[sp] >= 0) {
                out[dp++] = (char) b[sp++];
            }
            if (sp == sl) {
                return out;
            }
        }
        Decoder d = decoder(id);
        // each of these decoders makes at most one char of a byte, replacements included
        for (;;) {
            CoderResult r = d.decode(b, sp, sl, out, dp, len);
            sp = d.sp;
            dp = d.dp;
            if (r.isUnderflow() && sp == sl) {
                break;
            }
            out[dp++] = '\uFFFD';
            // an incomplete sequence at the end is one malformed sequence
            sp = r.isUnderflow() ? sl : sp + r.length();
        }
        return dp == len ? out : Arrays.copyOf(out, dp);
    }

    /** Chars to bytes as String.getBytes(cs) does: bad input becomes the encoder's replacement. */
    public static byte[] encode(Charset cs, char[] v, int off, int len) {
        int id = id(cs);
        if (id < 0) {
            CharsetEncoder e = cs.newEncoder().onMalformedInput(CodingErrorAction.REPLACE)
                    .onUnmappableCharacter(CodingErrorAction.REPLACE);
            try {
                ByteBuffer bb = e.encode(CharBuffer.wrap(v, off, len));
                byte[] r = new byte[bb.remaining()];
                bb.get(r);
                return r;
            } catch (CharacterCodingException x) {
                throw new Error(x);
            }
        }
        return encode(id, v, off, len);
    }

    public static byte[] encode(int id, char[] v, int off, int len) {
        if (id <= US_ASCII) {
            // ASCII is itself in UTF-8, ISO-8859-1 and US-ASCII: the common case, without an encoder
            byte[] r = new byte[len];
            int sp = off;
            int sl = off + len;
            int dp = 0;
            while (sp < sl && v[sp] < 0x80) {
                r[dp++] = (byte) v[sp++];
            }
            if (sp == sl) {
                return r;
            }
        }
        Encoder e = encoder(id);
        // a bound of what these encoders make of a char, replacements included
        byte[] out = new byte[id == ISO_8859_1 || id == US_ASCII ? len : 3 * len + 2];
        out = encode(e, REPLACEMENT[id], v, off, off + len, true, out);
        return e.dp == out.length ? out : Arrays.copyOf(out, e.dp);
    }

    /**
     * Encodes v[sp, sl) with e into out, replacing malformed input and
     * unmappable characters with repl. A high surrogate at the end is replaced
     * too at the end of the input; otherwise it is left unencoded, and e.sp is
     * then sl - 1. Returns out, or a larger copy if it was too small; the bytes
     * are its first e.dp.
     */
    public static byte[] encode(Encoder e, byte[] repl, char[] v, int sp, int sl, boolean endOfInput, byte[] out) {
        int dp = 0;
        for (;;) {
            CoderResult r = e.encode(v, sp, sl, out, dp, out.length);
            sp = e.sp;
            dp = e.dp;
            if (r.isUnderflow() && (sp == sl || !endOfInput)) {
                return out;
            }
            if (r.isOverflow() || out.length - dp < repl.length) {
                out = Arrays.copyOf(out, Math.max(2 * out.length, dp + 3 * (sl - sp) + 2 + repl.length));
                continue;
            }
            System.arraycopy(repl, 0, out, dp, repl.length);
            dp += repl.length;
            sp = r.isUnderflow() ? sl : sp + r.length();
        }
    }

    /** What String.getBytes and PrintStream put for input the charset cannot encode. */
    public static byte[] replacement(int id) {
        return REPLACEMENT[id].clone();
    }

    // ------------------------------------------------------------ the coders

    /**
     * Bytes to chars in steps: decode converts src[sp, sl) into dst[dp, dl)
     * and stops when the input is used up (UNDERFLOW, leaving an incomplete
     * sequence at the end unread), when the output is full (OVERFLOW) or at
     * malformed input (malformedForLength(n): the n bytes at sp). The fields
     * sp and dp then say where it stopped.
     */
    public abstract static class Decoder {
        public int sp;
        public int dp;

        public abstract CoderResult decode(byte[] src, int sp, int sl, char[] dst, int dp, int dl);

        /** Forgets what earlier input decided (UTF-16's byte order). */
        public void reset() {
        }

        final CoderResult stop(int sp, int dp, CoderResult r) {
            this.sp = sp;
            this.dp = dp;
            return r;
        }
    }

    /** Chars to bytes in steps, as Decoder; errors are malformed (lone surrogates) or unmappable. */
    public abstract static class Encoder {
        public int sp;
        public int dp;

        public abstract CoderResult encode(char[] src, int sp, int sl, byte[] dst, int dp, int dl);

        public void reset() {
        }

        public boolean canEncode(char c) {
            return !Character.isSurrogate(c);
        }

        final CoderResult stop(int sp, int dp, CoderResult r) {
            this.sp = sp;
            this.dp = dp;
            return r;
        }
    }

    public static Decoder decoder(int id) {
        switch (id) {
            case UTF_8:
                return new Utf8Decoder();
            case ISO_8859_1:
                return new SingleByteDecoder(false);
            case US_ASCII:
                return new SingleByteDecoder(true);
            case UTF_16:
                return new Utf16Decoder(Utf16Decoder.UNKNOWN);
            case UTF_16BE:
                return new Utf16Decoder(Utf16Decoder.BIG);
            default:
                return new Utf16Decoder(Utf16Decoder.LITTLE);
        }
    }

    public static Encoder encoder(int id) {
        switch (id) {
            case UTF_8:
                return new Utf8Encoder();
            case ISO_8859_1:
                return new SingleByteEncoder(0xff);
            case US_ASCII:
                return new SingleByteEncoder(0x7f);
            default:
                return new Utf16Encoder(id != UTF_16LE, id == UTF_16);
        }
    }

    private static boolean isContinuation(int b) {
        return (b & 0xc0) == 0x80;
    }

    private static final class Utf8Decoder extends Decoder {
        @Override
        public CoderResult decode(byte[] src, int sp, int sl, char[] dst, int dp, int dl) {
            int asciiEnd = dl - dp < sl - sp ? sp + (dl - dp) : sl;
            while (sp < asciiEnd && src[sp] >= 0) {
                dst[dp++] = (char) src[sp++];
            }
            while (sp < sl) {
                int b1 = src[sp];
                if (b1 >= 0) {
                    if (dp == dl) {
                        return stop(sp, dp, CoderResult.OVERFLOW);
                    }
                    dst[dp++] = (char) b1;
                    sp++;
                    continue;
                }
                int avail = sl - sp;
                if ((b1 >> 5) == -2 && (b1 & 0x1e) != 0) {
                    // C2..DF: two bytes
                    if (avail < 2 || dp == dl) {
                        return stop(sp, dp, avail < 2 ? CoderResult.UNDERFLOW : CoderResult.OVERFLOW);
                    }
                    int b2 = src[sp + 1];
                    if (!isContinuation(b2)) {
                        return stop(sp, dp, CoderResult.malformedForLength(1));
                    }
                    dst[dp++] = (char) (((b1 & 0x1f) << 6) | (b2 & 0x3f));
                    sp += 2;
                } else if ((b1 >> 4) == -2) {
                    // E0..EF: three bytes, no overlong forms, no surrogates. Without
                    // the whole sequence or room for it, what is there is checked first.
                    if (avail < 3 || dp == dl) {
                        if (avail > 1 && badSecondOf3(b1, src[sp + 1])) {
                            return stop(sp, dp, CoderResult.malformedForLength(1));
                        }
                        return stop(sp, dp, avail < 3 ? CoderResult.UNDERFLOW : CoderResult.OVERFLOW);
                    }
                    int b2 = src[sp + 1];
                    int b3 = src[sp + 2];
                    if (badSecondOf3(b1, b2)) {
                        return stop(sp, dp, CoderResult.malformedForLength(1));
                    }
                    if (!isContinuation(b3)) {
                        return stop(sp, dp, CoderResult.malformedForLength(2));
                    }
                    char c = (char) (((b1 & 0x0f) << 12) | ((b2 & 0x3f) << 6) | (b3 & 0x3f));
                    if (Character.isSurrogate(c)) {
                        return stop(sp, dp, CoderResult.malformedForLength(3));
                    }
                    dst[dp++] = c;
                    sp += 3;
                } else if ((b1 >> 3) == -2) {
                    // F0..F7: four bytes, a supplementary code point (two chars)
                    if (avail < 4 || dl - dp < 2) {
                        if ((b1 & 0xff) > 0xf4 || (avail > 1 && badSecondOf4(b1, src[sp + 1]))) {
                            return stop(sp, dp, CoderResult.malformedForLength(1));
                        }
                        if (avail > 2 && !isContinuation(src[sp + 2])) {
                            return stop(sp, dp, CoderResult.malformedForLength(2));
                        }
                        return stop(sp, dp, avail < 4 ? CoderResult.UNDERFLOW : CoderResult.OVERFLOW);
                    }
                    int b2 = src[sp + 1];
                    int b3 = src[sp + 2];
                    int b4 = src[sp + 3];
                    int cp = ((b1 & 0x07) << 18) | ((b2 & 0x3f) << 12) | ((b3 & 0x3f) << 6) | (b4 & 0x3f);
                    if (!isContinuation(b2) || !isContinuation(b3) || !isContinuation(b4)
                            || !Character.isSupplementaryCodePoint(cp)) {
                        int n = (b1 & 0xff) > 0xf4 || badSecondOf4(b1, b2) ? 1 : !isContinuation(b3) ? 2 : 3;
                        return stop(sp, dp, CoderResult.malformedForLength(n));
                    }
                    dst[dp++] = Character.highSurrogate(cp);
                    dst[dp++] = Character.lowSurrogate(cp);
                    sp += 4;
                } else {
                    return stop(sp, dp, CoderResult.malformedForLength(1));
                }
            }
            return stop(sp, dp, CoderResult.UNDERFLOW);
        }

        private static boolean badSecondOf3(int b1, int b2) {
            return (b1 == (byte) 0xe0 && (b2 & 0xe0) == 0x80) || !isContinuation(b2);
        }

        private static boolean badSecondOf4(int b1, int b2) {
            int u1 = b1 & 0xff;
            int u2 = b2 & 0xff;
            return (u1 == 0xf0 && (u2 < 0x90 || u2 > 0xbf)) || (u1 == 0xf4 && (u2 & 0xf0) != 0x80)
                    || !isContinuation(b2);
        }
    }

    private static final class Utf8Encoder extends Encoder {
        @Override
        public CoderResult encode(char[] src, int sp, int sl, byte[] dst, int dp, int dl) {
            int asciiEnd = dl - dp < sl - sp ? sp + (dl - dp) : sl;
            while (sp < asciiEnd && src[sp] < 0x80) {
                dst[dp++] = (byte) src[sp++];
            }
            while (sp < sl) {
                char c = src[sp];
                if (c < 0x80) {
                    if (dp == dl) {
                        return stop(sp, dp, CoderResult.OVERFLOW);
                    }
                    dst[dp++] = (byte) c;
                    sp++;
                } else if (c < 0x800) {
                    if (dl - dp < 2) {
                        return stop(sp, dp, CoderResult.OVERFLOW);
                    }
                    dst[dp++] = (byte) (0xc0 | (c >> 6));
                    dst[dp++] = (byte) (0x80 | (c & 0x3f));
                    sp++;
                } else if (Character.isSurrogate(c)) {
                    if (Character.isLowSurrogate(c)) {
                        return stop(sp, dp, CoderResult.malformedForLength(1));
                    }
                    if (sl - sp < 2) {
                        break;
                    }
                    char d = src[sp + 1];
                    if (!Character.isLowSurrogate(d)) {
                        return stop(sp, dp, CoderResult.malformedForLength(1));
                    }
                    if (dl - dp < 4) {
                        return stop(sp, dp, CoderResult.OVERFLOW);
                    }
                    int cp = Character.toCodePoint(c, d);
                    dst[dp++] = (byte) (0xf0 | (cp >> 18));
                    dst[dp++] = (byte) (0x80 | ((cp >> 12) & 0x3f));
                    dst[dp++] = (byte) (0x80 | ((cp >> 6) & 0x3f));
                    dst[dp++] = (byte) (0x80 | (cp & 0x3f));
                    sp += 2;
                } else {
                    if (dl - dp < 3) {
                        return stop(sp, dp, CoderResult.OVERFLOW);
                    }
                    dst[dp++] = (byte) (0xe0 | (c >> 12));
                    dst[dp++] = (byte) (0x80 | ((c >> 6) & 0x3f));
                    dst[dp++] = (byte) (0x80 | (c & 0x3f));
                    sp++;
                }
            }
            return stop(sp, dp, CoderResult.UNDERFLOW);
        }
    }

    /** ISO-8859-1 maps every byte; US-ASCII finds bytes from 0x80 malformed. */
    private static final class SingleByteDecoder extends Decoder {
        private final boolean ascii;

        SingleByteDecoder(boolean ascii) {
            this.ascii = ascii;
        }

        @Override
        public CoderResult decode(byte[] src, int sp, int sl, char[] dst, int dp, int dl) {
            while (sp < sl) {
                if (dp == dl) {
                    return stop(sp, dp, CoderResult.OVERFLOW);
                }
                byte b = src[sp];
                if (ascii && b < 0) {
                    return stop(sp, dp, CoderResult.malformedForLength(1));
                }
                dst[dp++] = (char) (b & 0xff);
                sp++;
            }
            return stop(sp, dp, CoderResult.UNDERFLOW);
        }
    }

    /** Chars up to max as themselves; others unmappable (a surrogate pair as one), lone surrogates malformed. */
    private static final class SingleByteEncoder extends Encoder {
        private final int max;

        SingleByteEncoder(int max) {
            this.max = max;
        }

        @Override
        public CoderResult encode(char[] src, int sp, int sl, byte[] dst, int dp, int dl) {
            while (sp < sl) {
                char c = src[sp];
                if (c <= max) {
                    if (dp == dl) {
                        return stop(sp, dp, CoderResult.OVERFLOW);
                    }
                    dst[dp++] = (byte) c;
                    sp++;
                    continue;
                }
                if (Character.isHighSurrogate(c)) {
                    if (sl - sp < 2) {
                        break;
                    }
                    return stop(sp, dp, Character.isLowSurrogate(src[sp + 1])
                            ? CoderResult.unmappableForLength(2) : CoderResult.malformedForLength(1));
                }
                return stop(sp, dp, Character.isLowSurrogate(c)
                        ? CoderResult.malformedForLength(1) : CoderResult.unmappableForLength(1));
            }
            return stop(sp, dp, CoderResult.UNDERFLOW);
        }

        @Override
        public boolean canEncode(char c) {
            return c <= max;
        }
    }

    /**
     * UTF-16 in a fixed byte order, or (UTF-16) in the order a leading byte
     * order mark gives, big-endian without one. A high surrogate not followed
     * by a low one is malformed with the following char (four bytes), a lone
     * low surrogate alone (two).
     */
    private static final class Utf16Decoder extends Decoder {
        static final int UNKNOWN = 0;
        static final int BIG = 1;
        static final int LITTLE = 2;

        private final int initialOrder;
        private int order;

        Utf16Decoder(int order) {
            this.initialOrder = order;
            this.order = order;
        }

        private char charAt(byte[] src, int i) {
            int b1 = src[i] & 0xff;
            int b2 = src[i + 1] & 0xff;
            return order == LITTLE ? (char) ((b2 << 8) | b1) : (char) ((b1 << 8) | b2);
        }

        @Override
        public CoderResult decode(byte[] src, int sp, int sl, char[] dst, int dp, int dl) {
            while (sl - sp >= 2) {
                if (order == UNKNOWN) {
                    char bom = charAt(src, sp);
                    order = bom == '\uFFFE' ? LITTLE : BIG;
                    if (bom == '\uFEFF' || bom == '\uFFFE') {
                        sp += 2;
                        continue;
                    }
                }
                char c = charAt(src, sp);
                if (Character.isSurrogate(c)) {
                    if (Character.isLowSurrogate(c)) {
                        return stop(sp, dp, CoderResult.malformedForLength(2));
                    }
                    if (sl - sp < 4) {
                        break;
                    }
                    char d = charAt(src, sp + 2);
                    if (!Character.isLowSurrogate(d)) {
                        return stop(sp, dp, CoderResult.malformedForLength(4));
                    }
                    if (dl - dp < 2) {
                        return stop(sp, dp, CoderResult.OVERFLOW);
                    }
                    dst[dp++] = c;
                    dst[dp++] = d;
                    sp += 4;
                    continue;
                }
                if (dp == dl) {
                    return stop(sp, dp, CoderResult.OVERFLOW);
                }
                dst[dp++] = c;
                sp += 2;
            }
            return stop(sp, dp, CoderResult.UNDERFLOW);
        }

        @Override
        public void reset() {
            order = initialOrder;
        }
    }

    /** UTF-16 in one byte order; UTF-16 itself writes a big-endian byte order mark before its first char. */
    private static final class Utf16Encoder extends Encoder {
        private final boolean big;
        private final boolean mark;
        private boolean needsMark;

        Utf16Encoder(boolean big, boolean mark) {
            this.big = big;
            this.mark = mark;
            this.needsMark = mark;
        }

        private void put(byte[] dst, int dp, char c) {
            dst[dp] = (byte) (big ? c >> 8 : c);
            dst[dp + 1] = (byte) (big ? c : c >> 8);
        }

        @Override
        public CoderResult encode(char[] src, int sp, int sl, byte[] dst, int dp, int dl) {
            if (needsMark && sp < sl) {
                if (dl - dp < 2) {
                    return stop(sp, dp, CoderResult.OVERFLOW);
                }
                put(dst, dp, '\uFEFF');
                dp += 2;
                needsMark = false;
            }
            while (sp < sl) {
                char c = src[sp];
                if (!Character.isSurrogate(c)) {
                    if (dl - dp < 2) {
                        return stop(sp, dp, CoderResult.OVERFLOW);
                    }
                    put(dst, dp, c);
                    dp += 2;
                    sp++;
                    continue;
                }
                if (Character.isLowSurrogate(c)) {
                    return stop(sp, dp, CoderResult.malformedForLength(1));
                }
                if (sl - sp < 2) {
                    break;
                }
                char d = src[sp + 1];
                if (!Character.isLowSurrogate(d)) {
                    return stop(sp, dp, CoderResult.malformedForLength(1));
                }
                if (dl - dp < 4) {
                    return stop(sp, dp, CoderResult.OVERFLOW);
                }
                put(dst, dp, c);
                put(dst, dp + 2, d);
                dp += 4;
                sp += 2;
            }
            return stop(sp, dp, CoderResult.UNDERFLOW);
        }

        @Override
        public void reset() {
            needsMark = mark;
        }
    }

    // ------------------------------------------------------------ as java.nio.charset coders

    /** Charset.newDecoder() of a built-in charset. */
    public static CharsetDecoder newCharsetDecoder(Charset cs) {
        return new NioDecoder(cs, id(cs));
    }

    /** Charset.newEncoder() of a built-in charset. */
    public static CharsetEncoder newCharsetEncoder(Charset cs) {
        return new NioEncoder(cs, id(cs));
    }

    /** Buffers without an accessible array are converted through temporary arrays of at most this size. */
    private static final int CHUNK = 8192;

    private static final class NioDecoder extends CharsetDecoder {
        private final Decoder core;

        NioDecoder(Charset cs, int id) {
            super(cs, id >= UTF_16 ? 0.5f : 1.0f, 1.0f);
            this.core = decoder(id);
        }

        @Override
        protected CoderResult decodeLoop(ByteBuffer in, CharBuffer out) {
            for (;;) {
                int inPos = in.position();
                int outPos = out.position();
                boolean inCopied = !in.hasArray();
                boolean outCopied = !out.hasArray();
                byte[] src;
                int sp;
                int sl;
                if (inCopied) {
                    src = new byte[Math.min(in.remaining(), CHUNK)];
                    in.get(inPos, src);
                    sp = 0;
                    sl = src.length;
                } else {
                    src = in.array();
                    sp = in.arrayOffset() + inPos;
                    sl = in.arrayOffset() + in.limit();
                }
                char[] dst;
                int dp;
                int dl;
                if (outCopied) {
                    dst = new char[Math.min(out.remaining(), CHUNK)];
                    dp = 0;
                    dl = dst.length;
                } else {
                    dst = out.array();
                    dp = out.arrayOffset() + outPos;
                    dl = out.arrayOffset() + out.limit();
                }
                CoderResult r = core.decode(src, sp, sl, dst, dp, dl);
                int read = core.sp - sp;
                int written = core.dp - dp;
                in.position(inPos + read);
                if (!outCopied) {
                    out.position(outPos + written);
                } else if (written > 0) {
                    out.put(dst, 0, written);
                }
                // a temporary array, not the buffer, may have run out
                boolean more = r.isUnderflow() ? inCopied && read > 0 && in.hasRemaining()
                        : r.isOverflow() && outCopied && written > 0 && out.hasRemaining();
                if (!more) {
                    return r;
                }
            }
        }

        @Override
        protected void implReset() {
            core.reset();
        }
    }

    private static final class NioEncoder extends CharsetEncoder {
        private final Encoder core;

        NioEncoder(Charset cs, int id) {
            super(cs, AVG_BYTES_PER_CHAR[id], MAX_BYTES_PER_CHAR[id], REPLACEMENT[id]);
            this.core = encoder(id);
        }

        /** Runs in the constructor too: uses nothing but the charset. */
        @Override
        public boolean isLegalReplacement(byte[] repl) {
            int id = id(charset());
            if (id == ISO_8859_1 || (id < UTF_16 && repl.length == 1 && repl[0] >= 0)) {
                return true;
            }
            return super.isLegalReplacement(repl);
        }

        @Override
        public boolean canEncode(char c) {
            return core.canEncode(c);
        }

        @Override
        protected CoderResult encodeLoop(CharBuffer in, ByteBuffer out) {
            for (;;) {
                int inPos = in.position();
                int outPos = out.position();
                boolean inCopied = !in.hasArray();
                boolean outCopied = !out.hasArray();
                char[] src;
                int sp;
                int sl;
                if (inCopied) {
                    src = new char[Math.min(in.remaining(), CHUNK)];
                    in.get(inPos, src);
                    sp = 0;
                    sl = src.length;
                } else {
                    src = in.array();
                    sp = in.arrayOffset() + inPos;
                    sl = in.arrayOffset() + in.limit();
                }
                byte[] dst;
                int dp;
                int dl;
                if (outCopied) {
                    dst = new byte[Math.min(out.remaining(), CHUNK)];
                    dp = 0;
                    dl = dst.length;
                } else {
                    dst = out.array();
                    dp = out.arrayOffset() + outPos;
                    dl = out.arrayOffset() + out.limit();
                }
                CoderResult r = core.encode(src, sp, sl, dst, dp, dl);
                int read = core.sp - sp;
                int written = core.dp - dp;
                in.position(inPos + read);
                if (!outCopied) {
                    out.position(outPos + written);
                } else if (written > 0) {
                    out.put(dst, 0, written);
                }
                boolean more = r.isUnderflow() ? inCopied && read > 0 && in.hasRemaining()
                        : r.isOverflow() && outCopied && written > 0 && out.hasRemaining();
                if (!more) {
                    return r;
                }
            }
        }

        @Override
        protected void implReset() {
            core.reset();
        }
    }
}

package java.util.zip;

import java.util.Objects;

/**
 * A deflate (RFC 1951) encoder: LZ77 over hash chains with the fixed Huffman
 * codes (stored blocks at level 0), in the zlib wrapper unless nowrap. The
 * output is valid deflate data, not zlib's exact bytes.
 */
public class Deflater {
    public static final int DEFLATED = 8;
    public static final int NO_COMPRESSION = 0;
    public static final int BEST_SPEED = 1;
    public static final int BEST_COMPRESSION = 9;
    public static final int DEFAULT_COMPRESSION = -1;
    public static final int FILTERED = 1;
    public static final int HUFFMAN_ONLY = 2;
    public static final int DEFAULT_STRATEGY = 0;
    public static final int NO_FLUSH = 0;
    public static final int SYNC_FLUSH = 2;
    public static final int FULL_FLUSH = 3;

    private static final int CHUNK = 65536;
    private static final byte[] EMPTY = new byte[0];

    private static final short[] LBASE = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51,
        59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
    private static final short[] DBASE = {1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385,
        513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
    private static byte[] lenCode;
    private static int[] litRev;
    private static byte[] litBits;

    private int level;
    private int strategy;
    private final boolean nowrap;
    private boolean ended;
    private boolean finish;
    private boolean finalDone;
    private boolean headerDone;

    private byte[] input = EMPTY;
    private int inOff;
    private int inLen;

    private byte[] raw = new byte[1024];
    private int rawLen;

    private byte[] out = new byte[256];
    private int outStart;
    private int outEnd;
    private int bitBuf;
    private int bitCnt;

    private int adler = 1;
    private long bytesRead;
    private long bytesWritten;

    public Deflater(int level, boolean nowrap) {
        if ((level < 0 || level > 9) && level != DEFAULT_COMPRESSION) {
            throw new IllegalArgumentException();
        }
        this.level = level;
        this.nowrap = nowrap;
        this.strategy = DEFAULT_STRATEGY;
    }

    public Deflater(int level) {
        this(level, false);
    }

    public Deflater() {
        this(DEFAULT_COMPRESSION, false);
    }

    private void ensureOpen() {
        if (ended) {
            throw new NullPointerException("Deflater has been closed");
        }
    }

    public void setInput(byte[] input, int off, int len) {
        Objects.checkFromIndexSize(off, len, input.length);
        this.input = input;
        this.inOff = off;
        this.inLen = len;
    }

    public void setInput(byte[] input) {
        setInput(input, 0, input.length);
    }

    public void setDictionary(byte[] dictionary, int off, int len) {
        Objects.checkFromIndexSize(off, len, dictionary.length);
        ensureOpen();
    }

    public void setDictionary(byte[] dictionary) {
        setDictionary(dictionary, 0, dictionary.length);
    }

    public void setStrategy(int strategy) {
        switch (strategy) {
            case DEFAULT_STRATEGY:
            case FILTERED:
            case HUFFMAN_ONLY:
                break;
            default:
                throw new IllegalArgumentException();
        }
        this.strategy = strategy;
    }

    public void setLevel(int level) {
        if ((level < 0 || level > 9) && level != DEFAULT_COMPRESSION) {
            throw new IllegalArgumentException();
        }
        this.level = level;
    }

    public boolean needsInput() {
        return inLen <= 0;
    }

    public void finish() {
        finish = true;
    }

    public boolean finished() {
        return finalDone && outStart == outEnd;
    }

    public int deflate(byte[] output, int off, int len) {
        return deflate(output, off, len, NO_FLUSH);
    }

    public int deflate(byte[] output) {
        return deflate(output, 0, output.length, NO_FLUSH);
    }

    public int deflate(byte[] output, int off, int len, int flush) {
        Objects.checkFromIndexSize(off, len, output.length);
        ensureOpen();
        if (flush != NO_FLUSH && flush != SYNC_FLUSH && flush != FULL_FLUSH) {
            throw new IllegalArgumentException();
        }
        if (inLen > 0) {
            if (rawLen + inLen > raw.length) {
                raw = java.util.Arrays.copyOf(raw, Math.max(raw.length * 2, rawLen + inLen));
            }
            System.arraycopy(input, inOff, raw, rawLen, inLen);
            if (!nowrap) {
                adler = Adler32.update(adler, input, inOff, inLen);
            }
            rawLen += inLen;
            bytesRead += inLen;
            inOff += inLen;
            inLen = 0;
        }
        if (!finalDone) {
            if (!headerDone) {
                headerDone = true;
                if (!nowrap) {
                    int lvl = level == DEFAULT_COMPRESSION ? 6 : level;
                    // zlib's FLEVEL: Huffman-only output counts as the fastest
                    int flg = (lvl < 2 || strategy == HUFFMAN_ONLY) ? 0 : lvl < 6 ? 1 : lvl == 6 ? 2 : 3;
                    int cmf = 0x78;
                    int h = (cmf << 8) | (flg << 6);
                    h += 31 - h % 31;
                    putByte(h >>> 8);
                    putByte(h & 0xff);
                }
            }
            if (finish) {
                compress(true);
                flushBits();
                if (!nowrap) {
                    putByte(adler >>> 24);
                    putByte(adler >>> 16);
                    putByte(adler >>> 8);
                    putByte(adler);
                }
                finalDone = true;
            } else if (flush != NO_FLUSH) {
                compress(false);
                // an empty stored block aligns the output to a byte
                putBits(0, 3);
                flushBits();
                putByte(0);
                putByte(0);
                putByte(0xff);
                putByte(0xff);
            } else if (rawLen >= CHUNK) {
                compress(false);
            }
        }
        int n = Math.min(len, outEnd - outStart);
        System.arraycopy(out, outStart, output, off, n);
        outStart += n;
        if (outStart == outEnd) {
            outStart = 0;
            outEnd = 0;
        }
        bytesWritten += n;
        return n;
    }

    public int getAdler() {
        ensureOpen();
        return adler;
    }

    public int getTotalIn() {
        return (int) getBytesRead();
    }

    public long getBytesRead() {
        ensureOpen();
        return bytesRead;
    }

    public int getTotalOut() {
        return (int) getBytesWritten();
    }

    public long getBytesWritten() {
        ensureOpen();
        return bytesWritten;
    }

    public void reset() {
        ensureOpen();
        finish = false;
        finalDone = false;
        headerDone = false;
        input = EMPTY;
        inLen = 0;
        rawLen = 0;
        outStart = 0;
        outEnd = 0;
        bitBuf = 0;
        bitCnt = 0;
        adler = 1;
        bytesRead = 0;
        bytesWritten = 0;
    }

    public void end() {
        ended = true;
        input = EMPTY;
    }

    // ------------------------------------------------------------------ bit output

    private void putByte(int b) {
        if (outEnd == out.length) {
            if (outStart > 0) {
                System.arraycopy(out, outStart, out, 0, outEnd - outStart);
                outEnd -= outStart;
                outStart = 0;
            }
            if (outEnd == out.length) {
                out = java.util.Arrays.copyOf(out, out.length * 2);
            }
        }
        out[outEnd++] = (byte) b;
    }

    /** Appends n bits (LSB first). */
    private void putBits(int value, int n) {
        bitBuf |= value << bitCnt;
        bitCnt += n;
        while (bitCnt >= 8) {
            putByte(bitBuf);
            bitBuf >>>= 8;
            bitCnt -= 8;
        }
    }

    private void flushBits() {
        if (bitCnt > 0) {
            putByte(bitBuf);
        }
        bitBuf = 0;
        bitCnt = 0;
    }

    private static int reverse(int code, int len) {
        int r = 0;
        for (int i = 0; i < len; i++) {
            r = (r << 1) | (code & 1);
            code >>>= 1;
        }
        return r;
    }

    private static void tables() {
        if (litRev != null) {
            return;
        }
        int[] rev = new int[288];
        byte[] nb = new byte[288];
        for (int s = 0; s < 288; s++) {
            int code;
            int len;
            if (s < 144) {
                code = 0x30 + s;
                len = 8;
            } else if (s < 256) {
                code = 0x190 + (s - 144);
                len = 9;
            } else if (s < 280) {
                code = s - 256;
                len = 7;
            } else {
                code = 0xC0 + (s - 280);
                len = 8;
            }
            rev[s] = reverse(code, len);
            nb[s] = (byte) len;
        }
        byte[] lc = new byte[259];
        for (int c = 0; c < 29; c++) {
            int lo = LBASE[c];
            int hi = c == 28 ? 258 : LBASE[c + 1] - 1;
            if (c == 27) {
                hi = 257;
            }
            for (int l = lo; l <= hi; l++) {
                lc[l] = (byte) c;
            }
        }
        lenCode = lc;
        litBits = nb;
        litRev = rev;
    }

    private void lit(int s) {
        putBits(litRev[s], litBits[s]);
    }

    /** Compresses everything buffered as one block (final or not). */
    private void compress(boolean last) {
        int n = rawLen;
        byte[] d = raw;
        int lvl = level == DEFAULT_COMPRESSION ? 6 : level;
        if (lvl == 0) {
            int p = 0;
            do {
                int k = Math.min(65535, n - p);
                boolean fin = last && p + k == n;
                putBits(fin ? 1 : 0, 3);
                flushBits();
                putByte(k & 0xff);
                putByte(k >>> 8);
                putByte(~k & 0xff);
                putByte((~k >>> 8) & 0xff);
                for (int i = 0; i < k; i++) {
                    putByte(d[p + i]);
                }
                p += k;
            } while (p < n);
            rawLen = 0;
            return;
        }
        tables();
        putBits(last ? 3 : 2, 3);
        int chain = lvl <= 1 ? 4 : lvl <= 3 ? 8 : lvl <= 6 ? 32 : 256;
        boolean matching = strategy != HUFFMAN_ONLY;
        int[] head = matching ? new int[1 << 15] : null;
        int[] prev = matching ? new int[32768] : null;
        if (matching) {
            java.util.Arrays.fill(head, -1);
        }
        int i = 0;
        while (i < n) {
            int bestLen = 0;
            int bestDist = 0;
            if (matching && i + 2 < n) {
                int h = (((d[i] & 0xff) << 10) ^ ((d[i + 1] & 0xff) << 5) ^ (d[i + 2] & 0xff)) & 32767;
                int cand = head[h];
                prev[i & 32767] = cand;
                head[h] = i;
                int max = Math.min(258, n - i);
                int tries = chain;
                while (cand >= 0 && i - cand <= 32768 && tries-- > 0) {
                    if (d[cand + bestLen] == d[i + bestLen] && d[cand] == d[i]) {
                        int l = 0;
                        while (l < max && d[cand + l] == d[i + l]) {
                            l++;
                        }
                        if (l > bestLen) {
                            bestLen = l;
                            bestDist = i - cand;
                            if (l == max) {
                                break;
                            }
                        }
                    }
                    int nx = prev[cand & 32767];
                    if (nx >= cand) {
                        break;
                    }
                    cand = nx;
                }
            }
            if (bestLen >= 3) {
                int lc = lenCode[bestLen];
                lit(257 + lc);
                int lext = lc < 8 || lc == 28 ? 0 : (lc - 4) >> 2;
                if (lext > 0) {
                    putBits(bestLen - LBASE[lc], lext);
                }
                int dc = 0;
                while (dc < 29 && DBASE[dc + 1] <= bestDist) {
                    dc++;
                }
                putBits(reverse(dc, 5), 5);
                int dext = dc < 4 ? 0 : (dc - 2) >> 1;
                if (dext > 0) {
                    putBits(bestDist - DBASE[dc], dext);
                }
                int stop = i + bestLen;
                i++;
                while (i < stop) {
                    if (i + 2 < n) {
                        int h = (((d[i] & 0xff) << 10) ^ ((d[i + 1] & 0xff) << 5) ^ (d[i + 2] & 0xff)) & 32767;
                        prev[i & 32767] = head[h];
                        head[h] = i;
                    }
                    i++;
                }
            } else {
                lit(d[i] & 0xff);
                i++;
            }
        }
        lit(256);
        rawLen = 0;
    }
}

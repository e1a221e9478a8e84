package java.util.zip;

import java.util.Objects;

/**
 * A deflate (RFC 1951) decoder, with the zlib wrapper (RFC 1950) unless nowrap.
 * Resumable: a step that runs out of input is rolled back to where it began and
 * the unread bytes are kept until more input arrives.
 */
public class Inflater {
    private static final byte[] EMPTY = new byte[0];

    private static final int ST_HEADER = 0;
    private static final int ST_BLOCK = 1;
    private static final int ST_STORED = 2;
    private static final int ST_HUFF = 3;
    private static final int ST_CHECK = 4;
    private static final int ST_DONE = 5;

    private static final short[] LBASE = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51,
        59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
    private static final short[] LEXT = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4,
        5, 5, 5, 5, 0};
    private static final short[] DBASE = {1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385,
        513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
    private static final short[] DEXT = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10,
        10, 11, 11, 12, 12, 13, 13};
    private static final byte[] CLORDER = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

    private static short[] fixedLitCount;
    private static short[] fixedLitSym;
    private static short[] fixedDistCount;
    private static short[] fixedDistSym;

    /** Thrown (one shared instance) when a step needs more input than there is. */
    private static final class NeedInput extends RuntimeException {
        NeedInput() {
            super(null, null, false, false);
        }
    }

    private static final NeedInput NEED = new NeedInput();

    private final boolean nowrap;
    private boolean ended;

    private byte[] in = EMPTY;
    private int pos;
    private int end;
    private int userStart;
    private int bitBuf;
    private int bitCnt;

    private int state;
    private boolean lastBlock;
    private int storedLeft;
    private short[] litCount;
    private short[] litSym;
    private short[] distCount;
    private short[] distSym;
    private int matchLen;
    private int matchDist;

    private final byte[] window = new byte[32768];
    private int wpos;
    private long produced;

    private int adler = 1;
    private long bytesRead;
    private long bytesWritten;
    private boolean needDict;

    public Inflater(boolean nowrap) {
        this.nowrap = nowrap;
        this.state = nowrap ? ST_BLOCK : ST_HEADER;
    }

    public Inflater() {
        this(false);
    }

    private void ensureOpen() {
        if (ended) {
            throw new NullPointerException("Inflater has been closed");
        }
    }

    public void setInput(byte[] input, int off, int len) {
        Objects.checkFromIndexSize(off, len, input.length);
        int carry = end - pos;
        if (carry > 0) {
            byte[] b = new byte[carry + len];
            System.arraycopy(in, pos, b, 0, carry);
            System.arraycopy(input, off, b, carry, len);
            in = b;
            pos = 0;
            end = b.length;
            userStart = carry;
        } else {
            in = input;
            pos = off;
            end = off + len;
            userStart = off;
        }
    }

    public void setInput(byte[] input) {
        setInput(input, 0, input.length);
    }

    public void setDictionary(byte[] dictionary, int off, int len) {
        Objects.checkFromIndexSize(off, len, dictionary.length);
        ensureOpen();
        for (int i = 0; i < len; i++) {
            window[wpos] = dictionary[off + i];
            wpos = (wpos + 1) & 32767;
        }
        produced += len;
        needDict = false;
        adler = 1;
    }

    public void setDictionary(byte[] dictionary) {
        setDictionary(dictionary, 0, dictionary.length);
    }

    public int getRemaining() {
        int r = end - Math.max(pos, userStart);
        return state == ST_DONE ? Math.max(r, 0) : Math.max(r, 0);
    }

    public boolean needsInput() {
        return end - Math.max(pos, userStart) <= 0;
    }

    public boolean needsDictionary() {
        return needDict;
    }

    public boolean finished() {
        return state == ST_DONE;
    }

    public int inflate(byte[] output) throws DataFormatException {
        return inflate(output, 0, output.length);
    }

    public int inflate(byte[] output, int off, int len) throws DataFormatException {
        Objects.checkFromIndexSize(off, len, output.length);
        ensureOpen();
        int start = off;
        int checked = off;
        int limit = off + len;
        int o = off;
        int savePos = 0;
        int saveBuf = 0;
        int saveCnt = 0;
        int saveState = 0;
        try {
            while (o < limit && state != ST_DONE && !needDict) {
                if (matchLen > 0) {
                    int n = Math.min(matchLen, limit - o);
                    int from = (wpos - matchDist) & 32767;
                    for (int i = 0; i < n; i++) {
                        byte v = window[from];
                        from = (from + 1) & 32767;
                        output[o++] = v;
                        window[wpos] = v;
                        wpos = (wpos + 1) & 32767;
                    }
                    matchLen -= n;
                    produced += n;
                    continue;
                }
                savePos = pos;
                saveBuf = bitBuf;
                saveCnt = bitCnt;
                saveState = state;
                switch (state) {
                    case ST_HEADER: {
                        int cmf = bits(8);
                        int flg = bits(8);
                        if (((cmf << 8) | flg) % 31 != 0) {
                            throw new DataFormatException("incorrect header check");
                        }
                        if ((cmf & 15) != 8) {
                            throw new DataFormatException("unknown compression method");
                        }
                        if ((cmf >>> 4) + 8 > 15) {
                            throw new DataFormatException("invalid window size");
                        }
                        if ((flg & 0x20) != 0) {
                            bits(16);
                            bits(16);
                            needDict = true;
                        }
                        state = ST_BLOCK;
                        break;
                    }
                    case ST_BLOCK:
                        blockHeader();
                        break;
                    case ST_STORED: {
                        if (storedLeft == 0) {
                            state = lastBlock ? endState() : ST_BLOCK;
                            break;
                        }
                        int n = Math.min(Math.min(storedLeft, limit - o), end - pos);
                        if (n <= 0) {
                            throw NEED;
                        }
                        byte[] src = in;
                        for (int i = 0; i < n; i++) {
                            byte v = src[pos++];
                            output[o++] = v;
                            window[wpos] = v;
                            wpos = (wpos + 1) & 32767;
                        }
                        bytesRead += n;
                        produced += n;
                        storedLeft -= n;
                        break;
                    }
                    case ST_HUFF: {
                        int sym = decode(litCount, litSym);
                        if (sym < 256) {
                            if (sym < 0) {
                                throw new DataFormatException("invalid literal/length code");
                            }
                            output[o++] = (byte) sym;
                            window[wpos] = (byte) sym;
                            wpos = (wpos + 1) & 32767;
                            produced++;
                        } else if (sym == 256) {
                            state = lastBlock ? endState() : ST_BLOCK;
                        } else {
                            sym -= 257;
                            if (sym >= 29) {
                                throw new DataFormatException("invalid literal/length code");
                            }
                            int l = LBASE[sym] + bits(LEXT[sym]);
                            int ds = decode(distCount, distSym);
                            if (ds < 0 || ds >= 30) {
                                throw new DataFormatException("invalid distance code");
                            }
                            int d = DBASE[ds] + bits(DEXT[ds]);
                            if (d > produced) {
                                throw new DataFormatException("invalid distance too far back");
                            }
                            matchLen = l;
                            matchDist = d;
                        }
                        break;
                    }
                    case ST_CHECK: {
                        bitBuf >>>= bitCnt & 7;
                        bitCnt -= bitCnt & 7;
                        int v = (bits(8) << 24) | (bits(8) << 16) | (bits(8) << 8) | bits(8);
                        adler = Adler32.update(adler, output, checked, o - checked);
                        checked = o;
                        if (v != adler) {
                            throw new DataFormatException("incorrect data check");
                        }
                        state = ST_DONE;
                        break;
                    }
                    default:
                        break;
                }
            }
        } catch (NeedInput e) {
            bytesRead -= pos - savePos;
            pos = savePos;
            bitBuf = saveBuf;
            bitCnt = saveCnt;
            state = saveState;
            // keep the unread bytes: they are prepended to the next input
            if (pos < userStart) {
                userStart = pos;
            }
            byte[] keep = new byte[end - pos];
            System.arraycopy(in, pos, keep, 0, keep.length);
            in = keep;
            end = keep.length;
            pos = 0;
            userStart = keep.length;
        }
        int n = o - start;
        if (!nowrap && o > checked) {
            adler = Adler32.update(adler, output, checked, o - checked);
        }
        bytesWritten += n;
        return n;
    }

    private int endState() {
        if (nowrap) {
            return ST_DONE;
        }
        return ST_CHECK;
    }

    private int bits(int need) {
        int b = bitBuf;
        int c = bitCnt;
        while (c < need) {
            if (pos >= end) {
                bitBuf = b;
                bitCnt = c;
                throw NEED;
            }
            b |= (in[pos++] & 0xff) << c;
            bytesRead++;
            c += 8;
        }
        bitBuf = b >>> need;
        bitCnt = c - need;
        return b & ((1 << need) - 1);
    }

    private int decode(short[] count, short[] symbol) {
        int code = 0;
        int first = 0;
        int index = 0;
        int b = bitBuf;
        int c = bitCnt;
        for (int len = 1; len <= 15; len++) {
            if (c == 0) {
                if (pos >= end) {
                    bitBuf = b;
                    bitCnt = c;
                    throw NEED;
                }
                b = in[pos++] & 0xff;
                bytesRead++;
                c = 8;
            }
            code |= b & 1;
            b >>>= 1;
            c--;
            int cnt = count[len];
            if (code - cnt < first) {
                bitBuf = b;
                bitCnt = c;
                return symbol[index + (code - first)];
            }
            index += cnt;
            first += cnt;
            first <<= 1;
            code <<= 1;
        }
        bitBuf = b;
        bitCnt = c;
        return -1;
    }

    /** Builds count/symbol tables; the number of unused codes (negative: over-subscribed). */
    private static int construct(short[] count, short[] symbol, byte[] lengths, int off, int n) {
        for (int len = 0; len <= 15; len++) {
            count[len] = 0;
        }
        for (int s = 0; s < n; s++) {
            count[lengths[off + s]]++;
        }
        if (count[0] == n) {
            return 0;
        }
        int left = 1;
        for (int len = 1; len <= 15; len++) {
            left <<= 1;
            left -= count[len];
            if (left < 0) {
                return left;
            }
        }
        short[] offs = new short[16];
        for (int len = 1; len < 15; len++) {
            offs[len + 1] = (short) (offs[len] + count[len]);
        }
        for (int s = 0; s < n; s++) {
            if (lengths[off + s] != 0) {
                symbol[offs[lengths[off + s]]++] = (short) s;
            }
        }
        return left;
    }

    private static boolean badCode(int left, short[] count, int n) {
        if (left < 0) {
            return true;
        }
        if (left > 0) {
            int used = n - count[0];
            return !(used == 1 && count[1] == 1);
        }
        return false;
    }

    private void blockHeader() throws DataFormatException {
        int hdr = bits(3);
        boolean last = (hdr & 1) != 0;
        int type = hdr >>> 1;
        if (type == 0) {
            bitBuf >>>= bitCnt & 7;
            bitCnt -= bitCnt & 7;
            int len = bits(16);
            int nlen = bits(16);
            if (len != (~nlen & 0xffff)) {
                throw new DataFormatException("invalid stored block lengths");
            }
            storedLeft = len;
            lastBlock = last;
            state = ST_STORED;
        } else if (type == 1) {
            if (fixedLitCount == null) {
                byte[] l = new byte[288 + 30];
                for (int s = 0; s < 144; s++) {
                    l[s] = 8;
                }
                for (int s = 144; s < 256; s++) {
                    l[s] = 9;
                }
                for (int s = 256; s < 280; s++) {
                    l[s] = 7;
                }
                for (int s = 280; s < 288; s++) {
                    l[s] = 8;
                }
                for (int s = 288; s < 318; s++) {
                    l[s] = 5;
                }
                short[] lc = new short[16];
                short[] ls = new short[288];
                short[] dc = new short[16];
                short[] ds = new short[30];
                construct(lc, ls, l, 0, 288);
                construct(dc, ds, l, 288, 30);
                fixedLitSym = ls;
                fixedLitCount = lc;
                fixedDistSym = ds;
                fixedDistCount = dc;
            }
            litCount = fixedLitCount;
            litSym = fixedLitSym;
            distCount = fixedDistCount;
            distSym = fixedDistSym;
            lastBlock = last;
            state = ST_HUFF;
        } else if (type == 2) {
            int nlen = bits(5) + 257;
            int ndist = bits(5) + 1;
            int ncode = bits(4) + 4;
            if (nlen > 286 || ndist > 30) {
                throw new DataFormatException("too many length or distance symbols");
            }
            byte[] lengths = new byte[320];
            for (int i = 0; i < ncode; i++) {
                lengths[CLORDER[i]] = (byte) bits(3);
            }
            short[] cc = new short[16];
            short[] cs = new short[19];
            int err = construct(cc, cs, lengths, 0, 19);
            if (err != 0) {
                throw new DataFormatException("invalid code lengths set");
            }
            for (int i = 0; i < 19; i++) {
                lengths[i] = 0;
            }
            int index = 0;
            while (index < nlen + ndist) {
                int sym = decode(cc, cs);
                if (sym < 0) {
                    throw new DataFormatException("invalid code lengths set");
                }
                if (sym < 16) {
                    lengths[index++] = (byte) sym;
                } else {
                    int len = 0;
                    int rep;
                    if (sym == 16) {
                        if (index == 0) {
                            throw new DataFormatException("invalid bit length repeat");
                        }
                        len = lengths[index - 1];
                        rep = 3 + bits(2);
                    } else if (sym == 17) {
                        rep = 3 + bits(3);
                    } else {
                        rep = 11 + bits(7);
                    }
                    if (index + rep > nlen + ndist) {
                        throw new DataFormatException("invalid bit length repeat");
                    }
                    while (rep-- > 0) {
                        lengths[index++] = (byte) len;
                    }
                }
            }
            if (lengths[256] == 0) {
                throw new DataFormatException("invalid code -- missing end-of-block");
            }
            short[] lc = new short[16];
            short[] ls = new short[286];
            err = construct(lc, ls, lengths, 0, nlen);
            if (badCode(err, lc, nlen)) {
                throw new DataFormatException("invalid literal/lengths set");
            }
            short[] dc = new short[16];
            short[] ds = new short[30];
            err = construct(dc, ds, lengths, nlen, ndist);
            if (badCode(err, dc, ndist)) {
                throw new DataFormatException("invalid distances set");
            }
            litCount = lc;
            litSym = ls;
            distCount = dc;
            distSym = ds;
            lastBlock = last;
            state = ST_HUFF;
        } else {
            throw new DataFormatException("invalid block type");
        }
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
        in = EMPTY;
        pos = 0;
        end = 0;
        userStart = 0;
        bitBuf = 0;
        bitCnt = 0;
        state = nowrap ? ST_BLOCK : ST_HEADER;
        lastBlock = false;
        storedLeft = 0;
        matchLen = 0;
        wpos = 0;
        produced = 0;
        adler = 1;
        bytesRead = 0;
        bytesWritten = 0;
        needDict = false;
    }

    public void end() {
        ended = true;
        in = EMPTY;
    }
}

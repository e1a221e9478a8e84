package jdk.internal.terrarium;

/** MD5 (RFC 1321), SHA-1, SHA-224 and SHA-256 (FIPS 180-4) over 64-byte blocks; Sha512 has SHA-384/512. */
public final class Digests {
    public static final int MD5 = 0;
    public static final int SHA1 = 1;
    public static final int SHA256 = 2;
    public static final int SHA224 = 3;

    private static final int[] MD5_S = {7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 5, 9, 14, 20,
        5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 6, 10,
        15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21};
    private static int[] md5K;
    private static final int[] SHA256_K = {0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1,
        0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe,
        0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa,
        0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
        0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb,
        0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624,
        0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
        0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb,
        0xbef9a3f7, 0xc67178f2};

    private final int kind;
    private final int[] h;
    private final byte[] block = new byte[64];
    private int blockLen;
    private long count;
    private final int[] w;

    public Digests(int kind) {
        this.kind = kind;
        this.h = new int[kind == MD5 ? 4 : kind == SHA1 ? 5 : 8];
        this.w = new int[kind == MD5 ? 16 : kind == SHA1 ? 80 : 64];
        reset();
    }

    public int length() {
        return kind == SHA224 ? 28 : h.length * 4;
    }

    public Digests copy() {
        Digests c = new Digests(kind);
        System.arraycopy(h, 0, c.h, 0, h.length);
        System.arraycopy(block, 0, c.block, 0, block.length);
        c.blockLen = blockLen;
        c.count = count;
        return c;
    }

    public void reset() {
        blockLen = 0;
        count = 0;
        if (kind == MD5 || kind == SHA1) {
            h[0] = 0x67452301;
            h[1] = 0xefcdab89;
            h[2] = 0x98badcfe;
            h[3] = 0x10325476;
            if (kind == SHA1) {
                h[4] = 0xc3d2e1f0;
            }
        } else if (kind == SHA224) {
            h[0] = 0xc1059ed8;
            h[1] = 0x367cd507;
            h[2] = 0x3070dd17;
            h[3] = 0xf70e5939;
            h[4] = 0xffc00b31;
            h[5] = 0x68581511;
            h[6] = 0x64f98fa7;
            h[7] = 0xbefa4fa4;
        } else {
            h[0] = 0x6a09e667;
            h[1] = 0xbb67ae85;
            h[2] = 0x3c6ef372;
            h[3] = 0xa54ff53a;
            h[4] = 0x510e527f;
            h[5] = 0x9b05688c;
            h[6] = 0x1f83d9ab;
            h[7] = 0x5be0cd19;
        }
    }

    public void update(byte b) {
        block[blockLen++] = b;
        count++;
        if (blockLen == 64) {
            compress(block, 0);
            blockLen = 0;
        }
    }

    public void update(byte[] b, int off, int len) {
        count += len;
        int end = off + len;
        if (blockLen > 0) {
            int k = Math.min(64 - blockLen, len);
            System.arraycopy(b, off, block, blockLen, k);
            blockLen += k;
            off += k;
            if (blockLen < 64) {
                return;
            }
            compress(block, 0);
            blockLen = 0;
        }
        while (end - off >= 64) {
            compress(b, off);
            off += 64;
        }
        System.arraycopy(b, off, block, 0, end - off);
        blockLen = end - off;
    }

    public byte[] digest() {
        long bits = count * 8;
        byte[] pad = new byte[(blockLen < 56 ? 56 : 120) - blockLen + 8];
        pad[0] = (byte) 0x80;
        int n = pad.length;
        for (int i = 0; i < 8; i++) {
            pad[kind == MD5 ? n - 8 + i : n - 1 - i] = (byte) (bits >>> (8 * i));
        }
        long saved = count;
        update(pad, 0, n);
        count = saved;
        byte[] out = new byte[h.length * 4];
        for (int i = 0; i < h.length; i++) {
            int v = h[i];
            for (int k = 0; k < 4; k++) {
                out[4 * i + k] = (byte) (kind == MD5 ? v >>> (8 * k) : v >>> (24 - 8 * k));
            }
        }
        reset();
        return kind == SHA224 ? java.util.Arrays.copyOf(out, 28) : out;
    }

    private void compress(byte[] b, int off) {
        if (kind == MD5) {
            md5(b, off);
        } else if (kind == SHA1) {
            sha1(b, off);
        } else {
            sha256(b, off);
        }
    }

    private void md5(byte[] b, int off) {
        int[] k = md5K;
        if (k == null) {
            k = new int[64];
            for (int i = 0; i < 64; i++) {
                k[i] = (int) (long) Math.floor(Math.abs(Math.sin(i + 1)) * 4294967296.0);
            }
            md5K = k;
        }
        int[] x = w;
        for (int i = 0; i < 16; i++) {
            int p = off + 4 * i;
            x[i] = (b[p] & 0xff) | (b[p + 1] & 0xff) << 8 | (b[p + 2] & 0xff) << 16 | (b[p + 3] & 0xff) << 24;
        }
        int a = h[0];
        int bb = h[1];
        int c = h[2];
        int d = h[3];
        for (int i = 0; i < 64; i++) {
            int f;
            int g;
            if (i < 16) {
                f = (bb & c) | (~bb & d);
                g = i;
            } else if (i < 32) {
                f = (d & bb) | (~d & c);
                g = (5 * i + 1) & 15;
            } else if (i < 48) {
                f = bb ^ c ^ d;
                g = (3 * i + 5) & 15;
            } else {
                f = c ^ (bb | ~d);
                g = (7 * i) & 15;
            }
            int t = d;
            d = c;
            c = bb;
            bb = bb + Integer.rotateLeft(a + f + k[i] + x[g], MD5_S[i]);
            a = t;
        }
        h[0] += a;
        h[1] += bb;
        h[2] += c;
        h[3] += d;
    }

    private void loadBig(byte[] b, int off) {
        for (int i = 0; i < 16; i++) {
            int p = off + 4 * i;
            w[i] = (b[p] & 0xff) << 24 | (b[p + 1] & 0xff) << 16 | (b[p + 2] & 0xff) << 8 | (b[p + 3] & 0xff);
        }
    }

    private void sha1(byte[] b, int off) {
        loadBig(b, off);
        int[] x = w;
        for (int i = 16; i < 80; i++) {
            x[i] = Integer.rotateLeft(x[i - 3] ^ x[i - 8] ^ x[i - 14] ^ x[i - 16], 1);
        }
        int a = h[0];
        int bb = h[1];
        int c = h[2];
        int d = h[3];
        int e = h[4];
        for (int i = 0; i < 80; i++) {
            int f;
            int k;
            if (i < 20) {
                f = (bb & c) | (~bb & d);
                k = 0x5a827999;
            } else if (i < 40) {
                f = bb ^ c ^ d;
                k = 0x6ed9eba1;
            } else if (i < 60) {
                f = (bb & c) | (bb & d) | (c & d);
                k = 0x8f1bbcdc;
            } else {
                f = bb ^ c ^ d;
                k = 0xca62c1d6;
            }
            int t = Integer.rotateLeft(a, 5) + f + e + k + x[i];
            e = d;
            d = c;
            c = Integer.rotateLeft(bb, 30);
            bb = a;
            a = t;
        }
        h[0] += a;
        h[1] += bb;
        h[2] += c;
        h[3] += d;
        h[4] += e;
    }

    private void sha256(byte[] b, int off) {
        loadBig(b, off);
        int[] x = w;
        for (int i = 16; i < 64; i++) {
            int s0 = Integer.rotateRight(x[i - 15], 7) ^ Integer.rotateRight(x[i - 15], 18) ^ (x[i - 15] >>> 3);
            int s1 = Integer.rotateRight(x[i - 2], 17) ^ Integer.rotateRight(x[i - 2], 19) ^ (x[i - 2] >>> 10);
            x[i] = x[i - 16] + s0 + x[i - 7] + s1;
        }
        int a = h[0];
        int bb = h[1];
        int c = h[2];
        int d = h[3];
        int e = h[4];
        int f = h[5];
        int g = h[6];
        int hh = h[7];
        for (int i = 0; i < 64; i++) {
            int s1 = Integer.rotateRight(e, 6) ^ Integer.rotateRight(e, 11) ^ Integer.rotateRight(e, 25);
            int ch = (e & f) ^ (~e & g);
            int t1 = hh + s1 + ch + SHA256_K[i] + x[i];
            int s0 = Integer.rotateRight(a, 2) ^ Integer.rotateRight(a, 13) ^ Integer.rotateRight(a, 22);
            int maj = (a & bb) ^ (a & c) ^ (bb & c);
            int t2 = s0 + maj;
            hh = g;
            g = f;
            f = e;
            e = d + t1;
            d = c;
            c = bb;
            bb = a;
            a = t1 + t2;
        }
        h[0] += a;
        h[1] += bb;
        h[2] += c;
        h[3] += d;
        h[4] += e;
        h[5] += f;
        h[6] += g;
        h[7] += hh;
    }
}

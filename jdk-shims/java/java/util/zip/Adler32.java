package java.util.zip;

public class Adler32 implements Checksum {
    private int adler = 1;

    public Adler32() {
    }

    @Override
    public void update(int b) {
        int a = adler & 0xffff;
        int s = adler >>> 16;
        a = (a + (b & 0xff)) % 65521;
        s = (s + a) % 65521;
        adler = (s << 16) | a;
    }

    @Override
    public void update(byte[] b, int off, int len) {
        if (b == null) {
            throw new NullPointerException();
        }
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
        adler = update(adler, b, off, len);
    }

    static int update(int adler, byte[] b, int off, int len) {
        int a = adler & 0xffff;
        int s = adler >>> 16;
        int i = off;
        int end = off + len;
        while (i < end) {
            int chunk = Math.min(end - i, 3800);
            for (int stop = i + chunk; i < stop; i++) {
                a += b[i] & 0xff;
                s += a;
            }
            a %= 65521;
            s %= 65521;
        }
        return (s << 16) | a;
    }

    @Override
    public void update(byte[] b) {
        adler = update(adler, b, 0, b.length);
    }

    @Override
    public void reset() {
        adler = 1;
    }

    @Override
    public long getValue() {
        return adler & 0xffffffffL;
    }
}

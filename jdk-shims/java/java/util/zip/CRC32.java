package java.util.zip;

public class CRC32 implements Checksum {
    private static final int[] TABLE = new int[256];

    static {
        for (int n = 0; n < 256; n++) {
            int c = n;
            for (int k = 0; k < 8; k++) {
                c = (c & 1) != 0 ? 0xEDB88320 ^ (c >>> 1) : c >>> 1;
            }
            TABLE[n] = c;
        }
    }

    private int crc;

    public CRC32() {
    }

    @Override
    public void update(int b) {
        crc = ~TABLE[(~crc ^ b) & 0xff] ^ (~crc >>> 8);
    }

    @Override
    public void update(byte[] b, int off, int len) {
        if (b == null) {
            throw new NullPointerException();
        }
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
        crc = update(crc, b, off, len);
    }

    static int update(int crc, byte[] b, int off, int len) {
        int c = ~crc;
        int[] t = TABLE;
        for (int i = off, end = off + len; i < end; i++) {
            c = t[(c ^ b[i]) & 0xff] ^ (c >>> 8);
        }
        return ~c;
    }

    @Override
    public void update(byte[] b) {
        crc = update(crc, b, 0, b.length);
    }

    @Override
    public void reset() {
        crc = 0;
    }

    @Override
    public long getValue() {
        return crc & 0xffffffffL;
    }
}

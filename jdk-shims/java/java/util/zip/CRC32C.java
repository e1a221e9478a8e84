package java.util.zip;

/**
 * CRC-32C (Castagnoli, RFC 3720): the reflected polynomial 0x82F63B78, the
 * register preset to all ones and inverted on output, as HotSpot's.
 */
public final class CRC32C implements Checksum {
    private static final int[] TABLE = new int[256];

    static {
        for (int n = 0; n < 256; n++) {
            int c = n;
            for (int k = 0; k < 8; k++) {
                c = (c & 1) != 0 ? 0x82F63B78 ^ (c >>> 1) : c >>> 1;
            }
            TABLE[n] = c;
        }
    }

    /** The register, kept inverted as the algorithm runs it. */
    private int crc = 0xFFFFFFFF;

    public CRC32C() {
    }

    @Override
    public void update(int b) {
        crc = (crc >>> 8) ^ TABLE[(crc ^ b) & 0xFF];
    }

    @Override
    public void update(byte[] b, int off, int len) {
        if (b == null) {
            throw new NullPointerException();
        }
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
        int c = crc;
        int[] t = TABLE;
        for (int i = off, end = off + len; i < end; i++) {
            c = (c >>> 8) ^ t[(c ^ b[i]) & 0xFF];
        }
        crc = c;
    }

    @Override
    public void reset() {
        crc = 0xFFFFFFFF;
    }

    @Override
    public long getValue() {
        return (~crc) & 0xFFFFFFFFL;
    }
}

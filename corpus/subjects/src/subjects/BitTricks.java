package subjects;

/** Bit manipulation utilities with permission flags. */
public class BitTricks {

    public static final int READ = 1;
    public static final int WRITE = 2;
    public static final int EXECUTE = 4;
    public static final int ADMIN = 0x80;

    public static boolean isPowerOfTwo(int value) {
        return value > 0 && (value & (value - 1)) == 0;
    }

    public static int countBits(int value) {
        int count = 0;
        while (value != 0) {
            value &= value - 1;
            count++;
        }
        return count;
    }

    public static int reverseByte(int b) {
        if (b < 0 || b > 255) {
            throw new IllegalArgumentException("not a byte: " + b);
        }
        int result = 0;
        for (int i = 0; i < 8; i++) {
            result = (result << 1) | ((b >> i) & 1);
        }
        return result;
    }

    public String describePermissions(int flags) {
        if ((flags & ADMIN) != 0) {
            return "ADMIN";
        }
        if ((flags & ~(READ | WRITE | EXECUTE)) != 0) {
            return "INVALID";
        }
        StringBuilder sb = new StringBuilder();
        sb.append((flags & READ) != 0 ? 'r' : '-');
        sb.append((flags & WRITE) != 0 ? 'w' : '-');
        sb.append((flags & EXECUTE) != 0 ? 'x' : '-');
        return sb.toString();
    }

    public static int nextPowerOfTwo(int value) {
        if (value <= 1) {
            return 1;
        }
        if (value > (1 << 30)) {
            throw new ArithmeticException("overflow");
        }
        return Integer.highestOneBit(value - 1) << 1;
    }

    public static boolean hasMagicMask(long word) {
        return (word & 0xFF00FF00L) == 0xAB00CD00L;
    }
}

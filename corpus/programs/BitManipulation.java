public class BitManipulation {
    static int popcount(int x) { int c = 0; while (x != 0) { x &= x - 1; c++; } return c; }
    static int reverseBits(int x) {
        x = ((x >>> 1) & 0x55555555) | ((x & 0x55555555) << 1);
        x = ((x >>> 2) & 0x33333333) | ((x & 0x33333333) << 2);
        x = ((x >>> 4) & 0x0F0F0F0F) | ((x & 0x0F0F0F0F) << 4);
        x = ((x >>> 8) & 0x00FF00FF) | ((x & 0x00FF00FF) << 8);
        return (x >>> 16) | (x << 16);
    }
    static long xorshift(long s) { s ^= s << 13; s ^= s >>> 7; s ^= s << 17; return s; }
    static int gray(int n) { return n ^ (n >>> 1); }

    public static void main(String[] args) {
        int[] vals = {0, 1, -1, 0x55555555, 0x80000000, 0x7FFFFFFF, 12345, -12345, 0xDEADBEEF};
        for (int v : vals) {
            System.out.println(Integer.toHexString(v) + ": pop=" + popcount(v) + "/" + Integer.bitCount(v) + " rev=" + Integer.toHexString(reverseBits(v)) + "/" + Integer.toHexString(Integer.reverse(v))
                + " lowbit=" + (v & -v) + " clearLow=" + (v & (v - 1)) + " isPow2=" + (v != 0 && (v & (v - 1)) == 0) + " sign=" + (v >> 31) + " abs=" + ((v ^ (v >> 31)) - (v >> 31)));
        }
        long s = 88172645463325252L;
        long acc = 0;
        for (int i = 0; i < 1000; i++) { s = xorshift(s); acc += s & 0xFFFF; acc ^= s >>> 48; }
        System.out.println("xorshift state " + s + " acc " + acc);
        StringBuilder g = new StringBuilder();
        for (int i = 0; i < 16; i++) g.append(Integer.toBinaryString(gray(i))).append(' ');
        System.out.println("gray " + g);
        int flags = 0;
        flags |= 1 << 3;
        flags |= 1 << 7;
        flags ^= 1 << 3;
        flags |= 1 << 31;
        System.out.println("flags " + Integer.toBinaryString(flags) + " bit7=" + ((flags >> 7) & 1) + " bit3=" + ((flags >>> 3) & 1) + " value " + flags);
        long mask = 0;
        for (int i = 0; i < 64; i += 3) mask |= 1L << i;
        System.out.println("mask " + Long.toHexString(mask) + " pop " + Long.bitCount(mask) + " ~mask " + Long.toHexString(~mask));
        byte b = (byte) 0xF0;
        System.out.println("byte ops " + (b & 0xFF) + " " + (b >> 2) + " " + (b >>> 2) + " " + ((b & 0xFF) >>> 2) + " " + (byte) (b << 1) + " " + (~b));
        char c = 'A';
        System.out.println("char ops " + (c | 0x20) + " " + (char) (c | 0x20) + " " + (c ^ ' ') + " " + (c & ~0x20));
        int x = 0b1011_0110;
        System.out.println("binary literal " + x + " octal " + 0777 + " hex " + 0xCAFE_BABE + " long hex " + 0xFFFF_FFFF_FFFFL);
        boolean t = true, f = false;
        System.out.println("boolean bitwise " + (t & f) + " " + (t | f) + " " + (t ^ t) + " " + (!t ^ f) + " " + (t & !f));
        boolean bb = true;
        bb &= false;
        bb |= true;
        bb ^= true;
        System.out.println("boolean compound " + bb);
        int calls = 0;
        boolean shortCircuit = (calls++ > 0) && (calls++ > 0);
        boolean noShort = (calls++ > 0) & (calls++ > 0);
        System.out.println("short circuit calls " + calls + " " + shortCircuit + " " + noShort);
        int h = 0x12345678;
        h ^= h >>> 16; h *= 0x85ebca6b; h ^= h >>> 13; h *= 0xc2b2ae35; h ^= h >>> 16;
        System.out.println("murmur fmix " + h + " hex " + Integer.toHexString(h));
        long packed = ((long) 0xCAFE << 48) | ((long) 0xBABE << 32) | 0xDEADBEEFL;
        System.out.println("packed " + Long.toHexString(packed) + " unpack " + Integer.toHexString((int) (packed >>> 48)) + " " + Integer.toHexString((int) (packed >>> 32) & 0xFFFF) + " " + Integer.toHexString((int) packed));
    }
}

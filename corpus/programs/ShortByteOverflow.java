public class ShortByteOverflow {
    static byte toByte(int x) { return (byte) x; }
    static short toShort(int x) { return (short) x; }
    static char toChar(int x) { return (char) x; }

    public static void main(String[] args) {
        int[] vals = {0, 1, 127, 128, 255, 256, -1, -128, -129, 32767, 32768, 65535, 65536, -32768, -32769, 100000, -100000, Integer.MAX_VALUE, Integer.MIN_VALUE, 0x12345678};
        for (int v : vals) System.out.println(v + " -> i2b " + toByte(v) + " i2s " + toShort(v) + " i2c " + (int) toChar(v));
        byte b = 127;
        b++;
        System.out.println("byte 127++ " + b);
        b--;
        System.out.println("byte -128-- " + b);
        b += 300;
        System.out.println("byte += 300 " + b);
        b *= 3;
        System.out.println("byte *= 3 " + b);
        b = (byte) (b << 4);
        System.out.println("byte << 4 " + b);
        b >>= 1;
        System.out.println("byte >>= 1 " + b);
        b >>>= 1;
        System.out.println("byte >>>= 1 " + b);
        short s = 32767;
        s++;
        System.out.println("short 32767++ " + s);
        s -= 1;
        System.out.println("short -1 " + s);
        s += 70000;
        System.out.println("short += 70000 " + s);
        s *= s;
        System.out.println("short *= self " + s);
        s /= 7;
        System.out.println("short /= 7 " + s);
        byte[] ba = new byte[3];
        ba[0] = (byte) 200;
        ba[1] += 129;
        ba[2]--;
        System.out.println("byte array " + ba[0] + " " + ba[1] + " " + ba[2]);
        short[] sa = {Short.MAX_VALUE, Short.MIN_VALUE};
        sa[0]++;
        sa[1]--;
        System.out.println("short array " + sa[0] + " " + sa[1]);
        char[] ca = {'\uffff'};
        ca[0]++;
        System.out.println("char array " + (int) ca[0]);
        byte x = 10, y = 20;
        int prod = x * y * 100;
        byte prodB = (byte) (x * y);
        System.out.println("promotion " + prod + " " + prodB);
        long lv = 0x1_0000_0080L;
        System.out.println("l2i then i2b " + (byte) lv + " (int) " + (int) lv + " (short) " + (short) lv + " (char) " + (int) (char) lv);
        double dv = 300.7;
        System.out.println("d2i then i2b " + (byte) dv + " " + (short) 70000.9 + " " + (int) (char) -5.5 + " " + (byte) -129.9);
        int checksum = 0;
        for (int i = -100000; i <= 100000; i += 77) checksum = checksum * 31 + toByte(i) + toShort(i * 3) + toChar(i * 7);
        System.out.println("checksum " + checksum);
        byte acc = 0;
        for (int i = 0; i < 1000; i++) acc += i;
        System.out.println("byte accumulate " + acc);
        short sacc = 0;
        for (int i = 0; i < 1000; i++) sacc += i * i;
        System.out.println("short accumulate " + sacc);
    }
}

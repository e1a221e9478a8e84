public class IntegerMethods {
    static void parse(String s, int radix) {
        try {
            System.out.println("parseInt(\"" + s + "\"," + radix + ") = " + Integer.parseInt(s, radix));
        } catch (NumberFormatException e) {
            System.out.println("parseInt(\"" + s + "\"," + radix + ") NFE: " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        parse("123", 10); parse("-123", 10); parse("+7", 10); parse("2147483647", 10); parse("2147483648", 10); parse("-2147483648", 10); parse("-2147483649", 10);
        parse("ff", 16); parse("FF", 16); parse("-80000000", 16); parse("7fffffff", 16); parse("1010", 2); parse("zz", 36); parse("12", 3);
        parse("", 10); parse("-", 10); parse("+", 10); parse(" 1", 10); parse("1 ", 10); parse("1_000", 10); parse("0x10", 16); parse("9", 8); parse("1", 37); parse("1", 1);
        try { Integer.parseInt(null); } catch (NumberFormatException e) { System.out.println("null NFE: " + e.getMessage()); }
        try { Integer.valueOf("abc"); } catch (NumberFormatException e) { System.out.println("valueOf NFE: " + e.getMessage()); }
        System.out.println("parseUnsignedInt " + Integer.parseUnsignedInt("4294967295") + " " + Integer.toUnsignedString(-1) + " " + Integer.toUnsignedLong(-1) + " " + Integer.divideUnsigned(-1, 3) + " " + Integer.remainderUnsigned(-1, 3) + " " + Integer.compareUnsigned(-1, 1));
        int[] vals = {0, 1, -1, 255, -255, 1000000, Integer.MAX_VALUE, Integer.MIN_VALUE};
        for (int v : vals) {
            System.out.println(v + ": hex=" + Integer.toHexString(v) + " oct=" + Integer.toOctalString(v) + " bin=" + Integer.toBinaryString(v) + " r36=" + Integer.toString(v, 36) + " r7=" + Integer.toString(v, 7) + " r2=" + Integer.toString(v, 2) + " bad radix=" + Integer.toString(v, 99));
        }
        System.out.println("cache 127: " + (Integer.valueOf(127) == Integer.valueOf(127)) + " 128: " + (Integer.valueOf(128) == Integer.valueOf(128)) + " -128: " + (Integer.valueOf(-128) == Integer.valueOf(-128)) + " -129: " + (Integer.valueOf(-129) == Integer.valueOf(-129)));
        Integer a = 100, b = 100, c = 1000, d = 1000;
        System.out.println("autobox cache " + (a == b) + " " + (c == d) + " equals " + c.equals(d));
        System.out.println("Short cache " + (Short.valueOf((short) 127) == Short.valueOf((short) 127)) + " " + (Short.valueOf((short) 128) == Short.valueOf((short) 128)) + " Byte " + (Byte.valueOf((byte) -128) == Byte.valueOf((byte) -128)) + " Long " + (Long.valueOf(127L) == Long.valueOf(127L)) + " " + (Long.valueOf(128L) == Long.valueOf(128L)) + " Boolean " + (Boolean.valueOf(true) == Boolean.TRUE));
        System.out.println("compare " + Integer.compare(3, 5) + " " + Integer.compare(5, 5) + " " + Integer.compare(Integer.MIN_VALUE, 0) + " compareTo " + Integer.valueOf(9).compareTo(2) + " signum " + Integer.signum(-9) + " " + Integer.signum(0));
        System.out.println("min/max/sum " + Integer.min(3, -3) + " " + Integer.max(3, -3) + " " + Integer.sum(Integer.MAX_VALUE, 1));
        System.out.println("hashCode " + Integer.hashCode(-5) + " " + Integer.valueOf(77).hashCode() + " " + Short.hashCode((short) -1) + " " + Byte.hashCode((byte) -1) + " " + Boolean.hashCode(true) + " " + Boolean.hashCode(false));
        System.out.println("bits " + Integer.bitCount(0xF0F0) + " " + Integer.highestOneBit(100) + " " + Integer.lowestOneBit(100) + " " + Integer.numberOfLeadingZeros(1) + " " + Integer.numberOfTrailingZeros(8) + " " + Integer.numberOfLeadingZeros(0) + " " + Integer.numberOfTrailingZeros(0));
        System.out.println("rotate " + Integer.rotateLeft(0x80000001, 1) + " " + Integer.rotateRight(1, 1) + " reverse " + Integer.reverse(1) + " reverseBytes " + Integer.toHexString(Integer.reverseBytes(0x12345678)));
        System.out.println("constants " + Integer.MAX_VALUE + " " + Integer.MIN_VALUE + " " + Integer.SIZE + " " + Integer.BYTES + " " + Short.MAX_VALUE + " " + Short.MIN_VALUE + " " + Byte.MAX_VALUE + " " + Byte.MIN_VALUE);
        System.out.println("decode " + Integer.decode("0x1F") + " " + Integer.decode("-#10") + " " + Integer.decode("010") + " " + Integer.decode("42"));
        System.out.println("Short/Byte parse " + Short.parseShort("-32768") + " " + Byte.parseByte("7f", 16) + " " + Short.toString((short) 12) + " " + Byte.toString((byte) -3) + " " + Short.toUnsignedInt((short) -1) + " " + Byte.toUnsignedInt((byte) -1));
        try { Byte.parseByte("128"); } catch (NumberFormatException e) { System.out.println("Byte NFE: " + e.getMessage()); }
        try { Short.parseShort("40000"); } catch (NumberFormatException e) { System.out.println("Short NFE: " + e.getMessage()); }
        System.out.println("Boolean " + Boolean.parseBoolean("TRUE") + " " + Boolean.parseBoolean("yes") + " " + Boolean.parseBoolean(null) + " " + Boolean.valueOf("true") + " " + Boolean.logicalXor(true, false) + " " + Boolean.toString(false) + " " + Boolean.compare(true, false));
        Integer boxed = 42;
        System.out.println("xxxValue " + boxed.byteValue() + " " + boxed.shortValue() + " " + boxed.longValue() + " " + boxed.floatValue() + " " + boxed.doubleValue() + " " + Integer.valueOf(300).byteValue());
        System.out.println("equals across types " + boxed.equals(42) + " " + boxed.equals(42L) + " " + Long.valueOf(42).equals(42L) + " " + boxed.equals(null));
        System.out.println("Integer.toString " + Integer.toString(Integer.MIN_VALUE) + " " + Integer.valueOf(-0) + " parse leading zeros " + Integer.parseInt("-0000123"));
    }
}

public class ConstantPool {
    static final long L1 = 0x123456789ABCDEF0L;
    static final double D1 = 3.141592653589793;
    public static void main(String[] args) {
        long[] longs = {0L, 1L, 2L, -1L, 5L, 1234567890123L, Long.MAX_VALUE, Long.MIN_VALUE, L1, 0xFFFFFFFFL, 4294967296L};
        for (long l : longs) System.out.println("long " + l);
        double[] doubles = {0.0, 1.0, 2.0, -1.0, 0.5, 1e300, -1e-300, D1, 6.02e23, Double.MIN_VALUE, 123456.789};
        for (double d : doubles) System.out.println("double " + d);
        float[] floats = {0f, 1f, 2f, 3f, -1f, 0.1f, 3.4e38f, 1.4e-45f};
        for (float f : floats) System.out.println("float " + f);
        int[] ints = {-1, 0, 1, 2, 3, 4, 5, 6, -2, 127, 128, -128, -129, 32767, 32768, -32768, -32769, 65535, 65536, 1000000, Integer.MAX_VALUE, Integer.MIN_VALUE, 0x7F7F7F7F};
        for (int i : ints) System.out.println("int " + i);
        String nul = "\0";
        System.out.println("nul length " + nul.length() + " code " + (int) nul.charAt(0) + " concat len " + ("a\0b".length()));
        String mixed = "a\0\u0001\u007f\u0080\u07ff\u0800\uffff";
        StringBuilder codes = new StringBuilder();
        for (int i = 0; i < mixed.length(); i++) codes.append(Integer.toHexString(mixed.charAt(i))).append(' ');
        System.out.println("modified-utf8 edge chars " + codes + "len " + mixed.length());
        String surrogates = "\uD83D\uDE00\uD83C\uDF89";
        System.out.println("surrogate pairs len " + surrogates.length() + " codepoints " + surrogates.codePointCount(0, surrogates.length()) + " cp0 " + Integer.toHexString(surrogates.codePointAt(0)) + " cp1 " + Integer.toHexString(surrogates.codePointAt(2)));
        String lone = "\uD800x\uDC00";
        System.out.println("lone surrogates len " + lone.length() + " " + Integer.toHexString(lone.charAt(0)) + " " + Integer.toHexString(lone.charAt(2)) + " hash " + lone.hashCode());
        String unicode = "héllo wörld ñ 日本語 中文 한국어 Ελληνικά кириллица";
        System.out.println("unicode hash " + unicode.hashCode() + " len " + unicode.length());
        String escapes = "tab\there\nnewline\\backslash\"quote'apos\rcr\bbs\ffeed";
        StringBuilder esc = new StringBuilder();
        for (char c : escapes.toCharArray()) esc.append((int) c).append(',');
        System.out.println("escapes " + esc);
        String octal = "\101\60\7\377";
        System.out.println("octal escapes " + (int) octal.charAt(0) + " " + (int) octal.charAt(1) + " " + (int) octal.charAt(2) + " " + (int) octal.charAt(3));
        String same1 = "interned", same2 = "interned";
        System.out.println("literal identity " + (same1 == same2) + " across classes " + (same1 == Other.S));
        StringBuilder longLit = new StringBuilder();
        String big = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
        System.out.println("long literal len " + big.length() + " hash " + big.hashCode());
        char c1 = '\u0000', c2 = '\uffff', c3 = 'é';
        System.out.println("char constants " + (int) c1 + " " + (int) c2 + " " + (int) c3);
        System.out.println("class constant " + ConstantPool.class.getName() + " " + int[].class.getName() + " " + String[][].class.getName());
        byte b = -1; short s = -32768;
        System.out.println("byte/short const " + b + " " + s);
    }
    static class Other { static final String S = "interned"; }
}

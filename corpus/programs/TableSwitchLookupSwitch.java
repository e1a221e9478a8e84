public class TableSwitchLookupSwitch {
    static String dense(int x) {
        switch (x) {
            case 0: return "zero";
            case 1: return "one";
            case 2: return "two";
            case 3: return "three";
            case 4: return "four";
            case 5: return "five";
            case 6: return "six";
            case 7: return "seven";
            default: return "dense-default";
        }
    }
    static int denseNeg(int x) {
        switch (x) {
            case -3: return 103;
            case -2: return 102;
            case -1: return 101;
            case 0: return 100;
            case 1: return 99;
            case 2: return 98;
            default: return -1;
        }
    }
    static String sparse(int x) {
        switch (x) {
            case -1000000: return "minus-million";
            case -7: return "minus-seven";
            case 1: return "one";
            case 100: return "hundred";
            case 1000: return "thousand";
            case 65536: return "2^16";
            case Integer.MAX_VALUE: return "MAX";
            case Integer.MIN_VALUE: return "MIN";
            default: return "sparse-default";
        }
    }
    static int withGaps(int x) {
        switch (x) {
            case 10: case 11: return 1;
            case 13: return 3;
            case 15: case 16: case 17: return 5;
            case 20: return 10;
            default: return 0;
        }
    }
    static int fallThrough(int x) {
        int r = 0;
        switch (x) {
            case 1: r += 1;
            case 2: r += 2;
            case 3: r += 4;
                break;
            case 4: r += 8;
            default: r += 16;
            case 5: r += 32;
        }
        return r;
    }
    static String charSwitch(char c) {
        switch (c) {
            case 'a': case 'e': case 'i': case 'o': case 'u': return "vowel";
            case ' ': return "space";
            case '\uFFFF': return "max-char";
            case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': case '8': case '9': return "digit";
            default: return "other";
        }
    }
    static int byteSwitch(byte b) {
        switch (b) {
            case -128: return 1;
            case 127: return 2;
            case 0: return 3;
            default: return 4;
        }
    }
    static int noCases(int x) {
        switch (x) {
            default: return x * 2;
        }
    }
    static int single(int x) {
        switch (x) {
            case 42: return 1;
        }
        return 0;
    }
    static int extremes(int x) {
        switch (x) {
            case Integer.MAX_VALUE - 2: return 1;
            case Integer.MAX_VALUE - 1: return 2;
            case Integer.MAX_VALUE: return 3;
            default: return 0;
        }
    }
    static int extremesLow(int x) {
        switch (x) {
            case Integer.MIN_VALUE: return 1;
            case Integer.MIN_VALUE + 1: return 2;
            case Integer.MIN_VALUE + 2: return 3;
            default: return 0;
        }
    }

    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (int i = -2; i <= 9; i++) sb.append(dense(i)).append(' ');
        System.out.println("dense " + sb);
        sb.setLength(0);
        for (int i = -5; i <= 4; i++) sb.append(denseNeg(i)).append(' ');
        System.out.println("denseNeg " + sb);
        int[] probes = {-1000000, -999999, -7, -8, 1, 0, 100, 101, 1000, 65536, 65535, Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MIN_VALUE + 1};
        for (int p : probes) System.out.println("sparse(" + p + ") = " + sparse(p));
        sb.setLength(0);
        for (int i = 8; i <= 22; i++) sb.append(withGaps(i));
        System.out.println("withGaps " + sb);
        for (int i = 0; i <= 6; i++) System.out.println("fallThrough(" + i + ") = " + fallThrough(i));
        sb.setLength(0);
        for (char c : "hello 2 world\uFFFF".toCharArray()) sb.append(charSwitch(c).charAt(0));
        System.out.println("charSwitch " + sb);
        System.out.println("byteSwitch " + byteSwitch((byte) -128) + byteSwitch((byte) 127) + byteSwitch((byte) 0) + byteSwitch((byte) 5));
        System.out.println("noCases " + noCases(21) + " single " + single(42) + single(41));
        System.out.println("extremes " + extremes(Integer.MAX_VALUE) + extremes(Integer.MAX_VALUE - 1) + extremes(Integer.MAX_VALUE - 2) + extremes(Integer.MIN_VALUE) + extremes(0));
        System.out.println("extremesLow " + extremesLow(Integer.MIN_VALUE) + extremesLow(Integer.MIN_VALUE + 1) + extremesLow(Integer.MIN_VALUE + 2) + extremesLow(Integer.MAX_VALUE));
        long h = 0;
        for (int i = -2000; i < 2000; i++) h = h * 31 + sparse(i * 37).hashCode() + denseNeg(i % 7) + withGaps(i % 25) + fallThrough(i & 7);
        System.out.println("hash " + h);
    }
}

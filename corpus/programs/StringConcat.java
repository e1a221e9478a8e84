public class StringConcat {
    static final String CONST = "const";
    static final int ICONST = 7;
    static class Thing {
        final int id;
        Thing(int id) { this.id = id; }
        public String toString() { return "Thing#" + id; }
    }
    static class NullToString {
        public String toString() { return null; }
    }

    public static void main(String[] args) {
        boolean z = true; byte b = -8; short s = 300; char c = 'Ω'; int i = -123456; long l = 9876543210123L; float f = 1.5e-3f; double d = -2.0E10;
        System.out.println("all: " + z + "," + b + "," + s + "," + c + "," + i + "," + l + "," + f + "," + d);
        String n = null;
        Object on = null;
        System.out.println("nulls: " + n + " " + on + " " + null);
        System.out.println("null first " + (n + "x") + " " + (n + n));
        System.out.println("constants: " + CONST + ICONST + 'c' + 1.0 + 2L);
        System.out.println(1 + 2 + "=3? " + (1 + 2) + " then " + 1 + 2);
        System.out.println('a' + 'b' + " chars sum, then " + 'a' + 'b');
        System.out.println("char+int " + (char) ('a' + 1) + " " + ('a' + 1));
        Thing t = new Thing(5);
        System.out.println("object: " + t + " array of things: " + new Thing(1) + new Thing(2));
        System.out.println("null toString: " + new NullToString());
        String acc = "";
        for (int k = 0; k < 10; k++) acc += k;
        System.out.println("loop concat " + acc);
        acc += 'x';
        acc += 1.25;
        acc += true;
        acc += (Object) null;
        System.out.println("compound " + acc);
        char[] chars = {'h', 'i'};
        System.out.println("char array via String.valueOf: " + String.valueOf(chars) + " " + new String(chars));
        StringBuilder sb = new StringBuilder("sb");
        System.out.println("builder: " + sb + sb.length());
        System.out.println("floats: " + 0.1f + " " + 1e10f + " " + 100.0f + " " + (float) 1 / 3 + " " + Float.MAX_VALUE + " " + Float.MIN_VALUE);
        System.out.println("doubles: " + 0.1 + " " + 1e21 + " " + 1e-5 + " " + 100.0 + " " + 1.0 / 3 + " " + Double.NaN + " " + (-1.0 / 0));
        System.out.println("longs: " + Long.MIN_VALUE + " " + Long.MAX_VALUE + " ints: " + Integer.MIN_VALUE);
        System.out.println("unicode: " + "日本" + '語' + "\uD83D\uDE00" + " len " + "\uD83D\uDE00".length());
        System.out.println("boxed: " + Integer.valueOf(5) + Character.valueOf('q') + Boolean.FALSE + Double.valueOf(2));
        String many = "a" + 1 + "b" + 2L + "c" + 3.0f + "d" + 4.0 + "e" + 'f' + "g" + true + "h" + (byte) 9 + "i" + (short) 10 + "j" + t + "k" + n + "l" + CONST;
        System.out.println("many: " + many);
        String x = "x";
        String y = x + "y";
        String xy = "xy";
        System.out.println("identity: " + (y == xy) + " equals " + y.equals(xy) + " interned " + (y.intern() == xy) + " constant folded " + (("x" + "y") == xy) + " final folded " + ((CONST + "!") == "const!"));
        String big = "";
        for (int k = 0; k < 200; k++) big = big + (char) ('a' + k % 26);
        System.out.println("big len " + big.length() + " hash " + big.hashCode());
        int[] counter = {0};
        String side = "v" + (counter[0]++) + (counter[0]++) + counter[0];
        System.out.println("side effects: " + side);
        String dollar = "$1 \\ %s {} \u0001" + "\1";
        System.out.println("special: " + dollar.length() + " " + dollar.replace('\u0001', '?'));
        System.out.println(20 + 22);
        System.out.println("" + 20 + 22);
        long tot = 0;
        for (int k = 0; k < 100; k++) {
            String s2 = "k=" + k + ";d=" + (k * 0.5) + ";c=" + (char) ('A' + k % 26);
            tot += s2.hashCode();
        }
        System.out.println("hash total " + tot);
        System.out.println("argument with 200 parts:" + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i + i);
    }
}

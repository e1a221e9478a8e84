public class Ternary {
    static int abs(int x) { return x < 0 ? -x : x; }
    static String sign(double d) { return d > 0 ? "pos" : d < 0 ? "neg" : d == 0 ? "zero" : "nan"; }

    public static void main(String[] args) {
        for (int x : new int[]{-5, 0, 5}) System.out.print(abs(x) + " ");
        System.out.println();
        for (double d : new double[]{1.5, -2, 0, -0.0, Double.NaN}) System.out.print(sign(d) + " ");
        System.out.println();
        boolean t = true, f = false;
        System.out.println("numeric promotion: " + (t ? 1 : 2.0) + " " + (t ? 'a' : 0) + " " + (t ? 'a' : 70000) + " " + (f ? 1L : 'b') + " " + (t ? (byte) 1 : (short) 2) + " " + (t ? 1 : 'x'));
        int i = 65;
        System.out.println("char vs int var: " + (t ? 'A' : i));
        Object o = t ? "string" : Integer.valueOf(1);
        System.out.println("reference lub: " + o + " " + o.getClass().getSimpleName());
        Integer nullable = null;
        System.out.println("no unbox when both Integer? " + (t ? nullable : Integer.valueOf(2)));
        try {
            int bad = t ? nullable : 0;
            System.out.println("unexpected " + bad);
        } catch (NullPointerException e) {
            System.out.println("unboxing null in ternary -> NPE");
        }
        try {
            Integer bad2 = f ? 1 : nullable;
            System.out.println("unexpected " + bad2);
        } catch (NullPointerException e) {
            System.out.println("int:Integer ternary unboxes -> NPE");
        }
        byte b = 10;
        b += 300;
        System.out.println("b += 300 -> " + b);
        b -= 1000;
        System.out.println("b -= 1000 -> " + b);
        b *= 1.9;
        System.out.println("b *= 1.9 -> " + b);
        short s = 1000;
        s *= 100;
        System.out.println("s *= 100 -> " + s);
        s += 0.7;
        System.out.println("s += 0.7 -> " + s);
        char c = 'a';
        c += 1.9;
        System.out.println("c += 1.9 -> " + c);
        int in = 10;
        in *= 2.5;
        System.out.println("int *= 2.5 -> " + in);
        in /= 0.3;
        System.out.println("int /= 0.3 -> " + in);
        in += Long.MAX_VALUE;
        System.out.println("int += Long.MAX -> " + in);
        in = 5;
        in -= Double.NaN;
        System.out.println("int -= NaN -> " + in);
        long l = 1;
        l += 1e19;
        System.out.println("long += 1e19 -> " + l);
        float fl = 1;
        fl += 1e-10;
        System.out.println("float += 1e-10 -> " + fl);
        fl += 0.1;
        System.out.println("float += 0.1 (double) -> " + fl);
        double dd = 0;
        dd += 1f / 3f;
        System.out.println("double += float third -> " + dd);
        int[] arr = {1, 2, 3};
        int idx = 0;
        arr[idx++] += 10;
        System.out.println("arr[idx++] += 10 -> " + java.util.Arrays.toString(arr) + " idx " + idx);
        arr[idx] = arr[idx++] + arr[idx];
        System.out.println("evaluation order -> " + java.util.Arrays.toString(arr) + " idx " + idx);
        int a = 5;
        a += a++ * 2;
        System.out.println("a += a++ * 2 -> " + a);
        int q = 3;
        q = q++ + q--;
        System.out.println("q = q++ + q-- -> " + q);
        String str = "x";
        str += 1 + 2;
        str += 'c';
        str += null;
        System.out.println("string compound " + str);
        int x = 0;
        int y = (x = 3) + (x *= 2) + x;
        System.out.println("assignment expressions y=" + y + " x=" + x);
        int tern = 0;
        for (int k = 0; k < 20; k++) tern += k % 2 == 0 ? k : k % 3 == 0 ? -k : 1;
        System.out.println("ternary loop " + tern);
        long mixed = t ? Integer.MAX_VALUE + 1 : 0L;
        System.out.println("ternary with overflowing int branch " + mixed);
    }
}

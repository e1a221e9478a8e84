public class StaticInitConstants {
    static class Consts {
        static final int I = 123;
        static final long L = 1L << 40;
        static final double D = 2.5;
        static final float F = 1.25f;
        static final boolean Z = true;
        static final char C = 'Q';
        static final byte B = -5;
        static final short S = 30000;
        static final String STR = "hello" + " " + "world";
        static final String COMPUTED = String.valueOf(77);
        static final int NONCONST = Integer.parseInt("99");
        static final Object OBJ = "obj";
        static { System.out.println("  Consts <clinit>"); }
    }
    static class Defaults {
        static int i; static long l; static double d; static float f; static boolean z; static char c; static byte b; static short s; static Object o; static String str;
        static int[] arr;
    }
    static class Order {
        static int a = 1;
        static int b;
        static { b = a + 1; a = 10; }
        static int c = a + b;
        static final int D;
        static { D = c * 2; }
    }

    public static void main(String[] args) {
        System.out.println("constants (no init): " + Consts.I + " " + Consts.L + " " + Consts.D + " " + Consts.F + " " + Consts.Z + " " + Consts.C + " " + Consts.B + " " + Consts.S + " " + Consts.STR);
        System.out.println("constant switch:");
        switch (42) {
            case Consts.I: System.out.println("  I"); break;
            default: System.out.println("  default");
        }
        System.out.println("now COMPUTED (triggers init):");
        System.out.println("  " + Consts.COMPUTED);
        System.out.println("NONCONST " + Consts.NONCONST + " OBJ " + Consts.OBJ);
        System.out.println("interned? " + (Consts.STR == "hello world"));
        System.out.println("defaults: i=" + Defaults.i + " l=" + Defaults.l + " d=" + Defaults.d + " f=" + Defaults.f + " z=" + Defaults.z + " c=" + (int) Defaults.c + " b=" + Defaults.b + " s=" + Defaults.s + " o=" + Defaults.o + " str=" + Defaults.str + " arr=" + Defaults.arr);
        System.out.println("order: a=" + Order.a + " b=" + Order.b + " c=" + Order.c + " D=" + Order.D);
        Defaults.i += 5;
        Defaults.l--;
        Defaults.c = 'x';
        Defaults.c++;
        System.out.println("mutated: i=" + Defaults.i + " l=" + Defaults.l + " c=" + Defaults.c);
    }
}

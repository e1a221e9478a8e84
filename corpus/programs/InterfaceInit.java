public class InterfaceInit {
    static int trace(String s, int v) { System.out.println("  init " + s); return v; }

    interface NoDefault {
        int X = trace("NoDefault.X", 1);
        void m();
    }
    interface WithDefault {
        int Y = trace("WithDefault.Y", 2);
        default void d() { System.out.println("  WithDefault.d"); }
    }
    interface SubIface extends WithDefault {
        int Z = trace("SubIface.Z", 3);
    }
    interface WithStatic {
        int W = trace("WithStatic.W", 4);
        static void s() { System.out.println("  WithStatic.s"); }
    }
    interface ConstOnly {
        int K = 99;
        String KS = "ks";
    }
    static class C1 implements NoDefault {
        static { System.out.println("  init C1"); }
        public void m() { System.out.println("  C1.m"); }
    }
    static class C2 implements SubIface {
        static { System.out.println("  init C2"); }
    }
    static class C3 implements ConstOnly {}

    public static void main(String[] args) {
        System.out.println("new C1 (NoDefault not initialized):");
        NoDefault nd = new C1();
        nd.m();
        System.out.println("read NoDefault.X:");
        System.out.println("  X=" + NoDefault.X);
        System.out.println("new C2 (WithDefault initialized, SubIface not since it declares no defaults):");
        C2 c2 = new C2();
        c2.d();
        System.out.println("read SubIface.Z:");
        System.out.println("  Z=" + SubIface.Z);
        System.out.println("static interface method:");
        WithStatic.s();
        System.out.println("constants: " + ConstOnly.K + " " + ConstOnly.KS + " via class " + C3.K);
        System.out.println("done");
    }
}

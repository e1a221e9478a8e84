package p;
public class Target {
    private static int secret = 7;
    private int field = 8;
    private static void hidden() { System.out.println("hidden ran"); }
    private void inst() { System.out.println("inst ran"); }
    static int pkg = 9;
    static void pkgM() {}
    protected static int prot = 10;
    protected static void protM() {}
}

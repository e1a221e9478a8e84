package p;
public class Target {
    public static int secret = 7;
    public int field = 8;
    public static void hidden() { System.out.println("hidden ran"); }
    public void inst() { System.out.println("inst ran"); }
    public static int pkg = 9;
    public static void pkgM() {}
    public static int prot = 10;
    public static void protM() {}
}

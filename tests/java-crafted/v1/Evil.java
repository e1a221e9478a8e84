import p.Target;
public class Evil {
    public static void main(String[] a) {
        String[] what = {"getstatic", "putfield", "invokestatic", "invokevirtual", "pkg", "pkgM", "prot", "protM", "ok"};
        for (String w : what) {
            try {
                switch (w) {
                    case "getstatic" -> System.out.println(Target.secret);
                    case "putfield" -> { Target t = new Target(); t.field = 3; }
                    case "invokestatic" -> Target.hidden();
                    case "invokevirtual" -> new Target().inst();
                    case "pkg" -> System.out.println(Target.pkg);
                    case "pkgM" -> Target.pkgM();
                    case "prot" -> System.out.println(Target.prot);
                    case "protM" -> Target.protM();
                    default -> System.out.println("end");
                }
            } catch (IllegalAccessError e) {
                System.out.println(w + ": " + e);
            }
        }
    }
}

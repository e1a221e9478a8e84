public class Nestmates {
    private int secret = 42;
    private static String staticSecret = "static-secret";
    private String hidden() { return "outer-hidden-" + secret; }
    private static int twice(int x) { return x * 2; }
    private Nestmates() {}
    private Nestmates(int s) { secret = s; }

    class Inner {
        private int innerSecret = 7;
        int readOuter() { return secret + innerSecret; }
        void bump() { secret++; }
        String callOuter() { return hidden(); }
        private String innerPrivate() { return "inner-private-" + innerSecret; }
    }
    static class Sibling {
        private long siblingSecret = 100L;
        private Sibling() {}
        String peek(Nestmates n) { return "sibling sees " + n.secret + " " + staticSecret + " " + twice(n.secret); }
        String peekInner(Inner i) { return "sibling sees inner " + i.innerSecret + " " + i.innerPrivate(); }
        static class Deep {
            private char deepSecret = 'D';
            String all(Nestmates n, Sibling s) { return "deep sees " + n.secret + " " + s.siblingSecret + " " + deepSecret + " " + n.hidden(); }
        }
    }
    interface Iface {
        private int ipriv() { return 5; }
        default int ipub() { return ipriv(); }
    }

    public static void main(String[] args) {
        Nestmates n = new Nestmates();
        Inner in = n.new Inner();
        System.out.println("inner reads " + in.readOuter());
        in.bump();
        in.bump();
        System.out.println("after bump secret=" + n.secret);
        System.out.println(in.callOuter());
        System.out.println("outer reads inner private " + in.innerSecret + " " + in.innerPrivate());
        Sibling s = new Sibling();
        System.out.println(s.peek(n));
        System.out.println(s.peekInner(in));
        Sibling.Deep d = new Sibling.Deep();
        System.out.println(d.all(new Nestmates(3), s));
        d.deepSecret++;
        s.siblingSecret += 5;
        System.out.println("mutated " + d.deepSecret + " " + s.siblingSecret);
        staticSecret = staticSecret.toUpperCase();
        System.out.println(s.peek(n));
        Runnable r = () -> { n.secret = 1000; System.out.println("lambda sees " + n.hidden()); };
        r.run();
        Object anon = new Object() {
            private int anonPriv = n.secret + 1;
            @Override public String toString() { return "anon " + anonPriv + " " + twice(anonPriv); }
        };
        System.out.println(anon);
        System.out.println("iface " + new Iface() {}.ipub());
    }
}

public class PrivateInterfaceMethods {
    interface Formatter {
        String raw(int v);
        default String bracket(int v) { return "[" + pad(raw(v)) + "]"; }
        default String paren(int v) { return "(" + pad(raw(v)) + ")"; }
        private String pad(String s) {
            StringBuilder sb = new StringBuilder(s);
            while (sb.length() < 5) sb.insert(0, '.');
            return sb.toString();
        }
        static String joinAll(Formatter f, int... vs) {
            StringBuilder sb = new StringBuilder();
            for (int v : vs) sb.append(helper(f, v));
            return sb.toString();
        }
        private static String helper(Formatter f, int v) { return f.bracket(v) + f.paren(v); }
    }
    interface Validator {
        default boolean valid(String s) { return notEmpty(s) && shortEnough(s); }
        private boolean notEmpty(String s) { return s != null && !s.isEmpty(); }
        private boolean shortEnough(String s) { return s.length() < limit(); }
        int limit();
    }

    public static void main(String[] args) {
        Formatter hex = v -> Integer.toHexString(v);
        Formatter dec = new Formatter() {
            public String raw(int v) { return Integer.toString(v); }
        };
        System.out.println(hex.bracket(255) + " " + hex.paren(4096));
        System.out.println(dec.bracket(-7) + " " + dec.paren(123456));
        System.out.println(Formatter.joinAll(hex, 1, 16, 256, 65535));
        System.out.println(Formatter.joinAll(dec));
        Validator v3 = () -> 3;
        String[] tests = {null, "", "a", "ab", "abc", "abcd"};
        for (String t : tests) System.out.println("valid(" + t + ")=" + v3.valid(t));
    }
}

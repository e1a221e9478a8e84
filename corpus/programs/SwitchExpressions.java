public class SwitchExpressions {
    static String size(int n) {
        return switch (n) {
            case 0 -> "zero";
            case 1, 2, 3 -> "small";
            case 4, 5, 6, 7, 8, 9 -> "medium";
            default -> {
                if (n < 0) yield "negative";
                yield n < 100 ? "large" : "huge";
            }
        };
    }
    static int oldStyleYield(char c) {
        int v = switch (c) {
            case 'a':
            case 'e':
            case 'i':
            case 'o':
            case 'u':
                yield 1;
            case ' ':
                yield 0;
            default:
                yield 2;
        };
        return v;
    }
    static double nested(int a, int b) {
        return switch (a) {
            case 1 -> switch (b) { case 1 -> 1.1; case 2 -> 1.2; default -> 1.0; };
            case 2 -> 2.0 + switch (b) { case 0 -> 0.5; default -> b; };
            default -> -1;
        };
    }
    static String throwing(int x) {
        return switch (x) {
            case 1 -> "one";
            case 2 -> throw new IllegalArgumentException("two is forbidden");
            default -> "many";
        };
    }
    static long longResult(String s) {
        long r = switch (s) {
            case "int" -> 1;
            case "long" -> 1L << 40;
            case "char" -> 'c';
            default -> s.length();
        };
        return r;
    }

    public static void main(String[] args) {
        for (int n : new int[]{-5, 0, 1, 3, 4, 9, 10, 99, 100, 1000}) System.out.println(n + " -> " + size(n));
        String text = "a quick brown fox jumps over the lazy dog";
        int score = 0;
        for (char c : text.toCharArray()) score += oldStyleYield(c);
        System.out.println("score " + score);
        for (int a = 0; a <= 3; a++) for (int b = 0; b <= 2; b++) System.out.println("nested(" + a + "," + b + ")=" + nested(a, b));
        for (int x = 1; x <= 3; x++) {
            try {
                System.out.println("throwing(" + x + ")=" + throwing(x));
            } catch (IllegalArgumentException e) {
                System.out.println("throwing(" + x + ") threw " + e.getMessage());
            }
        }
        for (String s : new String[]{"int", "long", "char", "other"}) System.out.println(s + " -> " + longResult(s));
        Object o = switch (size(5)) { case "medium" -> Integer.valueOf(5); default -> "str"; };
        System.out.println("object result " + o + " " + o.getClass().getSimpleName());
        var mixed = switch (3) { case 3 -> 1; default -> 2.5; };
        System.out.println("numeric promotion " + mixed);
    }
}

import java.util.List;

public class PatternInstanceof {
    record Point(int x, int y) {}
    static class Box { Object content; Box(Object c) { content = c; } }

    static String classify(Object o) {
        if (o instanceof Integer i && i > 100) return "big int " + i;
        if (o instanceof Integer i) return "int " + (i + 1);
        if (o instanceof String s && !s.isEmpty()) return "string len " + s.length() + " first " + s.charAt(0);
        if (o instanceof String s) return "empty string";
        if (o instanceof int[] arr) return "int array len " + arr.length;
        if (o instanceof Point p) return "point sum " + (p.x() + p.y());
        if (o instanceof Box b && b.content instanceof String inner) return "box of string " + inner.toUpperCase();
        if (o instanceof Box b) return "box of " + b.content;
        if (o instanceof CharSequence cs) return "charseq " + cs.length();
        if (o instanceof Number n) return "number " + n.doubleValue();
        if (o == null) return "null";
        return "other " + o.getClass().getSimpleName();
    }

    static int sumIfAll(List<?> items) {
        int sum = 0;
        for (Object o : items) {
            if (!(o instanceof Integer n)) continue;
            sum += n;
        }
        return sum;
    }

    public static void main(String[] args) {
        Object[] items = {5, 500, "hello", "", new int[3], new Point(2, 3), new Box("wrapped"), new Box(7), new StringBuilder("abcd"), 2.5f, 10L, null, new Object[0], 'c'};
        for (Object o : items) System.out.println(classify(o));
        System.out.println("sumIfAll " + sumIfAll(List.of(1, "x", 2, 3.0, 4)));
        Object o = "scoped";
        if (!(o instanceof String s)) {
            System.out.println("not string");
            return;
        }
        System.out.println("flow scoping: " + s.toUpperCase());
        Object num = 42;
        boolean b = num instanceof Integer x && x % 2 == 0;
        System.out.println("even " + b);
        String res = num instanceof Integer x ? "ternary " + (x * 2) : "no";
        System.out.println(res);
        int loops = 0;
        Object cur = 3;
        while (cur instanceof Integer k && k > 0) { loops++; cur = k - 1; }
        System.out.println("while pattern loops " + loops + " end " + cur);
    }
}

import java.util.Formattable;
import java.util.FormattableFlags;
import java.util.Formatter;

public class FormatStrings {
    static class Money implements Formattable {
        final long cents;

        Money(long cents) {
            this.cents = cents;
        }

        @Override
        public void formatTo(Formatter f, int flags, int width, int precision) {
            String s = "$" + (cents / 100) + "." + (cents % 100 < 10 ? "0" : "") + (cents % 100);
            if ((flags & FormattableFlags.ALTERNATE) != 0) {
                s = "USD " + s;
            }
            if ((flags & FormattableFlags.UPPERCASE) != 0) {
                s = s.toUpperCase();
            }
            StringBuilder sb = new StringBuilder();
            boolean left = (flags & FormattableFlags.LEFT_JUSTIFY) != 0;
            if (left) {
                sb.append(s);
            }
            for (int i = s.length(); i < width; i++) {
                sb.append('*');
            }
            if (!left) {
                sb.append(s);
            }
            f.format("%s", sb);
        }

        @Override
        public String toString() {
            return "Money(" + cents + ")";
        }
    }

    static class Point {
        final int x;
        final int y;

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }

        @Override
        public String toString() {
            return "(" + x + ", " + y + ")";
        }

        @Override
        public int hashCode() {
            return x * 31 + y;
        }
    }

    public static void main(String[] args) {
        System.out.println(String.format("Hello, %s!", "world"));
        System.out.println(String.format("[%s][%S][%10s][%-10s][%.2s][%10.3s][%-8.1S]", "abc", "abc", "abc", "abc", "abc", "abcdef", "xyz"));
        System.out.println(String.format("[%s][%s][%s][%s]", null, 42, 'c', new Point(1, 2)));
        System.out.println(String.format("[%b][%b][%b][%b][%B][%.3b][%7b]", true, false, null, "false", true, true, false));
        System.out.println(String.format("[%h][%H][%h][%8h]", new Point(3, 4), "hello", null, 17));
        System.out.println(String.format("[%s][%#s][%-12s][%20s][%S]", new Money(1234), new Money(5), new Money(99), new Money(100001), new Money(7)));
        System.out.println(String.format("[%c][%c][%-3c][%3c][%C]", 'x', 0x41, 'y', 'z', 'q'));
        System.out.println(String.format("a%nb%nc"));
        System.out.println(String.format("100%% sure, %d%% done, [%5%] [%-5%]", 50));
        System.out.println(String.format("%1$s-%1$s-%2$s-%<s-%s-%s", "A", "B"));
        System.out.println(String.format("%s %s %s", "only", "these", "three", "extra", "args"));
        System.out.println(String.format("no specifiers"));
        System.out.println(String.format(""));
        System.out.println(String.format("%s", (Object[]) null));
        System.out.println(String.format("%s|%s", new Object[] {"arr", "ay"}));
        System.out.println(String.format("%s", new int[0].length));
        System.out.println(String.format("%S", "straße ǆ"));
        System.out.println("%s=%d".formatted("k", 5));
        System.out.println(String.format("%-5s|%5s|%.0s|", "", "", "gone"));
        System.out.println(String.format("%s", java.util.List.of(1, 2, 3)));

        StringBuilder sb = new StringBuilder("start:");
        Formatter f = new Formatter(sb);
        f.format("%d", 1).format("-%s", "two").format("-%.1f", 3.0);
        System.out.println(sb + " | " + f.toString() + " | " + (f.out() == sb));
        f.flush();
        f.close();
        f.close();
        System.out.println(f.ioException());
        try {
            f.format("x");
        } catch (java.util.FormatterClosedException e) {
            System.out.println("FormatterClosedException " + e.getMessage());
        }
        try {
            f.toString();
        } catch (IllegalStateException e) {
            System.out.println(e.getClass().getName());
        }
        Formatter g = new Formatter();
        g.format("%s=%d;", "a", 1);
        g.format("%s=%d;", "b", 2);
        System.out.println(g);
        Formatter h = new Formatter((Appendable) null);
        h.format("%05.1f", 2.25);
        System.out.println(h.out());
        Formatter ps = new Formatter(System.out);
        ps.format("to stdout %s%n", "directly");
        ps.flush();
        String[] names = {"Alice", "Bob", "Christopher"};
        int[] scores = {93, 7, 100};
        for (int i = 0; i < names.length; i++) {
            System.out.println(String.format("|%-12s|%5d|%6.1f%%|", names[i], scores[i], scores[i] * 100.0 / 200));
        }
    }
}

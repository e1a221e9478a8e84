import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class RegexBasics {
    static void show(String regex, String input) {
        Pattern p = Pattern.compile(regex);
        Matcher m = p.matcher(input);
        StringBuilder sb = new StringBuilder();
        sb.append(regex).append(" on \"").append(input).append("\":");
        int count = 0;
        while (m.find()) {
            count++;
            sb.append(" [").append(m.start()).append(',').append(m.end()).append(' ').append(m.group());
            for (int g = 1; g <= m.groupCount(); g++) {
                sb.append(" g").append(g).append('=').append(m.group(g));
                sb.append('@').append(m.start(g)).append('-').append(m.end(g));
            }
            sb.append(']');
        }
        sb.append(" count=").append(count);
        System.out.println(sb);
    }

    public static void main(String[] args) {
        show("\\d+", "a1b22c333");
        show("(\\w+)@(\\w+)\\.com", "mail bob@example.com and amy@test.com now");
        show("(a)(b)?(c)", "ac abc");
        show("x*", "axxb");
        show("", "abc");
        show("(?:ab)+", "ababxab");
        show("(\\d{4})-(\\d{2})-(\\d{2})", "on 2024-01-15 and 1999-12-31");
        show("[A-Z][a-z]*", "Hello World From Java");
        show("(a|ab)(c|bcd)(d*)", "abcd");
        show("^\\s*(#.*)?$", "   # comment");
        show("\\bcat\\b", "cat concat cat's bobcat cat");

        // named groups
        Pattern named = Pattern.compile("(?<key>[a-z]+)=(?<value>\\d+)");
        Matcher nm = named.matcher("x=1, yy=22, zzz=333");
        while (nm.find()) {
            System.out.println(nm.group("key") + " -> " + nm.group("value") + " start=" + nm.start("value")
                    + " end=" + nm.end("key") + " groupCount=" + nm.groupCount());
        }

        // matches / lookingAt / find(int)
        Matcher m = Pattern.compile("[a-z]+").matcher("abc123");
        System.out.println("matches=" + m.matches() + " lookingAt=" + m.lookingAt() + " end=" + m.end());
        System.out.println("find(3)=" + m.find(3) + " find(0)=" + m.find(0) + " group=" + m.group());
        System.out.println("find after=" + m.find());
        System.out.println(Pattern.matches("a.c", "abc") + " " + Pattern.matches("a.c", "abcd"));
        System.out.println(Pattern.compile("abc").matcher("abcabc").lookingAt());

        // reset, usePattern, region
        Matcher r = Pattern.compile("o").matcher("foo boo");
        int n = 0;
        while (r.find()) {
            n++;
        }
        r.reset();
        System.out.println("count=" + n + " after reset find=" + r.find() + " at " + r.start());
        r.reset("zoo");
        System.out.println("reset(zoo) find=" + r.find() + " at " + r.start());
        r.usePattern(Pattern.compile("z(o+)"));
        System.out.println("usePattern groupCount=" + r.groupCount());
        r.reset();
        System.out.println(r.find() + " " + r.group(1));
        Matcher reg = Pattern.compile("\\d").matcher("1a2b3c4");
        reg.region(2, 5);
        StringBuilder sb = new StringBuilder();
        while (reg.find()) {
            sb.append(reg.group());
        }
        System.out.println("region digits=" + sb + " regionStart=" + reg.regionStart() + " regionEnd=" + reg.regionEnd());

        // toMatchResult snapshot
        Matcher tm = Pattern.compile("(\\w)(\\d)").matcher("a1 b2");
        tm.find();
        MatchResult res = tm.toMatchResult();
        tm.find();
        System.out.println("snapshot " + res.group() + " " + res.group(2) + " " + res.start(1) + " " + res.end()
                + " now " + tm.group());

        // \G chains and toString
        Matcher g = Pattern.compile("\\G(\\w)").matcher("abc def");
        StringBuilder gs = new StringBuilder();
        while (g.find()) {
            gs.append(g.group(1));
        }
        System.out.println("G chain=" + gs);
        Matcher ts = Pattern.compile("b+").matcher("abbbc");
        System.out.println(ts);
        ts.find();
        System.out.println(ts);
        Pattern p = Pattern.compile("a+b", Pattern.CASE_INSENSITIVE);
        System.out.println(p + " " + p.pattern() + " flags=" + p.flags());

        // exceptions
        Matcher e = Pattern.compile("(a)(?<n>b)?").matcher("xa");
        try {
            e.group();
        } catch (IllegalStateException ex) {
            System.out.println("ISE " + ex.getMessage());
        }
        try {
            e.start();
        } catch (IllegalStateException ex) {
            System.out.println("ISE " + ex.getMessage());
        }
        e.find();
        System.out.println("group(2)=" + e.group(2) + " start(2)=" + e.start(2) + " group(n)=" + e.group("n"));
        try {
            e.group(3);
        } catch (IndexOutOfBoundsException ex) {
            System.out.println("IOOBE " + ex.getMessage());
        }
        try {
            e.end(-1);
        } catch (IndexOutOfBoundsException ex) {
            System.out.println("IOOBE " + ex.getMessage());
        }
        try {
            e.group("zz");
        } catch (IllegalArgumentException ex) {
            System.out.println("IAE " + ex.getMessage());
        }
        try {
            e.find(10);
        } catch (IndexOutOfBoundsException ex) {
            System.out.println("IOOBE " + ex.getMessage());
        }
        try {
            e.region(3, 1);
        } catch (IndexOutOfBoundsException ex) {
            System.out.println("IOOBE " + ex.getMessage());
        }
        try {
            e.usePattern(null);
        } catch (IllegalArgumentException ex) {
            System.out.println("IAE " + ex.getMessage());
        }
        try {
            Pattern.compile("a", 0x4000);
        } catch (IllegalArgumentException ex) {
            System.out.println("IAE " + ex.getMessage());
        }
        MatchResult none = Pattern.compile("q").matcher("abc").toMatchResult();
        try {
            none.group();
        } catch (IllegalStateException ex) {
            System.out.println("ISE " + ex.getMessage());
        }
        System.out.println("quote=" + Pattern.quote("a.b") + " " + Pattern.quote("x\\Ey") + " "
                + Pattern.matches(Pattern.quote("1+1=2"), "1+1=2"));
        System.out.println(Pattern.compile("b").asPredicate().test("abc") + " "
                + Pattern.compile("b").asMatchPredicate().test("abc"));
    }
}

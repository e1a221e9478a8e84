import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class RegexReplace {
    static void rep(String regex, String input, String replacement) {
        try {
            String all = Pattern.compile(regex).matcher(input).replaceAll(replacement);
            String first = Pattern.compile(regex).matcher(input).replaceFirst(replacement);
            System.out.println(regex + " | " + input + " | " + replacement + " => all=[" + all + "] first=[" + first + "]");
        } catch (RuntimeException e) {
            System.out.println(regex + " | " + input + " | " + replacement + " => " + e.getClass().getName() + ": "
                    + e.getMessage());
        }
    }

    public static void main(String[] args) {
        rep("(\\w+)@(\\w+)", "bob@home amy@work", "$2 at $1");
        rep("(?<user>\\w+)@(?<host>\\w+)", "bob@home", "${host}:${user}");
        rep("a", "banana", "[$0]");
        rep("x*", "abc", "-");
        rep("", "abc", "|");
        rep("(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)(k)", "abcdefghijk", "$11-$10-$1");
        rep("(a)", "aaa", "$10");
        rep("(a)", "a", "\\$1 costs \\\\ 5");
        rep("(a)|(b)", "ab", "[$1|$2]");
        rep("o", "foo", "$");
        rep("o", "foo", "\\");
        rep("(o)", "foo", "$2");
        rep("(o)", "foo", "$x");
        rep("(o)", "foo", "${nope}");
        rep("(o)", "foo", "${}");
        rep("(o)", "foo", "${1abc}");
        rep("(o)", "foo", "${abc");
        rep("q", "foo", "$9");
        rep("\\s+", "  lots   of   space  ", " ");
        rep("(\\d+)", "a1b22c333", "<$1>");
        rep("(?i)hello", "Hello HELLO hello", "bye");
        rep("^", "line1\nline2", "> ");
        rep("(?m)^", "line1\nline2", "> ");
        rep("(?m)$", "a\nb", ";");
        rep("\\b", "hi there", "|");

        // appendReplacement / appendTail with StringBuilder and StringBuffer
        Pattern p = Pattern.compile("cat");
        Matcher m = p.matcher("one cat two cats in the yard");
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(sb, "dog");
        }
        m.appendTail(sb);
        System.out.println(sb);
        Matcher m2 = Pattern.compile("(\\d+)").matcher("x1y22z");
        StringBuffer buf = new StringBuffer();
        while (m2.find()) {
            int v = Integer.parseInt(m2.group(1)) * 2;
            m2.appendReplacement(buf, "<" + v + ">");
        }
        m2.appendTail(buf);
        System.out.println(buf);
        Matcher m3 = Pattern.compile("a").matcher("abc");
        try {
            m3.appendReplacement(new StringBuilder(), "x");
        } catch (IllegalStateException e) {
            System.out.println("ISE " + e.getMessage());
        }
        m3.find();
        StringBuilder partial = new StringBuilder("pre:");
        try {
            m3.appendReplacement(partial, "$3");
        } catch (IndexOutOfBoundsException e) {
            System.out.println("IOOBE " + e.getMessage() + " partial=" + partial);
        }

        // quoteReplacement
        String q = Matcher.quoteReplacement("$1\\x");
        System.out.println(q + " " + "a".replaceAll("a", q) + " " + Matcher.quoteReplacement("plain"));

        // replaceAll / replaceFirst with a function
        Matcher fm = Pattern.compile("[a-z]+").matcher("abc DEF ghi");
        String up = fm.replaceAll(new java.util.function.Function<java.util.regex.MatchResult, String>() {
            @Override
            public String apply(java.util.regex.MatchResult r) {
                return r.group().toUpperCase() + r.start();
            }
        });
        System.out.println(up);
        String firstUp = Pattern.compile("\\d").matcher("a1b2").replaceFirst(
                new java.util.function.Function<java.util.regex.MatchResult, String>() {
                    @Override
                    public String apply(java.util.regex.MatchResult r) {
                        return "#" + r.group() + "#";
                    }
                });
        System.out.println(firstUp);
        try {
            Pattern.compile("a").matcher("a").replaceFirst((String) null);
        } catch (NullPointerException e) {
            System.out.println("NPE " + e.getMessage());
        }
    }
}

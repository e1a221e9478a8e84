import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class RegexFlags {
    static void t(String regex, int flags, String input) {
        Pattern p = Pattern.compile(regex, flags);
        Matcher m = p.matcher(input);
        StringBuilder sb = new StringBuilder();
        sb.append(regex.replace("\n", "\\n")).append(" /").append(flags).append(" | ")
                .append(input.replace("\n", "\\n").replace("\r", "\\r")).append(" :");
        while (m.find()) {
            sb.append(" [").append(m.start()).append(',').append(m.end()).append(']');
        }
        sb.append(" matches=").append(p.matcher(input).matches()).append(" flags()=").append(p.flags());
        System.out.println(sb);
    }

    public static void main(String[] args) {
        t("abc", Pattern.CASE_INSENSITIVE, "ABC aBc abc");
        t("[a-c]+", Pattern.CASE_INSENSITIVE, "xABCx");
        t("\u00e9", Pattern.CASE_INSENSITIVE, "\u00c9\u00e9");
        t("\u00e9", Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE, "\u00c9\u00e9");
        t("\u03c3+", Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE, "\u03a3\u03c3\u03c2");
        t("^\\w+$", 0, "one\ntwo\nthree");
        t("^\\w+$", Pattern.MULTILINE, "one\ntwo\nthree");
        t("^", Pattern.MULTILINE, "a\nb\n");
        t("$", Pattern.MULTILINE, "a\r\nb\r\n");
        t("$", 0, "a\r\nb\r\n");
        t("\\Z", 0, "ab\n");
        t("\\z", 0, "ab\n");
        t("\\A\\w", Pattern.MULTILINE, "ab\ncd");
        t("a.b", 0, "a\nb a-b");
        t("a.b", Pattern.DOTALL, "a\nb a-b");
        t("a.b", Pattern.UNIX_LINES, "a\nb a\rb");
        t("^b", Pattern.MULTILINE | Pattern.UNIX_LINES, "a\rb\nb");
        t(" a b # comment\n c", Pattern.COMMENTS, "abc a b c");
        t("[ a ]+ # class", Pattern.COMMENTS, "a a");
        t("a\\ b", Pattern.COMMENTS, "a b");
        t("a.b*", Pattern.LITERAL, "a.b* aab");
        t("A.B", Pattern.LITERAL | Pattern.CASE_INSENSITIVE, "a.b A.B axb");
        t("(?i)abc", 0, "ABC");
        t("a(?i)bc", 0, "aBC ABC");
        t("a(?i:b)c", 0, "aBc aBC");
        t("(?i:a(?-i)b)", 0, "Ab AB ab");
        t("(?m)^x|(?-m)^y", 0, "y\nx\ny");
        t("(?s:.)(?-s:.)", 0, "\n\n\na");
        t("(?x: a b )c", 0, "abc");
        t("(?ix) A  B", 0, "ab");
        t("(?u)(?i)\u00e9", 0, "\u00c9");
        t("(?U)\\w+", 0, "\u00e9t\u00e9 ok");
        t("\\w+", Pattern.UNICODE_CHARACTER_CLASS, "\u00e9t\u00e9 ok");
        t("(a)\\1", Pattern.CASE_INSENSITIVE, "aA");
        t("\\Qa.b\\E+", 0, "a.bb a.b.b");
        t("x\\Q*\\E*", 0, "x** x");
        System.out.println(Pattern.compile("(?i)x").flags() + " " + Pattern.compile("(?i:x)").flags() + " "
                + Pattern.compile("x", Pattern.UNICODE_CHARACTER_CLASS).flags() + " "
                + Pattern.compile("(?m)(?-m)x").flags() + " " + Pattern.compile("(?s)x(?x)").flags());
        System.out.println(Pattern.CASE_INSENSITIVE + " " + Pattern.MULTILINE + " " + Pattern.DOTALL + " "
                + Pattern.UNICODE_CASE + " " + Pattern.COMMENTS + " " + Pattern.LITERAL + " " + Pattern.UNIX_LINES
                + " " + Pattern.CANON_EQ + " " + Pattern.UNICODE_CHARACTER_CLASS);
    }
}

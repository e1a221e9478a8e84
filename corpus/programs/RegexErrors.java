import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

public class RegexErrors {
    public static void main(String[] args) {
        String[] bad = {
            "(abc", "abc)", "[abc", "*a", "a{2", "a{3,1}", "a**", "x+*", "?", "a|*",
            "(?<n>a)(?<n>b)", "(?<1a>x)", "(?<a_b>x)", "\\k<zz>", "\\k", "\\p{Foo}", "\\p{IsFoo}", "\\p{",
            "\\p{L", "\\p{gc=Xx}", "\\x", "\\xg1", "\\x{}", "\\x{110000}", "\\u12", "\\uzzzz", "[z-a]",
            "[a-\\d]", "[a-", "(?z)", "(?", "(?i", "(?$)", "(?@x)", "a{", "x{,3}", "\\b{x}", "\\", "\\c",
            "\\0", "\\09", "\\g", "\\y", "[\\A]", "[\\b]", "[]", "[^]", "(?<=(ab)*)x", "(?<=(a|bc)+)x",
            "(?<=a\\1)b", "(?<x", "(?<a>x", "(?<!a", "a{99999999999}", "(?x) ( a", "\\N", "((a)",
            "ab)(", "[a-z&&", "\\R+{", "a{1,2}{", "(?<=\\X+)",
        };
        for (String b : bad) {
            try {
                Pattern.compile(b);
                System.out.println("compiled: " + b);
            } catch (PatternSyntaxException e) {
                System.out.println("--- " + b);
                System.out.println(e.getMessage());
                System.out.println("desc=" + e.getDescription() + " index=" + e.getIndex() + " pattern="
                        + e.getPattern());
            }
        }
        String[] good = {"{1}", "a{2}{3}", "x*?", "(?-i)a", "(?i-)a", "\\b{g}", "\\0777", "[\\d-z]", "[a&&]",
            "[&&a]", "(?<=a+)b", "(?<=a{2,})b", "(?<=(?:a|bc))x", "(?<=(ab){2})x", "]", "}", "a]", "\\8",
            "(a)\\15", "\\Q", "\\Q(\\E", "(?<=\\R)x", "[\\v-z]"};
        for (String g : good) {
            Pattern p = Pattern.compile(g);
            System.out.println("ok " + g + " groups=" + p.matcher("").groupCount());
        }
        try {
            "abc".matches("[");
        } catch (PatternSyntaxException e) {
            System.out.println("String.matches: " + e.getMessage());
        }
        try {
            "abc".split("(");
        } catch (PatternSyntaxException e) {
            System.out.println("String.split: " + e.getMessage());
        }
        PatternSyntaxException custom = new PatternSyntaxException("desc", "pat", -1);
        System.out.println(custom.getMessage() + "|" + custom.getIndex());
        PatternSyntaxException custom2 = new PatternSyntaxException("desc", "pattern", 3);
        System.out.println(custom2.getMessage());
        PatternSyntaxException custom3 = new PatternSyntaxException("desc", "pat", 7);
        System.out.println(custom3.getMessage());
        System.out.println(custom3 instanceof IllegalArgumentException);
    }
}

import java.util.Arrays;
import java.util.regex.Pattern;

public class RegexSplit {
    static void sp(String regex, String input) {
        Pattern p = Pattern.compile(regex);
        StringBuilder sb = new StringBuilder();
        sb.append('"').append(regex).append("\" on \"").append(input).append("\":");
        int[] limits = {0, -1, 1, 2, 3, 10};
        for (int limit : limits) {
            sb.append(" L").append(limit).append('=').append(Arrays.toString(p.split(input, limit)));
        }
        sb.append(" S=").append(Arrays.toString(input.split(regex)));
        sb.append(" S2=").append(Arrays.toString(input.split(regex, 2)));
        System.out.println(sb);
    }

    public static void main(String[] args) {
        sp(",", "a,b,c");
        sp(",", "a,b,,c,,");
        sp(",", ",a,b");
        sp(",", "");
        sp(",", ",");
        sp(",", ",,,");
        sp("", "abc");
        sp("", "");
        sp("x*", "abc");
        sp("x*", "axbxxc");
        sp("(?=b)", "abcabc");
        sp("(?<=a)", "abab");
        sp("\\b", "hello world");
        sp("\\s+", "  a  b c ");
        sp("\\s*", " a b ");
        sp("o", "boo:and:foo");
        sp(":", "boo:and:foo");
        sp("\\|", "a|b||c");
        sp("\\.", "1.2.3");
        sp("[,;]\\s*", "a, b;c ;d");
        sp("(\\d)", "a1b2c3");
        sp("ab", "abababab");
        sp("a", "aaa");
        sp("^", "x\ny");
        sp("(?m)^", "x\ny\nz");
        sp("$", "x\ny");
        sp("\\d+", "123");
        sp("-", "2024-01-15");
        sp("\\\\", "a\\b\\c");
        sp("\\t", "col1\tcol2\t\tcol4");
        sp("(?i)AND", "this and that AND other");
        System.out.println(Arrays.toString(Pattern.compile(",").split("a,b,c")));
        System.out.println(Arrays.toString("a1b2c3".split("\\d")));
        System.out.println(Arrays.toString("a1b2c3".split("[0-9]", -1)));
        System.out.println(Arrays.toString("  leading".split(" ")));
        System.out.println(Arrays.toString("x".split("x")));
        System.out.println(Arrays.toString("xx".split("x", -1)));
        System.out.println("a,b;c".split("[,;]").length);
    }
}

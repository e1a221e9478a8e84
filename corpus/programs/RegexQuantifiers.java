import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class RegexQuantifiers {
    static void t(String regex, String input) {
        Matcher m = Pattern.compile(regex).matcher(input);
        StringBuilder sb = new StringBuilder();
        sb.append(regex).append(" | ").append(input).append(" :");
        while (m.find()) {
            sb.append(" <").append(m.group()).append('>');
            for (int g = 1; g <= m.groupCount(); g++) {
                sb.append(g).append('=').append(m.group(g)).append(';');
            }
        }
        sb.append(" matches=").append(Pattern.matches(regex, input));
        System.out.println(sb);
    }

    public static void main(String[] args) {
        String[] greedy = {"a*", "a+", "a?", "a{2}", "a{2,}", "a{1,3}", "a{0}", "a{0,1}"};
        for (String q : greedy) {
            t(q, "aaaa");
            t(q + "?", "aaaa");
            t(q + "+", "aaaa");
        }
        t("<.+>", "<a><b>");
        t("<.+?>", "<a><b>");
        t("<.++>", "<a><b>");
        t("<[^>]*+>", "<a><b>");
        t("(a+)(a*)", "aaaa");
        t("(a+?)(a*)", "aaaa");
        t("(a*+)a", "aaaa");
        t("(a|ab)*c", "abac");
        t("(a|ab)*?c", "ababc");
        t("(ab|a)*+b", "abab");
        t("(?:a|b)*?b", "aabab");
        t("(x+x+)+y", "xxxxxxxxxxy");
        t("(\\d+)\\s\\1", "12 12 13 14 7 7");
        t("(\\w)\\1+", "aabbbcdd");
        t("(?i)(a)\\1", "aA Aa ab");
        t("(?<q>['\"]).*?\\k<q>", "say 'hi' and \"bye\"");
        t("(a)|b\\1", "ab ba");
        t("(a)?b\\1", "b ab aba");
        t("\\w+(?=,)", "one,two,three");
        t("\\w+(?!,)\\b", "one,two,three");
        t("(?<=\\$)\\d+", "cost $42 or 17 or $7");
        t("(?<!\\$)\\b\\d+", "cost $42 or 17 or $7");
        t("(?<=ab|c)d", "abd cd bd");
        t("(?<=a{1,3})b", "aaab b ab");
        t("(?<=(\\w))x", "ax x");
        t("q(?=u)(?!ua)", "quit quay qatar");
        t("(?=(\\w+))\\w", "abc");
        t("(?>a+)b", "aaab aaa");
        t("(?>x|xy)z", "xyz xz");
        t("(?:(\\d)|x)+", "1x2x");
        t("((a)|(b))+", "abab");
        t("(a*)*", "aab");
        t("(a*)+", "b");
        t("(a|)*", "aa");
        t("(a?){3}", "a");
        t("(a{2})*", "aaaaa");
        t("(?:a{2}){2,}?", "aaaaaaa");
        t("^(\\w+)\\s+\\1$", "hello hello");
        t("^.*$", "one\ntwo");
        t("(?m)^.*$", "one\ntwo");
        t("(?s)^.*$", "one\ntwo");
        t("\\d{2,3}?", "12345");
        t("[a-z]{2}+", "abcde");
        t("(ab){2,3}", "ababababab");
        t("(?:x|y|z)+", "xyzzyx-");
        t("a(?:b|c|d)*e", "abcdbcde ae");
        t("colou?r", "color colour colouur");
        t("(a(b)c)*abc", "abcabc");
        t("$|()*", "b b");
        t("()+x", "x");
        t("(ab){0,1}c", "abc c");
        t("(\\d\\d)+?5", "123456");
        t("(?:ab){2,}?x", "abababx");
        t("(ab)*+ab", "abab");
        t("(\\d+)(?:px|em)", "12px 3em 4pt");
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 20000; i++) {
            big.append((char) ('a' + (i % 26)));
        }
        String s = big.toString();
        System.out.println(Pattern.matches(".*", s) + " " + Pattern.matches("[a-z]+", s) + " "
                + Pattern.matches("\\w*z", s) + " " + Pattern.matches("(?:[a-y]|z)*", s.substring(0, 1000)) + " "
                + Pattern.compile("\\s*").matcher(s).lookingAt() + " " + Pattern.matches("x*.{20000}", s));
        Matcher lm = Pattern.compile("(a|b|c|d|e|f|g|h|i|j|k|l|m|n|o|p|q|r|s|t|u|v|w|x|y|z)+").matcher(s.substring(0, 300));
        System.out.println(lm.matches() + " " + lm.group(1));
    }
}

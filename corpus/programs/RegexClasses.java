import java.util.regex.Pattern;

public class RegexClasses {
    static final String SAMPLE = "aZ09 _\t\n-!~\u00e9\u00c9\u03a3\u03c3\u4e2d\u00a0\u2028#$x";

    static void cls(String regex) {
        Pattern p = Pattern.compile(regex);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < SAMPLE.length(); i++) {
            char c = SAMPLE.charAt(i);
            sb.append(p.matcher(String.valueOf(c)).matches() ? '1' : '0');
        }
        StringBuilder line = new StringBuilder(regex);
        while (line.length() < 28) {
            line.append(' ');
        }
        System.out.println(line.append(' ').append(sb));
    }

    public static void main(String[] args) {
        String[] classes = {
            "[abc]", "[a-z]", "[^a-z]", "[a-zA-Z0-9]", "[a-z&&[^aeiou]]", "[\\w&&[^\\d]]", "[a-z&&x-z]",
            "[[a-c][x-z]]", "[a-c[x-z]]", "[^[a-c]x]", "[\\d\\s]", "[^\\d\\s]", "[-a]", "[a-]", "[\\-]",
            "[\\]\\[]", "[]x]", "[a&b]", "[&&a]", "[a&&]", "[\\x41-\\x5a]", "[\\u00e0-\\u00ff]", "[\\t\\n]",
            ".", "(?s).", "\\d", "\\D", "\\s", "\\S", "\\w", "\\W", "\\h", "\\H", "\\v", "\\V",
            "\\p{Lower}", "\\p{Upper}", "\\p{ASCII}", "\\p{Alpha}", "\\p{Digit}", "\\p{Alnum}", "\\p{Punct}",
            "\\p{Graph}", "\\p{Print}", "\\p{Blank}", "\\p{Cntrl}", "\\p{XDigit}", "\\p{Space}",
            "\\p{L}", "\\pL", "\\p{Lu}", "\\p{Ll}", "\\p{IsL}", "\\p{IsLu}", "\\p{N}", "\\p{Nd}", "\\p{P}",
            "\\p{Po}", "\\p{Pd}", "\\p{S}", "\\p{Sc}", "\\p{Z}", "\\p{Zs}", "\\p{Zl}", "\\p{C}", "\\p{Cc}",
            "\\p{M}", "\\p{Mn}", "\\p{LC}", "\\p{L1}", "\\p{all}", "\\P{L}", "\\P{Lu}", "[\\p{L}&&[^\\p{Lu}]]",
            "\\p{IsAlphabetic}", "\\p{IsLetter}", "\\p{IsUppercase}", "\\p{IsLowercase}", "\\p{IsWhite_Space}",
            "\\p{IsWhiteSpace}", "\\p{IsPunctuation}", "\\p{IsDigit}", "\\p{IsIdeographic}", "\\p{IsControl}",
            "\\p{IsHex_Digit}", "\\p{gc=Lu}", "\\p{general_category=Nd}",
            "\\p{javaLowerCase}", "\\p{javaUpperCase}", "\\p{javaWhitespace}", "\\p{javaLetter}",
            "\\p{javaLetterOrDigit}", "\\p{javaDigit}", "\\p{javaSpaceChar}", "\\p{javaJavaIdentifierStart}",
            "(?i)[a-c]", "(?i)[^z]", "(?i)\\p{Lower}", "(?i)\\p{Lu}", "(?iu)\\u00e9", "(?i)\\u00e9",
            "(?iu)[\\u00c0-\\u00df]", "(?U)\\w", "(?U)\\d", "(?U)\\s", "(?U)\\p{Alpha}", "(?U)\\p{Punct}",
            "(?d).", "\\x{4e2d}", "\\0101", "\\cI", "\\e", "\\a", "\\u03A3", "(?x)[ a ]", "[\\s\\S]",
        };
        for (String c : classes) {
            cls(c);
        }
        // multi-character sequences
        System.out.println(Pattern.matches("\\p{L}+", "\u00e9t\u00e9\u03a3\u4e2d"));
        System.out.println(Pattern.matches("\\w+", "\u00e9t\u00e9"));
        System.out.println(Pattern.matches("(?U)\\w+", "\u00e9t\u00e9"));
        System.out.println(Pattern.matches("[\\p{IsAlphabetic}\\p{Nd}]+", "abc\u0663\u0661"));
        System.out.println(Pattern.matches(".", "\uD83D\uDE00") + " " + Pattern.matches("..", "\uD83D\uDE00"));
        System.out.println(Pattern.matches("[^a]", "\uD83D\uDE00") + " " + Pattern.matches("\\x{1F600}", "\uD83D\uDE00"));
        System.out.println("x\uD83D\uDE00y".replaceAll(".", "[$0]").length());
        System.out.println(Pattern.matches("\\R", "\r\n") + " " + Pattern.matches("\\R\\R", "\r\n")
                + " " + Pattern.matches("\\R", "\u2029"));
        System.out.println(Pattern.matches("\\X", "e") + " " + Pattern.matches("\\X\\X", "ab") + " " + Pattern.matches("\\X", "\r\n"));
    }
}

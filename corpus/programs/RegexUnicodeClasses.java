import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/** A multilingual tokenizer exercising Unicode regex classes, named characters and grapheme matching. */
public class RegexUnicodeClasses {
    static final String TEXT = "Naïve café — Ελληνικά 123 ١٢٣ 中文字 Ⅻ e\u0301\u0300 \uD83D\uDC4D\uD83C\uDFFD "
            + "ДОБРО пожаловать; x²+y² ≠ z_1!";

    public static void main(String[] args) {
        String[] patterns = {
            "\\p{L}+", "\\p{IsAlphabetic}+", "\\p{IsLatin}+", "\\p{InGreek}+", "\\p{InGreekAndCoptic}+",
            "\\p{InCombiningDiacriticalMarks}+", "\\p{script=Cyrillic}+", "\\p{sc=Han}+", "\\p{IsHan}+",
            "\\p{block=CJK Unified Ideographs}+", "\\p{blk=Number Forms}", "\\p{general_category=Nd}+",
            "\\p{gc=Lu}+", "\\p{IsLu}+", "\\p{Lu}+", "\\p{IsDigit}+", "\\p{Nd}+", "\\p{No}", "\\p{Nl}",
            "\\p{IsPunctuation}", "\\p{Sm}", "\\p{IsWhite_Space}+", "\\P{IsAlphabetic}+", "\\p{IsIdeographic}+",
            "\\p{IsUppercase}+", "\\p{IsLowercase}+", "\\p{javaLetter}+", "\\p{IsJoin_Control}",
            "\\N{GREEK SMALL LETTER ALPHA}", "[\\N{DIGIT ZERO}-\\N{DIGIT NINE}]+", "\\N{SUPERSCRIPT TWO}",
            "\\N{ROMAN NUMERAL TWELVE}", "\\w+", "(?U)\\w+", "(?U)\\d+", "(?U)\\b\\w", "\\X",
            "[\\p{L}&&[^\\p{IsLatin}]]+", "(?i)\\p{Lu}+", "\\p{Alpha}+", "(?U)\\p{Alpha}+",
        };
        for (String p : patterns) {
            try {
                System.out.println(String.format("%-40s", p) + tokens(Pattern.compile(p), TEXT));
            } catch (PatternSyntaxException e) {
                System.out.println(p + " !! " + e.getDescription());
            }
        }
        System.out.println(String.format("%-40s", "UNICODE_CHARACTER_CLASS \\w+")
                + tokens(Pattern.compile("\\w+", Pattern.UNICODE_CHARACTER_CLASS), TEXT));
        System.out.println("== grapheme clusters");
        Matcher g = Pattern.compile("\\X").matcher("e\u0301\u0300a\uD83D\uDC4D\uD83C\uDFFD\r\n\u1100\u1161\u11A8!");
        int n = 0;
        while (g.find()) {
            System.out.println("  cluster " + n++ + " [" + g.start() + "," + g.end() + ")");
        }
        String[] words = Pattern.compile("\\b{g}").split("ae\u0301o");
        System.out.println("  \\b{g} split: " + words.length + " pieces");
        System.out.println("== errors");
        String[] bad = {
            "\\p{Foo}", "\\p{IsKlingon}", "\\p{InKlingon}", "\\p{script=Klingon}", "\\p{sc=}", "\\p{blk=Nope}",
            "\\p{gc=Xx}", "\\p{foo=bar}", "\\N{NO SUCH NAME}", "\\N{LATIN", "\\NX", "\\p{", "\\p{}", "\\pX",
            "[\\N{DIGIT NINE}-\\N{DIGIT ZERO}]",
        };
        for (String p : bad) {
            try {
                Pattern.compile(p);
                System.out.println(p + " compiled");
            } catch (PatternSyntaxException e) {
                System.out.println(e.getMessage());
            }
        }
    }

    static String tokens(Pattern p, String s) {
        Matcher m = p.matcher(s);
        StringBuilder sb = new StringBuilder();
        int count = 0;
        while (m.find()) {
            if (count++ < 12) {
                sb.append('[').append(m.group()).append(']');
            }
        }
        return sb + (count > 12 ? " ... (" + count + ")" : "");
    }
}

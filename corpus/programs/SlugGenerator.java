import java.text.Normalizer;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Turns article titles into URL slugs, the way blog engines do, and reports what was dropped. */
public class SlugGenerator {
    static final Pattern MARKS = Pattern.compile("\\p{InCombiningDiacriticalMarks}+");
    static final Pattern NON_WORD = Pattern.compile("[^\\p{IsAlphabetic}\\p{IsDigit}]+");
    static final Pattern NON_LATIN = Pattern.compile("[^\\p{IsLatin}\\p{Nd}-]");
    static final Pattern EDGES = Pattern.compile("^-+|-+$");
    static final Pattern ALL_MARKS = Pattern.compile("\\p{M}");
    static final Pattern GREEK_WORD = Pattern.compile("\\p{script=Greek}+");
    static final Pattern CYRILLIC_WORD = Pattern.compile("\\p{sc=Cyrl}+");
    static final Pattern UPPER_RUN = Pattern.compile("\\p{gc=Lu}{2,}");

    static final Map<String, String> SPECIAL = new LinkedHashMap<>();

    static {
        SPECIAL.put("ß", "ss");
        SPECIAL.put("æ", "ae");
        SPECIAL.put("Æ", "AE");
        SPECIAL.put("ø", "o");
        SPECIAL.put("Ø", "O");
        SPECIAL.put("œ", "oe");
        SPECIAL.put("ł", "l");
        SPECIAL.put("Ł", "L");
        SPECIAL.put("đ", "d");
        SPECIAL.put("&", " and ");
    }

    static String stripMarks(String s) {
        return MARKS.matcher(Normalizer.normalize(s, Normalizer.Form.NFD)).replaceAll("");
    }

    static String slug(String title) {
        String s = title;
        for (Map.Entry<String, String> e : SPECIAL.entrySet()) {
            s = s.replace(e.getKey(), e.getValue());
        }
        s = stripMarks(s).toLowerCase(Locale.ROOT);
        s = NON_WORD.matcher(s).replaceAll("-");
        s = EDGES.matcher(s).replaceAll("");
        return s.isEmpty() ? "untitled" : s;
    }

    static String asciiOnly(String slug) {
        return NON_LATIN.matcher(slug).replaceAll("");
    }

    public static void main(String[] args) {
        String[] titles = {
            "Crème Brûlée Recipe",
            "Ångström & Ørsted: Physics Pioneers",
            "Straße nach München",
            "Łódź — A Travel Guide",
            "Façade, Naïve, Coöperate",
            "São Paulo: 10 Things to Do",
            "Việt Nam Tiếng Việt",
            "Ελληνική Γλώσσα και Ιστορία",
            "Россия: Новая Эпоха",
            "東京タワー 2024",
            "   ---Hello---World!!!   ",
            "Œuvres complètes de Molière",
            "Ŧĥė Ŝţŗăńĝė Ĉăśė",
            "Résumé Tips: ÉCOLE NORMALE SUPÉRIEURE",
            "Zürich ≠ Geneva? ½ the price!",
            "",
            "!!!",
            "a\u0301\u0302\u0303 e\u0308\u0304",
        };
        for (String t : titles) {
            String sl = slug(t);
            System.out.println("[" + t + "]");
            System.out.println("  slug:  " + sl);
            System.out.println("  ascii: " + asciiOnly(sl));
            System.out.println("  marks: " + countMatches(ALL_MARKS, Normalizer.normalize(t, Normalizer.Form.NFD))
                    + ", greek words: " + countMatches(GREEK_WORD, t)
                    + ", cyrillic words: " + countMatches(CYRILLIC_WORD, t)
                    + ", upper runs: " + collect(UPPER_RUN, t));
        }
        System.out.println("== collisions");
        Map<String, String> seen = new LinkedHashMap<>();
        for (String t : new String[] {"Cafe", "Café", "CAFÉ!", "café?", "Cafè", "Caffe"}) {
            String sl = slug(t);
            String prev = seen.putIfAbsent(sl, t);
            System.out.println(t + " -> " + sl + (prev == null ? "" : " (collides with " + prev + ")"));
        }
        System.out.println("== block of each combining mark removed");
        String decomposed = Normalizer.normalize("ǅ ṩ ẫ ǖ ḉ", Normalizer.Form.NFD);
        for (int i = 0; i < decomposed.length(); i++) {
            char c = decomposed.charAt(i);
            if (Character.getType(c) == Character.NON_SPACING_MARK) {
                System.out.printf("U+%04X %s %s%n", (int) c, Character.UnicodeBlock.of(c), Character.getName(c));
            }
        }
    }

    static int countMatches(Pattern p, String s) {
        Matcher m = p.matcher(s);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    static String collect(Pattern p, String s) {
        Matcher m = p.matcher(s);
        StringBuilder sb = new StringBuilder("[");
        while (m.find()) {
            sb.append(sb.length() > 1 ? "," : "").append(m.group());
        }
        return sb.append(']').toString();
    }
}

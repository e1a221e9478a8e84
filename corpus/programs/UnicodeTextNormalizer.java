import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

// Accent stripping and slugs in the style of commons-lang3's StringUtils.stripAccents, on
// Unicode blocks, scripts and properties in regexes, and Character.UnicodeBlock/UnicodeScript.
public class UnicodeTextNormalizer {
    // A canonical decomposition (NFD) of a few precomposed letters, by hand.
    static final Map<Character, String> DECOMPOSED = new LinkedHashMap<>();

    static {
        String composed = "ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćČčĎďĒēĘęĚěĞğİŃńŇňŌōŐőŘřŚśŞşŠšŢţŤťŪūŮůŰűŹźŻżŽžǍǎǗǘȘșȚțάέήίόύώΆΈΉΊΌΎΏϊϋЁёЙйЇї";
        String bases = "AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyyAaAaAaCcCcDdEeEeEeGgINnNnOoOoRrSsSsSsTtTtUuUuUuZzZzZzAaÜüSsTtαεηιουωΑΕΗΙΟΥΩιυЕеИиІі";
        String marks = "\u0300\u0301\u0302\u0303\u0308\u030A\u0327\u0300\u0301\u0302\u0308\u0300\u0301\u0302\u0308"
            + "\u0303\u0300\u0301\u0302\u0303\u0308\u0300\u0301\u0302\u0308\u0301"
            + "\u0300\u0301\u0302\u0303\u0308\u030A\u0327\u0300\u0301\u0302\u0308\u0300\u0301\u0302\u0308"
            + "\u0303\u0300\u0301\u0302\u0303\u0308\u0300\u0301\u0302\u0308\u0301\u0308"
            + "\u0304\u0304\u0306\u0306\u0328\u0328\u0301\u0301\u030C\u030C\u030C\u030C\u0304\u0304\u0328\u0328"
            + "\u030C\u030C\u0306\u0306\u0307\u0301\u0301\u030C\u030C\u0304\u0304\u030B\u030B"
            + "\u030C\u030C\u0301\u0301\u0327\u0327\u030C\u030C\u0327\u0327\u030C\u030C\u0304\u0304\u030A\u030A"
            + "\u030B\u030B\u0301\u0301\u0307\u0307\u030C\u030C\u030C\u030C\u0301\u0301\u0326\u0326\u0326\u0326"
            + "\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0308\u0308"
            + "\u0308\u0308\u0306\u0306\u0308\u0308";
        for (int i = 0; i < composed.length(); i++) {
            DECOMPOSED.put(composed.charAt(i), bases.charAt(i) + String.valueOf(marks.charAt(i)));
        }
    }

    static String decompose(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            String d = DECOMPOSED.get(s.charAt(i));
            sb.append(d != null ? decompose(d) : String.valueOf(s.charAt(i)));
        }
        return sb.toString();
    }

    static final Pattern COMBINING = Pattern.compile("\\p{InCombiningDiacriticalMarks}+");

    static String stripAccents(String s) {
        return COMBINING.matcher(decompose(s)).replaceAll("").replace('ł', 'l').replace('Ł', 'L');
    }

    static String slugify(String s) {
        String t = stripAccents(s).toLowerCase();
        t = t.replaceAll("[^\\p{IsAlphabetic}\\p{IsDigit}]+", "-");
        return t.replaceAll("^-+|-+$", "");
    }

    static String hex(String s) {
        StringBuilder sb = new StringBuilder();
        s.codePoints().forEach(cp -> sb.append(sb.length() == 0 ? "" : " ").append(String.format("%04X", cp)));
        return sb.toString();
    }

    static void scan(String label, String regex, String text) {
        Matcher m = Pattern.compile(regex).matcher(text);
        List<String> found = new ArrayList<>();
        while (m.find()) {
            found.add(m.group());
        }
        System.out.println(label + " " + regex + " -> " + found);
    }

    static void compile(String regex) {
        try {
            Pattern p = Pattern.compile(regex);
            System.out.println("compiled " + p.pattern());
        } catch (PatternSyntaxException e) {
            System.out.println("PatternSyntaxException: " + e.getMessage());
        }
    }

    static void block(String name) {
        try {
            System.out.println("UnicodeBlock.forName(\"" + name + "\") = " + Character.UnicodeBlock.forName(name));
        } catch (IllegalArgumentException e) {
            System.out.println("UnicodeBlock.forName(\"" + name + "\"): " + e);
        }
    }

    static void script(String name) {
        try {
            System.out.println("UnicodeScript.forName(\"" + name + "\") = " + Character.UnicodeScript.forName(name));
        } catch (IllegalArgumentException e) {
            System.out.println("UnicodeScript.forName(\"" + name + "\"): " + e);
        }
    }

    public static void main(String[] args) {
        String[] samples = {
            "Éléphant", "Crème brûlée à la carte", "Ångström", "Dvořák: Symphony No. 9", "Łódź, Kraków & Gdańsk",
            "naïve façade résumé", "İstanbul ŞİŞLİ", "Ἀθῆναι άέήίόύώ", "Москва, Ёлки-палки, Йошкар-Ола",
            "東京タワー 2024", "Ça ne va pas ?", "ĀĂĄ ǍǗ ȘȚ"};
        for (String s : samples) {
            String nfd = decompose(s);
            System.out.println(s + " | nfd " + nfd.length() + " chars | strip: " + stripAccents(s) + " | slug: " + slugify(s));
        }
        System.out.println("decomposed É: " + hex(decompose("É")) + ", stripped: " + hex(stripAccents("É")));

        String mixed = "Hello Мир Κόσμος 世界 こんにちは ölçü 123 ١٢٣ x²";
        scan("latin", "\\p{IsLatin}+", mixed);
        scan("cyrillic", "\\p{IsCyrillic}+", mixed);
        scan("han", "\\p{script=Han}+", mixed);
        scan("hiragana", "\\p{sc=Hira}+", mixed);
        scan("greek block", "\\p{InGreek}+", mixed);
        scan("greek script", "\\p{IsGreek}+", mixed);
        scan("alphabetic", "\\p{IsAlphabetic}+", mixed);
        scan("lower", "\\p{javaLowerCase}+", mixed);
        scan("upper", "\\p{javaUpperCase}+", mixed);
        scan("not latin", "[^\\p{IsLatin}\\s\\p{IsCommon}]+", mixed);
        scan("digit", "\\p{IsDigit}+", mixed);
        scan("ascii digit", "\\p{Digit}+", mixed);
        scan("cjk block", "\\p{InCJK_Unified_Ideographs}+", mixed);
        scan("hiragana block", "\\p{blk=Hiragana}+", mixed);
        scan("latin-1", "\\p{InLatin-1 Supplement}+", mixed);
        scan("latin-1 nospace", "\\p{block=latin-1supplement}+", mixed);
        scan("common", "\\p{IsZyyy}+", mixed);
        scan("mirrored", "\\p{javaMirrored}", "f(x) = [a, b] <c> {d} «e» ∑ ≤");
        scan("punct", "\\p{IsPunctuation}+", "¡Hola! ¿Qué tal? «ok» — fin.");
        scan("white", "\\p{IsWhite_Space}", "a\tb\u00A0c\u2003d\u3000e");
        scan("not greek", "\\P{InGreek}+", "αβγ abc δεζ");
        scan("ci latin", "(?i)\\p{IsLatin}+", "ABC def Ωmega");
        scan("in class", "[\\p{InBasicLatin}&&\\p{IsUppercase}]+", "Hello WORLD Ünïcödé");
        scan("supplementary", "\\p{InEmoticons}|\\p{IsDeseret}+", "smile 😀 and 😂, 𐐷𐐸 deseret, 𝄞 music");
        scan("unknown", "\\p{IsUnknown}", "a\u0378b\uFFFEc");
        scan("inherited", "\\p{IsInherited}+", decompose("Éé"));

        int[] cps = {'A', 'é', 0x0301, 0x0378, 0x03A9, 0x0416, 0x05D0, 0x0627, 0x0905, 0x0E01, 0x10D0, 0x1E9E,
            0x2028, 0x20AC, 0x2192, 0x2603, 0x3042, 0x30A2, 0x4E2D, 0xAC00, 0xD800, 0xDC00, 0xE000, 0xFB01,
            0xFEFF, 0xFF21, 0xFFFD, 0xFFFF, 0x10000, 0x10400, 0x1D11E, 0x1F600, 0x1F9FF, 0x20000, 0x2FFFF,
            0x30000, 0xE0001, 0xE0100, 0xF0000, 0x10FFFF};
        for (int cp : cps) {
            System.out.printf("U+%04X block=%s script=%s%n", cp, Character.UnicodeBlock.of(cp), Character.UnicodeScript.of(cp));
        }
        System.out.println("of(char) 'ß': " + Character.UnicodeBlock.of('ß') + ", same object: "
            + (Character.UnicodeBlock.of('ß') == Character.UnicodeBlock.LATIN_1_SUPPLEMENT));
        System.out.println("GREEK equals GREEK_EXTENDED: " + Character.UnicodeBlock.GREEK.equals(Character.UnicodeBlock.GREEK_EXTENDED));
        System.out.println("script ordinal of LATIN: " + Character.UnicodeScript.LATIN.ordinal()
            + ", valueOf: " + Character.UnicodeScript.valueOf("CYRILLIC"));
        for (int bad : new int[] {-1, 0x110000}) {
            try {
                Character.UnicodeBlock.of(bad);
            } catch (IllegalArgumentException e) {
                System.out.println("UnicodeBlock.of: " + e.getMessage());
            }
            try {
                Character.UnicodeScript.of(bad);
            } catch (IllegalArgumentException e) {
                System.out.println("UnicodeScript.of: " + e.getMessage());
            }
        }

        for (String name : new String[] {"Basic Latin", "basic_latin", "BasicLatin", "BASIC LATIN", "LATIN-1 Supplement",
                "latin-1supplement", "Latin_1_Supplement", "Latin 1 Supplement", "Latin1Supplement", "Greek",
                "Greek and Coptic", "greekandcoptic", "Greek_And_Coptic", "Cyrillic Supplementary", "cyrillic supplement",
                "CJK Unified Ideographs", "Combining Marks For Symbols", "Combining Diacritical Marks for Symbols",
                "Phags-pa", "phags_pa", "PhagsPa", "Surrogates Area", "surrogates_area", "High Surrogates",
                "Klingon", "", " Basic Latin"}) {
            block(name);
        }
        for (String name : new String[] {"Latin", "LATIN", "latn", "Latn", "hani", "Han", "zyyy", "Zinh", "Zzzz",
                "qaai", "Common", "Old_Italic", "old italic", "ital", "Klingon", "", "Unknown"}) {
            script(name);
        }
        try {
            Character.UnicodeBlock.forName(null);
        } catch (NullPointerException e) {
            System.out.println("forName(null): NullPointerException");
        }

        for (String regex : new String[] {"\\p{InCombiningDiacriticalMarks}", "\\p{InKlingon}", "\\p{IsKlingon}",
                "\\p{Klingon}", "\\p{script=Klingon}", "\\p{sc=}", "\\p{blk=Nope}", "\\p{block=Greek}",
                "\\p{color=red}", "\\p{IsEmoji}", "\\p{isLatin}", "\\p{inGreek}", "\\p{IsLATIN}", "\\p{Islatn}",
                "\\p{InGREEK_AND_COPTIC}", "\\p{javamirrored}", "\\p{IsJoin_Control}", "\\p{IsNoncharacter_Code_Point}",
                "\\p{IsAssigned}", "\\p{IsHex_Digit}", "\\p{IsIdeographic}", "\\p{IsTitlecase}", "\\p{IsControl}",
                "\\p{IsLetter}", "\\p{IsWord}"}) {
            compile(regex);
        }
    }
}

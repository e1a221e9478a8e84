import java.util.ArrayList;
import java.util.List;

/** A source linter: checks identifiers in many scripts, flags confusables and parses Unicode numerals. */
public class IdentifierLinter {
    public static void main(String[] args) {
        String[] ids = {
            "count", "_tmp", "$price", "2fast", "naïve", "größe", "Δx", "переменная", "変数", "변수", "متغير",
            "x\u200Bvalue", "soft\u00ADhyphen", "a\u0301", "\u0301a", "ⅫLegion", "x₁", "x¹", "𝑥", "𐐀𐐨", "日本語123",
            "user-name", "e\u0301t\u00e9", "ǅungla", "tab\tname", "emoji😀", "ᏸᏹ", "ꭰꭱ", "𞤀𞤢", "x\u2028y", "",
        };
        for (String id : ids) {
            System.out.println(String.format("%-16s", "'" + printable(id) + "'") + " java=" + isJavaId(id)
                    + " unicode=" + isUnicodeId(id) + " " + problems(id));
        }
        System.out.println("== case conversions");
        String[] words = {"straße", "İstanbul", "ǆemal", "ΣΊΣΥΦΟΣ", "ﬁnance", "ŉ", "Ꞵ", "ᲀ", "ᏸ", "𐐀𐐨", "𞤀𞤢", "ǈ"};
        for (String w : words) {
            StringBuilder title = new StringBuilder();
            w.codePoints().forEach(cp -> title.append(Integer.toHexString(Character.toTitleCase(cp))).append(' '));
            System.out.println(printable(w) + " upper=" + printable(w.toUpperCase()) + " lower="
                    + printable(w.toLowerCase()) + " title=" + title.toString().trim());
        }
        System.out.println("== numerals");
        String[] numerals = {"Ⅻ", "ⅩⅬⅠⅩ", "ⅿⅾⅽⅼ", "ↈ", "①⑩⑳", "½¾⅞", "٣٤٥", "१२३", "௰௱௲", "𝟘𝟙𝟚", "〇一二", "ᛮᛯᛰ", "𐄇𐄈𐄳"};
        for (String n : numerals) {
            List<String> parts = new ArrayList<>();
            int sum = 0;
            for (int i = 0; i < n.length(); ) {
                int cp = n.codePointAt(i);
                i += Character.charCount(cp);
                int v = Character.getNumericValue(cp);
                parts.add(Integer.toHexString(cp) + ":" + v + "/" + Character.digit(cp, 10) + "/" + Character.getType(cp));
                if (v > 0) {
                    sum += v;
                }
            }
            System.out.println(printable(n) + " sum=" + sum + " " + parts);
        }
        System.out.println("== parsing digits from other scripts");
        for (String s : new String[] {"١٢٣", "४२", "๑๐", "１２３", "𝟏𝟐", "12a", "٣.٥"}) {
            try {
                System.out.println(printable(s) + " -> " + Integer.parseInt(s));
            } catch (NumberFormatException e) {
                System.out.println(printable(s) + " -> " + e.getMessage());
            }
        }
    }

    static boolean isJavaId(String s) {
        if (s.isEmpty() || !Character.isJavaIdentifierStart(s.codePointAt(0))) {
            return false;
        }
        return s.codePoints().allMatch(Character::isJavaIdentifierPart);
    }

    static boolean isUnicodeId(String s) {
        if (s.isEmpty() || !Character.isUnicodeIdentifierStart(s.codePointAt(0))) {
            return false;
        }
        return s.codePoints().allMatch(Character::isUnicodeIdentifierPart);
    }

    static String problems(String s) {
        List<String> p = new ArrayList<>();
        s.codePoints().forEach(cp -> {
            if (Character.isIdentifierIgnorable(cp)) {
                p.add("ignorable U+" + Integer.toHexString(cp));
            }
            if (Character.isWhitespace(cp) || Character.isSpaceChar(cp)) {
                p.add("space U+" + Integer.toHexString(cp));
            }
            if (Character.getType(cp) == Character.LETTER_NUMBER) {
                p.add("letter-number " + Character.getName(cp));
            }
            if (Character.UnicodeScript.of(cp) == Character.UnicodeScript.CYRILLIC
                    && "аеорсух".indexOf(cp) >= 0) {
                p.add("confusable " + Character.getName(cp));
            }
        });
        long scripts = s.codePoints().mapToObj(Character.UnicodeScript::of)
                .filter(sc -> sc != Character.UnicodeScript.COMMON && sc != Character.UnicodeScript.INHERITED)
                .distinct().count();
        if (scripts > 1) {
            p.add("mixed scripts " + scripts);
        }
        return p.toString();
    }

    static String printable(String s) {
        StringBuilder sb = new StringBuilder();
        s.codePoints().forEach(cp -> {
            if (Character.isISOControl(cp) || Character.getType(cp) == Character.FORMAT
                    || Character.getType(cp) == Character.LINE_SEPARATOR) {
                sb.append(String.format("\\u%04X", cp));
            } else {
                sb.appendCodePoint(cp);
            }
        });
        return sb.toString();
    }
}

import java.util.Locale;

/** A character inspector tool: a "uniname"-like dump of code points and name lookups. */
public class CharInspector {
    static final String[] DIRS = {
        "L", "R", "AL", "EN", "ES", "ET", "AN", "CS", "NSM", "BN", "B", "S", "WS", "ON", "LRE", "LRO",
        "RLE", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI",
    };

    public static void main(String[] args) {
        int[] cps = {
            0x0000, 0x0009, 0x0020, 0x0041, 0x0061, 0x00A0, 0x00AD, 0x00B2, 0x00BD, 0x00DF, 0x00E9, 0x0130,
            0x0131, 0x017F, 0x01C5, 0x0301, 0x0378, 0x03A3, 0x0488, 0x05D0, 0x0627, 0x0663, 0x0966, 0x0E51,
            0x1E9E, 0x200B, 0x200D, 0x2028, 0x2160, 0x216B, 0x217F, 0x2188, 0x2460, 0x24EA, 0x2126, 0x212A,
            0x2CEF, 0x3007, 0x3042, 0x30A2, 0x4E00, 0x9FFC, 0x9FFD, 0xAC00, 0xD7A3, 0xD800, 0xDC00, 0xE000,
            0xF900, 0xFB01, 0xFEFF, 0xFF10, 0xFF21, 0xFFFD, 0xFFFF, 0x10400, 0x10428, 0x1D400, 0x1D7CE,
            0x1F600, 0x1F9FF, 0x1FA70, 0x1FAD6, 0x20000, 0x2A6DD, 0x2A6DE, 0x30000, 0x3134A, 0x3134B, 0xE0001,
            0xF0000, 0x10FFFD, 0x10FFFF,
        };
        for (int cp : cps) {
            inspect(cp);
        }
        System.out.println("== names to code points");
        String[] names = {
            "LATIN SMALL LETTER A", "latin capital letter sharp s", "  Grinning Face  ", "SNOWMAN",
            "CJK UNIFIED IDEOGRAPHS 4E00", "cjk unified ideographs 9fa5", "HANGUL SYLLABLES AC01",
            "CJK COMPATIBILITY IDEOGRAPH-F900", "ROMAN NUMERAL TWELVE", "BASIC LATIN 41", "NULL",
            "PRIVATE USE AREA E000", "UNASSIGNED 0378", "NO SUCH CHARACTER", "", "LATIN_SMALL_LETTER_A",
            "TANGUT 17000", "HIGH SURROGATES D800", "HIGH SURROGATES DB80",
        };
        for (String n : names) {
            try {
                int cp = Character.codePointOf(n);
                System.out.printf("%-36s U+%04X %s%n", "'" + n + "'", cp, Character.getName(cp));
            } catch (IllegalArgumentException e) {
                System.out.printf("%-36s %s%n", "'" + n + "'", e.getMessage());
            }
        }
        System.out.println("== invalid code points");
        for (int cp : new int[] {-1, 0x110000, Integer.MAX_VALUE}) {
            try {
                System.out.println(Character.getName(cp));
            } catch (IllegalArgumentException e) {
                System.out.println(e.getMessage());
            }
            System.out.println("  type " + Character.getType(cp) + " upper " + Integer.toHexString(Character.toUpperCase(cp))
                    + " digit " + Character.digit(cp, 16) + " numeric " + Character.getNumericValue(cp)
                    + " dir " + Character.getDirectionality(cp) + " defined " + Character.isDefined(cp));
            try {
                System.out.println(Character.UnicodeScript.of(cp));
            } catch (IllegalArgumentException e) {
                System.out.println("  script: " + e.getMessage());
            }
        }
        try {
            Character.codePointOf(null);
        } catch (NullPointerException e) {
            System.out.println("null name: NullPointerException");
        }
    }

    static void inspect(int cp) {
        StringBuilder flags = new StringBuilder();
        flag(flags, Character.isLetter(cp), "letter");
        flag(flags, Character.isDigit(cp), "digit");
        flag(flags, Character.isAlphabetic(cp), "alpha");
        flag(flags, Character.isIdeographic(cp), "ideo");
        flag(flags, Character.isUpperCase(cp), "upper");
        flag(flags, Character.isLowerCase(cp), "lower");
        flag(flags, Character.isTitleCase(cp), "title");
        flag(flags, Character.isWhitespace(cp), "ws");
        flag(flags, Character.isSpaceChar(cp), "space");
        flag(flags, Character.isISOControl(cp), "ctrl");
        flag(flags, Character.isMirrored(cp), "mirrored");
        flag(flags, Character.isIdentifierIgnorable(cp), "ignorable");
        flag(flags, Character.isJavaIdentifierStart(cp), "jstart");
        flag(flags, Character.isJavaIdentifierPart(cp), "jpart");
        flag(flags, Character.isUnicodeIdentifierStart(cp), "ustart");
        flag(flags, Character.isUnicodeIdentifierPart(cp), "upart");
        flag(flags, Character.isDefined(cp), "defined");
        byte dir = Character.getDirectionality(cp);
        System.out.printf(Locale.ROOT, "U+%04X %s%n", cp, Character.getName(cp));
        System.out.printf(Locale.ROOT, "  type=%d dir=%s block=%s script=%s%n", Character.getType(cp),
                dir < 0 ? "undefined" : DIRS[dir], Character.UnicodeBlock.of(cp), Character.UnicodeScript.of(cp));
        System.out.printf(Locale.ROOT, "  upper=%04X lower=%04X title=%04X numeric=%d digit16=%d%n",
                Character.toUpperCase(cp), Character.toLowerCase(cp), Character.toTitleCase(cp),
                Character.getNumericValue(cp), Character.digit(cp, 16));
        System.out.println("  " + flags.toString().trim());
    }

    static void flag(StringBuilder sb, boolean on, String name) {
        if (on) {
            sb.append(name).append(' ');
        }
    }
}

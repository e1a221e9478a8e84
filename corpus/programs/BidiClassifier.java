import java.util.Map;
import java.util.TreeMap;

/** A chat client's text-direction detector: first strong character wins, per the bidi classes. */
public class BidiClassifier {
    static final String[] NAMES = {"L", "R", "AL", "EN", "ES", "ET", "AN", "CS", "NSM", "BN", "B", "S", "WS", "ON",
        "LRE", "LRO", "RLE", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI"};

    static String name(byte d) {
        return d == Character.DIRECTIONALITY_UNDEFINED ? "UNDEF" : NAMES[d];
    }

    /** "ltr", "rtl" or "neutral" from the first strong character, skipping isolates. */
    static String direction(String text) {
        int isolate = 0;
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            byte d = Character.getDirectionality(cp);
            if (d == Character.DIRECTIONALITY_LEFT_TO_RIGHT_ISOLATE || d == Character.DIRECTIONALITY_RIGHT_TO_LEFT_ISOLATE
                    || d == Character.DIRECTIONALITY_FIRST_STRONG_ISOLATE) {
                isolate++;
            } else if (d == Character.DIRECTIONALITY_POP_DIRECTIONAL_ISOLATE) {
                isolate = Math.max(0, isolate - 1);
            } else if (isolate == 0) {
                if (d == Character.DIRECTIONALITY_LEFT_TO_RIGHT) {
                    return "ltr";
                }
                if (d == Character.DIRECTIONALITY_RIGHT_TO_LEFT || d == Character.DIRECTIONALITY_RIGHT_TO_LEFT_ARABIC) {
                    return "rtl";
                }
            }
        }
        return "neutral";
    }

    public static void main(String[] args) {
        String[] messages = {
            "Hello, world!",
            "\u05e9\u05dc\u05d5\u05dd \u05e2\u05d5\u05dc\u05dd",
            "\u0645\u0631\u062d\u0628\u0627 123",
            "123 + 456 = 579",
            "\u2067\u05d0\u2069 then English",
            "(\u05d0) parenthesised",
            "\ud800\udd00 Linear B numbers \ud802\udd00 Phoenician",
            "   \t  ",
            "\u0661\u0662\u0663 Arabic-Indic digits",
            "\u202eoverride\u202c",
        };
        for (String m : messages) {
            StringBuilder classes = new StringBuilder();
            m.codePoints().limit(8).forEach(cp -> classes.append(name(Character.getDirectionality(cp))).append(' '));
            System.out.printf("%-8s %s%n", direction(m), classes.toString().trim());
        }

        System.out.println("== char and int overloads");
        char[] chars = {'a', 'Z', '5', '+', '-', '$', '%', ',', ':', '\u0300', '\u200b', '\n', '\t', ' ', '!', '\u00a0',
            '\u202a', '\u202d', '\u202b', '\u202e', '\u202c', '\u2066', '\u2067', '\u2068', '\u2069', '\u0660', '\u06f0',
            '\ufeff', '\u0378', '\uffff'};
        StringBuilder sb = new StringBuilder();
        for (char c : chars) {
            byte viaChar = Character.getDirectionality(c);
            byte viaInt = Character.getDirectionality((int) c);
            sb.append(String.format("U+%04X=%s%s ", (int) c, name(viaChar), viaChar == viaInt ? "" : "!"));
        }
        System.out.println(sb.toString().trim());
        for (int cp : new int[] {-1, 0x110000, 0x10ffff, 0x1f600, 0x10fffd, 0xe0001, 0x1e900, 0x1ec71}) {
            System.out.printf("U+%X -> %s%n", cp, name(Character.getDirectionality(cp)));
        }

        System.out.println("== census of the Basic Multilingual Plane");
        Map<String, Integer> census = new TreeMap<>();
        long weighted = 0;
        for (int cp = 0; cp <= 0xffff; cp++) {
            byte d = Character.getDirectionality(cp);
            census.merge(name(d), 1, Integer::sum);
            weighted = weighted * 31 + d;
        }
        census.forEach((k, v) -> System.out.printf("%-6s %6d%n", k, v));
        System.out.println("sequence hash " + weighted);
        int changes = 0;
        byte prev = Character.getDirectionality(0);
        for (int cp = 1; cp <= Character.MAX_CODE_POINT; cp++) {
            byte d = Character.getDirectionality(cp);
            if (d != prev) {
                changes++;
                prev = d;
            }
        }
        System.out.println("class changes over all code points: " + changes);
    }
}

import java.text.BreakIterator;
import java.util.Locale;

// Counts user-perceived characters for a form validator's "max length" rule, versus code units and points.
public class GraphemeCounter {
    static int graphemes(String s) {
        BreakIterator it = BreakIterator.getCharacterInstance(Locale.US);
        it.setText(s);
        int n = 0;
        while (it.next() != BreakIterator.DONE) {
            n++;
        }
        return n;
    }

    static String clusters(String s) {
        BreakIterator it = BreakIterator.getCharacterInstance();
        it.setText(s);
        StringBuilder sb = new StringBuilder();
        for (int a = it.first(), b = it.next(); b != BreakIterator.DONE; a = b, b = it.next()) {
            sb.append('[');
            for (int i = a; i < b; i++) {
                char c = s.charAt(i);
                sb.append(c >= 0x20 && c < 0x7f ? String.valueOf(c) : String.format("\\u%04X", (int) c));
            }
            sb.append(']');
        }
        return sb.toString();
    }

    static String truncate(String s, int max) {
        BreakIterator it = BreakIterator.getCharacterInstance();
        it.setText(s);
        int end = it.first();
        for (int i = 0; i < max; i++) {
            int next = it.next();
            if (next == BreakIterator.DONE) {
                return s;
            }
            end = next;
        }
        return s.substring(0, end) + "\u2026";
    }

    public static void main(String[] args) {
        String[] inputs = {
            "hello",
            "cafe\u0301",
            "caf\u00e9",
            "a\u0308\u0304\u0323",
            "\uD83D\uDE00\uD83D\uDC4D\uD83C\uDFFD",
            "\uD83D\uDC68\u200D\uD83D\uDC69\u200D\uD83D\uDC67",
            "\uD83C\uDDFA\uD83C\uDDF8",
            "line\r\nbreak\n\r",
            "\u0301leading mark",
            "tab\t\u0301mark after tab",
            "\u1100\u1161\u11A8\u1100\u1161",
            "\uAC00\uAC01",
            "\u0915\u093F\u0928\u094D\u0926\u0940",
            "\u0E01\u0E33\u0E44\u0E1B",
            "x\u20DD y\u20DE",
            "\uD800 lone \uDC00 surrogates",
            "",
        };
        System.out.printf("%-22s %5s %5s %5s%n", "input", "units", "cps", "chars");
        for (String s : inputs) {
            String shown = clusters(s);
            System.out.printf("%-22s %5d %5d %5d%n", shown.length() > 22 ? shown.substring(0, 19) + "..." : shown,
                s.length(), s.codePointCount(0, s.length()), graphemes(s));
            System.out.println("    " + shown);
        }
        String name = "Zo\u0065\u0308 Ba\u0301rdos \uD83D\uDE00\uD83D\uDE00";
        for (int max : new int[] {3, 4, 9, 11, 12, 40}) {
            System.out.println("truncate " + max + ": " + clusters(truncate(name, max)));
        }
        BreakIterator it = BreakIterator.getCharacterInstance();
        it.setText("e\u0301\uD83D\uDE00x");
        for (int off = 0; off <= 5; off++) {
            System.out.println("offset " + off + " boundary=" + it.isBoundary(off) + " following=" + (off < 5 ? it.following(off) : -9)
                + " preceding=" + (off > 0 ? it.preceding(off) : -9));
        }
    }
}

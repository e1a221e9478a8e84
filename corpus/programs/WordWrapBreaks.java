import java.text.BreakIterator;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

// Wraps paragraphs to a column width at line-break opportunities, as a text console would.
public class WordWrapBreaks {
    static List<String> wrap(String text, int width) {
        BreakIterator lines = BreakIterator.getLineInstance(Locale.US);
        lines.setText(text);
        List<String> out = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        int start = lines.first();
        for (int end = lines.next(); end != BreakIterator.DONE; start = end, end = lines.next()) {
            String piece = text.substring(start, end);
            boolean hard = piece.endsWith("\n");
            if (hard) {
                piece = piece.substring(0, piece.length() - 1);
            }
            if (line.length() > 0 && line.length() + piece.stripTrailing().length() > width) {
                out.add(line.toString().stripTrailing());
                line.setLength(0);
            }
            line.append(piece);
            if (hard) {
                out.add(line.toString().stripTrailing());
                line.setLength(0);
            }
        }
        if (line.length() > 0) {
            out.add(line.toString().stripTrailing());
        }
        return out;
    }

    static String pieces(String text) {
        BreakIterator b = BreakIterator.getLineInstance();
        b.setText(text);
        StringBuilder sb = new StringBuilder();
        for (int s = b.first(), e = b.next(); e != BreakIterator.DONE; s = e, e = b.next()) {
            sb.append('[').append(text.substring(s, e).replace("\n", "\\n").replace("\t", "\\t")).append(']');
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        String para = "The quick brown fox jumps over the lazy dog. Well-known state-of-the-art tools "
            + "cost $1,299.99 (or 15% less: \"a bargain!\"), don't they? E-mail me at fox@example.com; "
            + "see section 3.14, items a.b.c and x--y. Pneumonoultramicroscopicsilicovolcanoconiosis is long.\n"
            + "New paragraph\tafter a tab...   and several spaces\u00a0with\u00a0no-break spaces.";
        for (int width : new int[] {60, 32, 18, 9}) {
            System.out.println("width " + width + ":");
            for (String l : wrap(para, width)) {
                System.out.println("  |" + l + "|" + " ".repeat(Math.max(0, width - l.length())) + (l.length() > width ? "!" : ""));
            }
        }
        String[] samples = {
            "Hello, world! It's 3.14 and 1,000 items.",
            "Mr. Smith went to Washington. He said \"hi.\" Then left...",
            "don't stop-believing  now\nok",
            "$12.50 50% #3 a.b.c x--y",
            "(parenthetical) [bracketed] {braced} <angled>",
            "em\u2014dash en\u2013dash minus\u2212sign soft\u00adhyphen",
            "path/to/file.txt C:\\dir\\name http://example.com/a?b=c&d=e",
            "\u201cCurly quotes\u201d and \u2018single\u2019 ones\u2026 \u00abguillemets\u00bb",
            "line one\r\nline two\rline three\u2028four\u2029five\fsix",
            "-5 +7 \u00b13 10\u00b0C 3\u00bd 2\u00d74=8",
            "caf\u00e9 na\u0131\u0308ve e\u0301clair \uD83D\uDE00 smile \u4e2d\u6587\u6587\u672c",
            "trailing spaces   ",
            "",
        };
        for (String s : samples) {
            System.out.println(pieces(s));
        }
    }
}

import java.text.BreakIterator;
import java.text.Collator;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

// Word statistics for a style checker: frequencies (case-insensitive, collated), longest words, token kinds.
public class WordFrequencyBreaks {
    public static void main(String[] args) {
        String text = "It's a truth universally acknowledged, that a single man in possession of a good fortune, "
            + "must be in want of a wife. However little known the feelings or views of such a man may be... "
            + "The 2nd edition (1813) sold 1,500 copies at $3.50 each -- 25% more than the first! "
            + "Don't over-think it; e-mail Mr. D'Arcy at 10:30. R\u00e9sum\u00e9s, caf\u00e9s & na\u00efve "
            + "RESUMES differ? Yes:\tresumes, Resumes, r\u00e9sum\u00e9s.\n\u201cQuoted\u201d words_with_underscores x1y2.";
        BreakIterator it = BreakIterator.getWordInstance(Locale.US);
        it.setText(text);
        Collator c = Collator.getInstance(Locale.US);
        c.setStrength(Collator.SECONDARY);
        Map<String, Integer> freq = new TreeMap<>(c);
        Map<String, Integer> kinds = new TreeMap<>();
        String longest = "";
        StringBuilder all = new StringBuilder();
        for (int s = it.first(), e = it.next(); e != BreakIterator.DONE; s = e, e = it.next()) {
            String tok = text.substring(s, e);
            String kind;
            int cp = tok.codePointAt(0);
            if (Character.isLetter(cp)) {
                kind = "word";
                freq.merge(tok, 1, Integer::sum);
                if (tok.length() > longest.length()) {
                    longest = tok;
                }
            } else if (Character.isDigit(cp) || tok.startsWith("$")) {
                kind = "number";
            } else if (Character.isWhitespace(cp)) {
                kind = "space";
            } else {
                kind = "punct";
            }
            kinds.merge(kind, 1, Integer::sum);
            if (!kind.equals("space")) {
                all.append(tok).append('|');
            }
        }
        System.out.println(all);
        System.out.println("kinds " + kinds);
        System.out.println("longest " + longest);
        freq.forEach((w, n) -> {
            if (n > 1) {
                System.out.println(w + " x" + n);
            }
        });
        System.out.println("distinct words " + freq.size());
        for (String probe : new String[] {"don't", "o'clock", "rock'n'roll", "U.S.A.", "3.14.15", "a--b", "e-mail",
                                          "#1", "50%", "\u00a310", "12:30", "x_y", "ABC123def", "1st", "\u2160\u2161"}) {
            it.setText(probe);
            StringBuilder sb = new StringBuilder();
            for (int s = it.first(), e = it.next(); e != BreakIterator.DONE; s = e, e = it.next()) {
                sb.append('[').append(probe, s, e).append(']');
            }
            System.out.println(probe + " -> " + sb);
        }
    }
}

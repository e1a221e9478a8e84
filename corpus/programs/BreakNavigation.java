import java.text.BreakIterator;
import java.text.CharacterIterator;
import java.text.StringCharacterIterator;
import java.util.Locale;

// An editor's cursor movement: word jumps, double-click selection and navigation over a text window.
public class BreakNavigation {
    static String selectWord(BreakIterator words, String text, int click) {
        words.setText(text);
        int end = words.following(click);
        int start = words.previous();
        return "[" + start + "," + end + ")=" + (end == BreakIterator.DONE ? "-" : "'" + text.substring(start, end) + "'");
    }

    public static void main(String[] args) {
        String text = "Hello big world, it's 3.14 o'clock -- time for tea!";
        BreakIterator words = BreakIterator.getWordInstance(Locale.US);
        words.setText(text);
        StringBuilder sb = new StringBuilder("forward:");
        for (int p = words.first(); p != BreakIterator.DONE; p = words.next()) {
            sb.append(' ').append(p);
        }
        System.out.println(sb);
        sb = new StringBuilder("backward:");
        for (int p = words.last(); p != BreakIterator.DONE; p = words.previous()) {
            sb.append(' ').append(p);
        }
        System.out.println(sb);
        words.first();
        System.out.println("next(3)=" + words.next(3) + " current=" + words.current() + " next(-2)=" + words.next(-2)
            + " next(0)=" + words.next(0) + " next(100)=" + words.next(100) + " current=" + words.current());
        for (int off : new int[] {0, 1, 5, 6, 17, 20, 22, 25, text.length() - 1, text.length()}) {
            System.out.println("off " + off + ": following=" + words.following(off) + " preceding=" + words.preceding(off)
                + " boundary=" + words.isBoundary(off) + " current=" + words.current());
        }
        for (int bad : new int[] {-1, text.length() + 1}) {
            try {
                words.following(bad);
            } catch (IllegalArgumentException e) {
                System.out.println("following(" + bad + "): " + e.getMessage());
            }
            try {
                words.isBoundary(bad);
            } catch (IllegalArgumentException e) {
                System.out.println("isBoundary(" + bad + "): " + e.getMessage());
            }
        }
        for (int click : new int[] {2, 8, 19, 24, 30, 36, 50}) {
            System.out.println("double-click " + click + " " + selectWord(BreakIterator.getWordInstance(), text, click));
        }

        // A window onto a larger buffer: boundaries are in the buffer's indices.
        String buffer = "#### Mr. Brown arrived. He sat down! ####";
        CharacterIterator window = new StringCharacterIterator(buffer, 5, 36, 5);
        for (BreakIterator b : new BreakIterator[] {BreakIterator.getSentenceInstance(), BreakIterator.getLineInstance(),
                                                    BreakIterator.getWordInstance(), BreakIterator.getCharacterInstance()}) {
            b.setText(window);
            sb = new StringBuilder();
            int count = 0;
            for (int s = b.first(), e = b.next(); e != BreakIterator.DONE; s = e, e = b.next()) {
                if (count++ < 8) {
                    sb.append('[').append(buffer, s, e).append(']');
                }
            }
            System.out.println(count + " pieces from " + b.first() + " to " + b.last() + ": " + sb);
            try {
                b.following(2);
            } catch (IllegalArgumentException e) {
                System.out.println("  following(2): " + e.getMessage());
            }
            BreakIterator copy = (BreakIterator) b.clone();
            copy.first();
            System.out.println("  clone current=" + copy.current() + " original current=" + b.current()
                + " text begin=" + copy.getText().getBeginIndex());
        }
        BreakIterator fresh = BreakIterator.getLineInstance();
        System.out.println("fresh: first=" + fresh.first() + " next=" + fresh.next() + " last=" + fresh.last()
            + " text end=" + fresh.getText().getEndIndex());
        fresh.setText("");
        System.out.println("empty: " + fresh.first() + " " + fresh.next() + " " + fresh.previous() + " " + fresh.following(0)
            + " " + fresh.preceding(0) + " " + fresh.isBoundary(0));
        System.out.println("DONE=" + BreakIterator.DONE);
    }
}

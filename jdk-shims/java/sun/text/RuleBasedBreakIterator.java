package sun.text;

import java.text.BreakIterator;
import java.text.CharacterIterator;
import java.text.StringCharacterIterator;
import jdk.internal.terrarium.TextBreaks;

/**
 * The BreakIterator of every locale: all the boundaries of the text are found when it is set
 * (jdk.internal.terrarium.TextBreaks) and the iterator moves over them.
 */
public class RuleBasedBreakIterator extends BreakIterator {
    private final int kind;
    private CharacterIterator text;
    /** The boundaries in the text's own indices, from its begin to its end index. */
    private int[] bounds;
    /** The current boundary's position in bounds. */
    private int at;

    public RuleBasedBreakIterator(int kind) {
        this.kind = kind;
        setText(new StringCharacterIterator(""));
    }

    public void setText(CharacterIterator newText) {
        int begin = newText.getBeginIndex();
        StringBuilder sb = new StringBuilder(newText.getEndIndex() - begin);
        for (char c = newText.first(); c != CharacterIterator.DONE; c = newText.next()) {
            sb.append(c);
        }
        int[] b = TextBreaks.boundaries(kind, sb.toString());
        for (int i = 0; i < b.length; i++) {
            b[i] += begin;
        }
        text = newText;
        bounds = b;
        at = 0;
        text.first();
    }

    public CharacterIterator getText() {
        return text;
    }

    private int moveTo(int i) {
        at = i;
        text.setIndex(bounds[i]);
        return bounds[i];
    }

    public int first() {
        return moveTo(0);
    }

    public int last() {
        return moveTo(bounds.length - 1);
    }

    public int next(int n) {
        int result = current();
        while (n > 0) {
            result = next();
            --n;
        }
        while (n < 0) {
            result = previous();
            ++n;
        }
        return result;
    }

    public int next() {
        if (at >= bounds.length - 1) {
            return DONE;
        }
        return moveTo(at + 1);
    }

    public int previous() {
        if (at <= 0) {
            return DONE;
        }
        return moveTo(at - 1);
    }

    private void checkOffset(int offset) {
        if (offset < text.getBeginIndex() || offset > text.getEndIndex()) {
            throw new IllegalArgumentException("offset out of bounds");
        }
    }

    public int following(int offset) {
        checkOffset(offset);
        for (int i = 0; i < bounds.length; i++) {
            if (bounds[i] > offset) {
                return moveTo(i);
            }
        }
        moveTo(bounds.length - 1);
        return DONE;
    }

    public int preceding(int offset) {
        checkOffset(offset);
        for (int i = bounds.length - 1; i >= 0; i--) {
            if (bounds[i] < offset) {
                return moveTo(i);
            }
        }
        moveTo(0);
        return DONE;
    }

    public boolean isBoundary(int offset) {
        checkOffset(offset);
        if (offset == text.getBeginIndex()) {
            return true;
        }
        return following(offset - 1) == offset;
    }

    public int current() {
        return bounds[at];
    }

    public Object clone() {
        RuleBasedBreakIterator result = (RuleBasedBreakIterator) super.clone();
        result.text = (CharacterIterator) text.clone();
        return result;
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof RuleBasedBreakIterator)) {
            return false;
        }
        RuleBasedBreakIterator other = (RuleBasedBreakIterator) obj;
        return kind == other.kind && text.equals(other.text);
    }

    public int hashCode() {
        return kind;
    }
}

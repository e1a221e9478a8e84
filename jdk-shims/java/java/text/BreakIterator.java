package java.text;

import java.util.Locale;

/**
 * Boundaries in text. The instances follow the JDK's rules for English in every locale
 * (see sun.text.RuleBasedBreakIterator).
 */
public abstract class BreakIterator implements Cloneable {
    public static final int DONE = -1;

    protected BreakIterator() {
    }

    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public abstract int first();

    public abstract int last();

    public abstract int next(int n);

    public abstract int next();

    public abstract int previous();

    public abstract int following(int offset);

    public int preceding(int offset) {
        int pos = following(offset);
        while (pos >= offset && pos != DONE) {
            pos = previous();
        }
        return pos;
    }

    public boolean isBoundary(int offset) {
        if (offset == 0) {
            return true;
        }
        int boundary = following(offset - 1);
        if (boundary == DONE) {
            throw new IllegalArgumentException();
        }
        return boundary == offset;
    }

    public abstract int current();

    public abstract CharacterIterator getText();

    public void setText(String newText) {
        setText(new StringCharacterIterator(newText));
    }

    public abstract void setText(CharacterIterator newText);

    public static BreakIterator getWordInstance() {
        return getWordInstance(Locale.getDefault());
    }

    public static BreakIterator getWordInstance(Locale locale) {
        return instance(1, locale);
    }

    public static BreakIterator getLineInstance() {
        return getLineInstance(Locale.getDefault());
    }

    public static BreakIterator getLineInstance(Locale locale) {
        return instance(3, locale);
    }

    public static BreakIterator getCharacterInstance() {
        return getCharacterInstance(Locale.getDefault());
    }

    public static BreakIterator getCharacterInstance(Locale locale) {
        return instance(0, locale);
    }

    public static BreakIterator getSentenceInstance() {
        return getSentenceInstance(Locale.getDefault());
    }

    public static BreakIterator getSentenceInstance(Locale locale) {
        return instance(2, locale);
    }

    private static BreakIterator instance(int kind, Locale locale) {
        if (locale == null) {
            throw new NullPointerException();
        }
        return new sun.text.RuleBasedBreakIterator(kind);
    }

    public static synchronized Locale[] getAvailableLocales() {
        return new Locale[] {Locale.ROOT, Locale.ENGLISH, Locale.US};
    }
}

package java.text;

import java.util.Comparator;
import java.util.Locale;

/**
 * Locale-sensitive string comparison. Every locale gets the JDK's default rules, those of
 * English and the root locale (see {@link RuleBasedCollator}).
 */
public abstract class Collator implements Comparator<Object>, Cloneable {
    public static final int PRIMARY = 0;
    public static final int SECONDARY = 1;
    public static final int TERTIARY = 2;
    public static final int IDENTICAL = 3;
    public static final int NO_DECOMPOSITION = 0;
    public static final int CANONICAL_DECOMPOSITION = 1;
    public static final int FULL_DECOMPOSITION = 2;

    private int strength;
    private int decmp;

    protected Collator() {
        strength = TERTIARY;
        decmp = CANONICAL_DECOMPOSITION;
    }

    public static synchronized Collator getInstance() {
        return getInstance(Locale.getDefault());
    }

    public static Collator getInstance(Locale desiredLocale) {
        if (desiredLocale == null) {
            throw new NullPointerException();
        }
        RuleBasedCollator c = RuleBasedCollator.defaultRules();
        // the JDK's locale data asks for no decomposition for these rules
        c.setDecomposition(NO_DECOMPOSITION);
        return c;
    }

    public static synchronized Locale[] getAvailableLocales() {
        return new Locale[] {Locale.ROOT, Locale.ENGLISH, Locale.US};
    }

    public abstract int compare(String source, String target);

    public int compare(Object o1, Object o2) {
        return compare((String) o1, (String) o2);
    }

    public abstract CollationKey getCollationKey(String source);

    public boolean equals(String source, String target) {
        return compare(source, target) == 0;
    }

    public synchronized int getStrength() {
        return strength;
    }

    public synchronized void setStrength(int newStrength) {
        if (newStrength != PRIMARY && newStrength != SECONDARY && newStrength != TERTIARY
            && newStrength != IDENTICAL) {
            throw new IllegalArgumentException("Incorrect comparison level.");
        }
        strength = newStrength;
    }

    public synchronized int getDecomposition() {
        return decmp;
    }

    public synchronized void setDecomposition(int decompositionMode) {
        if (decompositionMode != NO_DECOMPOSITION && decompositionMode != CANONICAL_DECOMPOSITION
            && decompositionMode != FULL_DECOMPOSITION) {
            throw new IllegalArgumentException("Wrong decomposition mode.");
        }
        decmp = decompositionMode;
    }

    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public boolean equals(Object that) {
        if (this == that) {
            return true;
        }
        if (that == null || getClass() != that.getClass()) {
            return false;
        }
        Collator other = (Collator) that;
        return decmp == other.decmp && strength == other.strength;
    }

    public abstract int hashCode();
}

package java.text;

import jdk.internal.terrarium.Normalization;

/** Unicode normalization forms of UAX #15, on Java 17's Unicode 13 data. */
public final class Normalizer {
    private Normalizer() {
    }

    public static enum Form {
        NFD,
        NFC,
        NFKD,
        NFKC
    }

    public static String normalize(CharSequence src, Form form) {
        // src first, then form.ordinal(): the JDK's NullPointerExceptions, in its order
        String s = src.toString();
        int f = form.ordinal();
        return Normalization.normalize(s, f == 1 || f == 3, f >= 2);
    }

    public static boolean isNormalized(CharSequence src, Form form) {
        String s = src.toString();
        int f = form.ordinal();
        return Normalization.isNormalized(s, f == 1 || f == 3, f >= 2);
    }
}

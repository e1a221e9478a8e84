package subjects;

/** Nested conditions guarded by magic constants. */
public class MagicNumbers {

    public String unlock(int code, String word) {
        if (code == 4711) {
            if (word != null && word.equals("Magic")) {
                return "OPEN_SESAME";
            }
            return "ALMOST";
        }
        if (code > 1000000) {
            if (word != null && word.length() == 7) {
                return "BIG_SEVEN";
            }
            return "BIG";
        }
        if (code < 0 && code % 17 == -3) {
            return "NEGATIVE_SEVENTEEN";
        }
        return "CLOSED";
    }

    public static int combination(int a, int b, int c) {
        if (a == 12) {
            if (b == a * 3) {
                if (c == b - a + 1000) {
                    return 3;
                }
                return 2;
            }
            return 1;
        }
        return 0;
    }

    public boolean isSecretPhrase(String phrase) {
        if (phrase == null) {
            return false;
        }
        String normalized = phrase.trim().toLowerCase();
        return normalized.startsWith("xyzzy") && normalized.endsWith("plugh") && normalized.length() == 13;
    }

    public String checkLong(long value) {
        if (value == 0xCAFEBABEL) {
            return "JAVA";
        }
        if (value == Long.MIN_VALUE) {
            return "MIN";
        }
        if (value > Integer.MAX_VALUE) {
            return "BEYOND_INT";
        }
        return "ORDINARY";
    }
}

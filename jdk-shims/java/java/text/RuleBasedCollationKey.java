package java.text;

/** A key of {@link RuleBasedCollator}: its sort key as a string, compared char by char. */
final class RuleBasedCollationKey extends CollationKey {
    private final String key;

    RuleBasedCollationKey(String source, String key) {
        super(source);
        this.key = key;
    }

    public int compareTo(CollationKey target) {
        int c = key.compareTo(((RuleBasedCollationKey) target).key);
        return c < 0 ? -1 : c > 0 ? 1 : 0;
    }

    public boolean equals(Object target) {
        if (this == target) {
            return true;
        }
        if (target == null || !getClass().equals(target.getClass())) {
            return false;
        }
        return key.equals(((RuleBasedCollationKey) target).key);
    }

    public int hashCode() {
        return key.hashCode();
    }

    public byte[] toByteArray() {
        byte[] b = new byte[key.length() * 2];
        for (int i = 0; i < key.length(); i++) {
            char c = key.charAt(i);
            b[2 * i] = (byte) (c >>> 8);
            b[2 * i + 1] = (byte) c;
        }
        return b;
    }
}

package java.util;

public final class StringJoiner {
    private final String prefix;
    private final String delimiter;
    private final String suffix;

    /** The elements added so far; null until the first add. */
    private String[] elts;
    private int size;
    /** Total length of the added elements and the delimiters between them. */
    private int len;
    private String emptyValue;

    public StringJoiner(CharSequence delimiter) {
        this(delimiter, "", "");
    }

    public StringJoiner(CharSequence delimiter, CharSequence prefix, CharSequence suffix) {
        Objects.requireNonNull(prefix, "The prefix must not be null");
        Objects.requireNonNull(delimiter, "The delimiter must not be null");
        Objects.requireNonNull(suffix, "The suffix must not be null");
        this.prefix = prefix.toString();
        this.delimiter = delimiter.toString();
        this.suffix = suffix.toString();
        checkAddLength(0, 0);
    }

    public StringJoiner setEmptyValue(CharSequence emptyValue) {
        this.emptyValue = Objects.requireNonNull(emptyValue, "The empty value must not be null").toString();
        return this;
    }

    public String toString() {
        final String[] elts = this.elts;
        if (elts == null && emptyValue != null) {
            return emptyValue;
        }
        final int size = this.size;
        if (prefix.length() + suffix.length() == 0) {
            if (size == 0) {
                return "";
            }
            compactElts();
            return this.elts[0];
        }
        StringBuilder sb = new StringBuilder(prefix.length() + len + suffix.length());
        sb.append(prefix);
        if (size > 0) {
            sb.append(elts[0]);
            for (int i = 1; i < size; i++) {
                sb.append(delimiter).append(elts[i]);
            }
        }
        sb.append(suffix);
        return sb.toString();
    }

    public StringJoiner add(CharSequence newElement) {
        final String elt = String.valueOf(newElement);
        if (elts == null) {
            elts = new String[8];
        } else {
            if (size == elts.length) {
                elts = Arrays.copyOf(elts, 2 * size);
            }
            len = checkAddLength(len, delimiter.length());
        }
        len = checkAddLength(len, elt.length());
        elts[size++] = elt;
        return this;
    }

    private int checkAddLength(int oldLen, int inc) {
        long newLen = (long) oldLen + (long) inc;
        long tmpLen = newLen + (long) prefix.length() + (long) suffix.length();
        if (tmpLen != (int) tmpLen) {
            throw new OutOfMemoryError("Requested array size exceeds VM limit");
        }
        return (int) newLen;
    }

    public StringJoiner merge(StringJoiner other) {
        Objects.requireNonNull(other);
        if (other.elts == null) {
            return this;
        }
        other.compactElts();
        return add(other.elts[0]);
    }

    private void compactElts() {
        if (size > 1) {
            StringBuilder sb = new StringBuilder(len);
            sb.append(elts[0]);
            for (int i = 1; i < size; i++) {
                sb.append(delimiter).append(elts[i]);
            }
            elts[0] = sb.toString();
            for (int i = 1; i < size; i++) {
                elts[i] = null;
            }
            size = 1;
        }
    }

    public int length() {
        return (size == 0 && emptyValue != null) ? emptyValue.length() : len + prefix.length() + suffix.length();
    }
}

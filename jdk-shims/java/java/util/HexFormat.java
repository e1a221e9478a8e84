package java.util;

import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * Java 17's hexadecimal formatter and parser: bytes as two hex digits each,
 * with an optional prefix and suffix around each value and a delimiter
 * between values. Checks and their messages are HotSpot's.
 */
public final class HexFormat {
    private static final char[] LOWERCASE_DIGITS = "0123456789abcdef".toCharArray();
    private static final char[] UPPERCASE_DIGITS = "0123456789ABCDEF".toCharArray();
    private static final byte[] EMPTY_BYTES = new byte[0];
    private static final HexFormat HEX_FORMAT = new HexFormat("", "", "", LOWERCASE_DIGITS);

    private final String delimiter;
    private final String prefix;
    private final String suffix;
    private final char[] digits;

    private HexFormat(String delimiter, String prefix, String suffix, char[] digits) {
        this.delimiter = Objects.requireNonNull(delimiter, "delimiter");
        this.prefix = Objects.requireNonNull(prefix, "prefix");
        this.suffix = Objects.requireNonNull(suffix, "suffix");
        this.digits = digits;
    }

    public static HexFormat of() {
        return HEX_FORMAT;
    }

    public static HexFormat ofDelimiter(String delimiter) {
        return new HexFormat(delimiter, "", "", LOWERCASE_DIGITS);
    }

    public HexFormat withDelimiter(String delimiter) {
        return new HexFormat(delimiter, this.prefix, this.suffix, this.digits);
    }

    public HexFormat withPrefix(String prefix) {
        return new HexFormat(this.delimiter, prefix, this.suffix, this.digits);
    }

    public HexFormat withSuffix(String suffix) {
        return new HexFormat(this.delimiter, this.prefix, suffix, this.digits);
    }

    public HexFormat withUpperCase() {
        return new HexFormat(this.delimiter, this.prefix, this.suffix, UPPERCASE_DIGITS);
    }

    public HexFormat withLowerCase() {
        return new HexFormat(this.delimiter, this.prefix, this.suffix, LOWERCASE_DIGITS);
    }

    public String delimiter() {
        return delimiter;
    }

    public String prefix() {
        return prefix;
    }

    public String suffix() {
        return suffix;
    }

    public boolean isUpperCase() {
        return digits == UPPERCASE_DIGITS;
    }

    public String formatHex(byte[] bytes) {
        return formatHex(bytes, 0, bytes.length);
    }

    public String formatHex(byte[] bytes, int fromIndex, int toIndex) {
        Objects.requireNonNull(bytes, "bytes");
        Objects.checkFromToIndex(fromIndex, toIndex, bytes.length);
        StringBuilder sb = new StringBuilder();
        appendHex(sb, bytes, fromIndex, toIndex);
        return sb.toString();
    }

    public <A extends Appendable> A formatHex(A out, byte[] bytes) {
        return formatHex(out, bytes, 0, bytes.length);
    }

    public <A extends Appendable> A formatHex(A out, byte[] bytes, int fromIndex, int toIndex) {
        Objects.requireNonNull(out, "out");
        Objects.requireNonNull(bytes, "bytes");
        Objects.checkFromToIndex(fromIndex, toIndex, bytes.length);
        StringBuilder sb = new StringBuilder();
        appendHex(sb, bytes, fromIndex, toIndex);
        try {
            out.append(sb);
        } catch (IOException ioe) {
            throw new UncheckedIOException(ioe.getMessage(), ioe);
        }
        return out;
    }

    private void appendHex(StringBuilder sb, byte[] bytes, int fromIndex, int toIndex) {
        for (int i = fromIndex; i < toIndex; i++) {
            if (i > fromIndex) {
                sb.append(delimiter);
            }
            sb.append(prefix);
            sb.append(digits[(bytes[i] >> 4) & 0xf]);
            sb.append(digits[bytes[i] & 0xf]);
            sb.append(suffix);
        }
    }

    public byte[] parseHex(CharSequence string) {
        return parseHex(string, 0, string.length());
    }

    public byte[] parseHex(CharSequence string, int fromIndex, int toIndex) {
        Objects.requireNonNull(string, "string");
        Objects.checkFromToIndex(fromIndex, toIndex, string.length());
        int len = toIndex - fromIndex;
        if (len == 0) {
            return EMPTY_BYTES;
        }
        if (delimiter.isEmpty() && prefix.isEmpty() && suffix.isEmpty()) {
            if ((len & 1) != 0) {
                throw new IllegalArgumentException("string length not even: " + len);
            }
            byte[] bytes = new byte[len / 2];
            for (int i = 0; i < bytes.length; i++) {
                bytes[i] = (byte) fromHexDigits(string, fromIndex + 2 * i);
            }
            return bytes;
        }
        // n values take n * (prefix + 2 + suffix) characters and n - 1 delimiters.
        int stride = prefix.length() + 2 + suffix.length() + delimiter.length();
        if ((len + delimiter.length()) % stride != 0) {
            throw new IllegalArgumentException("extra or missing delimiters "
                    + "or values consisting of prefix, two hexadecimal digits, and suffix");
        }
        byte[] bytes = new byte[(len + delimiter.length()) / stride];
        String between = suffix + delimiter + prefix;
        // HotSpot checks the prefix and the final suffix before the values and what lies between them.
        checkLiteral(string, fromIndex, 0, prefix);
        checkLiteral(string, fromIndex, len - suffix.length(), suffix);
        int pos = prefix.length();
        for (int i = 0; i < bytes.length; i++) {
            if (i > 0) {
                checkLiteral(string, fromIndex, pos, between);
                pos += between.length();
            }
            bytes[i] = (byte) fromHexDigits(string, fromIndex + pos);
            pos += 2;
        }
        return bytes;
    }

    /** Checks that {@code expected} stands at {@code base + pos}; the message gives pos relative to base. */
    private static void checkLiteral(CharSequence string, int base, int pos, String expected) {
        for (int i = 0; i < expected.length(); i++) {
            char ch = string.charAt(base + pos + i);
            if (ch != expected.charAt(i)) {
                String found = string.subSequence(base + pos, base + pos + expected.length()).toString();
                throw new IllegalArgumentException("found: \"" + found + "\", expected: \"" + expected
                        + "\", index: " + pos + " ch: " + (int) ch);
            }
        }
    }

    public String toHexDigits(byte value) {
        char[] rep = new char[2];
        rep[0] = toHighHexDigit(value);
        rep[1] = toLowHexDigit(value);
        return new String(rep);
    }

    public <A extends Appendable> A toHexDigits(A out, byte value) {
        Objects.requireNonNull(out, "out");
        try {
            out.append(toHighHexDigit(value));
            out.append(toLowHexDigit(value));
        } catch (IOException ioe) {
            throw new UncheckedIOException(ioe.getMessage(), ioe);
        }
        return out;
    }

    public String toHexDigits(char value) {
        return toHexDigits((short) value);
    }

    public String toHexDigits(short value) {
        return digitsOf(value, 4);
    }

    public String toHexDigits(int value) {
        return digitsOf(value, 8);
    }

    public String toHexDigits(long value) {
        return digitsOf(value, 16);
    }

    public String toHexDigits(long value, int digits) {
        if (digits < 0 || digits > 16) {
            throw new IllegalArgumentException("number of digits: " + digits);
        }
        return digitsOf(value, digits);
    }

    private String digitsOf(long value, int count) {
        char[] rep = new char[count];
        for (int i = count - 1; i >= 0; i--) {
            rep[i] = digits[(int) (value & 0xf)];
            value >>>= 4;
        }
        return new String(rep);
    }

    public char toLowHexDigit(int value) {
        return digits[value & 0xf];
    }

    public char toHighHexDigit(int value) {
        return digits[(value >> 4) & 0xf];
    }

    public static boolean isHexDigit(int ch) {
        return (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f') || (ch >= 'A' && ch <= 'F');
    }

    public static int fromHexDigit(int ch) {
        if (ch >= '0' && ch <= '9') {
            return ch - '0';
        }
        if (ch >= 'a' && ch <= 'f') {
            return ch - 'a' + 10;
        }
        if (ch >= 'A' && ch <= 'F') {
            return ch - 'A' + 10;
        }
        throw new NumberFormatException("not a hexadecimal digit: \"" + (char) ch + "\" = " + ch);
    }

    /** The two digits at {@code index} as a value 0..255. */
    private static int fromHexDigits(CharSequence string, int index) {
        int high = fromHexDigit(string.charAt(index));
        int low = fromHexDigit(string.charAt(index + 1));
        return (high << 4) | low;
    }

    public static int fromHexDigits(CharSequence string) {
        return fromHexDigits(string, 0, string.length());
    }

    public static int fromHexDigits(CharSequence string, int fromIndex, int toIndex) {
        Objects.requireNonNull(string, "string");
        Objects.checkFromToIndex(fromIndex, toIndex, string.length());
        int length = toIndex - fromIndex;
        if (length > 8) {
            throw new IllegalArgumentException("string length greater than 8: " + length);
        }
        int value = 0;
        for (int i = fromIndex; i < toIndex; i++) {
            value = (value << 4) + fromHexDigit(string.charAt(i));
        }
        return value;
    }

    public static long fromHexDigitsToLong(CharSequence string) {
        return fromHexDigitsToLong(string, 0, string.length());
    }

    public static long fromHexDigitsToLong(CharSequence string, int fromIndex, int toIndex) {
        Objects.requireNonNull(string, "string");
        Objects.checkFromToIndex(fromIndex, toIndex, string.length());
        int length = toIndex - fromIndex;
        if (length > 16) {
            throw new IllegalArgumentException("string length greater than 16: " + length);
        }
        long value = 0L;
        for (int i = fromIndex; i < toIndex; i++) {
            value = (value << 4) + fromHexDigit(string.charAt(i));
        }
        return value;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (o == null || getClass() != o.getClass()) {
            return false;
        }
        HexFormat other = (HexFormat) o;
        return digits == other.digits && delimiter.equals(other.delimiter) && prefix.equals(other.prefix)
                && suffix.equals(other.suffix);
    }

    @Override
    public int hashCode() {
        int result = Objects.hash(delimiter, prefix, suffix);
        return 31 * result + Boolean.hashCode(digits == UPPERCASE_DIGITS);
    }

    @Override
    public String toString() {
        return "uppercase: " + (digits == UPPERCASE_DIGITS) + ", delimiter: \"" + delimiter + "\", prefix: \""
                + prefix + "\", suffix: \"" + suffix + "\"";
    }
}

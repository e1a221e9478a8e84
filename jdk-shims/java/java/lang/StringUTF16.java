package java.lang;

/**
 * Named as HotSpot's frames name its UTF-16 string code, so that a failing {@code charAt} on a
 * string HotSpot would store in UTF-16 shows the same frames.
 */
final class StringUTF16 {
    private StringUTF16() {
    }

    static char charAt(char[] value, int index) {
        checkIndex(index, value); // hotspot:1421
        return value[index];
    }

    static void checkIndex(int off, char[] val) {
        String.checkIndex(off, val.length); // hotspot:1624
    }
}

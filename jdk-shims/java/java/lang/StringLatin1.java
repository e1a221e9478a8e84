package java.lang;

/**
 * Named as HotSpot's frames name its Latin-1 string code, so that a failing {@code charAt} on a
 * string HotSpot would store in Latin-1 shows the same frames.
 */
final class StringLatin1 {
    private StringLatin1() {
    }

    static char charAt(char[] value, int index) {
        if (index < 0 || index >= value.length) {
            throw new StringIndexOutOfBoundsException(index); // hotspot:48
        }
        return value[index];
    }
}

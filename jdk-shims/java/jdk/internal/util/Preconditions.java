package jdk.internal.util;

/**
 * The index checks behind {@code Objects.checkIndex} & co., named as HotSpot's frames name
 * them: a failed check's trace shows {@code Preconditions.outOfBounds},
 * {@code outOfBoundsCheckIndex} and {@code checkIndex} above {@code Objects.checkIndex}.
 * Callers test the bounds themselves and call here only when they fail, so that the common
 * path costs no call.
 */
public final class Preconditions {
    private Preconditions() {
    }

    private static RuntimeException outOfBounds(String message) {
        return new IndexOutOfBoundsException(message); // hotspot:64
    }

    private static RuntimeException outOfBoundsCheckIndex(int index, int length) {
        return outOfBounds("Index " + index + " out of bounds for length " + length); // hotspot:70
    }

    private static RuntimeException outOfBoundsCheckFromToIndex(int fromIndex, int toIndex, int length) {
        return outOfBounds("Range [" + fromIndex + ", " + toIndex + ") out of bounds for length " + length); // hotspot:76
    }

    private static RuntimeException outOfBoundsCheckFromIndexSize(int fromIndex, int size, int length) {
        return outOfBounds("Range [" + fromIndex + ", " + fromIndex + " + " + size + ") out of bounds for length " + length); // hotspot:82
    }

    public static int checkIndex(int index, int length) {
        if (index < 0 || index >= length) {
            throw outOfBoundsCheckIndex(index, length); // hotspot:266
        }
        return index;
    }

    public static int checkFromToIndex(int fromIndex, int toIndex, int length) {
        if (fromIndex < 0 || fromIndex > toIndex || toIndex > length) {
            throw outOfBoundsCheckFromToIndex(fromIndex, toIndex, length); // hotspot:313
        }
        return fromIndex;
    }

    public static int checkFromIndexSize(int fromIndex, int size, int length) {
        if ((length | fromIndex | size) < 0 || size > length - fromIndex) {
            throw outOfBoundsCheckFromIndexSize(fromIndex, size, length); // hotspot:361
        }
        return fromIndex;
    }
}

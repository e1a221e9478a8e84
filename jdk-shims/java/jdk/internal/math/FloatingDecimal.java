package jdk.internal.math;

/**
 * Decimal text to {@code double}/{@code float}, named as HotSpot's frames name it, so that a
 * failing {@code Double.parseDouble} shows the same frames: {@code
 * FloatingDecimal.readJavaFormatString} under {@code FloatingDecimal.parseDouble}. The digits
 * are the natives' (Java's grammar, correctly rounded).
 */
public final class FloatingDecimal {
    private FloatingDecimal() {
    }

    public static double parseDouble(String s) throws NumberFormatException {
        return readJavaFormatString(s, false); // hotspot:110
    }

    public static float parseFloat(String s) throws NumberFormatException {
        return (float) readJavaFormatString(s, true); // hotspot:122
    }

    private static double readJavaFormatString(String in, boolean single) {
        String trimmed = in.trim(); // hotspot:1838
        try {
            return single ? parseFloat0(in) : parseDouble0(in);
        } catch (NumberFormatException e) {
            // Thrown again here, so that the frame's line says which check failed.
            String message = e.getMessage();
            if (trimmed.isEmpty()) {
                throw new NumberFormatException(message); // hotspot:1842
            }
            if (message.equals("multiple points")) {
                throw new NumberFormatException(message); // hotspot:1914
            }
            throw new NumberFormatException(message); // hotspot:2054
        }
    }

    private static native double parseDouble0(String s);

    private static native float parseFloat0(String s);
}

package java.lang;

public class NumberFormatException extends IllegalArgumentException {
    public NumberFormatException() {
        super();
    }

    public NumberFormatException(String s) {
        super(s);
    }

    /** The message the JDK's number parsers use: {@code For input string: "s"[ under radix r]}. */
    static NumberFormatException forInputString(String s, int radix) {
        if (radix == 10) {
            return new NumberFormatException("For input string: \"" + s + "\""); // hotspot:67
        }
        return new NumberFormatException("For input string: \"" + s + "\" under radix " + radix); // hotspot:67
    }

    /** {@code Error at index i in: "sub"} as used by the CharSequence parsers. */
    static NumberFormatException forCharSequence(CharSequence s, int beginIndex, int endIndex, int errorIndex) {
        CharSequence text = s.subSequence(beginIndex, endIndex);
        return new NumberFormatException("Error at index " + (errorIndex - beginIndex) + " in: \"" + text + "\""); // hotspot:83
    }
}

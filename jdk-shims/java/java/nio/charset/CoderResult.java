package java.nio.charset;

import java.nio.BufferOverflowException;
import java.nio.BufferUnderflowException;
import java.util.HashMap;

/** The outcome of a coding step: underflow, overflow, or an error over some input length. */
public class CoderResult {
    private static final int CR_UNDERFLOW = 0;
    private static final int CR_OVERFLOW = 1;
    private static final int CR_MALFORMED = 2;
    private static final int CR_UNMAPPABLE = 3;
    private static final String[] NAMES = {"UNDERFLOW", "OVERFLOW", "MALFORMED", "UNMAPPABLE"};

    private final int type;
    private final int length;

    private CoderResult(int type, int length) {
        this.type = type;
        this.length = length;
    }

    public static final CoderResult UNDERFLOW = new CoderResult(CR_UNDERFLOW, 0);
    public static final CoderResult OVERFLOW = new CoderResult(CR_OVERFLOW, 0);

    // results of one kind and length are the same object, as the JDK's cache makes them
    private static final HashMap<Integer, CoderResult> MALFORMED = new HashMap<>();
    private static final HashMap<Integer, CoderResult> UNMAPPABLE = new HashMap<>();

    public String toString() {
        return isError() ? NAMES[type] + "[" + length + "]" : NAMES[type];
    }

    public boolean isUnderflow() {
        return type == CR_UNDERFLOW;
    }

    public boolean isOverflow() {
        return type == CR_OVERFLOW;
    }

    public boolean isError() {
        return type >= CR_MALFORMED;
    }

    public boolean isMalformed() {
        return type == CR_MALFORMED;
    }

    public boolean isUnmappable() {
        return type == CR_UNMAPPABLE;
    }

    public int length() {
        if (!isError()) {
            throw new UnsupportedOperationException();
        }
        return length;
    }

    public static CoderResult malformedForLength(int length) {
        return cached(MALFORMED, CR_MALFORMED, length);
    }

    public static CoderResult unmappableForLength(int length) {
        return cached(UNMAPPABLE, CR_UNMAPPABLE, length);
    }

    private static CoderResult cached(HashMap<Integer, CoderResult> cache, int type, int length) {
        if (length <= 0) {
            throw new IllegalArgumentException("Non-positive length");
        }
        synchronized (cache) {
            CoderResult r = cache.get(length);
            if (r == null) {
                r = new CoderResult(type, length);
                cache.put(length, r);
            }
            return r;
        }
    }

    public void throwException() throws CharacterCodingException {
        switch (type) {
            case CR_UNDERFLOW:
                throw new BufferUnderflowException();
            case CR_OVERFLOW:
                throw new BufferOverflowException();
            case CR_MALFORMED:
                throw new MalformedInputException(length);
            default:
                throw new UnmappableCharacterException(length);
        }
    }
}

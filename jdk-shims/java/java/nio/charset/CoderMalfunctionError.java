package java.nio.charset;

/** A decodeLoop or encodeLoop threw: the coder, not its input, is at fault. */
public class CoderMalfunctionError extends Error {
    private static final long serialVersionUID = -1151412348057794301L;

    public CoderMalfunctionError(Exception cause) {
        super(cause);
    }
}

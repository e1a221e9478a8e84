package java.lang;

public class NullPointerException extends RuntimeException {
    private static final long serialVersionUID = 5162710183389028792L;

    /*
     * The helpful message of an NPE the VM threw (JEP 358) is computed when it
     * is first asked for, as HotSpot computes it: an exception nobody reads
     * costs no analysis of its method's bytecode.
     * 0: not thrown by the VM; 1: thrown by the VM, not computed yet; 2: computed.
     */
    private transient int extendedMessageState;
    private transient String extendedMessage;
    /** Where the VM threw it: method << 32 | instruction (set by the VM). */
    private transient long faultSite;

    public NullPointerException() {
        super();
    }

    public NullPointerException(String message) {
        super(message);
    }

    @Override
    public String getMessage() {
        String message = super.getMessage();
        if (message == null) {
            synchronized (this) {
                if (extendedMessageState == 1) {
                    extendedMessage = getExtendedNPEMessage(faultSite);
                    extendedMessageState = 2;
                }
                return extendedMessage;
            }
        }
        return message;
    }

    private static native String getExtendedNPEMessage(long site);
}

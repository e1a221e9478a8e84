package java.beans;

/** Thrown by a listener that rejects a proposed change of a constrained property. */
public class PropertyVetoException extends Exception {
    private static final long serialVersionUID = 129596057694162164L;

    private PropertyChangeEvent evt;

    public PropertyVetoException(String mess, PropertyChangeEvent evt) {
        super(mess);
        this.evt = evt;
    }

    public PropertyChangeEvent getPropertyChangeEvent() {
        return evt;
    }
}

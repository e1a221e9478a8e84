package java.beans;

import java.util.EventListener;

public interface VetoableChangeListener extends EventListener {
    void vetoableChange(PropertyChangeEvent evt) throws PropertyVetoException;
}

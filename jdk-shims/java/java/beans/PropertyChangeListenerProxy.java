package java.beans;

import java.util.EventListenerProxy;

/** A listener registered for one named property, as getPropertyChangeListeners() reports it. */
public class PropertyChangeListenerProxy extends EventListenerProxy<PropertyChangeListener>
        implements PropertyChangeListener {
    private final String propertyName;

    public PropertyChangeListenerProxy(String propertyName, PropertyChangeListener listener) {
        super(listener);
        this.propertyName = propertyName;
    }

    @Override
    public void propertyChange(PropertyChangeEvent event) {
        getListener().propertyChange(event);
    }

    public String getPropertyName() {
        return this.propertyName;
    }
}

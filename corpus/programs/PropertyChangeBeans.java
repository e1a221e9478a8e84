import java.beans.*;
import java.io.*;
import java.util.*;

/** A bean with bound and constrained properties, its listeners, proxies, vetoes and events. */
public class PropertyChangeBeans {
    static class Thermostat {
        private final PropertyChangeSupport changes = new PropertyChangeSupport(this);
        private final VetoableChangeSupport vetoes = new VetoableChangeSupport(this);
        private String mode = "off";
        private int target = 20;
        private boolean eco;
        private final double[] schedule = {18, 18, 21, 21};

        void addListener(PropertyChangeListener l) { changes.addPropertyChangeListener(l); }
        void addListener(String p, PropertyChangeListener l) { changes.addPropertyChangeListener(p, l); }
        void removeListener(PropertyChangeListener l) { changes.removePropertyChangeListener(l); }
        void addVeto(VetoableChangeListener l) { vetoes.addVetoableChangeListener(l); }
        void addVeto(String p, VetoableChangeListener l) { vetoes.addVetoableChangeListener(p, l); }

        void setMode(String mode) {
            String old = this.mode;
            this.mode = mode;
            changes.firePropertyChange("mode", old, mode);
        }

        void setTarget(int target) throws PropertyVetoException {
            vetoes.fireVetoableChange("target", this.target, target);
            int old = this.target;
            this.target = target;
            changes.firePropertyChange("target", old, target);
        }

        void setEco(boolean eco) {
            boolean old = this.eco;
            this.eco = eco;
            changes.firePropertyChange("eco", old, eco);
        }

        void setSlot(int i, double v) {
            double old = schedule[i];
            schedule[i] = v;
            changes.fireIndexedPropertyChange("schedule", i, old, v);
        }

        PropertyChangeSupport support() { return changes; }
        VetoableChangeSupport vetoSupport() { return vetoes; }

        @Override public String toString() { return "Thermostat[" + mode + "," + target + "," + eco + "]"; }
    }

    static class Recorder implements PropertyChangeListener {
        final String name;
        final List<String> seen = new ArrayList<>();
        Recorder(String name) { this.name = name; }
        @Override public void propertyChange(PropertyChangeEvent e) {
            String extra = e instanceof IndexedPropertyChangeEvent ie ? "[" + ie.getIndex() + "]" : "";
            seen.add(e.getPropertyName() + extra + ":" + e.getOldValue() + "->" + e.getNewValue());
        }
        @Override public String toString() { return "Recorder(" + name + ")"; }
    }

    public static void main(String[] args) throws Exception {
        Thermostat t = new Thermostat();
        Recorder all = new Recorder("all");
        Recorder modeOnly = new Recorder("mode");
        Recorder targetOnly = new Recorder("target");
        List<String> order = new ArrayList<>();
        t.addListener(all);
        t.addListener("mode", modeOnly);
        t.addListener("target", targetOnly);
        t.addListener(e -> order.add("lambda:" + e.getPropertyName()));
        t.addListener(new PropertyChangeListenerProxy("eco", e -> order.add("proxy:" + e.getPropertyName())));
        t.addListener("mode", new PropertyChangeListenerProxy("ignored", new PropertyChangeListenerProxy("also", modeOnly)));

        t.addVeto(e -> {
            int v = (Integer) e.getNewValue();
            order.add("range-check " + e.getOldValue() + "->" + v);
            if (v < 5 || v > 30) {
                throw new PropertyVetoException("target " + v + " out of range", e);
            }
        });
        t.addVeto("target", e -> order.add("audit " + e.getOldValue() + "->" + e.getNewValue()));

        t.setMode("heat");
        t.setMode("heat");
        t.setMode(null);
        t.setMode(null);
        t.setMode("cool");
        t.setEco(true);
        t.setEco(true);
        t.setTarget(22);
        t.setTarget(22);
        try {
            t.setTarget(40);
        } catch (PropertyVetoException e) {
            System.out.println("vetoed: " + e.getMessage() + " event=" + e.getPropertyChangeEvent());
        }
        t.setSlot(2, 22.5);
        t.setSlot(2, 22.5);
        t.support().fireIndexedPropertyChange("flags", 1, false, true);
        t.support().fireIndexedPropertyChange("levels", 0, 3, 3);
        t.support().firePropertyChange(new PropertyChangeEvent(t, null, 1, 2));

        System.out.println(t);
        System.out.println("all      " + all.seen);
        System.out.println("mode     " + modeOnly.seen);
        System.out.println("target   " + targetOnly.seen);
        System.out.println("order    " + order);

        PropertyChangeSupport pcs = t.support();
        System.out.println("hasListeners(mode)=" + pcs.hasListeners("mode") + " (null)=" + pcs.hasListeners(null));
        System.out.println("named mode: " + Arrays.toString(pcs.getPropertyChangeListeners("mode")));
        System.out.println("named none: " + pcs.getPropertyChangeListeners("none").length + " null: " + pcs.getPropertyChangeListeners(null).length);
        for (PropertyChangeListener l : pcs.getPropertyChangeListeners()) {
            if (l instanceof PropertyChangeListenerProxy p) {
                System.out.println("  proxy " + p.getPropertyName() + " -> " + (p.getListener() instanceof Recorder ? p.getListener() : "lambda"));
            } else {
                System.out.println("  every " + (l instanceof Recorder ? l : "lambda"));
            }
        }
        pcs.removePropertyChangeListener(new PropertyChangeListenerProxy("mode", modeOnly));
        pcs.removePropertyChangeListener("target", targetOnly);
        pcs.removePropertyChangeListener("target", targetOnly);
        t.removeListener(all);
        t.removeListener(null);
        pcs.addPropertyChangeListener(null);
        pcs.addPropertyChangeListener(null, all);
        System.out.println("after removals: mode=" + pcs.getPropertyChangeListeners("mode").length
                + " target=" + pcs.getPropertyChangeListeners("target").length + " total=" + pcs.getPropertyChangeListeners().length);

        VetoableChangeListener[] vs = t.vetoSupport().getVetoableChangeListeners();
        System.out.println("vetoable listeners " + vs.length + " proxy=" + (vs[1] instanceof VetoableChangeListenerProxy vp ? vp.getPropertyName() : "-")
                + " hasListeners(x)=" + t.vetoSupport().hasListeners("x"));

        PropertyChangeEvent e = new PropertyChangeEvent("src", "name", "old", "new");
        e.setPropagationId(42);
        System.out.println(e);
        System.out.println(new IndexedPropertyChangeEvent("src", "items", null, List.of(1, 2), 7));
        System.out.println(new PropertyChangeEvent(t, null, null, null));
        System.out.println(new PropertyVetoException("no", e).getPropertyChangeEvent().getPropagationId());
        try {
            new PropertyChangeSupport(null);
        } catch (NullPointerException ex) {
            System.out.println("NPE for null source");
        }
        try {
            new PropertyChangeEvent(null, "x", 1, 2);
        } catch (IllegalArgumentException ex) {
            System.out.println(ex);
        }

        // a listener that adds another while an event is delivered: the new one waits for the next event
        PropertyChangeSupport live = new PropertyChangeSupport("live");
        List<String> log = new ArrayList<>();
        live.addPropertyChangeListener(ev -> {
            log.add("first " + ev.getNewValue());
            if (log.size() == 1) {
                live.addPropertyChangeListener(ev2 -> log.add("late " + ev2.getNewValue()));
            }
        });
        live.firePropertyChange("n", 0, 1);
        live.firePropertyChange("n", 1, 2);
        System.out.println(log);

        // serializable listeners survive serialization of the support, the others are dropped
        PropertyChangeSupport ser = new PropertyChangeSupport("bean");
        ser.addPropertyChangeListener(new Counting());
        ser.addPropertyChangeListener(new Counting());
        ser.addPropertyChangeListener(ev -> { });
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(ser);
        }
        PropertyChangeSupport back;
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            back = (PropertyChangeSupport) in.readObject();
        }
        System.out.println("serialized " + bytes.size() + " bytes; listeners back: " + back.getPropertyChangeListeners().length
                + " named size: " + back.getPropertyChangeListeners("size").length);
        back.firePropertyChange("size", 1, 2);
        back.firePropertyChange("other", 1, 2);
        System.out.println("fired, counts: " + Counting.total);
    }

    static class Counting implements PropertyChangeListener, Serializable {
        static int total;
        @Override public void propertyChange(PropertyChangeEvent evt) { total++; }
    }
}

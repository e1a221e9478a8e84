import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.Externalizable;
import java.io.IOException;
import java.io.InputStream;
import java.io.InvalidObjectException;
import java.io.ObjectInput;
import java.io.ObjectInputStream;
import java.io.ObjectInputValidation;
import java.io.ObjectOutput;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.io.ObjectStreamException;
import java.io.ObjectStreamField;
import java.io.OutputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * The hooks a class uses to control its serialized form: private
 * writeObject/readObject with extra data, readResolve (singletons),
 * writeReplace (serialization proxies), Externalizable,
 * serialPersistentFields with putFields/readFields, readObjectNoData,
 * a non-serializable superclass whose constructor runs on read, and the
 * stream subclass hooks (replaceObject, resolveObject, resolveClass,
 * annotateClass, registerValidation).
 */
public class SerializationCustom {
    static final List<String> log = new ArrayList<>();

    static class Account implements Serializable {
        private static final long serialVersionUID = 10L;
        String owner;
        transient int balanceCents;
        transient String audit = "fresh";

        Account(String owner, int balanceCents) {
            this.owner = owner;
            this.balanceCents = balanceCents;
        }

        private void writeObject(ObjectOutputStream out) throws IOException {
            log.add("Account.writeObject");
            out.defaultWriteObject();
            out.writeInt(balanceCents * 3);
            out.writeUTF("checksum");
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            balanceCents = in.readInt() / 3;
            String tag = in.readUTF();
            log.add("Account.readObject tag=" + tag + " audit=" + audit);
            audit = "restored";
        }
    }

    static final class Singleton implements Serializable {
        private static final long serialVersionUID = 11L;
        static final Singleton INSTANCE = new Singleton();

        private Singleton() {
        }

        private Object readResolve() throws ObjectStreamException {
            log.add("Singleton.readResolve");
            return INSTANCE;
        }
    }

    /** Written as its proxy (Effective Java item 90). */
    static final class Period implements Serializable {
        private static final long serialVersionUID = 12L;
        final int start;
        final int end;

        Period(int start, int end) {
            if (start > end) {
                throw new IllegalArgumentException(start + " after " + end);
            }
            this.start = start;
            this.end = end;
        }

        private Object writeReplace() {
            log.add("Period.writeReplace");
            return new Proxy(this);
        }

        private void readObject(ObjectInputStream in) throws InvalidObjectException {
            throw new InvalidObjectException("Proxy required");
        }

        private static final class Proxy implements Serializable {
            private static final long serialVersionUID = 13L;
            private final int start;
            private final int end;

            Proxy(Period p) {
                start = p.start;
                end = p.end;
            }

            private Object readResolve() {
                log.add("Period.Proxy.readResolve");
                return new Period(start, end);
            }
        }

        @Override
        public String toString() {
            return "Period[" + start + ".." + end + "]";
        }
    }

    public static class Ext implements Externalizable {
        String name;
        int version;

        public Ext() {
            log.add("Ext() no-arg constructor");
        }

        Ext(String name, int version) {
            this.name = name;
            this.version = version;
        }

        @Override
        public void writeExternal(ObjectOutput out) throws IOException {
            log.add("Ext.writeExternal");
            out.writeUTF(name);
            out.writeInt(version);
            out.writeObject(List.of("x").getClass() == null ? null : "nested");
        }

        @Override
        public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
            name = in.readUTF();
            version = in.readInt();
            Object nested = in.readObject();
            log.add("Ext.readExternal " + name + " " + version + " " + nested);
        }
    }

    /** Stored under names that differ from its fields (serialPersistentFields). */
    static class Temperature implements Serializable {
        private static final long serialVersionUID = 14L;
        private static final ObjectStreamField[] serialPersistentFields = {
            new ObjectStreamField("fahrenheit", double.class),
            new ObjectStreamField("label", String.class),
        };
        transient double celsius;
        transient String name;

        Temperature(double celsius, String name) {
            this.celsius = celsius;
            this.name = name;
        }

        private void writeObject(ObjectOutputStream out) throws IOException {
            ObjectOutputStream.PutField f = out.putFields();
            f.put("fahrenheit", celsius * 9 / 5 + 32);
            f.put("label", name);
            out.writeFields();
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            ObjectInputStream.GetField f = in.readFields();
            celsius = (f.get("fahrenheit", 0.0) - 32) * 5 / 9;
            name = (String) f.get("label", "?");
            log.add("Temperature.readFields defaulted(label)=" + f.defaulted("label") + " class="
                    + f.getObjectStreamClass().getName());
        }
    }

    /** Not serializable: its no-arg constructor runs on read, its fields are not written. */
    static class Base {
        int baseValue = 5;
        String baseNote;

        Base() {
            log.add("Base() runs, baseValue=" + baseValue);
            baseNote = "from Base()";
        }

        Base(int v) {
            baseValue = v;
            baseNote = "from Base(int)";
        }
    }

    static class Derived extends Base implements Serializable {
        private static final long serialVersionUID = 15L;
        int own = 1;
        String text = "initialised";

        Derived(int v) {
            super(v);
            log.add("Derived(int) runs");
        }
    }

    static class Parent implements Serializable {
        private static final long serialVersionUID = 16L;
        int p = 0;

        private void readObjectNoData() throws ObjectStreamException {
            log.add("Parent.readObjectNoData");
            p = -1;
        }
    }

    static class Child extends Parent {
        private static final long serialVersionUID = 17L;
        int c;
    }

    static class Tracked implements Serializable, ObjectInputValidation {
        private static final long serialVersionUID = 18L;
        final String id;

        Tracked(String id) {
            this.id = id;
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            in.registerValidation(this, id.length());
            log.add("Tracked.readObject " + id);
        }

        @Override
        public void validateObject() {
            log.add("validate " + id);
        }
    }

    static class Marker implements Serializable {
        private static final long serialVersionUID = 19L;
        String v;

        Marker(String v) {
            this.v = v;
        }
    }

    static class ReplacingOut extends ObjectOutputStream {
        ReplacingOut(OutputStream out) throws IOException {
            super(out);
            enableReplaceObject(true);
        }

        @Override
        protected Object replaceObject(Object obj) {
            if (obj instanceof Marker m) {
                return new Marker(m.v + "+replaced");
            }
            return obj;
        }

        @Override
        protected void annotateClass(Class<?> cl) throws IOException {
            writeUTF("annotation for " + cl.getSimpleName());
        }
    }

    static class ResolvingIn extends ObjectInputStream {
        ResolvingIn(InputStream in) throws IOException {
            super(in);
            enableResolveObject(true);
        }

        @Override
        protected Object resolveObject(Object obj) {
            if (obj instanceof String s) {
                return s.toUpperCase();
            }
            return obj;
        }

        @Override
        protected Class<?> resolveClass(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
            String note = readUTF();
            log.add("resolveClass " + desc.getName() + " [" + note + "]");
            return super.resolveClass(desc);
        }
    }

    static byte[] write(Object o) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bo)) {
            out.writeObject(o);
        }
        return bo.toByteArray();
    }

    static Object read(byte[] b) throws IOException, ClassNotFoundException {
        return new ObjectInputStream(new ByteArrayInputStream(b)).readObject();
    }

    static String hex(byte[] bytes) {
        StringBuilder sb = new StringBuilder();
        for (byte b : bytes) {
            sb.append(String.format("%02x", b));
        }
        return sb.toString();
    }

    static void flush(String title) {
        System.out.println(title);
        for (String s : log) {
            System.out.println("  " + s);
        }
        log.clear();
    }

    public static void main(String[] args) throws Exception {
        byte[] b = write(new Account("ann", 1234));
        System.out.println("Account: " + hex(b));
        Account a = (Account) read(b);
        System.out.println("  " + a.owner + " " + a.balanceCents + " " + a.audit);
        flush("log:");

        b = write(Singleton.INSTANCE);
        System.out.println("Singleton: " + hex(b));
        System.out.println("  same instance: " + (read(b) == Singleton.INSTANCE));
        flush("log:");

        b = write(new Period(3, 9));
        System.out.println("Period: " + hex(b));
        System.out.println("  " + read(b));
        flush("log:");

        b = write(new Ext("ext", 4));
        System.out.println("Ext: " + hex(b));
        Ext e = (Ext) read(b);
        System.out.println("  " + e.name + " " + e.version);
        flush("log:");

        ByteArrayOutputStream v1 = new ByteArrayOutputStream();
        ObjectOutputStream o1 = new ObjectOutputStream(v1);
        o1.useProtocolVersion(ObjectOutputStream.PROTOCOL_VERSION_1);
        o1.writeObject(new Ext("old", 1));
        o1.close();
        System.out.println("Ext, protocol 1: " + hex(v1.toByteArray()));
        System.out.println("  " + ((Ext) read(v1.toByteArray())).name);
        flush("log:");

        b = write(new Temperature(100, "boiling"));
        System.out.println("Temperature: " + hex(b));
        Temperature t = (Temperature) read(b);
        System.out.println("  " + t.celsius + " " + t.name);
        flush("log:");

        Derived d = new Derived(42);
        d.baseValue = 77;
        d.own = 2;
        d.text = "changed";
        b = write(d);
        log.clear();
        System.out.println("Derived: " + hex(b));
        Derived dr = (Derived) read(b);
        System.out.println("  baseValue=" + dr.baseValue + " baseNote=" + dr.baseNote + " own=" + dr.own + " text="
                + dr.text);
        flush("log:");

        // A stream written when Child's superclass was not serializable: no data for Parent.
        ByteArrayOutputStream hand = new ByteArrayOutputStream();
        DataOutputStream dout = new DataOutputStream(hand);
        dout.writeShort(0xaced);
        dout.writeShort(5);
        dout.writeByte(0x73);
        dout.writeByte(0x72);
        dout.writeUTF(Child.class.getName());
        dout.writeLong(17L);
        dout.writeByte(0x02);
        dout.writeShort(1);
        dout.writeByte('I');
        dout.writeUTF("c");
        dout.writeByte(0x78);
        dout.writeByte(0x70);
        dout.writeInt(31);
        Child c = (Child) read(hand.toByteArray());
        System.out.println("Child from hand-made stream: c=" + c.c + " p=" + c.p);
        flush("log:");

        List<Tracked> tracked = List.of(new Tracked("a"), new Tracked("bbb"), new Tracked("cc"));
        b = write(new ArrayList<>(tracked));
        read(b);
        flush("validations (highest priority first):");

        ByteArrayOutputStream ro = new ByteArrayOutputStream();
        ObjectOutputStream rout = new ReplacingOut(ro);
        rout.writeObject(new Marker("m"));
        rout.writeObject("text");
        rout.close();
        System.out.println("replaced/annotated: " + hex(ro.toByteArray()));
        ObjectInputStream rin = new ResolvingIn(new ByteArrayInputStream(ro.toByteArray()));
        Marker m = (Marker) rin.readObject();
        System.out.println("  " + m.v + " " + rin.readObject());
        flush("log:");
    }
}

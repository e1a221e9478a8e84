import java.io.ObjectStreamClass;
import java.io.ObjectStreamField;
import java.io.Serializable;
import java.util.Arrays;

/**
 * What a persistence layer checks before it stores objects: which classes
 * are serializable, their declared serialVersionUID, and the fields
 * serialization would write (primitives first, then by name; transient and
 * static left out; serialPersistentFields when declared).
 */
public class SerialFieldsReport {
    static class Customer implements Serializable {
        private static final long serialVersionUID = 42L;
        static int instances;
        String name;
        int age;
        transient String cachedLabel;
        long id;
        java.util.List<String> tags;
        boolean active;
    }

    static class Custom implements Serializable {
        private static final long serialVersionUID = 7L;
        private static final ObjectStreamField[] serialPersistentFields = {
            new ObjectStreamField("zeta", String.class), new ObjectStreamField("alpha", int.class)
        };
        String ignored;
    }

    static class NotSerial {
        int x;
    }

    public static void main(String[] args) {
        for (Class<?> c : new Class<?>[] {Customer.class, Custom.class, NotSerial.class}) {
            ObjectStreamClass d = ObjectStreamClass.lookup(c);
            if (d == null) {
                System.out.println(c.getSimpleName() + ": not serializable");
                continue;
            }
            System.out.println(d.getName() + " fields " + Arrays.toString(d.getFields()));
            for (ObjectStreamField f : d.getFields()) {
                System.out.println("  " + f.getName() + " code=" + f.getTypeCode() + " type=" + f.getType().getSimpleName()
                        + " string=" + f.getTypeString() + " primitive=" + f.isPrimitive());
            }
            {
                System.out.println("  serialVersionUID " + d.getSerialVersionUID() + " forClass " + d.forClass().getSimpleName()
                        + " field(age) " + d.getField("age"));
            }
        }
        System.out.println("lookupAny " + ObjectStreamClass.lookupAny(NotSerial.class).getFields().length);
    }
}

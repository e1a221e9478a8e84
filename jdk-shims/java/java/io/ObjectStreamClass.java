package java.io;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A serializable class's description: its name, serialVersionUID and
 * serializable fields. Object streams themselves (ObjectOutputStream,
 * ObjectInputStream) are not provided yet, nor the default
 * serialVersionUID of a class that declares none (the hash of its shape):
 * asking for it throws, naming the gap.
 */
public class ObjectStreamClass implements Serializable {
    private static final long serialVersionUID = -6120832682080437368L;

    public static final ObjectStreamField[] NO_FIELDS = new ObjectStreamField[0];

    private final Class<?> cl;
    private final ObjectStreamField[] fields;
    /** The declared serialVersionUID, or null. */
    private final Long suid;

    private ObjectStreamClass(Class<?> cl) {
        this.cl = cl;
        this.fields = serialFields(cl);
        this.suid = declaredSuid(cl);
    }

    public static ObjectStreamClass lookup(Class<?> cl) {
        return Serializable.class.isAssignableFrom(cl) ? new ObjectStreamClass(cl) : null;
    }

    public static ObjectStreamClass lookupAny(Class<?> cl) {
        return new ObjectStreamClass(cl);
    }

    public String getName() {
        return cl.getName();
    }

    public long getSerialVersionUID() {
        if (suid == null) {
            throw new UnsupportedOperationException("the default serialVersionUID of " + cl.getName()
                    + " (declared none) is not provided by Terrarium's class library");
        }
        return suid;
    }

    public Class<?> forClass() {
        return cl;
    }

    public ObjectStreamField[] getFields() {
        return fields.clone();
    }

    public ObjectStreamField getField(String name) {
        for (ObjectStreamField f : fields) {
            if (f.getName().equals(name)) {
                return f;
            }
        }
        return null;
    }

    @Override
    public String toString() {
        return getName() + ": static final long serialVersionUID = " + getSerialVersionUID() + "L;";
    }

    /** serialPersistentFields if the class declares them, else its non-static, non-transient fields. */
    private static ObjectStreamField[] serialFields(Class<?> cl) {
        if (!Serializable.class.isAssignableFrom(cl) || cl.isEnum() || cl.isInterface() || cl.isArray()) {
            return NO_FIELDS;
        }
        try {
            Field f = cl.getDeclaredField("serialPersistentFields");
            int mask = Modifier.PRIVATE | Modifier.STATIC | Modifier.FINAL;
            if ((f.getModifiers() & mask) == mask && f.getType() == ObjectStreamField[].class) {
                f.setAccessible(true);
                ObjectStreamField[] declared = (ObjectStreamField[]) f.get(null);
                if (declared != null) {
                    ObjectStreamField[] copy = declared.clone();
                    Arrays.sort(copy);
                    return copy;
                }
            }
        } catch (NoSuchFieldException | IllegalAccessException e) {
            // no declared serial fields
        }
        List<ObjectStreamField> list = new ArrayList<>();
        for (Field f : cl.getDeclaredFields()) {
            if ((f.getModifiers() & (Modifier.STATIC | Modifier.TRANSIENT)) == 0) {
                list.add(new ObjectStreamField(f.getName(), f.getType(), false));
            }
        }
        ObjectStreamField[] out = list.toArray(NO_FIELDS);
        Arrays.sort(out);
        return out;
    }

    private static Long declaredSuid(Class<?> cl) {
        try {
            Field f = cl.getDeclaredField("serialVersionUID");
            int mask = Modifier.STATIC | Modifier.FINAL;
            if ((f.getModifiers() & mask) == mask && f.getType() == long.class) {
                f.setAccessible(true);
                return f.getLong(null);
            }
        } catch (NoSuchFieldException | IllegalAccessException e) {
            // not declared
        }
        return null;
    }
}

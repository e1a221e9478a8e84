package jdk.internal.terrarium;

/**
 * Declared instance fields by name, read and written by slot: what the atomic
 * field updaters stand on (the library has no reflection). Natives: see
 * jdk-shims/src/natives/fields.rs.
 */
public final class FieldAccess {
    private FieldAccess() {
    }

    /**
     * Guards every atomic read-modify-write of a field or array element made
     * through the field updaters, VarHandles and sun.misc.Unsafe (and their
     * writes), so that one kind's compare-and-set excludes another's: a green
     * thread's turn may end between the read and the write.
     */
    public static final Object LOCK = new Object();

    /** The slot of instance field `name` declared by `c`; -1: none, -2: it is static. */
    public static native int slot(Class<?> c, String name);

    /** The field's access flags (java.lang.reflect.Modifier's bits). */
    public static native int modifiers(Class<?> c, String name);

    /** The field's type descriptor ("I", "J", "Ljava/lang/String;"), null if none. */
    public static native String descriptor(Class<?> c, String name);

    public static native Object getObject(Object o, int slot);

    public static native int getInt(Object o, int slot);

    public static native long getLong(Object o, int slot);

    public static native void putObject(Object o, int slot, Object v);

    public static native void putInt(Object o, int slot, int v);

    public static native void putLong(Object o, int slot, long v);
}

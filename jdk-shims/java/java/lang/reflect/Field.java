package java.lang.reflect;

import java.lang.annotation.Annotation;
import java.util.Map;
import java.util.Objects;
import jdk.internal.terrarium.reflect.AnnotationParser;
import jdk.internal.terrarium.reflect.Annotations;
import jdk.internal.terrarium.reflect.GenericTypes;
import jdk.internal.terrarium.reflect.VmReflect;

/**
 * Made by the VM ({@code VmReflect.declaredFields}); {@code slot} is the
 * field's index among its class's declared fields. Reads and writes check
 * and convert as HotSpot's field accessors do, with their messages.
 */
public final class Field extends AccessibleObject implements Member {
    private Class<?> clazz;
    private int slot;
    private String name;
    private Class<?> type;
    private int modifiers;
    private transient Map<Class<? extends Annotation>, Annotation> declaredAnnotations;

    private Field() {
    }

    int slot() {
        return slot;
    }

    Field copy() {
        Field f = new Field();
        f.clazz = clazz;
        f.slot = slot;
        f.name = name;
        f.type = type;
        f.modifiers = modifiers;
        return f;
    }

    @Override
    public Class<?> getDeclaringClass() {
        return clazz;
    }

    @Override
    public String getName() {
        return name;
    }

    @Override
    public int getModifiers() {
        return modifiers;
    }

    public boolean isEnumConstant() {
        return (getModifiers() & Modifier.ENUM) != 0;
    }

    @Override
    public boolean isSynthetic() {
        return (getModifiers() & Modifier.SYNTHETIC) != 0;
    }

    public Class<?> getType() {
        return type;
    }

    public Type getGenericType() {
        String sig = VmReflect.signature(clazz, VmReflect.FIELD, slot);
        return sig == null ? getType() : GenericTypes.fieldType(sig, clazz);
    }

    public AnnotatedType getAnnotatedType() {
        return jdk.internal.terrarium.reflect.AnnotatedTypes.of(getGenericType());
    }

    @Override
    public boolean equals(Object obj) {
        if (obj instanceof Field other) {
            return getDeclaringClass() == other.getDeclaringClass() && getName().equals(other.getName())
                    && getType() == other.getType();
        }
        return false;
    }

    @Override
    public int hashCode() {
        return getDeclaringClass().getName().hashCode() ^ getName().hashCode();
    }

    @Override
    public String toString() {
        int mod = getModifiers();
        return (((mod == 0) ? "" : (Modifier.toString(mod) + " ")) + getType().getTypeName() + " "
                + getDeclaringClass().getTypeName() + "." + getName());
    }

    public String toGenericString() {
        int mod = getModifiers();
        Type fieldType = getGenericType();
        return (((mod == 0) ? "" : (Modifier.toString(mod) + " ")) + fieldType.getTypeName() + " "
                + getDeclaringClass().getTypeName() + "." + getName());
    }

    // Reads.

    public Object get(Object obj) throws IllegalArgumentException, IllegalAccessException {
        Object o = receiver(obj);
        switch (code()) {
            case 'Z': return Boolean.valueOf(VmReflect.getInt(o, clazz, slot) != 0);
            case 'B': return Byte.valueOf((byte) VmReflect.getInt(o, clazz, slot));
            case 'C': return Character.valueOf((char) VmReflect.getInt(o, clazz, slot));
            case 'S': return Short.valueOf((short) VmReflect.getInt(o, clazz, slot));
            case 'I': return Integer.valueOf(VmReflect.getInt(o, clazz, slot));
            case 'J': return Long.valueOf(VmReflect.getLong(o, clazz, slot));
            case 'F': return Float.valueOf(VmReflect.getFloat(o, clazz, slot));
            case 'D': return Double.valueOf(VmReflect.getDouble(o, clazz, slot));
            default: return VmReflect.getReference(o, clazz, slot);
        }
    }

    public boolean getBoolean(Object obj) throws IllegalArgumentException, IllegalAccessException {
        Object o = receiver(obj);
        if (code() != 'Z') {
            throw getError("boolean");
        }
        return VmReflect.getInt(o, clazz, slot) != 0;
    }

    public byte getByte(Object obj) throws IllegalArgumentException, IllegalAccessException {
        Object o = receiver(obj);
        if (code() != 'B') {
            throw getError("byte");
        }
        return (byte) VmReflect.getInt(o, clazz, slot);
    }

    public char getChar(Object obj) throws IllegalArgumentException, IllegalAccessException {
        Object o = receiver(obj);
        if (code() != 'C') {
            throw getError("char");
        }
        return (char) VmReflect.getInt(o, clazz, slot);
    }

    public short getShort(Object obj) throws IllegalArgumentException, IllegalAccessException {
        Object o = receiver(obj);
        char c = code();
        if (c != 'B' && c != 'S') {
            throw getError("short");
        }
        return (short) VmReflect.getInt(o, clazz, slot);
    }

    public int getInt(Object obj) throws IllegalArgumentException, IllegalAccessException {
        return intValue(receiver(obj), "int");
    }

    public long getLong(Object obj) throws IllegalArgumentException, IllegalAccessException {
        Object o = receiver(obj);
        return code() == 'J' ? VmReflect.getLong(o, clazz, slot) : intValue(o, "long");
    }

    public float getFloat(Object obj) throws IllegalArgumentException, IllegalAccessException {
        Object o = receiver(obj);
        switch (code()) {
            case 'F': return VmReflect.getFloat(o, clazz, slot);
            case 'J': return VmReflect.getLong(o, clazz, slot);
            default: return intValue(o, "float");
        }
    }

    public double getDouble(Object obj) throws IllegalArgumentException, IllegalAccessException {
        Object o = receiver(obj);
        switch (code()) {
            case 'D': return VmReflect.getDouble(o, clazz, slot);
            case 'F': return VmReflect.getFloat(o, clazz, slot);
            case 'J': return VmReflect.getLong(o, clazz, slot);
            default: return intValue(o, "double");
        }
    }

    /** The value of a byte, short, char or int field, else the error for reading it as {@code as}. */
    private int intValue(Object o, String as) {
        switch (code()) {
            case 'B': case 'S': case 'C': case 'I': return VmReflect.getInt(o, clazz, slot);
            default: throw getError(as);
        }
    }

    // Writes.

    public void set(Object obj, Object value) throws IllegalArgumentException, IllegalAccessException {
        Object o = writableReceiver(obj, value);
        if (!type.isPrimitive()) {
            if (value != null && !type.isInstance(value)) {
                throw setError(value.getClass().getName(), "");
            }
            VmReflect.putReference(o, clazz, slot, value);
            return;
        }
        Object w = widen(value, type);
        if (w == null) {
            throw setError(value == null ? "" : value.getClass().getName(), "");
        }
        store(o, w);
    }

    public void setBoolean(Object obj, boolean z) throws IllegalArgumentException, IllegalAccessException {
        setPrimitive(obj, Boolean.valueOf(z), "boolean", Boolean.toString(z));
    }

    public void setByte(Object obj, byte b) throws IllegalArgumentException, IllegalAccessException {
        setPrimitive(obj, Byte.valueOf(b), "byte", Byte.toString(b));
    }

    public void setChar(Object obj, char c) throws IllegalArgumentException, IllegalAccessException {
        setPrimitive(obj, Character.valueOf(c), "char", Character.toString(c));
    }

    public void setShort(Object obj, short s) throws IllegalArgumentException, IllegalAccessException {
        setPrimitive(obj, Short.valueOf(s), "short", Short.toString(s));
    }

    public void setInt(Object obj, int i) throws IllegalArgumentException, IllegalAccessException {
        setPrimitive(obj, Integer.valueOf(i), "int", Integer.toString(i));
    }

    public void setLong(Object obj, long l) throws IllegalArgumentException, IllegalAccessException {
        setPrimitive(obj, Long.valueOf(l), "long", Long.toString(l));
    }

    public void setFloat(Object obj, float f) throws IllegalArgumentException, IllegalAccessException {
        setPrimitive(obj, Float.valueOf(f), "float", Float.toString(f));
    }

    public void setDouble(Object obj, double d) throws IllegalArgumentException, IllegalAccessException {
        setPrimitive(obj, Double.valueOf(d), "double", Double.toString(d));
    }

    private void setPrimitive(Object obj, Object boxed, String kind, String text) throws IllegalAccessException {
        Object o = receiver(obj, 3);
        if (isReadOnly()) {
            throw new IllegalAccessException(setMessage(kind, text));
        }
        Object w = type.isPrimitive() ? widen(boxed, type) : null;
        if (w == null) {
            throw setError(kind, text);
        }
        store(o, w);
    }

    private void store(Object o, Object w) {
        switch (code()) {
            case 'Z': VmReflect.putInt(o, clazz, slot, ((Boolean) w) ? 1 : 0); break;
            case 'B': VmReflect.putInt(o, clazz, slot, (Byte) w); break;
            case 'C': VmReflect.putInt(o, clazz, slot, (Character) w); break;
            case 'S': VmReflect.putInt(o, clazz, slot, (Short) w); break;
            case 'I': VmReflect.putInt(o, clazz, slot, (Integer) w); break;
            case 'J': VmReflect.putLong(o, clazz, slot, (Long) w); break;
            case 'F': VmReflect.putFloat(o, clazz, slot, (Float) w); break;
            default: VmReflect.putDouble(o, clazz, slot, (Double) w); break;
        }
    }

    /**
     * {@code value} (a box) widened to primitive type {@code t} and boxed as
     * {@code t}'s box, or null if no widening conversion exists.
     */
    static Object widen(Object value, Class<?> t) {
        if (value instanceof Boolean) {
            return t == boolean.class ? value : null;
        }
        long l;
        double d;
        int rank; // the width of the value's type: byte/short/char 0-2, int 3, long 4, float 5, double 6
        if (value instanceof Byte b) {
            l = b; rank = 0;
        } else if (value instanceof Short s) {
            l = s; rank = 1;
        } else if (value instanceof Character c) {
            l = c; rank = 2;
        } else if (value instanceof Integer i) {
            l = i; rank = 3;
        } else if (value instanceof Long x) {
            l = x; rank = 4;
        } else if (value instanceof Float f) {
            l = 0; rank = 5; d = f;
            if (t == float.class) return value;
            return t == double.class ? Double.valueOf(d) : null;
        } else if (value instanceof Double x) {
            return t == double.class ? x : null;
        } else {
            return null;
        }
        if (t == byte.class) return rank == 0 ? value : null;
        if (t == short.class) return rank <= 1 && rank != 2 ? Short.valueOf((short) l) : null;
        if (t == char.class) return rank == 2 ? value : null;
        if (t == int.class) return rank <= 3 ? Integer.valueOf((int) l) : null;
        if (t == long.class) return Long.valueOf(l);
        if (t == float.class) return Float.valueOf((float) l);
        if (t == double.class) return Double.valueOf((double) l);
        return null;
    }

    // Checks.

    /** The type's descriptor letter ('L' for references and arrays). */
    private char code() {
        return type.isPrimitive() ? type.descriptorString().charAt(0) : 'L';
    }

    /** The object to read from: checked for access (the caller is 2 frames up), null for statics. */
    private Object receiver(Object obj) throws IllegalAccessException {
        return receiver(obj, 3);
    }

    private Object receiver(Object obj, int callerDepth) throws IllegalAccessException {
        boolean isStatic = Modifier.isStatic(modifiers);
        if (!override) {
            checkAccess(VmReflect.callerClass(callerDepth), clazz, isStatic ? null : obj.getClass(), modifiers);
        }
        return isStatic ? null : ensureObj(obj);
    }

    private Object ensureObj(Object o) {
        if (!clazz.isAssignableFrom(o.getClass())) {
            throw setError(o.getClass().getName(), "");
        }
        return o;
    }

    private Object writableReceiver(Object obj, Object value) throws IllegalAccessException {
        Object o = receiver(obj, 3);
        if (isReadOnly()) {
            throw new IllegalAccessException(setMessage(value == null ? "" : value.getClass().getName(), ""));
        }
        return o;
    }

    /** Final fields are writable only after setAccessible, never static or record ones. */
    private boolean isReadOnly() {
        return Modifier.isFinal(modifiers)
                && (!override || Modifier.isStatic(modifiers) || clazz.isRecord() || clazz.isHidden());
    }

    private IllegalArgumentException getError(String as) {
        return new IllegalArgumentException("Attempt to get " + type.getName() + " field \"" + clazz.getName() + "."
                + name + "\" with illegal data type conversion to " + as);
    }

    private IllegalArgumentException setError(String attemptedType, String attemptedValue) {
        return new IllegalArgumentException(setMessage(attemptedType, attemptedValue));
    }

    private String setMessage(String attemptedType, String attemptedValue) {
        String err = "Can not set";
        if (Modifier.isStatic(modifiers)) {
            err += " static";
        }
        if (Modifier.isFinal(modifiers)) {
            err += " final";
        }
        err += " " + type.getName() + " field " + clazz.getName() + "." + name + " to ";
        if (!attemptedValue.isEmpty()) {
            err += "(" + attemptedType + ")" + attemptedValue;
        } else if (!attemptedType.isEmpty()) {
            err += attemptedType;
        } else {
            err += "null value";
        }
        return err;
    }

    // Annotations.

    private Map<Class<? extends Annotation>, Annotation> declaredAnnotations() {
        Map<Class<? extends Annotation>, Annotation> m = declaredAnnotations;
        if (m == null) {
            m = Annotations.parse(VmReflect.annotations(clazz, VmReflect.FIELD, slot), clazz);
            declaredAnnotations = m;
        }
        return m;
    }

    @Override
    public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        Objects.requireNonNull(annotationClass);
        return annotationClass.cast(declaredAnnotations().get(annotationClass));
    }

    @Override
    public <T extends Annotation> T[] getAnnotationsByType(Class<T> annotationClass) {
        Objects.requireNonNull(annotationClass);
        return AnnotationParser.getDirectlyAndIndirectlyPresent(declaredAnnotations(), annotationClass);
    }

    @Override
    public Annotation[] getDeclaredAnnotations() {
        return AnnotationParser.toArray(declaredAnnotations());
    }
}

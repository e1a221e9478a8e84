package java.io;

import java.lang.reflect.Field;

/**
 * A serializable field of a class: its name and type, ordered as
 * serialization orders them. A field read from a stream and not matched
 * to a local one reports Object for any reference type, as the JDK's does.
 */
public class ObjectStreamField implements Comparable<Object> {
    private final String name;
    private final String signature;
    private final Class<?> type;
    private final boolean unshared;
    /** The local field this one stands for, or null. */
    private final Field field;
    private int offset;

    public ObjectStreamField(String name, Class<?> type) {
        this(name, type, false);
    }

    public ObjectStreamField(String name, Class<?> type, boolean unshared) {
        if (name == null) {
            throw new NullPointerException();
        }
        this.name = name;
        this.type = type;
        this.unshared = unshared;
        this.field = null;
        this.signature = jdk.internal.terrarium.reflect.ReflectAccess.descriptor(type).intern();
    }

    /** A field as a stream describes it. */
    ObjectStreamField(String name, String signature, boolean unshared) {
        if (name == null) {
            throw new NullPointerException();
        }
        this.name = name;
        this.signature = signature.intern();
        this.unshared = unshared;
        this.field = null;
        this.type = switch (signature.charAt(0)) {
            case 'Z' -> Boolean.TYPE;
            case 'B' -> Byte.TYPE;
            case 'C' -> Character.TYPE;
            case 'S' -> Short.TYPE;
            case 'I' -> Integer.TYPE;
            case 'J' -> Long.TYPE;
            case 'F' -> Float.TYPE;
            case 'D' -> Double.TYPE;
            case 'L', '[' -> Object.class;
            default -> throw new IllegalArgumentException("illegal signature");
        };
    }

    /** A field backed by a local field; {@code showType} false reports references as Object. */
    ObjectStreamField(Field field, boolean unshared, boolean showType) {
        this.field = field;
        this.unshared = unshared;
        this.name = field.getName();
        Class<?> ftype = field.getType();
        this.type = (showType || ftype.isPrimitive()) ? ftype : Object.class;
        this.signature = jdk.internal.terrarium.reflect.ReflectAccess.descriptor(ftype).intern();
    }

    public String getName() {
        return name;
    }

    public Class<?> getType() {
        return type;
    }

    public char getTypeCode() {
        return signature.charAt(0);
    }

    public String getTypeString() {
        return isPrimitive() ? null : signature;
    }

    public int getOffset() {
        return offset;
    }

    protected void setOffset(int offset) {
        this.offset = offset;
    }

    public boolean isPrimitive() {
        char tcode = getTypeCode();
        return tcode != 'L' && tcode != '[';
    }

    public boolean isUnshared() {
        return unshared;
    }

    /** Primitive fields first, then by name. */
    @Override
    public int compareTo(Object obj) {
        ObjectStreamField other = (ObjectStreamField) obj;
        boolean isPrim = isPrimitive();
        if (isPrim != other.isPrimitive()) {
            return isPrim ? -1 : 1;
        }
        return name.compareTo(other.name);
    }

    @Override
    public String toString() {
        return signature + ' ' + name;
    }

    Field getField() {
        return field;
    }

    String getSignature() {
        return signature;
    }
}

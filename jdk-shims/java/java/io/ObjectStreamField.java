package java.io;

/** A serializable field of a class: its name and type, ordered as serialization orders them. */
public class ObjectStreamField implements Comparable<Object> {
    private final String name;
    private final Class<?> type;
    private final boolean unshared;
    private final String signature;
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
        this.signature = jdk.internal.terrarium.reflect.ReflectAccess.descriptor(type).intern();
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
}

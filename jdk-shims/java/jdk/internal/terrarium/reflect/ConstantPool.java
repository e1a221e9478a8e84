package jdk.internal.terrarium.reflect;

/**
 * Read access to one class's constant pool, for parsing the raw annotation
 * bytes that reflection hands out (their indices point into this pool).
 * Created by the VM (Class.getConstantPool); {@code owner} is the Class whose
 * pool it reads. Each getter throws IllegalArgumentException when the entry
 * at {@code index} is missing or of another kind.
 */
public final class ConstantPool {
    private final Class<?> owner;

    private ConstantPool(Class<?> owner) {
        this.owner = owner;
    }

    public native String getUTF8At(int index);

    public native int getIntAt(int index);

    public native long getLongAt(int index);

    public native float getFloatAt(int index);

    public native double getDoubleAt(int index);
}

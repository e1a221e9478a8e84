package jdk.internal.terrarium.reflect;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;

/**
 * The VM's side of reflection. Members are named by their declaring class
 * and a slot: a field's index among the class's declared fields, a method's
 * or constructor's VM method id. Metadata comes raw from the class file
 * (signatures, annotation bytes), parsed in Java when asked for.
 */
public final class VmReflect {
    private VmReflect() {
    }

    public static final int CLASS = 0;
    public static final int FIELD = 1;
    public static final int METHOD = 2;
    public static final int RECORD_COMPONENT = 3;

    /** The class of the frame {@code depth} frames below the caller of this native (0: that caller). */
    public static native Class<?> callerClass(int depth);

    /** The class file's own access flags (not the InnerClasses ones). */
    public static native int classAccessFlags(Class<?> c);

    /** What the unnamed module prints as its identity hash. */
    public static native int unnamedModuleHash();

    public static native Field[] declaredFields(Class<?> c);

    /** Declared methods, without constructors and static initialisers. */
    public static native Method[] declaredMethods(Class<?> c);

    public static native Constructor<?>[] declaredConstructors(Class<?> c);

    public static native RecordComponent[] recordComponents(Class<?> c);

    public static native Class<?>[] exceptionTypes(Class<?> c, int slot);

    /** The Signature attribute of a member of {@code kind}, or null. */
    public static native String signature(Class<?> c, int kind, int slot);

    /** The raw RuntimeVisibleAnnotations of a member of {@code kind}, or null. */
    public static native byte[] annotations(Class<?> c, int kind, int slot);

    public static native byte[] parameterAnnotations(Class<?> c, int slot);

    public static native byte[] annotationDefault(Class<?> c, int slot);

    /** MethodParameters names (null entries for unnamed ones), or null without the attribute. */
    public static native String[] parameterNames(Class<?> c, int slot);

    public static native int[] parameterFlags(Class<?> c, int slot);

    public static native ConstantPool constantPool(Class<?> c);

    // Field values: o is ignored for static fields (whose class is initialised first).
    public static native int getInt(Object o, Class<?> c, int slot);

    public static native long getLong(Object o, Class<?> c, int slot);

    public static native float getFloat(Object o, Class<?> c, int slot);

    public static native double getDouble(Object o, Class<?> c, int slot);

    public static native Object getReference(Object o, Class<?> c, int slot);

    public static native void putInt(Object o, Class<?> c, int slot, int v);

    public static native void putLong(Object o, Class<?> c, int slot, long v);

    public static native void putFloat(Object o, Class<?> c, int slot, float v);

    public static native void putDouble(Object o, Class<?> c, int slot, double v);

    public static native void putReference(Object o, Class<?> c, int slot, Object v);

    /** An accessor calling method {@code slot}: virtually, or as invokespecial when {@code special}. */
    public static native MethodAccessor methodAccessor(Class<?> c, int slot, boolean special);

    public static native ConstructorAccessor constructorAccessor(Class<?> c, int slot);

    /**
     * The accessors of Method.invoke and Constructor.newInstance: the same,
     * but their frames show in stack traces as HotSpot's native accessors'.
     */
    public static native MethodAccessor reflectionMethodAccessor(Class<?> c, int slot);

    public static native ConstructorAccessor reflectionConstructorAccessor(Class<?> c, int slot);

    /** Initialises {@code c} now (its errors are the caller's, not the reflected member's). */
    public static native void ensureInitialized(Class<?> c);

    /** A new instance of {@code c} with no constructor run. */
    public static native Object allocate(Class<?> c);

    /**
     * The proxy class for these interfaces whose method k is names[k] +
     * descriptors[k] and calls Proxy.dispatch(proxy, k, args); made once
     * per interface list.
     */
    public static native Class<?> proxyClass(Class<?>[] interfaces, String[] names, String[] descriptors,
            String className);

    /** How many proxy classes exist (numbers the next one). */
    public static native int proxyCount();
}

package java.lang;

/**
 * Class mirrors are created by the VM; {@code vmIndex} is the VM's class id.
 * Most queries are natives; the rest is derived from them in Java.
 */
public final class Class<T> implements java.io.Serializable {
    private static final int ANNOTATION = 0x00002000;
    private static final int SYNTHETIC = 0x00001000;

    private transient int vmIndex;

    private Class() {
    }

    public static native Class<?> forName(String className) throws ClassNotFoundException;

    static native Class<?> getPrimitiveClass(String name);

    public native String getName();

    public native String getSimpleName();

    public native Class<? super T> getSuperclass();

    public native Class<?>[] getInterfaces();

    public native Class<?> getComponentType();

    public native boolean isInterface();

    public native boolean isArray();

    public native boolean isPrimitive();

    public native boolean isEnum();

    public native boolean isRecord();

    public native int getModifiers();

    public native boolean isInstance(Object obj);

    public native boolean isAssignableFrom(Class<?> cls);

    /** The enum's constants in declaration order (a fresh array), or null if not an enum. */
    native T[] getEnumConstantsShared();

    public native Class<?> getNestHost();

    public String toString() {
        return (isInterface() ? "interface " : (isPrimitive() ? "" : "class ")) + getName();
    }

    public String getTypeName() {
        if (isArray()) {
            Class<?> c = this;
            int dimensions = 0;
            do {
                dimensions++;
                c = c.getComponentType();
            } while (c.isArray());
            StringBuilder sb = new StringBuilder(c.getName());
            for (int i = 0; i < dimensions; i++) {
                sb.append("[]");
            }
            return sb.toString();
        }
        return getName();
    }

    public String getPackageName() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (c.isPrimitive()) {
            return "java.lang";
        }
        String cn = c.getName();
        int dot = cn.lastIndexOf('.');
        return (dot != -1) ? cn.substring(0, dot).intern() : "";
    }

    /**
     * Derived from the binary name: member classes are {@code Outer$Inner} with a
     * canonical enclosing class; local and anonymous classes (a {@code $<digit>}
     * segment) have no canonical name.
     */
    public String getCanonicalName() {
        if (isArray()) {
            String component = getComponentType().getCanonicalName();
            return (component != null) ? component + "[]" : null;
        }
        if (isPrimitive()) {
            return getName();
        }
        String simple = getSimpleName();
        if (simple.isEmpty()) {
            return null;
        }
        String name = getName();
        int prefixLength = name.length() - simple.length();
        if (prefixLength <= 0 || name.charAt(prefixLength - 1) == '.') {
            return name;
        }
        if (name.charAt(prefixLength - 1) != '$' || !name.endsWith(simple)) {
            return null; // local class: Outer$1Local
        }
        String outer = name.substring(0, prefixLength - 1);
        int start = outer.lastIndexOf('.') + 1;
        for (int i = start; i < outer.length() - 1; i++) {
            if (outer.charAt(i) == '$') {
                char next = outer.charAt(i + 1);
                if (next >= '0' && next <= '9') {
                    return null; // enclosed in a local or anonymous class
                }
            }
        }
        return outer.replace('$', '.') + "." + simple;
    }

    @SuppressWarnings("unchecked")
    public T cast(Object obj) {
        if (obj != null && !isInstance(obj)) {
            throw new ClassCastException("Cannot cast " + obj.getClass().getName() + " to " + getName());
        }
        return (T) obj;
    }

    public T[] getEnumConstants() {
        T[] values = getEnumConstantsShared();
        return (values != null) ? values.clone() : null;
    }

    public Class<?> componentType() {
        return isArray() ? getComponentType() : null;
    }

    public boolean isAnnotation() {
        return (getModifiers() & ANNOTATION) != 0;
    }

    public boolean isSynthetic() {
        return (getModifiers() & SYNTHETIC) != 0;
    }

    public boolean isAnonymousClass() {
        return !isArray() && !isPrimitive() && getSimpleName().isEmpty();
    }

    public boolean isSealed() {
        return false;
    }

    public boolean isHidden() {
        return false;
    }

    public boolean isNestmateOf(Class<?> c) {
        if (this == c) {
            return true;
        }
        if (isPrimitive() || isArray() || c.isPrimitive() || c.isArray()) {
            return false;
        }
        return getNestHost() == c.getNestHost();
    }

    public boolean desiredAssertionStatus() {
        return false;
    }

    public ClassLoader getClassLoader() {
        return null;
    }
}

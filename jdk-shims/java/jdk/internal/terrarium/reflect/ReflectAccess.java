package jdk.internal.terrarium.reflect;

import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.List;

/**
 * The door from java.lang (Class) into java.lang.reflect's package-private
 * side, as the JDK's shared secrets are: java.lang.reflect registers the
 * implementation when AccessibleObject is initialised, which happens
 * before the VM hands out any member (the VM initialises Field, Method and
 * Constructor first).
 */
public abstract class ReflectAccess {
    private static ReflectAccess instance;

    public static void register(ReflectAccess access) {
        instance = access;
    }

    protected abstract Field copyField(Field f);

    protected abstract Method copyMethod(Method m);

    protected abstract <T> Constructor<T> copyConstructor(Constructor<T> c);

    protected abstract Class<?>[] sharedParameterTypes(Executable e);

    protected abstract int slotOf(Object member);

    public static Field copy(Field f) {
        return instance.copyField(f);
    }

    public static Method copy(Method m) {
        return instance.copyMethod(m);
    }

    public static <T> Constructor<T> copy(Constructor<T> c) {
        return instance.copyConstructor(c);
    }

    /** The VM's name for a Field (index among its class's fields) or Method/Constructor (method id). */
    public static int slot(Field f) {
        return instance.slotOf(f);
    }

    public static int slot(Executable e) {
        return instance.slotOf(e);
    }

    public static boolean sameParameters(Executable e, Class<?>[] types) {
        Class<?>[] own = instance.sharedParameterTypes(e);
        if (types == null) {
            return own.length == 0;
        }
        if (own.length != types.length) {
            return false;
        }
        for (int i = 0; i < own.length; i++) {
            if (own[i] != types[i]) {
                return false;
            }
        }
        return true;
    }

    /** Throws {@code t} unchecked (Class.newInstance passes a constructor's exceptions on unwrapped). */
    @SuppressWarnings("unchecked")
    public static <E extends Throwable> RuntimeException sneaky(Throwable t) throws E {
        throw (E) t;
    }

    /** The method's descriptor, as in a class file. */
    public static String descriptor(Executable e) {
        StringBuilder sb = new StringBuilder("(");
        for (Class<?> p : instance.sharedParameterTypes(e)) {
            sb.append(descriptor(p));
        }
        sb.append(')');
        return sb.append(e instanceof Method m ? descriptor(m.getReturnType()) : "V").toString();
    }

    public static String descriptor(Class<?> c) {
        if (c.isArray()) {
            return c.getName().replace('.', '/');
        }
        if (!c.isPrimitive()) {
            return "L" + c.getName().replace('.', '/') + ";";
        }
        if (c == void.class) return "V";
        if (c == boolean.class) return "Z";
        if (c == byte.class) return "B";
        if (c == char.class) return "C";
        if (c == short.class) return "S";
        if (c == int.class) return "I";
        if (c == long.class) return "J";
        if (c == float.class) return "F";
        return "D";
    }

    /**
     * Adds {@code m} to a list of public methods unless a method of the same
     * name, parameters and return type from a more specific (or the same)
     * class is there; replaces one it is more specific than. A class's
     * method beats an interface's.
     */
    public static void merge(List<Method> methods, Method m) {
        Class<?> dc = m.getDeclaringClass();
        for (int i = 0; i < methods.size(); i++) {
            Method o = methods.get(i);
            if (!o.getName().equals(m.getName()) || o.getReturnType() != m.getReturnType()
                    || !sameParameters(o, instance.sharedParameterTypes(m))) {
                continue;
            }
            Class<?> odc = o.getDeclaringClass();
            if (!odc.isInterface()) {
                return; // a class's method, met first, is the more specific
            }
            if (!dc.isInterface()) {
                methods.set(i, m);
                return;
            }
            if (dc.isAssignableFrom(odc)) {
                return; // o's interface extends m's
            }
            if (odc.isAssignableFrom(dc)) {
                methods.set(i, m);
                return;
            }
            // Unrelated interfaces: both stay.
        }
        methods.add(m);
    }
}

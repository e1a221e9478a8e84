package jdk.internal.terrarium.reflect;

import java.lang.reflect.Field;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The class library's side of Terrarium's Mockito (the test support classes
 * under {@code org.mockito}): the VM makes a mock class per mocked type, a
 * subclass of the class (or an implementation of the interface) whose every
 * overridable method k calls {@link #dispatch} with k, which hands the
 * mocked type's Method to the mock's handler. Mocks are allocated without
 * running a constructor, as Objenesis does; the real implementation stays
 * callable non-virtually ({@link #callReal}), and a spy is a mock with the
 * spied object's fields copied in ({@link #copyFields}).
 */
public final class MockClasses {
    /** Each mock class's methods by number (a cache: recomputed the same way when absent). */
    private static final Map<Class<?>, Method[]> METHODS = new HashMap<>();

    private MockClasses() {
    }

    /** The mock class of {@code type}, made by the VM the first time. */
    private static native Class<?> mockClass(Class<?> type, String[] names, String[] descriptors, String name);

    /**
     * A new mock of {@code type} (an interface or a non-final class) whose
     * calls go to {@code handler}; no constructor runs. The caller has
     * checked that the type can be mocked.
     */
    public static Object newMock(Class<?> type, InvocationHandler handler) {
        Method[] methods = methodsFor(type);
        String[] names = new String[methods.length];
        String[] descriptors = new String[methods.length];
        for (int i = 0; i < methods.length; i++) {
            names[i] = methods[i].getName();
            descriptors[i] = ReflectAccess.descriptor(methods[i]);
        }
        String prefix = type.getName().startsWith("java.") ? "org.mockito.codegen." + type.getSimpleName() : type.getName();
        Class<?> mc = mockClass(type, names, descriptors,
                prefix + "$MockitoMock$" + (type.getName().hashCode() & 0x7fffffff));
        synchronized (METHODS) {
            METHODS.putIfAbsent(mc, methods);
        }
        if (!type.isInterface()) {
            VmReflect.ensureInitialized(type);
        }
        Object mock = VmReflect.allocate(mc);
        VmReflect.putReference(mock, mc, 0, handler);
        return mock;
    }

    /** A new instance of {@code c} with no constructor run (Mockito's thenThrow(Class)). */
    public static Object instantiate(Class<?> c) {
        return VmReflect.allocate(c);
    }

    /** Is {@code o} a mock made by {@link #newMock}? */
    public static boolean isMock(Object o) {
        return o != null && isMockClass(o.getClass());
    }

    private static boolean isMockClass(Class<?> c) {
        return c.getName().contains("$MockitoMock$") && c.getDeclaredFields().length == 1;
    }

    /** The handler of mock {@code mock}. */
    public static InvocationHandler handler(Object mock) {
        return (InvocationHandler) VmReflect.getReference(mock, mock.getClass(), 0);
    }

    /** Gives mock {@code mock} another handler. */
    public static void setHandler(Object mock, InvocationHandler handler) {
        VmReflect.putReference(mock, mock.getClass(), 0, handler);
    }

    /** The class or interface a mock class mocks. */
    public static Class<?> mockedType(Class<?> mockClass) {
        Class<?>[] interfaces = mockClass.getInterfaces();
        return interfaces.length == 1 ? interfaces[0] : mockClass.getSuperclass();
    }

    /**
     * Calls {@code m}'s own implementation on {@code mock} (as invokespecial
     * does: no dispatch to the mock's override); its exceptions pass unwrapped.
     */
    public static Object callReal(Object mock, Method m, Object[] args) throws Throwable {
        return VmReflect.methodAccessor(m.getDeclaringClass(), ReflectAccess.slot(m), true).invoke(mock, args);
    }

    /** Copies every instance field {@code from}'s class declares or inherits into {@code to}. */
    public static void copyFields(Object from, Object to) {
        for (Class<?> c = from.getClass(); c != null && c != Object.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (Modifier.isStatic(f.getModifiers())) {
                    continue;
                }
                int i = ReflectAccess.slot(f);
                Class<?> t = f.getType();
                if (t == long.class) {
                    VmReflect.putLong(to, c, i, VmReflect.getLong(from, c, i));
                } else if (t == float.class) {
                    VmReflect.putFloat(to, c, i, VmReflect.getFloat(from, c, i));
                } else if (t == double.class) {
                    VmReflect.putDouble(to, c, i, VmReflect.getDouble(from, c, i));
                } else if (t.isPrimitive()) {
                    VmReflect.putInt(to, c, i, VmReflect.getInt(from, c, i));
                } else {
                    VmReflect.putReference(to, c, i, VmReflect.getReference(from, c, i));
                }
            }
        }
    }

    /**
     * The methods a mock of {@code type} overrides, numbered: every method
     * it declares or inherits that a subclass can override (not static,
     * private, final, a bridge, or package-private of another package),
     * the most specific of each name and parameter list, with Object's
     * equals, hashCode and toString.
     */
    static Method[] methodsFor(Class<?> type) {
        List<Method> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        if (type.isInterface()) {
            for (Method m : type.getMethods()) {
                consider(type, m, out, seen);
            }
            type = Object.class;
        }
        List<Class<?>> interfaces = new ArrayList<>();
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            for (Method m : c.getDeclaredMethods()) {
                if (c == Object.class && !(m.getName().equals("equals") || m.getName().equals("hashCode")
                        || m.getName().equals("toString"))) {
                    continue;
                }
                consider(type, m, out, seen);
            }
            addInterfaces(c, interfaces);
        }
        for (Class<?> i : interfaces) {
            for (Method m : i.getMethods()) {
                consider(type, m, out, seen);
            }
        }
        return out.toArray(new Method[0]);
    }

    private static void addInterfaces(Class<?> c, List<Class<?>> into) {
        for (Class<?> i : c.getInterfaces()) {
            if (!into.contains(i)) {
                into.add(i);
                addInterfaces(i, into);
            }
        }
    }

    private static void consider(Class<?> type, Method m, List<Method> out, Set<String> seen) {
        int mods = m.getModifiers();
        if (Modifier.isStatic(mods) || Modifier.isPrivate(mods) || m.isBridge()) {
            return;
        }
        StringBuilder key = new StringBuilder(m.getName()).append('(');
        for (Class<?> p : m.getParameterTypes()) {
            key.append(p.getName()).append(',');
        }
        if (!seen.add(key.toString())) {
            return;
        }
        if (Modifier.isFinal(mods)) {
            return;
        }
        boolean packagePrivate = !Modifier.isPublic(mods) && !Modifier.isProtected(mods);
        if (packagePrivate && !m.getDeclaringClass().getPackageName().equals(type.getPackageName())) {
            return;
        }
        out.add(m);
    }

    private static Method[] methods(Class<?> mockClass) {
        Method[] methods;
        synchronized (METHODS) {
            methods = METHODS.get(mockClass);
        }
        if (methods == null) {
            methods = methodsFor(mockedType(mockClass));
            synchronized (METHODS) {
                METHODS.putIfAbsent(mockClass, methods);
            }
        }
        return methods;
    }

    /** What method {@code index} of a mock class runs (called by the VM-made code). */
    static Object dispatch(Object mock, int index, Object[] args) throws Throwable {
        Class<?> mc = mock.getClass();
        Method m = methods(mc)[index];
        InvocationHandler h = (InvocationHandler) VmReflect.getReference(mock, mc, 0);
        return h.invoke(mock, m, args == null ? new Object[0] : args);
    }
}

package java.lang.reflect;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import jdk.internal.terrarium.reflect.VmReflect;

/**
 * Proxy classes are made by the VM: method k of a proxy class calls
 * {@link #dispatch} with k, which hands the interface's Method to the
 * invocation handler. Methods are numbered as HotSpot's generator orders
 * them: hashCode, equals, toString, then each interface's public
 * non-static methods, the first of each name and parameter list.
 */
public class Proxy implements java.io.Serializable {
    private static final long serialVersionUID = -2222568056686623797L;

    protected InvocationHandler h;

    /** Each proxy class's methods by number (a cache: recomputed the same way when absent). */
    private static final Map<Class<?>, Method[]> METHODS = new HashMap<>();

    private Proxy() {
    }

    protected Proxy(InvocationHandler h) {
        Objects.requireNonNull(h);
        this.h = h;
    }

    @Deprecated
    public static Class<?> getProxyClass(ClassLoader loader, Class<?>... interfaces) throws IllegalArgumentException {
        return proxyClass(interfaces.clone());
    }

    public static Object newProxyInstance(ClassLoader loader, Class<?>[] interfaces, InvocationHandler h) {
        Objects.requireNonNull(h);
        Class<?> cl = proxyClass(interfaces.clone());
        Proxy p = (Proxy) VmReflect.allocate(cl);
        p.h = h;
        return p;
    }

    public static boolean isProxyClass(Class<?> cl) {
        return cl.getSuperclass() == Proxy.class && cl.getSimpleName().startsWith("$Proxy");
    }

    public static InvocationHandler getInvocationHandler(Object proxy) throws IllegalArgumentException {
        if (!isProxyClass(proxy.getClass())) {
            throw new IllegalArgumentException("not a proxy instance");
        }
        return ((Proxy) proxy).h;
    }

    private static Class<?> proxyClass(Class<?>[] interfaces) {
        if (interfaces.length > 65535) {
            throw new IllegalArgumentException("interface limit exceeded: " + interfaces.length);
        }
        String pkg = null;
        for (int i = 0; i < interfaces.length; i++) {
            Class<?> intf = interfaces[i];
            if (!intf.isInterface()) {
                throw new IllegalArgumentException(intf.getName() + " is not an interface");
            }
            if (intf.isHidden()) {
                throw new IllegalArgumentException(intf.getName() + " is a hidden interface");
            }
            for (int j = 0; j < i; j++) {
                if (interfaces[j] == intf) {
                    throw new IllegalArgumentException("repeated interface: " + intf.getName());
                }
            }
            if (!Modifier.isPublic(intf.getModifiers())) {
                String p = intf.getPackageName();
                if (pkg != null && !pkg.equals(p)) {
                    throw new IllegalArgumentException("non-public interfaces from different packages");
                }
                pkg = p;
            }
        }
        Method[] methods = methodsFor(interfaces);
        String[] names = new String[methods.length];
        String[] descriptors = new String[methods.length];
        for (int k = 0; k < methods.length; k++) {
            names[k] = methods[k].getName();
            descriptors[k] = jdk.internal.terrarium.reflect.ReflectAccess.descriptor(methods[k]);
        }
        String prefix = pkg == null ? "jdk.proxy1." : (pkg.isEmpty() ? "" : pkg + ".");
        Class<?> cl = VmReflect.proxyClass(interfaces, names, descriptors, prefix + "$Proxy" + VmReflect.proxyCount());
        synchronized (METHODS) {
            METHODS.putIfAbsent(cl, methods);
        }
        return cl;
    }

    private static Method[] methodsFor(Class<?>[] interfaces) {
        List<Method> out = new ArrayList<>();
        try {
            out.add(Object.class.getMethod("hashCode"));
            out.add(Object.class.getMethod("equals", Object.class));
            out.add(Object.class.getMethod("toString"));
        } catch (NoSuchMethodException e) {
            throw new InternalError(e);
        }
        for (Class<?> intf : interfaces) {
            for (Method m : intf.getMethods()) {
                if (Modifier.isStatic(m.getModifiers())) {
                    continue;
                }
                boolean seen = false;
                for (Method o : out) {
                    if (o.getName().equals(m.getName())
                            && java.util.Arrays.equals(o.parameterTypes, m.parameterTypes)) {
                        seen = true;
                        break;
                    }
                }
                if (!seen) {
                    out.add(m);
                }
            }
        }
        return out.toArray(new Method[0]);
    }

    /** What method {@code index} of a proxy class runs (called by the VM-made code). */
    static Object dispatch(Proxy proxy, int index, Object[] args) throws Throwable {
        Class<?> cl = proxy.getClass();
        Method[] methods;
        synchronized (METHODS) {
            methods = METHODS.get(cl);
        }
        if (methods == null) {
            methods = methodsFor(cl.getInterfaces());
            synchronized (METHODS) {
                METHODS.putIfAbsent(cl, methods);
            }
        }
        Method m = methods[index];
        try {
            return proxy.h.invoke(proxy, m, args);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            for (Class<?> declared : m.getExceptionTypes()) {
                if (declared.isInstance(t)) {
                    throw t;
                }
            }
            throw new UndeclaredThrowableException(t);
        }
    }
}

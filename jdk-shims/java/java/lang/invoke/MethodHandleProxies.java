package java.lang.invoke;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;

/** Single-method interface instances backed by method handles, made as java.lang.reflect.Proxy instances. */
public class MethodHandleProxies {
    private MethodHandleProxies() {
    }

    public static <T> T asInterfaceInstance(final Class<T> intf, final MethodHandle target) {
        if (!intf.isInterface() || !Modifier.isPublic(intf.getModifiers())) {
            throw new IllegalArgumentException("not a public interface: " + intf.getName());
        }
        if (intf.isSealed()) {
            throw new IllegalArgumentException("a sealed interface: " + intf.getName());
        }
        if (intf.isHidden()) {
            throw new IllegalArgumentException("a hidden interface: " + intf.getName());
        }
        Method[] methods = singleNameMethods(intf);
        if (methods == null) {
            throw new IllegalArgumentException("not a single-method interface: " + intf.getName());
        }
        MethodHandle[] spreaders = new MethodHandle[methods.length];
        for (int i = 0; i < methods.length; i++) {
            Method m = methods[i];
            MethodType mt = MethodType.methodType(m.getReturnType(), m.getParameterTypes());
            MethodHandle checked = target.asType(mt);
            checked = checked.asType(checked.type().changeReturnType(Object.class));
            spreaders[i] = checked.asSpreader(Object[].class, mt.parameterCount());
        }
        Handler h = new Handler(intf, target, methods, spreaders);
        return intf.cast(Proxy.newProxyInstance(intf.getClassLoader(), new Class<?>[] {intf}, h));
    }

    /** The calls of a wrapper instance. */
    private static final class Handler implements InvocationHandler {
        final Class<?> intf;
        final MethodHandle target;
        private final Method[] methods;
        private final MethodHandle[] spreaders;

        Handler(Class<?> intf, MethodHandle target, Method[] methods, MethodHandle[] spreaders) {
            this.intf = intf;
            this.target = target;
            this.methods = methods;
            this.spreaders = spreaders;
        }

        @Override
        public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
            for (int i = 0; i < methods.length; i++) {
                if (method.equals(methods[i])) {
                    return spreaders[i].call(new Object[] {args == null ? new Object[0] : args});
                }
            }
            if (isObjectMethod(method)) {
                switch (method.getName()) {
                    case "toString":
                        return proxy.getClass().getName() + "@" + Integer.toHexString(proxy.hashCode());
                    case "hashCode":
                        return System.identityHashCode(proxy);
                    default:
                        return proxy == args[0];
                }
            }
            if (method.isDefault()) {
                return InvocationHandler.invokeDefault(proxy, method, args);
            }
            throw new InternalError("bad proxy method: " + method);
        }
    }

    private static boolean isObjectMethod(Method m) {
        switch (m.getName()) {
            case "toString":
                return m.getReturnType() == String.class && m.getParameterCount() == 0;
            case "hashCode":
                return m.getReturnType() == int.class && m.getParameterCount() == 0;
            case "equals":
                return m.getReturnType() == boolean.class && m.getParameterCount() == 1
                        && m.getParameterTypes()[0] == Object.class;
            default:
                return false;
        }
    }

    /** The abstract methods, all of one name, or null when there are none or several names. */
    private static Method[] singleNameMethods(Class<?> intf) {
        List<Method> methods = new ArrayList<>();
        String uniqueName = null;
        for (Method m : intf.getMethods()) {
            if (isObjectMethod(m) || !Modifier.isAbstract(m.getModifiers())) {
                continue;
            }
            if (uniqueName == null) {
                uniqueName = m.getName();
            } else if (!uniqueName.equals(m.getName())) {
                return null;
            }
            methods.add(m);
        }
        return uniqueName == null ? null : methods.toArray(new Method[0]);
    }

    private static Handler handler(Object x) {
        if (x != null && Proxy.isProxyClass(x.getClass()) && Proxy.getInvocationHandler(x) instanceof Handler h) {
            return h;
        }
        return null;
    }

    public static boolean isWrapperInstance(Object x) {
        return handler(x) != null;
    }

    public static MethodHandle wrapperInstanceTarget(Object x) {
        Handler h = handler(x);
        if (h == null) {
            throw new IllegalArgumentException("not a wrapper instance");
        }
        return h.target;
    }

    public static Class<?> wrapperInstanceType(Object x) {
        Handler h = handler(x);
        if (h == null) {
            throw new IllegalArgumentException("not a wrapper instance");
        }
        return h.intf;
    }
}

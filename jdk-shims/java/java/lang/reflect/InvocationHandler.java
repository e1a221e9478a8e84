package java.lang.reflect;

import java.util.Objects;

@FunctionalInterface
public interface InvocationHandler {
    Object invoke(Object proxy, Method method, Object[] args) throws Throwable;

    /** Calls the default method {@code method} of one of the proxy's interfaces on {@code proxy}. */
    public static Object invokeDefault(Object proxy, Method method, Object... args) throws Throwable {
        Objects.requireNonNull(proxy);
        Objects.requireNonNull(method);
        if (!Proxy.isProxyClass(proxy.getClass())) {
            throw new IllegalArgumentException("'proxy' is not a proxy instance");
        }
        if (!method.isDefault()) {
            throw new IllegalArgumentException("\"" + method + "\" is not a default method");
        }
        Class<?> intf = method.getDeclaringClass();
        if (!intf.isInstance(proxy)) {
            throw new IllegalArgumentException("\"" + method + "\" is not a method declared in the proxy class");
        }
        return method.invokeSpecial(proxy, args);
    }
}

package java.lang.invoke;

import java.io.Serializable;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Function objects for code that calls the metafactory itself. (javac's
 * own lambda call sites are linked by the VM and never come here.) The
 * objects are java.lang.reflect.Proxy instances whose functional method
 * calls the implementation with the captured values in front.
 */
public final class LambdaMetafactory {
    public static final int FLAG_SERIALIZABLE = 1 << 0;
    public static final int FLAG_MARKERS = 1 << 1;
    public static final int FLAG_BRIDGES = 1 << 2;

    private LambdaMetafactory() {
    }

    public static CallSite metafactory(MethodHandles.Lookup caller, String interfaceMethodName,
            MethodType factoryType, MethodType interfaceMethodType, MethodHandle implementation,
            MethodType dynamicMethodType) throws LambdaConversionException {
        return link(caller, interfaceMethodName, factoryType, interfaceMethodType, implementation,
                dynamicMethodType, new Class<?>[0]);
    }

    public static CallSite altMetafactory(MethodHandles.Lookup caller, String interfaceMethodName,
            MethodType factoryType, Object... args) throws LambdaConversionException {
        MethodType interfaceMethodType = (MethodType) args[0];
        MethodHandle implementation = (MethodHandle) args[1];
        MethodType dynamicMethodType = (MethodType) args[2];
        int flags = (Integer) args[3];
        List<Class<?>> markers = new ArrayList<>();
        int argIndex = 4;
        if ((flags & FLAG_MARKERS) != 0) {
            int count = (Integer) args[argIndex++];
            for (int i = 0; i < count; i++) {
                markers.add((Class<?>) args[argIndex++]);
            }
        }
        if ((flags & FLAG_BRIDGES) != 0) {
            int count = (Integer) args[argIndex++];
            argIndex += count; // bridges share the functional method's name: the proxy answers them all
        }
        if ((flags & FLAG_SERIALIZABLE) != 0 && !Serializable.class.isAssignableFrom(factoryType.returnType())
                && !markers.contains(Serializable.class)) {
            markers.add(Serializable.class);
        }
        return link(caller, interfaceMethodName, factoryType, interfaceMethodType, implementation,
                dynamicMethodType, markers.toArray(new Class<?>[0]));
    }

    private static CallSite link(MethodHandles.Lookup caller, String name, MethodType factoryType,
            MethodType interfaceMethodType, MethodHandle implementation, MethodType dynamicMethodType,
            Class<?>[] markers) throws LambdaConversionException {
        Class<?> intf = factoryType.returnType();
        if (!intf.isInterface()) {
            throw new LambdaConversionException(intf.getName() + " is not an interface");
        }
        try {
            caller.revealDirect(implementation);
        } catch (IllegalArgumentException e) {
            throw new LambdaConversionException(implementation + " is not direct or cannot be cracked");
        }
        int captured = factoryType.parameterCount();
        int samArity = interfaceMethodType.parameterCount();
        int implArity = implementation.type().parameterCount();
        if (implArity != captured + samArity) {
            throw new LambdaConversionException("Incorrect number of parameters for " + implementation
                    + "; " + captured + " captured parameters, " + samArity
                    + " functional interface method parameters, " + implArity + " implementation parameters");
        }
        List<Class<?>> interfaces = new ArrayList<>();
        interfaces.add(intf);
        for (Class<?> m : markers) {
            if (!interfaces.contains(m)) {
                interfaces.add(m);
            }
        }
        Factory factory = new Factory(factoryType, name, implementation, interfaces.toArray(new Class<?>[0]));
        if (captured == 0) {
            try {
                return new ConstantCallSite(MethodHandles.constant(intf, factory.call(new Object[0])));
            } catch (Throwable t) {
                throw new LambdaConversionException("Exception instantiating lambda object", t);
            }
        }
        return new ConstantCallSite(factory);
    }

    /** The factory: captured values in, a new function object out. */
    private static final class Factory extends MethodHandle {
        private final String name;
        private final MethodHandle implementation;
        private final Class<?>[] interfaces;

        Factory(MethodType type, String name, MethodHandle implementation, Class<?>[] interfaces) {
            super(type);
            this.name = name;
            this.implementation = implementation;
            this.interfaces = interfaces;
        }

        @Override
        Object call(Object[] args) {
            MethodHandle bound = args.length == 0 ? implementation
                    : MethodHandles.insertArguments(implementation, 0, args);
            return Proxy.newProxyInstance(interfaces[0].getClassLoader(), interfaces, new Body(name, bound));
        }
    }

    /** A function object's calls: the functional method (and its bridges) run the bound implementation. */
    private static final class Body implements InvocationHandler {
        private final String name;
        private final MethodHandle bound;
        private final Map<Method, MethodHandle> adapted = new HashMap<>();

        Body(String name, MethodHandle bound) {
            this.name = name;
            this.bound = bound;
        }

        @Override
        public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
            Object[] a = args == null ? new Object[0] : args;
            if (method.getName().equals(name) && Modifier.isAbstract(method.getModifiers())) {
                MethodHandle h;
                synchronized (adapted) {
                    h = adapted.get(method);
                    if (h == null) {
                        MethodType mt = MethodType.methodType(method.getReturnType(), method.getParameterTypes());
                        h = bound.asFixedArity().asType(mt);
                        adapted.put(method, h);
                    }
                }
                return h.invokeWithArguments(a);
            }
            if (method.getDeclaringClass() == Object.class) {
                switch (method.getName()) {
                    case "hashCode":
                        return System.identityHashCode(proxy);
                    case "equals":
                        return proxy == a[0];
                    default:
                        return proxy.getClass().getName() + "@" + Integer.toHexString(System.identityHashCode(proxy));
                }
            }
            if (method.isDefault()) {
                return InvocationHandler.invokeDefault(proxy, method, args);
            }
            throw new AbstractMethodError(method.toString());
        }
    }
}

package java.lang.reflect;

import jdk.internal.terrarium.reflect.ConstructorAccessor;
import jdk.internal.terrarium.reflect.VmReflect;

/** Made by the VM ({@code VmReflect.declaredConstructors}); Class hands out copies. */
public final class Constructor<T> extends Executable {
    private ConstructorAccessor constructorAccessor;
    private Constructor<T> root;

    private Constructor() {
    }

    Constructor<T> copy() {
        Constructor<T> c = new Constructor<>();
        c.clazz = clazz;
        c.slot = slot;
        c.parameterTypes = parameterTypes;
        c.modifiers = modifiers;
        c.root = root != null ? root : this;
        c.constructorAccessor = constructorAccessor;
        return c;
    }

    @Override
    @SuppressWarnings("unchecked")
    public Class<T> getDeclaringClass() {
        return (Class<T>) clazz;
    }

    @Override
    public String getName() {
        return clazz.getName();
    }

    @Override
    public int getModifiers() {
        return modifiers;
    }

    @Override
    public Class<?>[] getParameterTypes() {
        return parameterTypes.clone();
    }

    @Override
    public int getParameterCount() {
        return parameterTypes.length;
    }

    @Override
    public boolean isVarArgs() {
        return super.isVarArgs();
    }

    @Override
    public boolean isSynthetic() {
        return super.isSynthetic();
    }

    @Override
    public boolean equals(Object obj) {
        if (obj instanceof Constructor<?> other) {
            return getDeclaringClass() == other.getDeclaringClass()
                    && java.util.Arrays.equals(parameterTypes, other.parameterTypes);
        }
        return false;
    }

    @Override
    public int hashCode() {
        return getDeclaringClass().getName().hashCode();
    }

    @Override
    public String toString() {
        return sharedToString(Modifier.constructorModifiers(), false, parameterTypes, getExceptionTypes());
    }

    @Override
    void specificToStringHeader(StringBuilder sb) {
        sb.append(getDeclaringClass().getTypeName());
    }

    @Override
    void specificToGenericStringHeader(StringBuilder sb) {
        specificToStringHeader(sb);
    }

    @Override
    public String toGenericString() {
        return sharedToGenericString(Modifier.constructorModifiers(), false);
    }

    public T newInstance(Object... initargs)
            throws InstantiationException, IllegalAccessException, IllegalArgumentException, InvocationTargetException {
        Class<?> caller = override ? null : VmReflect.callerClass(1);
        return newInstanceWithCaller(initargs, !override, caller); // hotspot:481
    }

    @SuppressWarnings("unchecked")
    T newInstanceWithCaller(Object[] initargs, boolean checkAccess, Class<?> caller)
            throws InstantiationException, IllegalAccessException, InvocationTargetException {
        if (checkAccess) {
            checkAccess(caller, clazz, clazz, modifiers);
        }
        if ((clazz.getModifiers() & Modifier.ENUM) != 0) {
            throw new IllegalArgumentException("Cannot reflectively create enum objects");
        }
        if (Modifier.isAbstract(clazz.getModifiers())) {
            throw new InstantiationException(null);
        }
        Object[] converted = convertArguments(parameterTypes, initargs);
        VmReflect.ensureInitialized(clazz);
        ConstructorAccessor ca = constructorAccessor;
        if (ca == null) {
            ca = root != null ? root.constructorAccessor : null;
            if (ca == null) {
                // HotSpot's chain, as its stack traces show it.
                ca = new jdk.internal.reflect.DelegatingConstructorAccessorImpl(
                        new jdk.internal.reflect.NativeConstructorAccessorImpl(
                                VmReflect.reflectionConstructorAccessor(clazz, slot)));
                if (root != null) {
                    root.constructorAccessor = ca;
                }
            }
            constructorAccessor = ca;
        }
        try {
            return (T) ca.newInstance(converted); // hotspot:500
        } catch (Throwable t) {
            throw new InvocationTargetException(t); // hotspot:500
        }
    }
}

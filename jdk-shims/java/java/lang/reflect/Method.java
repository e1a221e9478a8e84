package java.lang.reflect;

import jdk.internal.terrarium.reflect.AnnotationParser;
import jdk.internal.terrarium.reflect.GenericTypes;
import jdk.internal.terrarium.reflect.MethodAccessor;
import jdk.internal.terrarium.reflect.VmReflect;

/**
 * Made by the VM ({@code VmReflect.declaredMethods}); the lookups of Class
 * hand out copies. {@code invoke} runs the target through an accessor the
 * VM generates, as HotSpot does after inflation.
 */
public final class Method extends Executable {
    private String name;
    private Class<?> returnType;
    private MethodAccessor methodAccessor;
    private Method root;

    private Method() {
    }

    Method copy() {
        Method m = new Method();
        m.clazz = clazz;
        m.slot = slot;
        m.name = name;
        m.returnType = returnType;
        m.parameterTypes = parameterTypes;
        m.modifiers = modifiers;
        m.root = root != null ? root : this;
        m.methodAccessor = methodAccessor;
        return m;
    }

    @Override
    public Class<?> getDeclaringClass() {
        return clazz;
    }

    @Override
    public String getName() {
        return name;
    }

    @Override
    public int getModifiers() {
        return modifiers;
    }

    public Class<?> getReturnType() {
        return returnType;
    }

    public Type getGenericReturnType() {
        String sig = signature();
        return sig == null ? getReturnType() : GenericTypes.returnType(sig, this, clazz);
    }

    @Override
    public Class<?>[] getParameterTypes() {
        return parameterTypes.clone();
    }

    @Override
    public int getParameterCount() {
        return parameterTypes.length;
    }

    public boolean isBridge() {
        return (getModifiers() & Modifier.BRIDGE) != 0;
    }

    @Override
    public boolean isVarArgs() {
        return super.isVarArgs();
    }

    @Override
    public boolean isSynthetic() {
        return super.isSynthetic();
    }

    public boolean isDefault() {
        return ((getModifiers() & (Modifier.ABSTRACT | Modifier.PUBLIC | Modifier.STATIC)) == Modifier.PUBLIC)
                && getDeclaringClass().isInterface();
    }

    public Object getDefaultValue() {
        byte[] raw = VmReflect.annotationDefault(clazz, slot);
        if (raw == null) {
            return null;
        }
        return AnnotationParser.parseAnnotationDefault(this, raw, VmReflect.constantPool(clazz), clazz);
    }

    @Override
    public boolean equals(Object obj) {
        if (obj instanceof Method other) {
            if (getDeclaringClass() == other.getDeclaringClass() && getName().equals(other.getName())) {
                return returnType == other.getReturnType()
                        && java.util.Arrays.equals(parameterTypes, other.parameterTypes);
            }
        }
        return false;
    }

    @Override
    public int hashCode() {
        return getDeclaringClass().getName().hashCode() ^ getName().hashCode();
    }

    @Override
    public String toString() {
        return sharedToString(Modifier.methodModifiers(), isDefault(), parameterTypes, getExceptionTypes());
    }

    @Override
    void specificToStringHeader(StringBuilder sb) {
        sb.append(getReturnType().getTypeName()).append(' ');
        sb.append(getDeclaringClass().getTypeName()).append('.');
        sb.append(getName());
    }

    @Override
    void specificToGenericStringHeader(StringBuilder sb) {
        Type genRetType = getGenericReturnType();
        sb.append(genRetType.getTypeName()).append(' ');
        sb.append(getDeclaringClass().getTypeName()).append('.');
        sb.append(getName());
    }

    @Override
    public String toGenericString() {
        return sharedToGenericString(Modifier.methodModifiers(), isDefault());
    }

    public Object invoke(Object obj, Object... args)
            throws IllegalAccessException, IllegalArgumentException, InvocationTargetException {
        boolean isStatic = Modifier.isStatic(modifiers);
        if (!override) {
            Class<?> caller = VmReflect.callerClass(1);
            checkAccess(caller, clazz, isStatic ? null : obj.getClass(), modifiers);
        }
        if (!isStatic) {
            if (obj == null) {
                throw new NullPointerException();
            }
            if (!clazz.isInstance(obj)) {
                throw new IllegalArgumentException("object is not an instance of declaring class");
            }
        }
        Object[] converted = convertArguments(parameterTypes, args);
        if (isStatic) {
            VmReflect.ensureInitialized(clazz);
        }
        MethodAccessor ma = acquireAccessor();
        try {
            return ma.invoke(obj, converted); // hotspot:569
        } catch (Throwable t) {
            throw new InvocationTargetException(t); // hotspot:569
        }
    }

    private MethodAccessor acquireAccessor() {
        MethodAccessor ma = methodAccessor;
        if (ma == null) {
            ma = root != null ? root.methodAccessor : null;
            if (ma == null) {
                // HotSpot's chain, as its stack traces show it.
                ma = new jdk.internal.reflect.DelegatingMethodAccessorImpl(
                        new jdk.internal.reflect.NativeMethodAccessorImpl(
                                VmReflect.reflectionMethodAccessor(clazz, slot)));
                if (root != null) {
                    root.methodAccessor = ma;
                }
            }
            methodAccessor = ma;
        }
        return ma;
    }

    /** Calls this (default) method of an interface without dispatch: InvocationHandler.invokeDefault. */
    Object invokeSpecial(Object receiver, Object[] args) throws Throwable {
        return VmReflect.methodAccessor(clazz, slot, true).invoke(receiver, convertArguments(parameterTypes, args));
    }
}

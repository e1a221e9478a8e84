package java.lang.invoke;

import java.util.Objects;

/** Bootstrap methods for dynamically computed constants (also callable as plain methods). */
public final class ConstantBootstraps {
    private ConstantBootstraps() {
    }

    public static Object nullConstant(MethodHandles.Lookup lookup, String name, Class<?> type) {
        if (Objects.requireNonNull(type).isPrimitive()) {
            throw new IllegalArgumentException("not reference: " + type);
        }
        return null;
    }

    public static Class<?> primitiveClass(MethodHandles.Lookup lookup, String name, Class<?> type) {
        Objects.requireNonNull(name);
        Objects.requireNonNull(type);
        if (type != Class.class) {
            throw new IllegalArgumentException();
        }
        if (name.length() != 1) {
            throw new IllegalArgumentException("not primitive: " + name);
        }
        Class<?> c = Wrappers.forBasicType(name.charAt(0));
        if (c == null) {
            throw new IllegalArgumentException("not primitive: " + name);
        }
        return c;
    }

    public static <E extends Enum<E>> E enumConstant(MethodHandles.Lookup lookup, String name, Class<E> type) {
        Objects.requireNonNull(lookup);
        Objects.requireNonNull(name);
        Objects.requireNonNull(type);
        validateClassAccess(lookup, type);
        return Enum.valueOf(type, name);
    }

    public static Object getStaticFinal(MethodHandles.Lookup lookup, String name, Class<?> type,
            Class<?> declaringClass) {
        Objects.requireNonNull(lookup);
        Objects.requireNonNull(name);
        Objects.requireNonNull(type);
        Objects.requireNonNull(declaringClass);
        MethodHandle mh;
        try {
            mh = lookup.findStaticGetter(declaringClass, name, type);
            if (!mh.member().isFinal()) {
                throw new IncompatibleClassChangeError("not a final field: " + name);
            }
        } catch (ReflectiveOperationException ex) {
            throw mapLookupExceptionToError(ex);
        }
        try {
            return mh.invokeWithArguments();
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new LinkageError("Unexpected throwable", e);
        }
    }

    public static Object getStaticFinal(MethodHandles.Lookup lookup, String name, Class<?> type) {
        Objects.requireNonNull(type);
        Class<?> declaring = type.isPrimitive() ? Wrappers.wrap(type) : type;
        return getStaticFinal(lookup, name, type, declaring);
    }

    public static Object invoke(MethodHandles.Lookup lookup, String name, Class<?> type, MethodHandle handle,
            Object... args) throws Throwable {
        Objects.requireNonNull(type);
        Objects.requireNonNull(handle);
        Objects.requireNonNull(args);
        if (type != handle.type().returnType()) {
            handle = handle.asType(handle.type().changeReturnType(type)).withVarargs(handle.isVarargsCollector());
        }
        return handle.invokeWithArguments(args);
    }

    public static VarHandle fieldVarHandle(MethodHandles.Lookup lookup, String name, Class<VarHandle> type,
            Class<?> declaringClass, Class<?> fieldType) {
        Objects.requireNonNull(lookup);
        Objects.requireNonNull(name);
        Objects.requireNonNull(type);
        Objects.requireNonNull(declaringClass);
        Objects.requireNonNull(fieldType);
        if (type != VarHandle.class) {
            throw new IllegalArgumentException();
        }
        try {
            return lookup.findVarHandle(declaringClass, name, fieldType);
        } catch (ReflectiveOperationException e) {
            throw mapLookupExceptionToError(e);
        }
    }

    public static VarHandle staticFieldVarHandle(MethodHandles.Lookup lookup, String name, Class<VarHandle> type,
            Class<?> declaringClass, Class<?> fieldType) {
        Objects.requireNonNull(lookup);
        Objects.requireNonNull(name);
        Objects.requireNonNull(type);
        Objects.requireNonNull(declaringClass);
        Objects.requireNonNull(fieldType);
        if (type != VarHandle.class) {
            throw new IllegalArgumentException();
        }
        try {
            return lookup.findStaticVarHandle(declaringClass, name, fieldType);
        } catch (ReflectiveOperationException e) {
            throw mapLookupExceptionToError(e);
        }
    }

    public static VarHandle arrayVarHandle(MethodHandles.Lookup lookup, String name, Class<VarHandle> type,
            Class<?> arrayClass) {
        Objects.requireNonNull(lookup);
        Objects.requireNonNull(type);
        Objects.requireNonNull(arrayClass);
        if (type != VarHandle.class) {
            throw new IllegalArgumentException();
        }
        return MethodHandles.arrayElementVarHandle(validateClassAccess(lookup, arrayClass));
    }

    public static Object explicitCast(MethodHandles.Lookup lookup, String name, Class<?> dstType, Object value)
            throws ClassCastException {
        if (dstType == void.class) {
            throw new ClassCastException("Can not convert to void");
        }
        if (dstType == Object.class) {
            return value;
        }
        return Wrappers.explicitCast(value, Object.class, dstType);
    }

    private static <T> Class<T> validateClassAccess(MethodHandles.Lookup lookup, Class<T> type) {
        try {
            lookup.accessClass(type);
            return type;
        } catch (ReflectiveOperationException ex) {
            throw mapLookupExceptionToError(ex);
        }
    }

    /** The resolution error behind a lookup failure, as the JVM would have thrown it. */
    private static LinkageError mapLookupExceptionToError(ReflectiveOperationException ex) {
        if (ex.getCause() instanceof LinkageError e) {
            return e;
        }
        if (ex instanceof IllegalAccessException) {
            return (LinkageError) new IllegalAccessError(ex.getMessage()).initCause(ex);
        }
        if (ex instanceof NoSuchFieldException) {
            return (LinkageError) new NoSuchFieldError(ex.getMessage()).initCause(ex);
        }
        if (ex instanceof NoSuchMethodException) {
            return (LinkageError) new NoSuchMethodError(ex.getMessage()).initCause(ex);
        }
        return (LinkageError) new IncompatibleClassChangeError(ex.getMessage()).initCause(ex);
    }
}

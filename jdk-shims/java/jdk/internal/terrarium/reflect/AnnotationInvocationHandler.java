package jdk.internal.terrarium.reflect;

import java.lang.annotation.Annotation;
import java.lang.annotation.AnnotationFormatError;
import java.lang.annotation.IncompleteAnnotationException;
import java.lang.reflect.AccessibleObject;
import java.lang.reflect.Array;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.util.Arrays;
import java.util.Map;
import java.util.Objects;

/**
 * The behaviour of an annotation instance (a Proxy of its interface): member
 * accessors, and equals, hashCode and toString as the Annotation contract and
 * JDK 17 define them.
 */
final class AnnotationInvocationHandler implements InvocationHandler {
    private final Class<? extends Annotation> type;
    // Member name to value, in toString's order; arrays are handed out as copies.
    private final Map<String, Object> memberValues;
    private volatile Method[] memberMethods;

    AnnotationInvocationHandler(Class<? extends Annotation> type, Map<String, Object> memberValues) {
        Class<?>[] interfaces = type.getInterfaces();
        if (!type.isAnnotation() || interfaces.length != 1 || interfaces[0] != Annotation.class) {
            throw new AnnotationFormatError("Attempt to create proxy for a non-annotation type: " + type.getName());
        }
        this.type = type;
        this.memberValues = memberValues;
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) {
        String name = method.getName();
        int parameterCount = method.getParameterCount();
        if (parameterCount == 1 && name.equals("equals") && method.getParameterTypes()[0] == Object.class) {
            return equalsImpl(proxy, args[0]);
        }
        if (parameterCount != 0) {
            throw new AssertionError("Too many parameters for an annotation method");
        }
        switch (name) {
            case "toString":
                return toStringImpl();
            case "hashCode":
                return hashCodeImpl();
            case "annotationType":
                return type;
            default:
                break;
        }
        Object value = memberValues.get(name);
        if (value == null) {
            throw new IncompleteAnnotationException(type, name);
        }
        if (value instanceof ExceptionProxy) {
            throw ((ExceptionProxy) value).generateException();
        }
        if (value.getClass().isArray() && Array.getLength(value) != 0) {
            return copyOf(value);
        }
        return value;
    }

    private static Object copyOf(Object array) {
        int length = Array.getLength(array);
        Object copy = Array.newInstance(array.getClass().getComponentType(), length);
        System.arraycopy(array, 0, copy, 0, length);
        return copy;
    }

    /** Members in map order; a lone member named value without its name, as in source. */
    private String toStringImpl() {
        StringBuilder sb = new StringBuilder(128);
        sb.append('@').append(type.getName()).append('(');
        boolean loneValue = memberValues.size() == 1;
        boolean first = true;
        for (Map.Entry<String, Object> e : memberValues.entrySet()) {
            if (!first) {
                sb.append(", ");
            }
            first = false;
            if (!loneValue || !"value".equals(e.getKey())) {
                sb.append(e.getKey()).append('=');
            }
            appendValue(sb, e.getValue());
        }
        return sb.append(')').toString();
    }

    /** A member value as JDK 17 shows it: mostly as source would write it. */
    private static void appendValue(StringBuilder sb, Object value) {
        if (!value.getClass().isArray()) {
            appendScalar(sb, value);
            return;
        }
        sb.append('{');
        int length = Array.getLength(value);
        for (int i = 0; i < length; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            Object element = Array.get(value, i);
            if (element == null) { // from a nested annotation whose type is no annotation interface
                sb.append("null");
            } else {
                appendScalar(sb, element);
            }
        }
        sb.append('}');
    }

    private static void appendScalar(StringBuilder sb, Object value) {
        Class<?> c = value.getClass();
        if (c == Class.class) {
            appendClassLiteral(sb, (Class<?>) value);
        } else if (c == String.class) {
            String s = (String) value;
            sb.append('"');
            for (int i = 0; i < s.length(); i++) {
                appendQuoted(sb, s.charAt(i));
            }
            sb.append('"');
        } else if (c == Character.class) {
            sb.append('\'');
            appendQuoted(sb, (Character) value);
            sb.append('\'');
        } else if (c == Double.class) {
            double d = (Double) value;
            if (Double.isFinite(d)) {
                sb.append(Double.toString(d));
            } else {
                sb.append(Double.isNaN(d) ? "0.0/0.0" : (d < 0 ? "-1.0/0.0" : "1.0/0.0"));
            }
        } else if (c == Float.class) {
            float f = (Float) value;
            if (Float.isFinite(f)) {
                sb.append(Float.toString(f)).append('f');
            } else {
                sb.append(Float.isNaN(f) ? "0.0f/0.0f" : (f < 0 ? "-1.0f/0.0f" : "1.0f/0.0f"));
            }
        } else if (c == Long.class) {
            sb.append((long) (Long) value).append('L');
        } else if (c == Byte.class) {
            sb.append("(byte)0x");
            appendHex(sb, (Byte) value & 0xFF, 2);
        } else {
            sb.append(value); // int, short, boolean, enum constant, annotation, deferred error
        }
    }

    private static void appendClassLiteral(StringBuilder sb, Class<?> c) {
        int dimensions = 0;
        while (c.isArray()) {
            c = c.getComponentType();
            dimensions++;
        }
        sb.append(c.getName());
        for (int i = 0; i < dimensions; i++) {
            sb.append("[]");
        }
        sb.append(".class");
    }

    private static void appendQuoted(StringBuilder sb, char c) {
        switch (c) {
            case '\b':
                sb.append("\\b");
                break;
            case '\f':
                sb.append("\\f");
                break;
            case '\n':
                sb.append("\\n");
                break;
            case '\r':
                sb.append("\\r");
                break;
            case '\t':
                sb.append("\\t");
                break;
            case '\'':
                sb.append("\\'");
                break;
            case '"':
                sb.append("\\\"");
                break;
            case '\\':
                sb.append("\\\\");
                break;
            default:
                if (c >= ' ' && c <= '~') {
                    sb.append(c);
                } else {
                    sb.append("\\u");
                    appendHex(sb, c, 4);
                }
        }
    }

    /** Lower-case hex, zero-padded to {@code digits}. */
    private static void appendHex(StringBuilder sb, int value, int digits) {
        String hex = Integer.toHexString(value);
        for (int i = hex.length(); i < digits; i++) {
            sb.append('0');
        }
        sb.append(hex);
    }

    private int hashCodeImpl() {
        int hash = 0;
        for (Map.Entry<String, Object> e : memberValues.entrySet()) {
            hash += (127 * e.getKey().hashCode()) ^ valueHashCode(e.getValue());
        }
        return hash;
    }

    /** An array's boxed elements hash as Arrays.hashCode hashes the array, whatever its component type. */
    private static int valueHashCode(Object value) {
        if (!value.getClass().isArray()) {
            return value.hashCode();
        }
        int hash = 1;
        int length = Array.getLength(value);
        for (int i = 0; i < length; i++) {
            hash = 31 * hash + Objects.hashCode(Array.get(value, i));
        }
        return hash;
    }

    private boolean equalsImpl(Object proxy, Object other) {
        if (other == proxy) {
            return true;
        }
        if (!type.isInstance(other)) {
            return false;
        }
        AnnotationInvocationHandler otherHandler = asOneOfUs(other);
        for (Method member : getMemberMethods()) {
            if (member.isSynthetic()) {
                continue;
            }
            String name = member.getName();
            Object theirs;
            if (otherHandler != null) {
                theirs = otherHandler.memberValues.get(name);
            } else {
                try {
                    theirs = member.invoke(other);
                } catch (InvocationTargetException e) {
                    return false;
                } catch (IllegalAccessException e) {
                    throw new AssertionError(e);
                }
            }
            if (!valueEquals(memberValues.get(name), theirs)) {
                return false;
            }
        }
        return true;
    }

    private static AnnotationInvocationHandler asOneOfUs(Object o) {
        if (Proxy.isProxyClass(o.getClass())) {
            InvocationHandler handler = Proxy.getInvocationHandler(o);
            if (handler instanceof AnnotationInvocationHandler) {
                return (AnnotationInvocationHandler) handler;
            }
        }
        return null;
    }

    /**
     * Arrays by content (boxed elements compare as Arrays.equals compares the
     * array: floating point by bits); arrays of objects whatever their types.
     */
    private static boolean valueEquals(Object ours, Object theirs) {
        Class<?> c = ours.getClass();
        if (!c.isArray()) {
            return ours.equals(theirs);
        }
        if (ours instanceof Object[] && theirs instanceof Object[]) {
            return Arrays.equals((Object[]) ours, (Object[]) theirs);
        }
        if (theirs.getClass() != c) {
            return false;
        }
        int length = Array.getLength(ours);
        if (Array.getLength(theirs) != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (!Array.get(ours, i).equals(Array.get(theirs, i))) {
                return false;
            }
        }
        return true;
    }

    private Method[] getMemberMethods() {
        Method[] methods = memberMethods;
        if (methods == null) {
            methods = type.getDeclaredMethods();
            validateMemberMethods(methods);
            // Another implementation's members are read reflectively, and its interface may be non-public.
            AccessibleObject.setAccessible(methods, true);
            memberMethods = methods;
        }
        return methods;
    }

    /** Rejects an interface javac could not have compiled as an annotation interface. */
    private void validateMemberMethods(Method[] methods) {
        for (Method method : methods) {
            int modifiers = method.getModifiers();
            // A static initializer's helpers, such as a constant's lambda body.
            if (method.isSynthetic() && (modifiers & (Modifier.STATIC | Modifier.PRIVATE)) != 0
                    && method.getParameterCount() == 0) {
                continue;
            }
            if (!isMemberMethod(method, modifiers)) {
                throw new AnnotationFormatError("Malformed method on an annotation type: " + method);
            }
        }
    }

    private static boolean isMemberMethod(Method method, int modifiers) {
        if (modifiers != (Modifier.PUBLIC | Modifier.ABSTRACT) || method.isDefault()
                || method.getParameterCount() != 0 || method.getExceptionTypes().length != 0) {
            return false;
        }
        Class<?> returnType = method.getReturnType();
        if (returnType.isArray()) {
            returnType = returnType.getComponentType();
            if (returnType.isArray()) {
                return false;
            }
        }
        if (!((returnType.isPrimitive() && returnType != void.class) || returnType == String.class
                || returnType == Class.class || returnType.isEnum() || returnType.isAnnotation())) {
            return false;
        }
        String name = method.getName();
        return !((name.equals("toString") && returnType == String.class)
                || (name.equals("hashCode") && returnType == int.class)
                || (name.equals("annotationType") && returnType == Class.class));
    }
}

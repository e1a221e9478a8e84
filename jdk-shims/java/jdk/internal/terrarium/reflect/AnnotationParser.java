package jdk.internal.terrarium.reflect;

import java.lang.annotation.Annotation;
import java.lang.annotation.AnnotationFormatError;
import java.lang.annotation.Repeatable;
import java.lang.annotation.RetentionPolicy;
import java.lang.reflect.Array;
import java.lang.reflect.GenericSignatureFormatError;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns the class-file bytes of runtime-visible annotations (JVMS 4.7.16-4.7.22)
 * into annotation instances, with JDK 17's results: which annotations are
 * skipped, which errors are thrown at once and which are deferred to the
 * member's accessor (see ExceptionProxy), and the errors for malformed bytes.
 */
public final class AnnotationParser {
    private static final Annotation[] NO_ANNOTATIONS = new Annotation[0];

    private AnnotationParser() {
    }

    /**
     * The annotations of a RuntimeVisibleAnnotations attribute, by type, in
     * class-file order; those whose type is missing, not an annotation
     * interface or not of RUNTIME retention are left out.
     */
    public static Map<Class<? extends Annotation>, Annotation> parseAnnotations(byte[] rawAnnotations,
            ConstantPool cp, Class<?> container) {
        return parseAnnotations(rawAnnotations, cp, container, null);
    }

    /** As above; with {@code only} non-null, the annotations of other types are left out too. */
    static Map<Class<? extends Annotation>, Annotation> parseAnnotations(byte[] rawAnnotations, ConstantPool cp,
            Class<?> container, Class<?>[] only) {
        if (rawAnnotations == null) {
            return Collections.emptyMap();
        }
        Reader in = new Reader(rawAnnotations, cp, container, "Unexpected end of annotations.");
        try {
            Map<Class<? extends Annotation>, Annotation> result = new LinkedHashMap<>();
            int count = in.u2();
            for (int i = 0; i < count; i++) {
                Annotation a = in.annotation(false, only);
                if (a != null && isRuntimeVisible(a)) {
                    Class<? extends Annotation> type = a.annotationType();
                    if (result.put(type, a) != null) {
                        throw new AnnotationFormatError("Duplicate annotation for class: " + type + ": " + a);
                    }
                }
            }
            return result;
        } catch (IllegalArgumentException e) {
            throw new AnnotationFormatError(e); // an index to a missing or wrong constant-pool entry
        }
    }

    /**
     * The annotations of a RuntimeVisibleParameterAnnotations attribute, one
     * array per parameter the attribute lists (null bytes: none; the caller
     * reconciles that count with the method's).
     */
    public static Annotation[][] parseParameterAnnotations(byte[] raw, ConstantPool cp, Class<?> container) {
        if (raw == null) {
            return new Annotation[0][];
        }
        Reader in = new Reader(raw, cp, container, "Unexpected end of parameter annotations.");
        try {
            Annotation[][] result = new Annotation[in.u1()][];
            for (int p = 0; p < result.length; p++) {
                int count = in.u2();
                List<Annotation> annotations = new ArrayList<>(count);
                for (int i = 0; i < count; i++) {
                    Annotation a = in.annotation(false, null);
                    if (a != null && isRuntimeVisible(a)) {
                        annotations.add(a);
                    }
                }
                result[p] = annotations.toArray(NO_ANNOTATIONS);
            }
            return result;
        } catch (IllegalArgumentException e) {
            throw new AnnotationFormatError(e);
        }
    }

    /**
     * The value of an AnnotationDefault attribute, what
     * {@code annotationMember.getDefaultValue()} returns (null bytes: null).
     * Unlike member values, a bad default fails here rather than at access.
     */
    public static Object parseAnnotationDefault(Method annotationMember, byte[] raw, ConstantPool cp,
            Class<?> container) {
        if (raw == null) {
            return null;
        }
        Class<?> type = AnnotationType.invocationHandlerReturnType(annotationMember.getReturnType());
        Object value = new Reader(raw, cp, container, "Unexpected end of annotation default.").memberValue(type);
        if (value instanceof ExceptionProxy.TypeNotPresent) {
            ExceptionProxy.TypeNotPresent missing = (ExceptionProxy.TypeNotPresent) value;
            throw new TypeNotPresentException(missing.typeName, missing.cause);
        }
        if (value instanceof ExceptionProxy) {
            throw new AnnotationFormatError("Invalid default: " + annotationMember);
        }
        return value;
    }

    public static Annotation[] toArray(Map<Class<? extends Annotation>, Annotation> annotations) {
        return annotations.values().toArray(NO_ANNOTATIONS);
    }

    /**
     * The annotations of type {@code annoClass} in the map, itself and those in
     * its @Repeatable container, ordered as they were declared: the contained
     * ones before the direct one if the container comes first.
     */
    @SuppressWarnings("unchecked")
    public static <A extends Annotation> A[] getDirectlyAndIndirectlyPresent(
            Map<Class<? extends Annotation>, Annotation> annotations, Class<A> annoClass) {
        List<A> result = new ArrayList<>();
        A direct = (A) annotations.get(annoClass);
        if (direct != null) {
            result.add(direct);
        }
        Repeatable repeatable = annoClass.getDeclaredAnnotation(Repeatable.class);
        Annotation container = (repeatable != null) ? annotations.get(repeatable.value()) : null;
        if (container != null) {
            Annotation[] contained = containedAnnotations(container, annoClass);
            if (contained.length != 0) {
                boolean containerFirst = direct == null || comesFirst(annotations, repeatable.value(), annoClass);
                result.addAll(containerFirst ? 0 : 1, Arrays.asList((A[]) contained));
            }
        }
        return result.toArray((A[]) Array.newInstance(annoClass, result.size()));
    }

    private static boolean comesFirst(Map<Class<? extends Annotation>, Annotation> annotations, Class<?> first,
            Class<?> second) {
        for (Class<?> c : annotations.keySet()) {
            if (c == first) {
                return true;
            }
            if (c == second) {
                return false;
            }
        }
        return false;
    }

    /** The container's value(), checked to hold only annotations of type {@code annoClass}. */
    private static Annotation[] containedAnnotations(Annotation container, Class<?> annoClass) {
        Method value = AnnotationType.getInstance(container.annotationType()).members().get("value");
        if (value == null) {
            throw invalidContainer(container, null);
        }
        Annotation[] contained;
        if (Proxy.isProxyClass(container.getClass())) {
            InvocationHandler handler = Proxy.getInvocationHandler(container);
            try {
                contained = (Annotation[]) handler.invoke(container, value, null);
            } catch (Throwable t) { // whatever the accessor throws, as the JDK
                throw invalidContainer(container, t);
            }
        } else {
            try {
                value.setAccessible(true); // the interface may be non-public
                contained = (Annotation[]) value.invoke(container);
            } catch (IllegalAccessException | IllegalArgumentException | InvocationTargetException
                    | ClassCastException e) {
                throw invalidContainer(container, e);
            }
        }
        for (Annotation a : contained) {
            if (!annoClass.isInstance(a)) {
                throw new AnnotationFormatError(container
                        + " is an invalid container for repeating annotations of type: " + annoClass);
            }
        }
        return contained;
    }

    private static AnnotationFormatError invalidContainer(Annotation container, Throwable cause) {
        return new AnnotationFormatError(container + " is an invalid container for repeating annotations", cause);
    }

    /** An instance of annotation interface {@code type} with these member values (defaults included). */
    public static <A extends Annotation> A annotationForMap(Class<A> type, Map<String, Object> memberValues) {
        InvocationHandler handler = new AnnotationInvocationHandler(type, memberValues);
        return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, handler));
    }

    private static boolean isRuntimeVisible(Annotation a) {
        return AnnotationType.getInstance(a.annotationType()).retention() == RetentionPolicy.RUNTIME;
    }

    /** A cursor over one attribute's bytes, with the pool its indices point into. */
    private static final class Reader {
        /**
         * Values nest deeper than this only in hostile bytes (annotation
         * interfaces cannot contain themselves, arrays cannot nest); the limit
         * keeps those from overflowing the stack.
         */
        private static final int MAX_DEPTH = 256;

        private final byte[] bytes;
        private final ConstantPool cp;
        private final Class<?> container;
        private final String endMessage;
        private int pos;
        private int depth;

        Reader(byte[] bytes, ConstantPool cp, Class<?> container, String endMessage) {
            this.bytes = bytes;
            this.cp = cp;
            this.container = container;
            this.endMessage = endMessage;
        }

        private void need(int n) {
            if (bytes.length - pos < n) {
                throw new AnnotationFormatError(endMessage);
            }
        }

        /** A tag byte, sign-extended as the JDK reads it (its messages show it so). */
        int tag() {
            need(1);
            return bytes[pos++];
        }

        int u1() {
            need(1);
            return bytes[pos++] & 0xFF;
        }

        int u2() {
            need(2);
            int value = ((bytes[pos] & 0xFF) << 8) | (bytes[pos + 1] & 0xFF);
            pos += 2;
            return value;
        }

        private void enter() {
            if (++depth > MAX_DEPTH) {
                throw new AnnotationFormatError("Annotation values nested too deeply");
            }
        }

        /**
         * An annotation structure. Null if it is to be left out: its type is not
         * in {@code only}, not an annotation interface, or missing (unless
         * {@code typeMustExist}, for nested annotations: TypeNotPresentException).
         */
        @SuppressWarnings("unchecked")
        Annotation annotation(boolean typeMustExist, Class<?>[] only) {
            int typeIndex = u2();
            String descriptor = "[unknown]";
            Class<?> type;
            try {
                descriptor = cp.getUTF8At(typeIndex);
                type = typeOf(descriptor);
            } catch (NoClassDefFoundError e) {
                if (typeMustExist) {
                    throw new TypeNotPresentException(descriptor, e);
                }
                skipAnnotationBody();
                return null;
            } catch (TypeNotPresentException e) {
                if (typeMustExist) {
                    throw e;
                }
                skipAnnotationBody();
                return null;
            }
            if (only != null && !Arrays.asList(only).contains(type)) {
                skipAnnotationBody();
                return null;
            }
            AnnotationType annotationType;
            try {
                annotationType = AnnotationType.getInstance((Class<? extends Annotation>) type);
            } catch (IllegalArgumentException e) {
                skipAnnotationBody();
                return null;
            }
            Map<String, Class<?>> memberTypes = annotationType.memberTypes();
            Map<String, Object> values = new LinkedHashMap<>(annotationType.memberDefaults());
            int count = u2();
            for (int i = 0; i < count; i++) {
                String name = cp.getUTF8At(u2());
                Class<?> memberType = memberTypes.get(name);
                if (memberType == null) {
                    skipValue(tag()); // a member the interface no longer has
                    continue;
                }
                Object value = memberValue(memberType);
                if (value instanceof ExceptionProxy.TypeMismatch) {
                    ((ExceptionProxy.TypeMismatch) value).setMember(annotationType.members().get(name));
                }
                values.put(name, value);
            }
            return annotationForMap((Class<? extends Annotation>) type, values);
        }

        /** An element_value for a member whose value type (primitives boxed) is {@code type}. */
        Object memberValue(Class<?> type) {
            enter();
            int tag = tag();
            Object value;
            switch (tag) {
                case 'e':
                    value = enumValue(type);
                    break;
                case '[':
                    value = array(type);
                    break;
                case 'c':
                    value = checked(type, classValue());
                    break;
                case '@':
                    value = checked(type, annotation(true, null));
                    break;
                default:
                    value = checked(type, constant(tag));
            }
            depth--;
            return value;
        }

        private static Object checked(Class<?> type, Object value) {
            if (value == null) { // a nested annotation of a type that is no annotation interface
                return new ExceptionProxy.TypeMismatch(type.getName());
            }
            if (value instanceof ExceptionProxy || type.isInstance(value)) {
                return value;
            }
            String found = (value instanceof Annotation)
                    ? value.toString()
                    : value.getClass().getName() + "[" + value + "]";
            return new ExceptionProxy.TypeMismatch(found);
        }

        private Object constant(int tag) {
            int index = u2();
            switch (tag) {
                case 'B':
                    return (byte) cp.getIntAt(index);
                case 'C':
                    return (char) cp.getIntAt(index);
                case 'D':
                    return cp.getDoubleAt(index);
                case 'F':
                    return cp.getFloatAt(index);
                case 'I':
                    return cp.getIntAt(index);
                case 'J':
                    return cp.getLongAt(index);
                case 'S':
                    return (short) cp.getIntAt(index);
                case 'Z':
                    return cp.getIntAt(index) != 0;
                case 's':
                    return cp.getUTF8At(index);
                default:
                    throw new AnnotationFormatError("Invalid member-value tag in annotation: " + tag);
            }
        }

        private Object classValue() {
            int index = u2();
            try {
                return typeOf(cp.getUTF8At(index));
            } catch (NoClassDefFoundError e) {
                return new ExceptionProxy.TypeNotPresent("[unknown]", e);
            } catch (TypeNotPresentException e) {
                return new ExceptionProxy.TypeNotPresent(e.typeName(), e.getCause());
            }
        }

        @SuppressWarnings({"unchecked", "rawtypes"})
        private Object enumValue(Class<?> type) {
            String typeDescriptor = cp.getUTF8At(u2());
            String constantName = cp.getUTF8At(u2());
            if (!type.isEnum() || type != typeOf(typeDescriptor)) {
                String typeName = typeDescriptor.substring(1, typeDescriptor.length() - 1).replace('/', '.');
                return new ExceptionProxy.TypeMismatch(typeName + "." + constantName);
            }
            try {
                return Enum.valueOf((Class) type, constantName);
            } catch (IllegalArgumentException e) {
                return new ExceptionProxy.EnumConstantNotPresent((Class<? extends Enum<?>>) type, constantName);
            }
        }

        /**
         * An array value. Its elements must all have the component's tag; if
         * not, or if an element is a deferred error, the whole value is one.
         */
        private Object array(Class<?> type) {
            int length = u2();
            Class<?> component = type.getComponentType();
            if (component == null) { // not an array member (JDK 17 throws an NPE here)
                return skipElements(length);
            }
            int constantTag = constantTag(component);
            if (constantTag != 0) {
                return constantArray(component, constantTag, length);
            }
            if (component == Class.class) {
                return objectArray(component, 'c', length);
            } else if (component.isEnum()) {
                return objectArray(component, 'e', length);
            } else if (component.isAnnotation()) {
                return objectArray(component, '@', length);
            }
            return skipElements(length);
        }

        /** The tag of constant-pool values of this array component type, 0 if it has none. */
        private static int constantTag(Class<?> component) {
            if (component == String.class) {
                return 's';
            } else if (!component.isPrimitive()) {
                return 0;
            } else if (component == int.class) {
                return 'I';
            } else if (component == long.class) {
                return 'J';
            } else if (component == boolean.class) {
                return 'Z';
            } else if (component == byte.class) {
                return 'B';
            } else if (component == char.class) {
                return 'C';
            } else if (component == short.class) {
                return 'S';
            } else if (component == float.class) {
                return 'F';
            } else if (component == double.class) {
                return 'D';
            }
            return 0;
        }

        private Object constantArray(Class<?> component, int expectedTag, int length) {
            Object result = Array.newInstance(component, length);
            boolean mismatch = false;
            int tag = 0;
            for (int i = 0; i < length; i++) {
                tag = tag();
                if (tag == expectedTag) {
                    Array.set(result, i, constant(tag));
                } else {
                    skipValue(tag);
                    mismatch = true;
                }
            }
            // The JDK names the last element's tag, whichever element was wrong.
            return mismatch ? arrayMismatch(tag) : result;
        }

        private Object objectArray(Class<?> component, int expectedTag, int length) {
            Object[] result = (Object[]) Array.newInstance(component, length);
            Object firstError = null;
            for (int i = 0; i < length; i++) {
                int tag = tag();
                if (tag != expectedTag) {
                    skipValue(tag);
                    if (firstError == null) {
                        firstError = arrayMismatch(tag);
                    }
                    continue;
                }
                Object element = (tag == 'c') ? classValue()
                        : (tag == 'e') ? enumValue(component)
                        : annotation(true, null);
                if (element instanceof ExceptionProxy) {
                    if (firstError == null) {
                        firstError = element;
                    }
                } else {
                    result[i] = element; // an ArrayStoreException for an annotation of another type, as the JDK
                }
            }
            return (firstError != null) ? firstError : result;
        }

        private Object skipElements(int length) {
            int tag = 0;
            for (int i = 0; i < length; i++) {
                tag = tag();
                skipValue(tag);
            }
            return arrayMismatch(tag);
        }

        private static ExceptionProxy arrayMismatch(int tag) {
            return new ExceptionProxy.TypeMismatch("Array with component tag: " + (tag == 0 ? "0" : (char) tag));
        }

        /** Skips an element_value whose tag has been read; any other tag counts as a constant. */
        private void skipValue(int tag) {
            enter();
            switch (tag) {
                case 'e':
                    need(4);
                    pos += 4;
                    break;
                case '@':
                    u2();
                    skipAnnotationBody();
                    break;
                case '[': {
                    int length = u2();
                    for (int i = 0; i < length; i++) {
                        skipValue(tag());
                    }
                    break;
                }
                default:
                    u2();
            }
            depth--;
        }

        /** Skips an annotation's element-value pairs (its type index has been read). */
        private void skipAnnotationBody() {
            int count = u2();
            for (int i = 0; i < count; i++) {
                u2();
                skipValue(tag());
            }
        }

        /**
         * The class a field descriptor (or "V") names, never initialised. Read
         * as JDK 17 reads it, with its signature parser: by the longest
         * well-formed prefix (so "Code" is char), with its errors.
         *
         * @throws TypeNotPresentException if the named class does not exist
         */
        private Class<?> typeOf(String descriptor) {
            if (descriptor.equals("V")) {
                return void.class;
            }
            int dimensions = 0;
            while (dimensions < descriptor.length() && descriptor.charAt(dimensions) == '[') {
                dimensions++;
            }
            Class<?> type = elementType(descriptor, dimensions);
            for (int i = 0; i < dimensions; i++) {
                type = Array.newInstance(type, 0).getClass();
            }
            return type;
        }

        private Class<?> elementType(String descriptor, int start) {
            switch (charAt(descriptor, start)) {
                case 'B':
                    return byte.class;
                case 'C':
                    return char.class;
                case 'D':
                    return double.class;
                case 'F':
                    return float.class;
                case 'I':
                    return int.class;
                case 'J':
                    return long.class;
                case 'S':
                    return short.class;
                case 'Z':
                    return boolean.class;
                case 'L':
                    break;
                case 'T':
                    throw typeVariable(descriptor, start);
                default:
                    throw malformed(descriptor, start, "Expected Field Type Signature");
            }
            int end = start + 1;
            while (end < descriptor.length() && isNameChar(descriptor.charAt(end), true)) {
                end++;
            }
            char stop = charAt(descriptor, end);
            if (stop == '<') { // a parameterized type: the JDK parses it, then fails to make it a Class
                throw malformed(descriptor, end, "type arguments where a class is expected");
            } else if (stop != ';') {
                throw malformed(descriptor, end, "expected '<' or ';' but got " + stop);
            }
            String name = descriptor.substring(start + 1, end).replace('/', '.');
            try {
                return Class.forName(name, false, container.getClassLoader());
            } catch (ClassNotFoundException e) {
                throw new TypeNotPresentException(name, e);
            }
        }

        /**
         * A type variable ("TT;") names no class. The JDK looks it up in the
         * container's generic scope and fails on what it finds (a null class or
         * a ClassCastException); only its syntax errors are the same as here.
         */
        private static GenericSignatureFormatError typeVariable(String descriptor, int start) {
            int end = start + 1;
            while (end < descriptor.length() && isNameChar(descriptor.charAt(end), false)) {
                end++;
            }
            if (charAt(descriptor, end) != ';') {
                return malformed(descriptor, end, "; expected in signature of type variable named"
                        + descriptor.substring(start + 1, end));
            }
            return malformed(descriptor, start, "type variable where a class is expected");
        }

        /** The JDK's signature parser reads ':' past the end. */
        private static char charAt(String s, int index) {
            return (index < s.length()) ? s.charAt(index) : ':';
        }

        private static GenericSignatureFormatError malformed(String descriptor, int at, String message) {
            return new GenericSignatureFormatError(
                    "Signature Parse error: " + message + "\n\tRemaining input: " + descriptor.substring(at));
        }

        /** Whether the signature parser reads {@code c} as part of a name ('/' only in a class name). */
        private static boolean isNameChar(char c, boolean className) {
            return c != ';' && c != '.' && c != '[' && c != ':' && c != '<' && c != '>'
                    && (className || c != '/') && !Character.isWhitespace(c);
        }
    }
}

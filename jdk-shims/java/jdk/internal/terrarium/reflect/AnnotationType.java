package jdk.internal.terrarium.reflect;

import java.lang.annotation.Annotation;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What the parser and the annotation instances need to know of an annotation
 * interface: its members, their types and defaults, its retention and whether
 * it is @Inherited. One per interface, made on first use.
 */
public final class AnnotationType {
    private static final ConcurrentHashMap<Class<?>, AnnotationType> INSTANCES = new ConcurrentHashMap<>();
    private static final Class<?>[] META_ANNOTATIONS = {Retention.class, Inherited.class};

    private final Map<String, Class<?>> memberTypes;
    private final Map<String, Object> memberDefaults;
    private final Map<String, Method> members;
    private final RetentionPolicy retention;
    private final boolean inherited;

    /** @throws IllegalArgumentException if the class is not an annotation interface */
    public static AnnotationType getInstance(Class<? extends Annotation> annotationClass) {
        AnnotationType type = INSTANCES.get(annotationClass);
        if (type == null) {
            // Not computeIfAbsent: building one recurses into others (annotation defaults, meta-annotations).
            type = new AnnotationType(annotationClass);
            AnnotationType raced = INSTANCES.putIfAbsent(annotationClass, type);
            if (raced != null) {
                type = raced;
            }
        }
        return type;
    }

    private AnnotationType(Class<? extends Annotation> annotationClass) {
        if (!annotationClass.isAnnotation()) {
            throw new IllegalArgumentException("Not an annotation type");
        }
        Method[] methods = annotationClass.getDeclaredMethods();
        memberTypes = new HashMap<>(methods.length + 1, 1.0f);
        members = new HashMap<>(methods.length + 1, 1.0f);
        // A HashMap sized as the JDK's: an annotation's member values start as a
        // copy of it, so its iteration order is the order toString prints defaults in.
        memberDefaults = new HashMap<>(0);
        for (Method method : methods) {
            int modifiers = method.getModifiers();
            if (!Modifier.isPublic(modifiers) || !Modifier.isAbstract(modifiers) || method.isSynthetic()) {
                continue;
            }
            if (method.getParameterCount() != 0) {
                throw new IllegalArgumentException(method + " has params");
            }
            String name = method.getName();
            memberTypes.put(name, invocationHandlerReturnType(method.getReturnType()));
            members.put(name, method);
            Object defaultValue = method.getDefaultValue();
            if (defaultValue != null) {
                memberDefaults.put(name, defaultValue);
            }
        }
        // Retention and Inherited are themselves annotated with @Retention: they
        // are known here rather than parsed, which would need their own AnnotationType.
        if (annotationClass == Retention.class || annotationClass == Inherited.class) {
            retention = RetentionPolicy.RUNTIME;
            inherited = false;
        } else {
            // Straight from the class file: Class.getDeclaredAnnotations would need this very instance.
            Map<Class<? extends Annotation>, Annotation> meta = AnnotationParser.parseAnnotations(
                    VmReflect.annotations(annotationClass, VmReflect.CLASS, 0),
                    VmReflect.constantPool(annotationClass), annotationClass, META_ANNOTATIONS);
            Retention declared = (Retention) meta.get(Retention.class);
            retention = (declared != null) ? declared.value() : RetentionPolicy.CLASS;
            inherited = meta.containsKey(Inherited.class);
        }
    }

    /** The type a member's value has in the member-value map: primitives boxed. */
    static Class<?> invocationHandlerReturnType(Class<?> type) {
        if (!type.isPrimitive()) {
            return type;
        }
        if (type == int.class) {
            return Integer.class;
        } else if (type == long.class) {
            return Long.class;
        } else if (type == boolean.class) {
            return Boolean.class;
        } else if (type == byte.class) {
            return Byte.class;
        } else if (type == char.class) {
            return Character.class;
        } else if (type == short.class) {
            return Short.class;
        } else if (type == float.class) {
            return Float.class;
        } else if (type == double.class) {
            return Double.class;
        }
        return type; // void: no member has it
    }

    /** Member name to value type (primitives boxed). */
    public Map<String, Class<?>> memberTypes() {
        return memberTypes;
    }

    /** Member name to default value, for the members that have one. */
    public Map<String, Object> memberDefaults() {
        return memberDefaults;
    }

    /** Member name to accessor method. */
    public Map<String, Method> members() {
        return members;
    }

    public RetentionPolicy retention() {
        return retention;
    }

    public boolean isInherited() {
        return inherited;
    }
}

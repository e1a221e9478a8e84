package jdk.internal.terrarium.reflect;

import java.lang.annotation.Annotation;
import java.util.LinkedHashMap;
import java.util.Map;

/** Glue between annotated elements and the parser: maps, arrays and repeatable lookups. */
public final class Annotations {
    private Annotations() {
    }

    public static final Annotation[] EMPTY = new Annotation[0];

    public static Map<Class<? extends Annotation>, Annotation> parse(byte[] raw, Class<?> container) {
        if (raw == null) {
            return new LinkedHashMap<>();
        }
        return AnnotationParser.parseAnnotations(raw, VmReflect.constantPool(container), container);
    }

    public static <T extends Annotation> T[] byType(Annotation[] present, Class<T> annotationClass) {
        Map<Class<? extends Annotation>, Annotation> m = new LinkedHashMap<>();
        for (Annotation a : present) {
            m.put(a.annotationType(), a);
        }
        return AnnotationParser.getDirectlyAndIndirectlyPresent(m, annotationClass);
    }
}

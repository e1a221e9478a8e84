package java.lang.reflect;

import java.lang.annotation.Annotation;
import java.util.Objects;

public interface AnnotatedElement {
    default boolean isAnnotationPresent(Class<? extends Annotation> annotationClass) {
        return getAnnotation(annotationClass) != null;
    }

    <T extends Annotation> T getAnnotation(Class<T> annotationClass);

    Annotation[] getAnnotations();

    default <T extends Annotation> T[] getAnnotationsByType(Class<T> annotationClass) {
        return jdk.internal.terrarium.reflect.Annotations.byType(getAnnotations(), annotationClass);
    }

    default <T extends Annotation> T getDeclaredAnnotation(Class<T> annotationClass) {
        Objects.requireNonNull(annotationClass);
        for (Annotation a : getDeclaredAnnotations()) {
            if (annotationClass.equals(a.annotationType())) {
                return annotationClass.cast(a);
            }
        }
        return null;
    }

    default <T extends Annotation> T[] getDeclaredAnnotationsByType(Class<T> annotationClass) {
        return jdk.internal.terrarium.reflect.Annotations.byType(getDeclaredAnnotations(), annotationClass);
    }

    Annotation[] getDeclaredAnnotations();
}

package jdk.internal.terrarium.reflect;

import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedType;
import java.lang.reflect.Type;
import java.util.Objects;

/**
 * Annotated types without annotations: the type-use annotations of
 * RuntimeVisibleTypeAnnotations are not read (see AnnotatedType).
 */
public final class AnnotatedTypes {
    private AnnotatedTypes() {
    }

    public static AnnotatedType of(Type type) {
        return new Plain(type);
    }

    public static AnnotatedType[] of(Type[] types) {
        AnnotatedType[] out = new AnnotatedType[types.length];
        for (int i = 0; i < types.length; i++) {
            out[i] = of(types[i]);
        }
        return out;
    }

    private static final class Plain implements AnnotatedType {
        private final Type type;

        Plain(Type type) {
            this.type = type;
        }

        @Override
        public Type getType() {
            return type;
        }

        @Override
        public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
            Objects.requireNonNull(annotationClass);
            return null;
        }

        @Override
        public Annotation[] getAnnotations() {
            return new Annotation[0];
        }

        @Override
        public Annotation[] getDeclaredAnnotations() {
            return new Annotation[0];
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Plain p && type.equals(p.type);
        }

        @Override
        public int hashCode() {
            return type.hashCode();
        }

        @Override
        public String toString() {
            return type.getTypeName();
        }
    }
}

package java.lang.reflect;

import java.lang.annotation.Annotation;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import jdk.internal.terrarium.reflect.AnnotationParser;

public final class Parameter implements AnnotatedElement {
    private final String name;
    private final int modifiers;
    private final Executable executable;
    private final int index;
    private final boolean named;

    Parameter(String name, int modifiers, Executable executable, int index, boolean named) {
        this.name = name;
        this.modifiers = modifiers;
        this.executable = executable;
        this.index = index;
        this.named = named;
    }

    @Override
    public boolean equals(Object obj) {
        return (obj instanceof Parameter other) && other.executable.equals(executable) && other.index == index;
    }

    @Override
    public int hashCode() {
        return executable.hashCode() ^ index;
    }

    public boolean isNamePresent() {
        return named;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        String typename = getParameterizedType().getTypeName();
        sb.append(Modifier.toString(getModifiers()));
        if (0 != modifiers) {
            sb.append(' ');
        }
        if (isVarArgs()) {
            sb.append(typename.replaceFirst("\\[\\]$", "..."));
        } else {
            sb.append(typename);
        }
        sb.append(' ');
        sb.append(getName());
        return sb.toString();
    }

    public Executable getDeclaringExecutable() {
        return executable;
    }

    public int getModifiers() {
        return modifiers;
    }

    public String getName() {
        return name;
    }

    public Type getParameterizedType() {
        return executable.allGenericParameterTypes()[index];
    }

    public Class<?> getType() {
        return executable.parameterTypes[index];
    }

    public boolean isImplicit() {
        return Modifier.isMandated(getModifiers());
    }

    public boolean isSynthetic() {
        return Modifier.isSynthetic(getModifiers());
    }

    public boolean isVarArgs() {
        return executable.isVarArgs() && index == executable.getParameterCount() - 1;
    }

    private Map<Class<? extends Annotation>, Annotation> declaredAnnotations() {
        Map<Class<? extends Annotation>, Annotation> m = new LinkedHashMap<>();
        Annotation[][] all = executable.getParameterAnnotations();
        if (index < all.length) {
            for (Annotation a : all[index]) {
                m.put(a.annotationType(), a);
            }
        }
        return m;
    }

    @Override
    public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        Objects.requireNonNull(annotationClass);
        return annotationClass.cast(declaredAnnotations().get(annotationClass));
    }

    @Override
    public <T extends Annotation> T[] getAnnotationsByType(Class<T> annotationClass) {
        Objects.requireNonNull(annotationClass);
        return AnnotationParser.getDirectlyAndIndirectlyPresent(declaredAnnotations(), annotationClass);
    }

    @Override
    public Annotation[] getDeclaredAnnotations() {
        Annotation[][] all = executable.getParameterAnnotations();
        return index < all.length ? all[index] : new Annotation[0];
    }

    @Override
    public Annotation[] getAnnotations() {
        return getDeclaredAnnotations();
    }
}

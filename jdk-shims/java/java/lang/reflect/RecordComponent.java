package java.lang.reflect;

import java.lang.annotation.Annotation;
import java.util.Map;
import java.util.Objects;
import jdk.internal.terrarium.reflect.AnnotationParser;
import jdk.internal.terrarium.reflect.Annotations;
import jdk.internal.terrarium.reflect.GenericTypes;
import jdk.internal.terrarium.reflect.VmReflect;

/** Made by the VM ({@code VmReflect.recordComponents}); {@code slot} is the component's index. */
public final class RecordComponent implements AnnotatedElement {
    private Class<?> clazz;
    private int slot;
    private String name;
    private Class<?> type;
    private transient Method accessor;
    private transient Map<Class<? extends Annotation>, Annotation> declaredAnnotations;

    private RecordComponent() {
    }

    public String getName() {
        return name;
    }

    public Class<?> getType() {
        return type;
    }

    public String getGenericSignature() {
        return VmReflect.signature(clazz, VmReflect.RECORD_COMPONENT, slot);
    }

    public Type getGenericType() {
        String sig = getGenericSignature();
        return sig == null ? getType() : GenericTypes.fieldType(sig, clazz);
    }

    public Method getAccessor() {
        Method m = accessor;
        if (m == null) {
            for (Method d : clazz.getDeclaredMethods()) {
                if (d.getName().equals(name) && d.getParameterCount() == 0 && d.getReturnType() == type) {
                    m = d;
                }
            }
            accessor = m;
        }
        return m;
    }

    private Map<Class<? extends Annotation>, Annotation> declaredAnnotations() {
        Map<Class<? extends Annotation>, Annotation> m = declaredAnnotations;
        if (m == null) {
            m = Annotations.parse(VmReflect.annotations(clazz, VmReflect.RECORD_COMPONENT, slot), clazz);
            declaredAnnotations = m;
        }
        return m;
    }

    @Override
    public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        Objects.requireNonNull(annotationClass);
        return annotationClass.cast(declaredAnnotations().get(annotationClass));
    }

    @Override
    public Annotation[] getAnnotations() {
        return getDeclaredAnnotations();
    }

    @Override
    public Annotation[] getDeclaredAnnotations() {
        return AnnotationParser.toArray(declaredAnnotations());
    }

    @Override
    public String toString() {
        return getType().getTypeName() + " " + getName();
    }

    public Class<?> getDeclaringRecord() {
        return clazz;
    }
}

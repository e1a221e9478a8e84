package org.junit.runners.model;

import java.lang.annotation.Annotation;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

/** A test class's method, as {@link org.junit.rules.MethodRule}s see it. */
public class FrameworkMethod {
    private final Method method;

    public FrameworkMethod(Method method) {
        if (method == null) {
            throw new NullPointerException("FrameworkMethod cannot be created without an underlying method.");
        }
        this.method = method;
        method.setAccessible(true);
    }

    public Method getMethod() {
        return method;
    }

    public String getName() {
        return method.getName();
    }

    public Class<?> getDeclaringClass() {
        return method.getDeclaringClass();
    }

    public Class<?> getReturnType() {
        return method.getReturnType();
    }

    public Annotation[] getAnnotations() {
        return method.getAnnotations();
    }

    public <T extends Annotation> T getAnnotation(Class<T> type) {
        return method.getAnnotation(type);
    }

    public boolean isStatic() {
        return java.lang.reflect.Modifier.isStatic(method.getModifiers());
    }

    public boolean isPublic() {
        return java.lang.reflect.Modifier.isPublic(method.getModifiers());
    }

    /** Call it on `target`; what it throws is thrown unwrapped. */
    public Object invokeExplosively(Object target, Object... params) throws Throwable {
        try {
            return method.invoke(target, params);
        } catch (InvocationTargetException e) {
            throw e.getTargetException();
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof FrameworkMethod && ((FrameworkMethod) o).method.equals(method);
    }

    @Override
    public int hashCode() {
        return method.hashCode();
    }

    @Override
    public String toString() {
        return method.toString();
    }
}

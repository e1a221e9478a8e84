package java.lang.reflect;

import java.lang.annotation.Annotation;
import jdk.internal.terrarium.reflect.Access;
import jdk.internal.terrarium.reflect.VmReflect;

/**
 * The {@code setAccessible} flag and the access checks of reflective use,
 * as Java 17 decides them: classes of the class path are one unnamed
 * module; the class library is {@code java.base}, which opens nothing.
 */
public class AccessibleObject implements AnnotatedElement {
    static {
        jdk.internal.terrarium.reflect.ReflectAccess.register(new ReflectAccessImpl());
    }

    boolean override;

    @Deprecated(since = "9")
    protected AccessibleObject() {
    }

    public static void setAccessible(AccessibleObject[] array, boolean flag) {
        if (flag) {
            Class<?> caller = VmReflect.callerClass(1);
            for (AccessibleObject ao : array) {
                ao.checkCanSetAccessible(caller, true);
            }
        }
        for (AccessibleObject ao : array) {
            ao.override = flag;
        }
    }

    public void setAccessible(boolean flag) {
        if (flag) {
            checkCanSetAccessible(VmReflect.callerClass(1), true);
        }
        override = flag;
    }

    public final boolean trySetAccessible() {
        if (override) {
            return true;
        }
        if (!checkCanSetAccessible(VmReflect.callerClass(1), false)) {
            return false;
        }
        override = true;
        return true;
    }

    @Deprecated(since = "9")
    public boolean isAccessible() {
        return override;
    }

    public final boolean canAccess(Object obj) {
        if (!(this instanceof Member)) {
            throw new IllegalArgumentException("canAccess not supported for " + getClass());
        }
        Member m = (Member) this;
        Class<?> declaringClass = m.getDeclaringClass();
        int modifiers = m.getModifiers();
        if (!Modifier.isStatic(modifiers) && (this instanceof Method || this instanceof Field)) {
            if (obj == null) {
                throw new IllegalArgumentException("null object for " + this);
            }
            if (!declaringClass.isAssignableFrom(obj.getClass())) {
                throw new IllegalArgumentException("object is not an instance of " + declaringClass.getName());
            }
        } else if (obj != null) {
            throw new IllegalArgumentException("non-null object for " + this);
        }
        if (override) {
            return true;
        }
        Class<?> caller = VmReflect.callerClass(1);
        Class<?> target = (obj != null && Modifier.isProtected(modifiers)) ? obj.getClass() : declaringClass;
        return Access.verifyMemberAccess(caller, declaringClass, target, modifiers);
    }

    /** Java 17's rule: members of the class path may be made accessible; of java.base, public ones only. */
    boolean checkCanSetAccessible(Class<?> caller, boolean throwIfDenied) {
        Member m = (Member) this;
        return Access.checkCanSetAccessible(caller, m.getDeclaringClass(), m.getModifiers(),
                this instanceof Field, toString(), throwIfDenied);
    }

    /** Throws IllegalAccessException when {@code caller} may not use this member on {@code target}. */
    final void checkAccess(Class<?> caller, Class<?> memberClass, Class<?> targetClass, int modifiers)
            throws IllegalAccessException {
        if (!Access.verifyMemberAccess(caller, memberClass, targetClass, modifiers)) {
            throw new IllegalAccessException(Access.denial(caller, memberClass, modifiers));
        }
    }

    public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        throw new AssertionError("All subclasses should override this method");
    }

    public boolean isAnnotationPresent(Class<? extends Annotation> annotationClass) {
        return AnnotatedElement.super.isAnnotationPresent(annotationClass);
    }

    public <T extends Annotation> T[] getAnnotationsByType(Class<T> annotationClass) {
        throw new AssertionError("All subclasses should override this method");
    }

    public Annotation[] getAnnotations() {
        return getDeclaredAnnotations();
    }

    public <T extends Annotation> T getDeclaredAnnotation(Class<T> annotationClass) {
        return getAnnotation(annotationClass);
    }

    public <T extends Annotation> T[] getDeclaredAnnotationsByType(Class<T> annotationClass) {
        return getAnnotationsByType(annotationClass);
    }

    public Annotation[] getDeclaredAnnotations() {
        throw new AssertionError("All subclasses should override this method");
    }
}

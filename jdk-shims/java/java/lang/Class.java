package java.lang;

import java.lang.annotation.Annotation;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import jdk.internal.terrarium.reflect.AnnotationParser;
import jdk.internal.terrarium.reflect.AnnotationType;
import jdk.internal.terrarium.reflect.Annotations;
import jdk.internal.terrarium.reflect.GenericTypes;
import jdk.internal.terrarium.reflect.ReflectAccess;
import jdk.internal.terrarium.reflect.VmReflect;

/**
 * Class mirrors are created by the VM; {@code vmIndex} is the VM's class id.
 * Most queries are natives; the rest is derived from them in Java.
 */
public final class Class<T> implements java.io.Serializable, java.lang.reflect.GenericDeclaration,
        java.lang.reflect.Type, java.lang.reflect.AnnotatedElement,
        java.lang.invoke.TypeDescriptor.OfField<Class<?>>, java.lang.constant.Constable {
    private static final int ANNOTATION = 0x00002000;
    private static final int SYNTHETIC = 0x00001000;

    private transient int vmIndex;
    // Reflection's caches: the VM's members, handed out as copies.
    private transient Field[] declaredFields;
    private transient Method[] declaredMethods;
    private transient Constructor<T>[] declaredConstructors;
    private transient Map<Class<? extends Annotation>, Annotation> declaredAnnotations;
    private transient Map<Class<? extends Annotation>, Annotation> annotations;

    private Class() {
    }

    public static native Class<?> forName(String className) throws ClassNotFoundException;

    static native Class<?> getPrimitiveClass(String name);

    public native String getName();

    public native String getSimpleName();

    public native Class<? super T> getSuperclass();

    public native Class<?>[] getInterfaces();

    public native Class<?> getComponentType();

    public native boolean isInterface();

    public native boolean isArray();

    public native boolean isPrimitive();

    public native boolean isEnum();

    public native boolean isRecord();

    public native int getModifiers();

    public native boolean isInstance(Object obj);

    public native boolean isAssignableFrom(Class<?> cls);

    /** The enum's constants in declaration order (a fresh array), or null if not an enum. */
    native T[] getEnumConstantsShared();

    public native Class<?> getNestHost();

    public String toString() {
        return (isInterface() ? "interface " : (isPrimitive() ? "" : "class ")) + getName();
    }

    public String getTypeName() {
        if (isArray()) {
            Class<?> c = this;
            int dimensions = 0;
            do {
                dimensions++;
                c = c.getComponentType();
            } while (c.isArray());
            StringBuilder sb = new StringBuilder(c.getName());
            for (int i = 0; i < dimensions; i++) {
                sb.append("[]");
            }
            return sb.toString();
        }
        return getName();
    }

    public String getPackageName() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (c.isPrimitive()) {
            return "java.lang";
        }
        String cn = c.getName();
        int dot = cn.lastIndexOf('.');
        return (dot != -1) ? cn.substring(0, dot).intern() : "";
    }

    @SuppressWarnings("unchecked")
    public T cast(Object obj) {
        if (obj != null && !isInstance(obj)) {
            throw new ClassCastException("Cannot cast " + obj.getClass().getName() + " to " + getName());
        }
        return (T) obj;
    }

    public T[] getEnumConstants() {
        if (!isEnum()) {
            return null;
        }
        T[] values = getEnumConstantsShared();
        return (values != null) ? values.clone() : null;
    }

    public Class<?> componentType() {
        return isArray() ? getComponentType() : null;
    }

    public boolean isAnnotation() {
        return (getModifiers() & ANNOTATION) != 0;
    }

    public boolean isSynthetic() {
        return (getModifiers() & SYNTHETIC) != 0;
    }


    public boolean isNestmateOf(Class<?> c) {
        if (this == c) {
            return true;
        }
        if (isPrimitive() || isArray() || c.isPrimitive() || c.isArray()) {
            return false;
        }
        return getNestHost() == c.getNestHost();
    }

    public boolean desiredAssertionStatus() {
        return false;
    }

    public ClassLoader getClassLoader() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        return c.isLibraryClass() ? null : ClassLoader.getSystemClassLoader();
    }

    public static Class<?> forName(String name, boolean initialize, ClassLoader loader)
            throws ClassNotFoundException {
        boolean classPath = loader != null && loader != ClassLoader.getPlatformClassLoader();
        return forName0(name, initialize, classPath);
    }

    /**
     * Loads {@code className}; initialises it only when {@code initialize};
     * with {@code classPath} false, only the class library's classes are found.
     */
    private static native Class<?> forName0(String className, boolean initialize, boolean classPath)
            throws ClassNotFoundException;

    public java.net.URL getResource(String name) {
        ClassLoader cl = getClassLoader();
        return cl == null ? null : cl.getResource(resolveName(name));
    }

    public java.io.InputStream getResourceAsStream(String name) {
        ClassLoader cl = getClassLoader();
        return cl == null ? null : cl.getResourceAsStream(resolveName(name));
    }

    /** A name relative to this class's package, or absolute after a leading '/'. */
    private String resolveName(String name) {
        if (name.startsWith("/")) {
            return name.substring(1);
        }
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        String pkg = c.getPackageName();
        return pkg.isEmpty() ? name : pkg.replace('.', '/') + "/" + name;
    }

    // Package: kept by java.lang.Package.

    /** The run-time package (the unnamed one included); null for primitive and array types. */
    public Package getPackage() {
        return Package.of(this);
    }

    /** Loaded from the class library (the boot loader's), or a primitive type. */
    private native boolean isLibraryClass();

    public native boolean isHidden();

    // Nesting, from the InnerClasses, EnclosingMethod and NestMembers attributes.

    /** The class this one is a member of (InnerClasses' outer_class), or null. */
    private native Class<?> getDeclaringClass0();

    /** {class, method name or null, method descriptor or null} of EnclosingMethod, or null. */
    private native Object[] getEnclosingMethod0();

    /** InnerClasses' inner_name for this class: null for anonymous and top-level classes. */
    private native String getSimpleBinaryName0();

    private native Class<?>[] getDeclaredClasses0();

    private native Class<?>[] getPermittedSubclasses0();

    private native Class<?>[] getNestMembers0();

    native String getGenericSignature0();

    native byte[] getRawAnnotations();

    private boolean isLocalOrAnonymousClass() {
        return !isArray() && !isPrimitive() && getEnclosingMethod0() != null;
    }

    public boolean isAnonymousClass() {
        return !isArray() && isLocalOrAnonymousClass() && getSimpleBinaryName0() == null;
    }

    public boolean isLocalClass() {
        return isLocalOrAnonymousClass() && getSimpleBinaryName0() != null;
    }

    public boolean isMemberClass() {
        return !isArray() && !isPrimitive() && !isLocalOrAnonymousClass() && getDeclaringClass0() != null;
    }

    public Class<?> getDeclaringClass() {
        return isArray() || isPrimitive() ? null : getDeclaringClass0();
    }

    public Class<?> getEnclosingClass() {
        if (isArray() || isPrimitive()) {
            return null;
        }
        Object[] em = getEnclosingMethod0();
        return em == null ? getDeclaringClass0() : (Class<?>) em[0];
    }

    public Method getEnclosingMethod() {
        Object[] em = getEnclosingMethod0();
        if (em == null || em[1] == null || "<init>".equals(em[1])) {
            return null;
        }
        for (Method m : ((Class<?>) em[0]).getDeclaredMethods()) {
            if (m.getName().equals(em[1]) && ReflectAccess.descriptor(m).equals(em[2])) {
                return m;
            }
        }
        throw new InternalError("Enclosing method not found");
    }

    public Constructor<?> getEnclosingConstructor() {
        Object[] em = getEnclosingMethod0();
        if (em == null || !"<init>".equals(em[1])) {
            return null;
        }
        for (Constructor<?> c : ((Class<?>) em[0]).getDeclaredConstructors()) {
            if (ReflectAccess.descriptor(c).equals(em[2])) {
                return c;
            }
        }
        throw new InternalError("Enclosing constructor not found");
    }

    public String getCanonicalName() {
        if (isArray()) {
            String component = getComponentType().getCanonicalName();
            return (component != null) ? component + "[]" : null;
        }
        if (isHidden() || isLocalOrAnonymousClass()) {
            return null;
        }
        Class<?> enclosing = getEnclosingClass();
        if (enclosing == null) {
            return getName();
        }
        String enclosingName = enclosing.getCanonicalName();
        return enclosingName == null ? null : enclosingName + "." + getSimpleName();
    }

    public Class<?>[] getDeclaredClasses() {
        return getDeclaredClasses0();
    }

    public Class<?>[] getClasses() {
        List<Class<?>> list = new ArrayList<>();
        for (Class<?> c = this; c != null; c = c.getSuperclass()) {
            for (Class<?> m : c.getDeclaredClasses()) {
                if (Modifier.isPublic(m.getModifiers())) {
                    list.add(m);
                }
            }
        }
        return list.toArray(new Class<?>[0]);
    }

    public boolean isSealed() {
        return !isArray() && !isPrimitive() && getPermittedSubclasses() != null;
    }

    public Class<?>[] getPermittedSubclasses() {
        return isArray() || isPrimitive() ? null : getPermittedSubclasses0();
    }

    public Class<?>[] getNestMembers() {
        return isArray() || isPrimitive() ? new Class<?>[] {this} : getNestMembers0();
    }

    public RecordComponent[] getRecordComponents() {
        return isRecord() ? VmReflect.recordComponents(this) : null;
    }

    public String toGenericString() {
        if (isPrimitive()) {
            return toString();
        }
        StringBuilder sb = new StringBuilder();
        Class<?> component = this;
        int arrayDepth = 0;
        if (isArray()) {
            do {
                arrayDepth++;
                component = component.getComponentType();
            } while (component.isArray());
            sb.append(component.getName());
        } else {
            int modifiers = getModifiers() & Modifier.classModifiers();
            if (modifiers != 0) {
                sb.append(Modifier.toString(modifiers)).append(' ');
            }
            if (isAnnotation()) {
                sb.append('@');
            }
            if (isInterface()) {
                sb.append("interface");
            } else if (isEnum()) {
                sb.append("enum");
            } else if (isRecord()) {
                sb.append("record");
            } else {
                sb.append("class");
            }
            sb.append(' ').append(getName());
        }
        TypeVariable<?>[] typeparms = component.getTypeParameters();
        if (typeparms.length > 0) {
            sb.append('<');
            for (int i = 0; i < typeparms.length; i++) {
                if (i > 0) {
                    sb.append(',');
                }
                TypeVariable<?> tv = typeparms[i];
                Type[] bounds = tv.getBounds();
                sb.append(tv.getName());
                if (!(bounds.length == 1 && bounds[0].equals(Object.class))) {
                    for (int b = 0; b < bounds.length; b++) {
                        sb.append(b == 0 ? " extends " : " & ").append(bounds[b].getTypeName());
                    }
                }
            }
            sb.append('>');
        }
        sb.append("[]".repeat(arrayDepth));
        return sb.toString();
    }

    @SuppressWarnings("unchecked")
    public <U> Class<? extends U> asSubclass(Class<U> clazz) {
        if (clazz.isAssignableFrom(this)) {
            return (Class<? extends U>) this;
        }
        throw new ClassCastException(this.toString());
    }

    public String descriptorString() {
        return ReflectAccess.descriptor(this);
    }

    /** A ClassDesc of this class's descriptor; empty for a hidden class (it has no name to resolve). */
    public java.util.Optional<java.lang.constant.ClassDesc> describeConstable() {
        Class<?> c = isArray() ? elementType() : this;
        return c.isHidden() ? java.util.Optional.empty()
                : java.util.Optional.of(java.lang.constant.ClassDesc.ofDescriptor(descriptorString()));
    }

    private Class<?> elementType() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        return c;
    }

    public Class<?> arrayType() {
        return java.lang.reflect.Array.newInstance(this, 0).getClass();
    }

    @Deprecated(since = "9")
    public T newInstance() throws InstantiationException, IllegalAccessException {
        if (this == Class.class) {
            throw new IllegalAccessException("Can not call newInstance() on the Class for java.lang.Class");
        }
        Constructor<T> c;
        try {
            c = getDeclaredConstructor();
        } catch (NoSuchMethodException e) {
            throw (InstantiationException) new InstantiationException(getName()).initCause(e);
        }
        if (!Modifier.isPublic(c.getModifiers()) || !Modifier.isPublic(getModifiers())) {
            Class<?> caller = VmReflect.callerClass(1);
            if (!jdk.internal.terrarium.reflect.Access.verifyMemberAccess(caller, this, this, c.getModifiers())) {
                throw new IllegalAccessException(
                        jdk.internal.terrarium.reflect.Access.denial(caller, this, c.getModifiers()));
            }
        }
        c.setAccessible(true);
        try {
            return c.newInstance();
        } catch (InvocationTargetException e) {
            throw ReflectAccess.sneaky(e.getTargetException());
        }
    }

    // Members.

    private Field[] declaredFields0() {
        Field[] f = declaredFields;
        if (f == null) {
            f = isArray() || isPrimitive() ? new Field[0] : VmReflect.declaredFields(this);
            declaredFields = f;
        }
        return f;
    }

    private Method[] declaredMethods0() {
        Method[] m = declaredMethods;
        if (m == null) {
            m = isArray() || isPrimitive() ? new Method[0] : VmReflect.declaredMethods(this);
            declaredMethods = m;
        }
        return m;
    }

    @SuppressWarnings("unchecked")
    private Constructor<T>[] declaredConstructors0() {
        Constructor<T>[] c = declaredConstructors;
        if (c == null) {
            c = isArray() || isPrimitive() || isInterface() ? (Constructor<T>[]) new Constructor<?>[0]
                    : (Constructor<T>[]) VmReflect.declaredConstructors(this);
            declaredConstructors = c;
        }
        return c;
    }

    public Field[] getDeclaredFields() {
        Field[] own = declaredFields0();
        Field[] out = new Field[own.length];
        for (int i = 0; i < own.length; i++) {
            out[i] = ReflectAccess.copy(own[i]);
        }
        return out;
    }

    public Method[] getDeclaredMethods() {
        Method[] own = declaredMethods0();
        Method[] out = new Method[own.length];
        for (int i = 0; i < own.length; i++) {
            out[i] = ReflectAccess.copy(own[i]);
        }
        return out;
    }

    public Constructor<?>[] getDeclaredConstructors() {
        return copies(declaredConstructors0(), false);
    }

    public Constructor<?>[] getConstructors() {
        return copies(declaredConstructors0(), true);
    }

    private Constructor<?>[] copies(Constructor<T>[] own, boolean publicOnly) {
        List<Constructor<?>> out = new ArrayList<>();
        for (Constructor<T> c : own) {
            if (!publicOnly || Modifier.isPublic(c.getModifiers())) {
                out.add(ReflectAccess.copy(c));
            }
        }
        return out.toArray(new Constructor<?>[0]);
    }

    public Field getDeclaredField(String name) throws NoSuchFieldException {
        Objects.requireNonNull(name);
        for (Field f : declaredFields0()) {
            if (f.getName().equals(name)) {
                return ReflectAccess.copy(f);
            }
        }
        throw new NoSuchFieldException(name);
    }

    /** Public fields: own, then superinterfaces', then the superclass's (JLS 8.3 lookup order). */
    public Field[] getFields() {
        List<Field> out = new ArrayList<>();
        List<Class<?>> seen = new ArrayList<>();
        publicFields(out, seen);
        return out.toArray(new Field[0]);
    }

    private void publicFields(List<Field> out, List<Class<?>> seen) {
        if (seen.contains(this)) {
            return;
        }
        seen.add(this);
        for (Field f : declaredFields0()) {
            if (Modifier.isPublic(f.getModifiers())) {
                out.add(ReflectAccess.copy(f));
            }
        }
        for (Class<?> i : getInterfaces()) {
            i.publicFields(out, seen);
        }
        if (!isInterface() && getSuperclass() != null) {
            getSuperclass().publicFields(out, seen);
        }
    }

    public Field getField(String name) throws NoSuchFieldException {
        Objects.requireNonNull(name);
        Field f = field0(name);
        if (f == null) {
            throw new NoSuchFieldException(name);
        }
        return ReflectAccess.copy(f);
    }

    private Field field0(String name) {
        for (Field f : declaredFields0()) {
            if (Modifier.isPublic(f.getModifiers()) && f.getName().equals(name)) {
                return f;
            }
        }
        for (Class<?> i : getInterfaces()) {
            Field f = i.field0(name);
            if (f != null) {
                return f;
            }
        }
        if (!isInterface() && getSuperclass() != null) {
            return getSuperclass().field0(name);
        }
        return null;
    }

    public Method getDeclaredMethod(String name, Class<?>... parameterTypes) throws NoSuchMethodException {
        Objects.requireNonNull(name);
        Method found = null;
        for (Method m : declaredMethods0()) {
            if (m.getName().equals(name) && ReflectAccess.sameParameters(m, parameterTypes)
                    && (found == null || found.getReturnType().isAssignableFrom(m.getReturnType()))) {
                found = m;
            }
        }
        if (found == null) {
            throw new NoSuchMethodException(methodToString(name, parameterTypes));
        }
        return ReflectAccess.copy(found);
    }

    public Method getMethod(String name, Class<?>... parameterTypes) throws NoSuchMethodException {
        Objects.requireNonNull(name);
        List<Method> found = new ArrayList<>();
        methodsRecursive(name, parameterTypes, true, found);
        Method best = null;
        for (Method m : found) {
            if (best == null || (best.getReturnType() != m.getReturnType()
                    && best.getReturnType().isAssignableFrom(m.getReturnType()))) {
                best = m;
            }
        }
        if (best == null) {
            throw new NoSuchMethodException(methodToString(name, parameterTypes));
        }
        return ReflectAccess.copy(best);
    }

    /** Class.getMethod's search: own public methods shadow inherited ones; interfaces add non-static ones. */
    private void methodsRecursive(String name, Class<?>[] parameterTypes, boolean includeStatic, List<Method> out) {
        boolean foundHere = false;
        for (Method m : declaredMethods0()) {
            if (Modifier.isPublic(m.getModifiers()) && m.getName().equals(name)
                    && ReflectAccess.sameParameters(m, parameterTypes)
                    && (includeStatic || !Modifier.isStatic(m.getModifiers()))) {
                ReflectAccess.merge(out, m);
                foundHere = true;
            }
        }
        if (foundHere) {
            return;
        }
        Class<?> sc = getSuperclass();
        if (sc != null) {
            sc.methodsRecursive(name, parameterTypes, includeStatic, out);
        }
        for (Class<?> i : getInterfaces()) {
            i.methodsRecursive(name, parameterTypes, false, out);
        }
    }

    /** Public methods, own and inherited; an override hides what it overrides. */
    public Method[] getMethods() {
        List<Method> out = new ArrayList<>();
        for (Method m : declaredMethods0()) {
            if (Modifier.isPublic(m.getModifiers())) {
                ReflectAccess.merge(out, m);
            }
        }
        if (isInterface()) {
            for (Class<?> i : getInterfaces()) {
                for (Method m : i.getMethods()) {
                    if (!Modifier.isStatic(m.getModifiers())) {
                        ReflectAccess.merge(out, m);
                    }
                }
            }
        } else {
            Class<?> sc = getSuperclass();
            if (sc != null) {
                for (Method m : sc.getMethods()) {
                    ReflectAccess.merge(out, m);
                }
            }
            for (Class<?> i : getInterfaces()) {
                for (Method m : i.getMethods()) {
                    if (!Modifier.isStatic(m.getModifiers())) {
                        ReflectAccess.merge(out, m);
                    }
                }
            }
        }
        Method[] result = new Method[out.size()];
        for (int i = 0; i < result.length; i++) {
            result[i] = ReflectAccess.copy(out.get(i));
        }
        return result;
    }

    public Constructor<T> getConstructor(Class<?>... parameterTypes) throws NoSuchMethodException {
        return constructor0(parameterTypes, true);
    }

    public Constructor<T> getDeclaredConstructor(Class<?>... parameterTypes) throws NoSuchMethodException {
        return constructor0(parameterTypes, false);
    }

    private Constructor<T> constructor0(Class<?>[] parameterTypes, boolean publicOnly) throws NoSuchMethodException {
        for (Constructor<T> c : declaredConstructors0()) {
            if ((!publicOnly || Modifier.isPublic(c.getModifiers())) && ReflectAccess.sameParameters(c, parameterTypes)) {
                return ReflectAccess.copy(c);
            }
        }
        throw new NoSuchMethodException(methodToString("<init>", parameterTypes));
    }

    private String methodToString(String name, Class<?>[] argTypes) {
        StringBuilder sb = new StringBuilder(getName()).append('.').append(name).append('(');
        if (argTypes != null) {
            for (int i = 0; i < argTypes.length; i++) {
                if (i > 0) {
                    sb.append(",");
                }
                sb.append(argTypes[i] == null ? "null" : argTypes[i].getName());
            }
        }
        return sb.append(')').toString();
    }

    // Generic types.

    @SuppressWarnings("unchecked")
    public TypeVariable<Class<T>>[] getTypeParameters() {
        String sig = isArray() || isPrimitive() ? null : getGenericSignature0();
        return sig == null ? (TypeVariable<Class<T>>[]) new TypeVariable<?>[0]
                : (TypeVariable<Class<T>>[]) GenericTypes.typeParameters(sig, this, this);
    }

    public Type getGenericSuperclass() {
        Class<?> sc = getSuperclass();
        if (sc == null) {
            return null;
        }
        String sig = isArray() ? null : getGenericSignature0();
        return sig == null ? sc : GenericTypes.superclass(sig, this);
    }

    public java.lang.reflect.AnnotatedType getAnnotatedSuperclass() {
        Type sc = getGenericSuperclass();
        return sc == null || isInterface() ? null : jdk.internal.terrarium.reflect.AnnotatedTypes.of(sc);
    }

    public java.lang.reflect.AnnotatedType[] getAnnotatedInterfaces() {
        return jdk.internal.terrarium.reflect.AnnotatedTypes.of(getGenericInterfaces());
    }

    public Type[] getGenericInterfaces() {
        String sig = isArray() || isPrimitive() ? null : getGenericSignature0();
        return sig == null ? getInterfaces() : GenericTypes.interfaces(sig, this);
    }

    // Annotations.

    private Map<Class<? extends Annotation>, Annotation> declaredAnnotations() {
        Map<Class<? extends Annotation>, Annotation> m = declaredAnnotations;
        if (m == null) {
            m = isArray() || isPrimitive() ? new LinkedHashMap<>() : Annotations.parse(getRawAnnotations(), this);
            declaredAnnotations = m;
        }
        return m;
    }

    /** Declared annotations after the @Inherited ones of the superclass (HotSpot's order). */
    private Map<Class<? extends Annotation>, Annotation> annotations() {
        Map<Class<? extends Annotation>, Annotation> m = annotations;
        if (m == null) {
            Class<?> sc = getSuperclass();
            if (sc == null || isInterface()) {
                m = declaredAnnotations();
            } else {
                m = new LinkedHashMap<>();
                for (Map.Entry<Class<? extends Annotation>, Annotation> e : sc.annotations().entrySet()) {
                    if (AnnotationType.getInstance(e.getKey()).isInherited()) {
                        m.put(e.getKey(), e.getValue());
                    }
                }
                m.putAll(declaredAnnotations());
            }
            annotations = m;
        }
        return m;
    }

    public <A extends Annotation> A getAnnotation(Class<A> annotationClass) {
        Objects.requireNonNull(annotationClass);
        return annotationClass.cast(annotations().get(annotationClass));
    }

    public boolean isAnnotationPresent(Class<? extends Annotation> annotationClass) {
        return getAnnotation(annotationClass) != null;
    }

    public <A extends Annotation> A[] getAnnotationsByType(Class<A> annotationClass) {
        Objects.requireNonNull(annotationClass);
        A[] direct = AnnotationParser.getDirectlyAndIndirectlyPresent(declaredAnnotations(), annotationClass);
        Class<?> sc = getSuperclass();
        if (direct.length == 0 && sc != null && !isInterface()
                && AnnotationType.getInstance(annotationClass).isInherited()) {
            return sc.getAnnotationsByType(annotationClass);
        }
        return direct;
    }

    public Annotation[] getAnnotations() {
        return AnnotationParser.toArray(annotations());
    }

    public <A extends Annotation> A getDeclaredAnnotation(Class<A> annotationClass) {
        Objects.requireNonNull(annotationClass);
        return annotationClass.cast(declaredAnnotations().get(annotationClass));
    }

    public <A extends Annotation> A[] getDeclaredAnnotationsByType(Class<A> annotationClass) {
        Objects.requireNonNull(annotationClass);
        return AnnotationParser.getDirectlyAndIndirectlyPresent(declaredAnnotations(), annotationClass);
    }

    public Annotation[] getDeclaredAnnotations() {
        return AnnotationParser.toArray(declaredAnnotations());
    }
}

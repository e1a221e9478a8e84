package java.lang.reflect;

import java.lang.annotation.Annotation;
import java.util.Map;
import java.util.Objects;
import java.util.StringJoiner;
import jdk.internal.terrarium.reflect.AnnotationParser;
import jdk.internal.terrarium.reflect.Annotations;
import jdk.internal.terrarium.reflect.GenericTypes;
import jdk.internal.terrarium.reflect.VmReflect;

/** What methods and constructors share. {@code slot} is the VM's method id. */
public abstract class Executable extends AccessibleObject implements Member, GenericDeclaration {
    Class<?> clazz;
    int slot;
    Class<?>[] parameterTypes;
    int modifiers;
    private transient Map<Class<? extends Annotation>, Annotation> declaredAnnotations;
    private transient Parameter[] parameters;

    Executable() {
    }

    public abstract Class<?> getDeclaringClass();

    public abstract String getName();

    public abstract int getModifiers();

    public abstract Class<?>[] getParameterTypes();

    public int getParameterCount() {
        return parameterTypes.length;
    }

    public Class<?>[] getExceptionTypes() {
        return VmReflect.exceptionTypes(clazz, slot);
    }

    String signature() {
        return VmReflect.signature(clazz, VmReflect.METHOD, slot);
    }

    public TypeVariable<?>[] getTypeParameters() {
        String sig = signature();
        return sig == null ? new TypeVariable<?>[0] : GenericTypes.typeParameters(sig, this, clazz);
    }

    public Type[] getGenericParameterTypes() {
        String sig = signature();
        if (sig == null) {
            return getParameterTypes();
        }
        return GenericTypes.parameterTypes(sig, this, clazz);
    }

    /**
     * One type per parameter: signatures leave out synthetic and mandated
     * parameters (an inner class's outer instance), which then keep their
     * erased types when MethodParameters says which they are.
     */
    Type[] allGenericParameterTypes() {
        Type[] generic = getGenericParameterTypes();
        int n = parameterTypes.length;
        if (generic.length == n) {
            return generic;
        }
        int[] flags = VmReflect.parameterFlags(clazz, slot);
        if (flags == null || flags.length != n) {
            return getParameterTypes();
        }
        Type[] out = new Type[n];
        int g = 0;
        for (int i = 0; i < n; i++) {
            boolean implicit = (flags[i] & (Modifier.SYNTHETIC | Modifier.MANDATED)) != 0;
            out[i] = implicit || g >= generic.length ? parameterTypes[i] : generic[g++];
        }
        return out;
    }

    public Type[] getGenericExceptionTypes() {
        String sig = signature();
        if (sig != null) {
            Type[] generic = GenericTypes.exceptionTypes(sig, this, clazz);
            if (generic.length > 0) {
                return generic;
            }
        }
        return getExceptionTypes();
    }

    public boolean isVarArgs() {
        return (getModifiers() & Modifier.VARARGS) != 0;
    }

    public boolean isSynthetic() {
        return (getModifiers() & Modifier.SYNTHETIC) != 0;
    }

    public Parameter[] getParameters() {
        Parameter[] p = parameters;
        if (p == null) {
            String[] names = VmReflect.parameterNames(clazz, slot);
            int[] flags = VmReflect.parameterFlags(clazz, slot);
            int n = parameterTypes.length;
            if (names != null && names.length != n) {
                throw new MalformedParametersException("Wrong number of parameters in MethodParameters attribute");
            }
            p = new Parameter[n];
            for (int i = 0; i < n; i++) {
                String name = names == null ? null : names[i];
                if (names != null && name != null && (name.isEmpty() || name.indexOf('.') >= 0
                        || name.indexOf(';') >= 0 || name.indexOf('[') >= 0 || name.indexOf('/') >= 0)) {
                    throw new MalformedParametersException("Invalid parameter name \"" + name + "\"");
                }
                p[i] = new Parameter(name == null ? "arg" + i : name, flags == null ? 0 : flags[i], this, i,
                        name != null);
            }
            parameters = p;
        }
        return p.clone();
    }

    public Annotation[][] getParameterAnnotations() {
        byte[] raw = VmReflect.parameterAnnotations(clazz, slot);
        int n = parameterTypes.length;
        if (raw == null) {
            return new Annotation[n][0];
        }
        Annotation[][] parsed = AnnotationParser.parseParameterAnnotations(raw, VmReflect.constantPool(clazz), clazz);
        if (parsed.length == n) {
            return parsed;
        }
        // javac leaves synthetic leading parameters (an inner class's outer instance) out.
        Annotation[][] out = new Annotation[n][];
        int shift = n - parsed.length;
        for (int i = 0; i < n; i++) {
            out[i] = (i >= shift && i - shift < parsed.length) ? parsed[i - shift] : new Annotation[0];
        }
        return out;
    }

    Map<Class<? extends Annotation>, Annotation> declaredAnnotations() {
        Map<Class<? extends Annotation>, Annotation> m = declaredAnnotations;
        if (m == null) {
            m = Annotations.parse(VmReflect.annotations(clazz, VmReflect.METHOD, slot), clazz);
            declaredAnnotations = m;
        }
        return m;
    }

    public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        Objects.requireNonNull(annotationClass);
        return annotationClass.cast(declaredAnnotations().get(annotationClass));
    }

    public <T extends Annotation> T[] getAnnotationsByType(Class<T> annotationClass) {
        Objects.requireNonNull(annotationClass);
        return AnnotationParser.getDirectlyAndIndirectlyPresent(declaredAnnotations(), annotationClass);
    }

    public Annotation[] getDeclaredAnnotations() {
        return AnnotationParser.toArray(declaredAnnotations());
    }

    /** The toString of methods and constructors: modifiers, header, parameters, throws. */
    String sharedToString(int modifierMask, boolean isDefault, Class<?>[] params, Class<?>[] exceptions) {
        StringBuilder sb = new StringBuilder();
        printModifiers(sb, modifierMask, isDefault);
        specificToStringHeader(sb);
        StringJoiner sj = new StringJoiner(",", "(", ")");
        for (Class<?> p : params) {
            sj.add(p.getTypeName());
        }
        sb.append(sj);
        if (exceptions.length > 0) {
            StringJoiner ej = new StringJoiner(",", " throws ", "");
            for (Class<?> e : exceptions) {
                ej.add(e.getTypeName());
            }
            sb.append(ej);
        }
        return sb.toString();
    }

    private void printModifiers(StringBuilder sb, int mask, boolean isDefault) {
        int mod = getModifiers() & mask;
        if (mod != 0 && !isDefault) {
            sb.append(Modifier.toString(mod)).append(' ');
        } else {
            int access = mod & Modifier.ACCESS_MODIFIERS;
            if (access != 0) {
                sb.append(Modifier.toString(access)).append(' ');
            }
            if (isDefault) {
                sb.append("default ");
            }
            mod &= ~Modifier.ACCESS_MODIFIERS;
            if (mod != 0) {
                sb.append(Modifier.toString(mod)).append(' ');
            }
        }
    }

    abstract void specificToStringHeader(StringBuilder sb);

    abstract void specificToGenericStringHeader(StringBuilder sb);

    String sharedToGenericString(int modifierMask, boolean isDefault) {
        StringBuilder sb = new StringBuilder();
        printModifiers(sb, modifierMask, isDefault);
        TypeVariable<?>[] typeparms = getTypeParameters();
        if (typeparms.length > 0) {
            StringJoiner sj = new StringJoiner(",", "<", "> ");
            for (TypeVariable<?> tv : typeparms) {
                sj.add(typeVarBounds(tv));
            }
            sb.append(sj);
        }
        specificToGenericStringHeader(sb);
        sb.append('(');
        StringJoiner sj = new StringJoiner(",");
        Type[] params = getGenericParameterTypes();
        for (int j = 0; j < params.length; j++) {
            String param = params[j].getTypeName();
            if (isVarArgs() && (j == params.length - 1)) {
                param = param.replaceFirst("\\[\\]$", "...");
            }
            sj.add(param);
        }
        sb.append(sj);
        sb.append(')');
        Type[] exceptionTypes = getGenericExceptionTypes();
        if (exceptionTypes.length > 0) {
            StringJoiner joiner = new StringJoiner(",", " throws ", "");
            for (Type t : exceptionTypes) {
                joiner.add(t.getTypeName());
            }
            sb.append(joiner);
        }
        return sb.toString();
    }

    static String typeVarBounds(TypeVariable<?> typeVar) {
        Type[] bounds = typeVar.getBounds();
        if (bounds.length == 1 && bounds[0].equals(Object.class)) {
            return typeVar.getName();
        }
        StringJoiner sj = new StringJoiner(" & ", typeVar.getName() + " extends ", "");
        for (Type b : bounds) {
            sj.add(b.getTypeName());
        }
        return sj.toString();
    }

    public abstract String toGenericString();

    public AnnotatedType getAnnotatedReturnType() {
        return jdk.internal.terrarium.reflect.AnnotatedTypes.of(
                this instanceof Method m ? m.getGenericReturnType() : getDeclaringClass());
    }

    public AnnotatedType[] getAnnotatedParameterTypes() {
        return jdk.internal.terrarium.reflect.AnnotatedTypes.of(getGenericParameterTypes());
    }

    public AnnotatedType[] getAnnotatedExceptionTypes() {
        return jdk.internal.terrarium.reflect.AnnotatedTypes.of(getGenericExceptionTypes());
    }

    /** The type of {@code this} (null for static methods and top-level constructors). */
    public AnnotatedType getAnnotatedReceiverType() {
        boolean innerConstructor = this instanceof Constructor && getDeclaringClass().getDeclaringClass() != null
                && !Modifier.isStatic(getDeclaringClass().getModifiers());
        if (Modifier.isStatic(getModifiers()) || (this instanceof Constructor && !innerConstructor)) {
            return null;
        }
        return jdk.internal.terrarium.reflect.AnnotatedTypes.of(
                innerConstructor ? getDeclaringClass().getDeclaringClass() : getDeclaringClass());
    }

    /** Checks and converts reflective arguments to the parameters' boxed types (JLS 5.1.2 widening). */
    static Object[] convertArguments(Class<?>[] types, Object[] args) {
        int n = types.length;
        if (args == null ? n != 0 : args.length != n) {
            throw new IllegalArgumentException("wrong number of arguments");
        }
        Object[] out = new Object[n];
        for (int i = 0; i < n; i++) {
            Class<?> t = types[i];
            Object a = args[i];
            if (t.isPrimitive()) {
                Object w = Field.widen(a, t);
                if (w == null) {
                    throw a == null ? new IllegalArgumentException() : new IllegalArgumentException("argument type mismatch");
                }
                out[i] = w;
            } else {
                if (a != null && !t.isInstance(a)) {
                    throw new IllegalArgumentException("argument type mismatch");
                }
                out[i] = a;
            }
        }
        return out;
    }
}

package java.lang.invoke;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Objects;

/**
 * A method's return and parameter types. Instances are interned, as in
 * the JDK, so that equal types are also the same object.
 */
public final class MethodType
        implements java.lang.constant.Constable, TypeDescriptor.OfMethod<Class<?>, MethodType>, java.io.Serializable {
    private static final long serialVersionUID = 292L;

    private static final HashMap<MethodType, MethodType> INTERNED = new HashMap<>();
    private static final Class<?>[] NO_PTYPES = new Class<?>[0];

    private final Class<?> rtype;
    private final Class<?>[] ptypes;
    private transient String descriptor;

    private MethodType(Class<?> rtype, Class<?>[] ptypes) {
        this.rtype = rtype;
        this.ptypes = ptypes;
    }

    /** The interned type; {@code ptypes} is owned by the callee when {@code trusted}. */
    static MethodType make(Class<?> rtype, Class<?>[] ptypes, boolean trusted) {
        Objects.requireNonNull(rtype);
        Class<?>[] own = trusted ? ptypes : (ptypes.length == 0 ? NO_PTYPES : ptypes.clone());
        for (Class<?> p : own) {
            checkPtype(p);
        }
        if (own.length > 255) {
            throw new IllegalArgumentException("bad parameter count " + own.length);
        }
        MethodType probe = new MethodType(rtype, own);
        synchronized (INTERNED) {
            MethodType found = INTERNED.get(probe);
            if (found != null) {
                return found;
            }
            INTERNED.put(probe, probe);
        }
        return probe;
    }

    private static void checkPtype(Class<?> ptype) {
        if (ptype == null) {
            // Fails with the JDK's wording; only then, so no identity hash is drawn.
            ((Object) ptype).hashCode();
        }
        if (ptype == void.class) {
            throw new IllegalArgumentException("parameter type cannot be void");
        }
    }

    public static MethodType methodType(Class<?> rtype, Class<?>[] ptypes) {
        return make(rtype, ptypes, false);
    }

    public static MethodType methodType(Class<?> rtype, List<Class<?>> ptypes) {
        return make(rtype, ptypes.toArray(NO_PTYPES), true);
    }

    public static MethodType methodType(Class<?> rtype, Class<?> ptype0, Class<?>... ptypes) {
        Class<?>[] all = new Class<?>[ptypes.length + 1];
        all[0] = ptype0;
        System.arraycopy(ptypes, 0, all, 1, ptypes.length);
        return make(rtype, all, true);
    }

    public static MethodType methodType(Class<?> rtype) {
        return make(rtype, NO_PTYPES, true);
    }

    public static MethodType methodType(Class<?> rtype, Class<?> ptype0) {
        return make(rtype, new Class<?>[] {ptype0}, true);
    }

    public static MethodType methodType(Class<?> rtype, MethodType ptypes) {
        return make(rtype, ptypes.ptypes, true);
    }

    public static MethodType genericMethodType(int objectArgCount, boolean finalArray) {
        if (objectArgCount < 0 || objectArgCount > 255) {
            throw new IllegalArgumentException("bad parameter count " + objectArgCount);
        }
        Class<?>[] p = new Class<?>[objectArgCount + (finalArray ? 1 : 0)];
        Arrays.fill(p, Object.class);
        if (finalArray) {
            p[objectArgCount] = Object[].class;
        }
        return make(Object.class, p, true);
    }

    public static MethodType genericMethodType(int objectArgCount) {
        return genericMethodType(objectArgCount, false);
    }

    public MethodType changeParameterType(int num, Class<?> nptype) {
        if (parameterType(num) == nptype) {
            return this;
        }
        Class<?>[] p = ptypes.clone();
        p[num] = nptype;
        return make(rtype, p, true);
    }

    public MethodType insertParameterTypes(int num, Class<?>... ptypesToInsert) {
        int len = ptypes.length;
        if (num < 0 || num > len) {
            throw new IndexOutOfBoundsException("bad index: " + num);
        }
        int ilen = ptypesToInsert.length;
        if (ilen == 0) {
            return this;
        }
        Class<?>[] p = new Class<?>[len + ilen];
        System.arraycopy(ptypes, 0, p, 0, num);
        System.arraycopy(ptypesToInsert, 0, p, num, ilen);
        System.arraycopy(ptypes, num, p, num + ilen, len - num);
        return make(rtype, p, true);
    }

    public MethodType appendParameterTypes(Class<?>... ptypesToInsert) {
        return insertParameterTypes(ptypes.length, ptypesToInsert);
    }

    public MethodType insertParameterTypes(int num, List<Class<?>> ptypesToInsert) {
        return insertParameterTypes(num, ptypesToInsert.toArray(NO_PTYPES));
    }

    public MethodType appendParameterTypes(List<Class<?>> ptypesToInsert) {
        return insertParameterTypes(ptypes.length, ptypesToInsert);
    }

    public MethodType dropParameterTypes(int start, int end) {
        int len = ptypes.length;
        if (!(0 <= start && start <= end && end <= len)) {
            throw new IndexOutOfBoundsException("start=" + start + " end=" + end);
        }
        if (start == end) {
            return this;
        }
        Class<?>[] p = new Class<?>[len - (end - start)];
        System.arraycopy(ptypes, 0, p, 0, start);
        System.arraycopy(ptypes, end, p, start, len - end);
        return make(rtype, p, true);
    }

    public MethodType changeReturnType(Class<?> nrtype) {
        if (rtype == nrtype) {
            return this;
        }
        return make(nrtype, ptypes, true);
    }

    /** Void counts as a primitive. */
    public boolean hasPrimitives() {
        if (rtype.isPrimitive()) {
            return true;
        }
        for (Class<?> p : ptypes) {
            if (p.isPrimitive()) {
                return true;
            }
        }
        return false;
    }

    public boolean hasWrappers() {
        return unwrap() != this;
    }

    public MethodType erase() {
        Class<?>[] p = new Class<?>[ptypes.length];
        for (int i = 0; i < p.length; i++) {
            p[i] = ptypes[i].isPrimitive() ? ptypes[i] : Object.class;
        }
        return make(rtype.isPrimitive() ? rtype : Object.class, p, true);
    }

    public MethodType generic() {
        return genericMethodType(ptypes.length);
    }

    public MethodType wrap() {
        Class<?>[] p = new Class<?>[ptypes.length];
        for (int i = 0; i < p.length; i++) {
            p[i] = Wrappers.wrap(ptypes[i]);
        }
        return make(Wrappers.wrap(rtype), p, true);
    }

    public MethodType unwrap() {
        Class<?>[] p = new Class<?>[ptypes.length];
        for (int i = 0; i < p.length; i++) {
            p[i] = Wrappers.unwrap(ptypes[i]);
        }
        return make(Wrappers.unwrap(rtype), p, true);
    }

    public Class<?> parameterType(int num) {
        return ptypes[num];
    }

    public int parameterCount() {
        return ptypes.length;
    }

    public Class<?> returnType() {
        return rtype;
    }

    public List<Class<?>> parameterList() {
        return Collections.unmodifiableList(Arrays.asList(ptypes.clone()));
    }

    public Class<?> lastParameterType() {
        return ptypes.length == 0 ? void.class : ptypes[ptypes.length - 1];
    }

    public Class<?>[] parameterArray() {
        return ptypes.clone();
    }

    /** The parameter types without a copy: callers must not change the array. */
    Class<?>[] ptypes() {
        return ptypes;
    }

    @Override
    public boolean equals(Object x) {
        if (this == x) {
            return true;
        }
        return x instanceof MethodType mt && rtype == mt.rtype && Arrays.equals(ptypes, mt.ptypes);
    }

    /** From the types' names: identity hashes would use up the VM's sequence of them. */
    @Override
    public int hashCode() {
        int h = 31 + rtype.getName().hashCode();
        for (Class<?> p : ptypes) {
            h = 31 * h + p.getName().hashCode();
        }
        return h;
    }

    /** "(int,String)void": simple names. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("(");
        for (int i = 0; i < ptypes.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(ptypes[i].getSimpleName());
        }
        return sb.append(')').append(rtype.getSimpleName()).toString();
    }

    public static MethodType fromMethodDescriptorString(String descriptor, ClassLoader loader)
            throws IllegalArgumentException, TypeNotPresentException {
        if (!descriptor.startsWith("(") || descriptor.indexOf(')') < 0 || descriptor.indexOf('.') >= 0) {
            throw new IllegalArgumentException("not a method descriptor: " + descriptor);
        }
        ClassLoader l = loader == null ? ClassLoader.getSystemClassLoader() : loader;
        int end = descriptor.length();
        int[] i = {1};
        List<Class<?>> ptypes = new ArrayList<>();
        while (i[0] < end && descriptor.charAt(i[0]) != ')') {
            Class<?> pt = parseSig(descriptor, i, end, l);
            if (pt == null || pt == void.class) {
                throw badSignature(descriptor, "bad argument type");
            }
            ptypes.add(pt);
        }
        i[0]++;
        Class<?> rtype = parseSig(descriptor, i, end, l);
        if (rtype == null || i[0] != end) {
            throw badSignature(descriptor, "bad return type");
        }
        return make(rtype, ptypes.toArray(NO_PTYPES), true);
    }

    private static IllegalArgumentException badSignature(String descriptor, String why) {
        return new IllegalArgumentException("bad signature: " + descriptor + ": " + why);
    }

    /** One type of a descriptor from i[0] on, or null when the text ends or a class name is unterminated. */
    private static Class<?> parseSig(String str, int[] i, int end, ClassLoader loader) {
        if (i[0] == end) {
            return null;
        }
        char c = str.charAt(i[0]++);
        if (c == 'L') {
            int begc = i[0];
            int endc = str.indexOf(';', begc);
            if (endc < 0) {
                return null;
            }
            i[0] = endc + 1;
            String name = str.substring(begc, endc).replace('/', '.');
            try {
                return Class.forName(name, false, loader);
            } catch (ClassNotFoundException ex) {
                throw new TypeNotPresentException(name, ex);
            }
        }
        if (c == '[') {
            Class<?> t = parseSig(str, i, end, loader);
            return t == null ? null : t.arrayType();
        }
        Class<?> prim = Wrappers.forBasicType(c);
        if (prim == null) {
            throw new IllegalArgumentException("not basic type char: " + c);
        }
        return prim;
    }

    public String toMethodDescriptorString() {
        String d = descriptor;
        if (d == null) {
            StringBuilder sb = new StringBuilder("(");
            for (Class<?> p : ptypes) {
                sb.append(p.descriptorString());
            }
            d = sb.append(')').append(rtype.descriptorString()).toString();
            descriptor = d;
        }
        return d;
    }

    public String descriptorString() {
        return toMethodDescriptorString();
    }

    /** A MethodTypeDesc of the same types; empty if one of them cannot be described (a hidden class). */
    public java.util.Optional<java.lang.constant.MethodTypeDesc> describeConstable() {
        java.util.Optional<java.lang.constant.ClassDesc> ret = returnType().describeConstable();
        if (ret.isEmpty()) {
            return java.util.Optional.empty();
        }
        java.lang.constant.ClassDesc[] params = new java.lang.constant.ClassDesc[parameterCount()];
        for (int i = 0; i < params.length; i++) {
            java.util.Optional<java.lang.constant.ClassDesc> p = parameterType(i).describeConstable();
            if (p.isEmpty()) {
                return java.util.Optional.empty();
            }
            params[i] = p.get();
        }
        return java.util.Optional.of(java.lang.constant.MethodTypeDesc.of(ret.get(), params));
    }
}

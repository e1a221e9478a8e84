package java.lang.invoke;

import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import jdk.internal.terrarium.reflect.ReflectAccess;
import jdk.internal.terrarium.reflect.VmReflect;

/**
 * A method, constructor or field named symbolically and, once resolved,
 * its reflective peer. Resolution follows the JVM's (JVMS 5.4.3) and, when
 * a lookup class is given, its access rules, as HotSpot resolves a
 * MemberName for a Lookup; failures become the Lookup's exceptions with
 * the JDK's messages ("no such method: C.m(int)void/invokeVirtual").
 */
final class MemberName {
    static final byte REF_NONE = 0, REF_getField = 1, REF_getStatic = 2, REF_putField = 3, REF_putStatic = 4,
            REF_invokeVirtual = 5, REF_invokeStatic = 6, REF_invokeSpecial = 7, REF_newInvokeSpecial = 8,
            REF_invokeInterface = 9;

    private static final String[] REF_KIND_NAMES = {"REF_NONE", "getField", "getStatic", "putField", "putStatic",
        "invokeVirtual", "invokeStatic", "invokeSpecial", "newInvokeSpecial", "invokeInterface"};

    final Class<?> clazz;
    final String name;
    /** A MethodType for methods and constructors, the field's Class for fields, null for a bare type. */
    final Object type;
    final byte refKind;
    /** The reflective peer once resolved: a Method, Constructor or Field. */
    final Member peer;

    private MemberName(Class<?> clazz, String name, Object type, byte refKind, Member peer) {
        this.clazz = clazz;
        this.name = name;
        this.type = type;
        this.refKind = refKind;
        this.peer = peer;
    }

    /** A class named in a message ("symbolic reference class is not accessible: class C"). */
    static MemberName ofType(Class<?> c) {
        return new MemberName(c, null, null, REF_NONE, null);
    }

    static MemberName unresolved(Class<?> refc, String name, Object type, byte refKind) {
        return new MemberName(refc, name, type, refKind, null);
    }

    static MemberName of(Method m, byte refKind) {
        return new MemberName(m.getDeclaringClass(), m.getName(),
                MethodType.methodType(m.getReturnType(), m.getParameterTypes()), refKind, m);
    }

    static MemberName of(Constructor<?> c) {
        return new MemberName(c.getDeclaringClass(), "<init>",
                MethodType.methodType(void.class, c.getParameterTypes()), REF_newInvokeSpecial, c);
    }

    static MemberName of(Field f, boolean setter) {
        boolean isStatic = Modifier.isStatic(f.getModifiers());
        byte kind = (byte) ((isStatic ? REF_getStatic : REF_getField) + (setter ? 2 : 0));
        return new MemberName(f.getDeclaringClass(), f.getName(), f.getType(), kind, f);
    }

    /** The reference kind a reflected method has: static, interface, special (private) or virtual. */
    static byte kindOf(Method m) {
        int mods = m.getModifiers();
        if (Modifier.isStatic(mods)) {
            return REF_invokeStatic;
        }
        if (Modifier.isPrivate(mods)) {
            return REF_invokeSpecial;
        }
        return m.getDeclaringClass().isInterface() ? REF_invokeInterface : REF_invokeVirtual;
    }

    boolean isField() {
        return type instanceof Class<?>;
    }

    boolean isConstructor() {
        return "<init>".equals(name);
    }

    boolean isMethod() {
        return type instanceof MethodType && !isConstructor();
    }

    int modifiers() {
        return peer == null ? 0 : peer.getModifiers();
    }

    boolean isStatic() {
        return Modifier.isStatic(modifiers());
    }

    boolean isPrivate() {
        return Modifier.isPrivate(modifiers());
    }

    boolean isProtected() {
        return Modifier.isProtected(modifiers());
    }

    boolean isFinal() {
        return Modifier.isFinal(modifiers());
    }

    boolean isVarargs() {
        return peer instanceof Executable e && e.isVarArgs();
    }

    MethodType methodType() {
        return (MethodType) type;
    }

    Class<?> fieldType() {
        return (Class<?>) type;
    }

    int slot() {
        return peer instanceof Field f ? ReflectAccess.slot(f) : ReflectAccess.slot((Executable) peer);
    }

    /** The type MethodHandleInfo reports: a field's read as ()T, its write as (T)void. */
    MethodType nominalType() {
        if (!isField()) {
            return methodType();
        }
        return refKind == REF_getField || refKind == REF_getStatic ? MethodType.methodType(fieldType())
                : MethodType.methodType(void.class, fieldType());
    }

    static String refKindName(int kind) {
        return kind >= 0 && kind < REF_KIND_NAMES.length ? REF_KIND_NAMES[kind] : "REF_???";
    }

    static boolean hasReceiver(byte kind) {
        return kind == REF_getField || kind == REF_putField || kind == REF_invokeVirtual
                || kind == REF_invokeSpecial || kind == REF_invokeInterface;
    }

    static boolean isSetter(byte kind) {
        return kind == REF_putField || kind == REF_putStatic;
    }

    @Override
    public String toString() {
        if (name == null && type == null) {
            return clazz.toString();
        }
        StringBuilder sb = new StringBuilder();
        sb.append(clazz.getName()).append('.').append(name);
        if (type instanceof Class<?> c) {
            sb.append('/').append(c.getName());
        } else {
            sb.append(type);
        }
        if (refKind != REF_NONE) {
            sb.append('/').append(refKindName(refKind));
        }
        return sb.toString();
    }

    /** message: this, from the lookup's class and module (or "from public Lookup"). */
    IllegalAccessException makeAccessException(String message, Object from) {
        String msg = message + ": " + this;
        if (from != null) {
            if (from == MethodHandles.Lookup.PUBLIC_LOOKUP) {
                msg += ", from public Lookup";
            } else {
                Class<?> fromClass;
                Class<?> prev = null;
                if (from instanceof MethodHandles.Lookup l) {
                    fromClass = l.lookupClass();
                    prev = l.previousLookupClass();
                } else {
                    fromClass = (Class<?>) from;
                }
                msg += ", from " + fromClass + " (" + Modules.describe(fromClass) + ")";
                if (prev != null) {
                    msg += ", previous lookup " + prev.getName() + " (" + Modules.describe(prev) + ")";
                }
            }
        }
        return new IllegalAccessException(msg);
    }

    // Resolution.

    /** Resolves a method or constructor; {@code caller} null skips the JVM's access checks (a trusted lookup). */
    static MemberName resolveMethod(byte refKind, Class<?> refc, String name, MethodType type, Class<?> caller)
            throws NoSuchMethodException, IllegalAccessException {
        MemberName symbolic = unresolved(refc, name, type, refKind);
        String what = refKind == REF_newInvokeSpecial ? "no such constructor" : "no such method";
        if (refKind == REF_newInvokeSpecial) {
            Constructor<?> found = null;
            if (type.returnType() == void.class) {
                for (Constructor<?> c : refc.getDeclaredConstructors()) {
                    if (ReflectAccess.sameParameters(c, type.ptypes())) {
                        found = c;
                    }
                }
            }
            if (found == null) {
                throw noSuchMethod(what, symbolic, refc, name, type);
            }
            MemberName m = of(found);
            checkJvmAccess(what, symbolic, caller, refc, m);
            return m;
        }
        Method found = refc.isInterface() ? findInInterface(refc, name, type) : findInClass(refc, name, type);
        if (found == null) {
            throw noSuchMethod(what, symbolic, refc, name, type);
        }
        boolean isStatic = Modifier.isStatic(found.getModifiers());
        if (refKind == REF_invokeStatic && !isStatic) {
            throw incompatible(symbolic, "Expected static method " + signature(found));
        }
        if (refKind != REF_invokeStatic && isStatic) {
            throw incompatible(symbolic, "Expecting non-static method " + signature(found));
        }
        byte kind = refKind;
        if (isStatic) {
            kind = REF_invokeStatic;
        } else if (Modifier.isPrivate(found.getModifiers()) || refKind == REF_invokeSpecial) {
            kind = REF_invokeSpecial;
        } else if (refKind == REF_invokeInterface && !found.getDeclaringClass().isInterface()) {
            kind = REF_invokeVirtual; // an Object method through an interface
        }
        MemberName m = of(found, kind);
        checkJvmAccess(what, symbolic, caller, refc, m);
        return m;
    }

    private static NoSuchMethodException noSuchMethod(String what, MemberName symbolic, Class<?> refc, String name,
            MethodType type) {
        NoSuchMethodException e = new NoSuchMethodException(what + ": " + symbolic);
        e.initCause(new NoSuchMethodError("'" + signature(type.returnType(), refc, name, type.ptypes()) + "'"));
        return e;
    }

    private static IllegalAccessException incompatible(MemberName symbolic, String cause) {
        IllegalAccessException e = new IllegalAccessException("no such method: " + symbolic);
        e.initCause(new IncompatibleClassChangeError(cause));
        return e;
    }

    /** The JVM's own access check at resolution, with a resolution failure's message. */
    private static void checkJvmAccess(String what, MemberName symbolic, Class<?> caller, Class<?> refc,
            MemberName m) throws IllegalAccessException {
        if (caller == null || jvmCanAccess(caller, refc, m.clazz, m.modifiers())) {
            return;
        }
        int mods = m.modifiers();
        String kind = Modifier.isPrivate(mods) ? "private " : Modifier.isProtected(mods) ? "protected " : "";
        IllegalAccessException e = new IllegalAccessException(what + ": " + symbolic);
        e.initCause(new IllegalAccessError(caller + " tried to access " + kind + "method "
                + signature((Executable) m.peer) + " (" + where(caller, m.clazz) + ")"));
        throw e;
    }

    /** HotSpot's "(A and B are in unnamed module of loader 'app')". */
    private static String where(Class<?> a, Class<?> b) {
        String wa = placeOf(a);
        String wb = placeOf(b);
        if (wa.equals(wb)) {
            return a.getName() + " and " + b.getName() + " are in " + wa;
        }
        return a.getName() + " is in " + wa + "; " + b.getName() + " is in " + wb;
    }

    private static String placeOf(Class<?> c) {
        return Modules.inJavaBase(c) ? "module java.base of loader 'bootstrap'" : "unnamed module of loader 'app'";
    }

    /** JVMS 5.4.4 for a member (not its class). */
    static boolean jvmCanAccess(Class<?> caller, Class<?> refc, Class<?> defc, int mods) {
        if (caller == defc || Modifier.isPublic(mods)) {
            return true;
        }
        if (Modifier.isPrivate(mods)) {
            return caller.getNestHost() == defc.getNestHost();
        }
        if (Modifier.isProtected(mods) && !caller.isInterface() && defc.isAssignableFrom(caller)) {
            return true;
        }
        return Modules.samePackage(caller, defc);
    }

    /** JVMS 5.4.3.3: the class and its superclasses, then its superinterfaces' non-static methods. */
    private static Method findInClass(Class<?> refc, String name, MethodType type) {
        for (Class<?> k = refc; k != null; k = k.getSuperclass()) {
            Method m = declared(k, name, type);
            if (m != null) {
                return m;
            }
        }
        return findInSuperinterfaces(refc, name, type);
    }

    /** JVMS 5.4.3.4: the interface, Object's public instance methods, then superinterfaces. */
    private static Method findInInterface(Class<?> refc, String name, MethodType type) {
        Method m = declared(refc, name, type);
        if (m != null) {
            return m;
        }
        m = declared(Object.class, name, type);
        if (m != null && Modifier.isPublic(m.getModifiers()) && !Modifier.isStatic(m.getModifiers())) {
            return m;
        }
        return findInSuperinterfaces(refc, name, type);
    }

    /** A maximally specific superinterface method: a default one is preferred to an abstract one. */
    private static Method findInSuperinterfaces(Class<?> refc, String name, MethodType type) {
        Method abstractOne = null;
        for (Class<?> k = refc; k != null; k = k.getSuperclass()) {
            for (Class<?> i : k.getInterfaces()) {
                Method m = inInterfaceTree(i, name, type);
                if (m != null) {
                    if (!Modifier.isAbstract(m.getModifiers())) {
                        return m;
                    }
                    if (abstractOne == null) {
                        abstractOne = m;
                    }
                }
            }
        }
        return abstractOne;
    }

    private static Method inInterfaceTree(Class<?> i, String name, MethodType type) {
        Method m = declared(i, name, type);
        if (m != null && !Modifier.isStatic(m.getModifiers()) && !Modifier.isPrivate(m.getModifiers())) {
            return m;
        }
        for (Class<?> s : i.getInterfaces()) {
            Method found = inInterfaceTree(s, name, type);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    private static Method declared(Class<?> k, String name, MethodType type) {
        for (Method m : k.getDeclaredMethods()) {
            if (m.getName().equals(name) && m.getReturnType() == type.returnType()
                    && ReflectAccess.sameParameters(m, type.ptypes())) {
                return m;
            }
        }
        return null;
    }

    /** JVMS 5.4.3.2: the class, its superinterfaces, then its superclass. Access is the Lookup's to check. */
    static MemberName resolveField(byte refKind, Class<?> refc, String name, Class<?> type)
            throws NoSuchFieldException {
        Field f = findField(refc, name, type);
        if (f == null) {
            NoSuchFieldException e = new NoSuchFieldException("no such field: " + unresolved(refc, name, type, refKind));
            e.initCause(new NoSuchFieldError(name));
            throw e;
        }
        return of(f, isSetter(refKind));
    }

    private static Field findField(Class<?> c, String name, Class<?> type) {
        if (c.isPrimitive() || c.isArray()) {
            return null;
        }
        for (Field f : c.getDeclaredFields()) {
            if (f.getName().equals(name) && f.getType() == type) {
                return f;
            }
        }
        for (Class<?> i : c.getInterfaces()) {
            Field f = findField(i, name, type);
            if (f != null) {
                return f;
            }
        }
        Class<?> s = c.getSuperclass();
        return s == null ? null : findField(s, name, type);
    }

    // The JVM's way of naming a method in its errors: 'java.lang.String C.m(int, long)'.

    static String signature(Executable e) {
        Class<?> r = e instanceof Method m ? m.getReturnType() : void.class;
        String n = e instanceof Method ? e.getName() : "<init>";
        return "'" + signature(r, e.getDeclaringClass(), n, e.getParameterTypes()) + "'";
    }

    private static String signature(Class<?> r, Class<?> c, String name, Class<?>[] params) {
        StringBuilder sb = new StringBuilder();
        sb.append(r.getTypeName()).append(' ').append(c.getName()).append('.').append(name).append('(');
        for (int i = 0; i < params.length; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(params[i].getTypeName());
        }
        return sb.append(')').toString();
    }

    /** The field's value, boxed as its type. */
    Object getField(Object o) {
        Class<?> c = clazz;
        int s = slot();
        switch (Wrappers.kind(fieldType())) {
            case Wrappers.BOOLEAN: return Boolean.valueOf(VmReflect.getInt(o, c, s) != 0);
            case Wrappers.BYTE: return Byte.valueOf((byte) VmReflect.getInt(o, c, s));
            case Wrappers.SHORT: return Short.valueOf((short) VmReflect.getInt(o, c, s));
            case Wrappers.CHAR: return Character.valueOf((char) VmReflect.getInt(o, c, s));
            case Wrappers.INT: return Integer.valueOf(VmReflect.getInt(o, c, s));
            case Wrappers.LONG: return Long.valueOf(VmReflect.getLong(o, c, s));
            case Wrappers.FLOAT: return Float.valueOf(VmReflect.getFloat(o, c, s));
            case Wrappers.DOUBLE: return Double.valueOf(VmReflect.getDouble(o, c, s));
            default: return VmReflect.getReference(o, c, s);
        }
    }

    /** Stores {@code v}, boxed exactly as the field's type. */
    void putField(Object o, Object v) {
        Class<?> c = clazz;
        int s = slot();
        switch (Wrappers.kind(fieldType())) {
            case Wrappers.BOOLEAN: VmReflect.putInt(o, c, s, ((Boolean) v).booleanValue() ? 1 : 0); break;
            case Wrappers.BYTE: VmReflect.putInt(o, c, s, ((Byte) v).byteValue()); break;
            case Wrappers.SHORT: VmReflect.putInt(o, c, s, ((Short) v).shortValue()); break;
            case Wrappers.CHAR: VmReflect.putInt(o, c, s, ((Character) v).charValue()); break;
            case Wrappers.INT: VmReflect.putInt(o, c, s, ((Integer) v).intValue()); break;
            case Wrappers.LONG: VmReflect.putLong(o, c, s, ((Long) v).longValue()); break;
            case Wrappers.FLOAT: VmReflect.putFloat(o, c, s, ((Float) v).floatValue()); break;
            case Wrappers.DOUBLE: VmReflect.putDouble(o, c, s, ((Double) v).doubleValue()); break;
            default: VmReflect.putReference(o, c, s, v);
        }
    }
}

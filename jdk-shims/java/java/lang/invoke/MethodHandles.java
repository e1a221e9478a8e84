package java.lang.invoke;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import jdk.internal.terrarium.reflect.ReflectAccess;
import jdk.internal.terrarium.reflect.VmReflect;

/** Factories of lookups, method handles and var handles, with the JDK's checks and messages. */
public class MethodHandles {
    private MethodHandles() {
    }

    public static Lookup lookup() {
        return new Lookup(VmReflect.callerClass(1));
    }

    public static Lookup publicLookup() {
        return Lookup.PUBLIC_LOOKUP;
    }

    public static Lookup privateLookupIn(Class<?> targetClass, Lookup caller) throws IllegalAccessException {
        Objects.requireNonNull(caller, "caller");
        if (caller.allowedModes == Lookup.TRUSTED) {
            return new Lookup(targetClass);
        }
        if (targetClass.isPrimitive()) {
            throw new IllegalArgumentException(targetClass + " is a primitive class");
        }
        if (targetClass.isArray()) {
            throw new IllegalArgumentException(targetClass + " is an array class");
        }
        int requireAccess = Lookup.PRIVATE | Lookup.MODULE;
        if ((caller.lookupModes() & requireAccess) != requireAccess) {
            throw new IllegalAccessException("caller does not have PRIVATE and MODULE lookup mode");
        }
        Class<?> callerClass = caller.lookupClass();
        if (!Modules.reads(callerClass, targetClass)) {
            throw new IllegalAccessException(Modules.describe(callerClass) + " does not read "
                    + Modules.describe(targetClass));
        }
        if (Modules.inJavaBase(targetClass) && !Modules.inJavaBase(callerClass)) {
            // java.base opens no package.
            throw new IllegalAccessException(Modules.describe(targetClass) + " does not open "
                    + targetClass.getPackageName() + " to " + Modules.describe(callerClass));
        }
        Class<?> prev = null;
        int newModes = Lookup.FULL_POWER_MODES & ~Lookup.ORIGINAL;
        if (!Modules.sameModule(targetClass, callerClass)) {
            prev = callerClass;
            newModes &= ~Lookup.MODULE;
        }
        return new Lookup(targetClass, prev, newModes);
    }

    public static <T extends Member> T reflectAs(Class<T> expected, MethodHandle target) {
        MethodHandleInfo info = Lookup.IMPL_LOOKUP.revealDirect(target);
        return info.reflectAs(expected, Lookup.IMPL_LOOKUP);
    }

    /** A lookup: a class to act as, and which of its access rights it has. */
    public static final class Lookup {
        public static final int PUBLIC = Modifier.PUBLIC;
        public static final int PRIVATE = Modifier.PRIVATE;
        public static final int PROTECTED = Modifier.PROTECTED;
        public static final int PACKAGE = Modifier.STATIC;
        public static final int MODULE = PACKAGE << 1;
        public static final int UNCONDITIONAL = PACKAGE << 2;
        public static final int ORIGINAL = PACKAGE << 3;

        static final int ALL_MODES = PUBLIC | PRIVATE | PROTECTED | PACKAGE | MODULE | UNCONDITIONAL | ORIGINAL;
        static final int FULL_POWER_MODES = ALL_MODES & ~UNCONDITIONAL;
        static final int TRUSTED = -1;

        static final Lookup PUBLIC_LOOKUP = new Lookup(Object.class, null, UNCONDITIONAL);
        static final Lookup IMPL_LOOKUP = new Lookup(Object.class, null, TRUSTED);

        private final Class<?> lookupClass;
        private final Class<?> prevLookupClass;
        final int allowedModes;

        Lookup(Class<?> lookupClass) {
            this(lookupClass, null, FULL_POWER_MODES);
            if (lookupClass.getName().startsWith("java.lang.invoke.")) {
                throw new IllegalArgumentException("illegal lookupClass: " + lookupClass);
            }
        }

        Lookup(Class<?> lookupClass, Class<?> prevLookupClass, int allowedModes) {
            this.lookupClass = lookupClass;
            this.prevLookupClass = prevLookupClass;
            this.allowedModes = allowedModes;
        }

        public Class<?> lookupClass() {
            return lookupClass;
        }

        public Class<?> previousLookupClass() {
            return prevLookupClass;
        }

        public int lookupModes() {
            return allowedModes & ALL_MODES;
        }

        private Class<?> lookupClassOrNull() {
            return allowedModes == TRUSTED ? null : lookupClass;
        }

        public Lookup in(Class<?> requestedLookupClass) {
            Objects.requireNonNull(requestedLookupClass);
            if (requestedLookupClass.isPrimitive()) {
                throw new IllegalArgumentException(requestedLookupClass + " is a primitive class");
            }
            if (requestedLookupClass.isArray()) {
                throw new IllegalArgumentException(requestedLookupClass + " is an array class");
            }
            if (allowedModes == TRUSTED) {
                return new Lookup(requestedLookupClass, null, FULL_POWER_MODES);
            }
            if (requestedLookupClass == lookupClass) {
                return this;
            }
            int newModes = (allowedModes & FULL_POWER_MODES) & ~ORIGINAL;
            Class<?> plc = prevLookupClass;
            if ((allowedModes & UNCONDITIONAL) != 0) {
                newModes = UNCONDITIONAL;
            } else if (!Modules.sameModule(lookupClass, requestedLookupClass)) {
                if (plc != null && !Modules.sameModule(plc, requestedLookupClass)) {
                    newModes = 0; // no hop to a third module
                }
                newModes &= ~(MODULE | PACKAGE | PRIVATE | PROTECTED);
                plc = lookupClass;
            }
            if ((newModes & PACKAGE) != 0 && !Modules.samePackage(lookupClass, requestedLookupClass)) {
                newModes &= ~(PACKAGE | PRIVATE | PROTECTED);
            }
            if ((newModes & PRIVATE) != 0 && !VerifyAccess.isSamePackageMember(lookupClass, requestedLookupClass)) {
                newModes &= ~(PRIVATE | PROTECTED);
            }
            if ((newModes & (PUBLIC | UNCONDITIONAL)) != 0
                    && !VerifyAccess.isClassAccessible(requestedLookupClass, lookupClass, prevLookupClass, allowedModes)) {
                newModes = 0;
            }
            return new Lookup(requestedLookupClass, plc, newModes);
        }

        public Lookup dropLookupMode(int modeToDrop) {
            int newModes = lookupModes() & ~(modeToDrop | PROTECTED | ORIGINAL);
            switch (modeToDrop) {
                case PUBLIC: newModes &= ~ALL_MODES; break;
                case MODULE: newModes &= ~(PACKAGE | PRIVATE); break;
                case PACKAGE: newModes &= ~PRIVATE; break;
                case PROTECTED:
                case PRIVATE:
                case ORIGINAL:
                case UNCONDITIONAL:
                    break;
                default:
                    throw new IllegalArgumentException(modeToDrop + " is not a valid mode to drop");
            }
            return new Lookup(lookupClass, prevLookupClass, newModes);
        }

        public boolean hasFullPrivilegeAccess() {
            return (allowedModes & (PRIVATE | MODULE)) == (PRIVATE | MODULE);
        }

        @Deprecated(since = "14")
        public boolean hasPrivateAccess() {
            return hasFullPrivilegeAccess();
        }

        /** Defining classes from bytes needs a class file loader at run time, which Terrarium has not. */
        public Class<?> defineClass(byte[] bytes) throws IllegalAccessException {
            throw new UnsupportedOperationException("Lookup.defineClass is not supported by Terrarium");
        }

        public Lookup defineHiddenClass(byte[] bytes, boolean initialize, ClassOption... options)
                throws IllegalAccessException {
            throw new UnsupportedOperationException("Lookup.defineHiddenClass is not supported by Terrarium");
        }

        public Lookup defineHiddenClassWithClassData(byte[] bytes, Object classData, boolean initialize,
                ClassOption... options) throws IllegalAccessException {
            throw new UnsupportedOperationException(
                    "Lookup.defineHiddenClassWithClassData is not supported by Terrarium");
        }

        public enum ClassOption {
            NESTMATE,
            STRONG
        }

        @Override
        public String toString() {
            String cname = lookupClass.getName();
            if (prevLookupClass != null) {
                cname += "/" + prevLookupClass.getName();
            }
            switch (allowedModes) {
                case 0:
                    return cname + "/noaccess";
                case UNCONDITIONAL:
                    return cname + "/publicLookup";
                case PUBLIC:
                    return cname + "/public";
                case PUBLIC | MODULE:
                    return cname + "/module";
                case PUBLIC | PACKAGE:
                case PUBLIC | MODULE | PACKAGE:
                    return cname + "/package";
                case PUBLIC | PACKAGE | PRIVATE:
                case PUBLIC | MODULE | PACKAGE | PRIVATE:
                    return cname + "/private";
                case PUBLIC | PACKAGE | PRIVATE | PROTECTED:
                case PUBLIC | MODULE | PACKAGE | PRIVATE | PROTECTED:
                case FULL_POWER_MODES:
                    return cname;
                case TRUSTED:
                    return "/trusted";
                default:
                    return cname + "/" + Integer.toHexString(allowedModes);
            }
        }

        // Classes.

        public Class<?> findClass(String targetName) throws ClassNotFoundException, IllegalAccessException {
            Class<?> targetClass = Class.forName(targetName, false, lookupClass.getClassLoader());
            return accessClass(targetClass);
        }

        public Class<?> ensureInitialized(Class<?> targetClass) throws IllegalAccessException {
            if (targetClass.isPrimitive()) {
                throw new IllegalArgumentException(targetClass + " is a primitive class");
            }
            if (targetClass.isArray()) {
                throw new IllegalArgumentException(targetClass + " is an array class");
            }
            if (!VerifyAccess.isClassAccessible(targetClass, lookupClass, prevLookupClass, allowedModes)) {
                throw makeAccessException(targetClass);
            }
            VmReflect.ensureInitialized(targetClass);
            return targetClass;
        }

        public Class<?> accessClass(Class<?> targetClass) throws IllegalAccessException {
            if (!isClassAccessible(targetClass)) {
                throw makeAccessException(targetClass);
            }
            return targetClass;
        }

        private IllegalAccessException makeAccessException(Class<?> targetClass) {
            String message = "access violation: " + targetClass;
            if (this == PUBLIC_LOOKUP) {
                message += ", from public Lookup";
            } else {
                message += ", from " + lookupClass + " (" + Modules.describe(lookupClass) + ")";
                if (prevLookupClass != null) {
                    message += ", previous lookup " + prevLookupClass.getName() + " ("
                            + Modules.describe(prevLookupClass) + ")";
                }
            }
            return new IllegalAccessException(message);
        }

        boolean isClassAccessible(Class<?> refc) {
            Objects.requireNonNull(refc);
            Class<?> caller = lookupClassOrNull();
            Class<?> type = refc;
            while (type.isArray()) {
                type = type.getComponentType();
            }
            return caller == null || VerifyAccess.isClassAccessible(type, caller, prevLookupClass, allowedModes);
        }

        private void checkSymbolicClass(Class<?> refc) throws IllegalAccessException {
            Objects.requireNonNull(refc);
            if (!isClassAccessible(refc)) {
                throw MemberName.ofType(refc).makeAccessException("symbolic reference class is not accessible", this);
            }
        }

        // Methods.

        public MethodHandle findStatic(Class<?> refc, String name, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            MemberName method = resolveMethod(MemberName.REF_invokeStatic, refc, name, type);
            return getDirectMethod(MemberName.REF_invokeStatic, refc, method);
        }

        public MethodHandle findVirtual(Class<?> refc, String name, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            if (refc == MethodHandle.class) {
                if ("invoke".equals(name)) {
                    return invoker(type);
                }
                if ("invokeExact".equals(name)) {
                    return exactInvoker(type);
                }
            } else if (refc == VarHandle.class) {
                VarHandle.AccessMode mode = VarHandle.AccessMode.forMethodName(name);
                if (mode != null) {
                    return varHandleInvoker(mode, type);
                }
            }
            byte refKind = refc.isInterface() ? MemberName.REF_invokeInterface : MemberName.REF_invokeVirtual;
            MemberName method = resolveMethod(refKind, refc, name, type);
            return getDirectMethod(refKind, refc, method);
        }

        public MethodHandle findConstructor(Class<?> refc, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            if (refc.isArray()) {
                throw new NoSuchMethodException("no constructor for array class: " + refc.getName());
            }
            MemberName ctor = resolveMethod(MemberName.REF_newInvokeSpecial, refc, "<init>", type);
            return getDirectConstructor(refc, ctor);
        }

        public MethodHandle findSpecial(Class<?> refc, String name, MethodType type, Class<?> specialCaller)
                throws NoSuchMethodException, IllegalAccessException {
            checkSpecialCaller(specialCaller, refc);
            Lookup specialLookup = in(specialCaller);
            MemberName method = specialLookup.resolveMethod(MemberName.REF_invokeSpecial, refc, name, type);
            return specialLookup.getDirectMethod(MemberName.REF_invokeSpecial, refc, method);
        }

        public MethodHandle bind(Object receiver, String name, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            Class<?> refc = receiver.getClass();
            MemberName method = resolveMethod(MemberName.REF_invokeSpecial, refc, name, type);
            checkMethod(MemberName.REF_invokeSpecial, refc, method);
            MethodHandle mh = new DirectMethodHandle(DirectMethodHandle.typeFor(method, refc), method,
                    MemberName.REF_invokeSpecial, true);
            return setVarargs(new Handles.Inserted(mh, 0, new Object[] {receiver}), method);
        }

        private MemberName resolveMethod(byte refKind, Class<?> refc, String name, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            checkSymbolicClass(refc);
            Objects.requireNonNull(type);
            checkMethodName(refKind, name);
            return MemberName.resolveMethod(refKind, refc, name, type, lookupClassOrNull());
        }

        private static void checkMethodName(byte refKind, String name) throws NoSuchMethodException {
            if (name.startsWith("<") && refKind != MemberName.REF_newInvokeSpecial) {
                throw new NoSuchMethodException("illegal method name: " + name);
            }
        }

        private void checkSpecialCaller(Class<?> specialCaller, Class<?> refc) throws IllegalAccessException {
            if (allowedModes == TRUSTED) {
                return;
            }
            if ((lookupModes() & PRIVATE) == 0 || (specialCaller != lookupClass
                    && !(refc != null && refc.isInterface() && refc.isAssignableFrom(specialCaller)))) {
                throw MemberName.ofType(specialCaller).makeAccessException("no private access for invokespecial", this);
            }
        }

        private void checkMethod(byte refKind, Class<?> refc, MemberName m) throws IllegalAccessException {
            boolean wantStatic = refKind == MemberName.REF_invokeStatic;
            String message;
            if (m.isConstructor()) {
                message = "expected a method, not a constructor";
            } else if (!m.isMethod()) {
                message = "expected a method";
            } else if (wantStatic != m.isStatic()) {
                message = wantStatic ? "expected a static method" : "expected a non-static method";
            } else {
                checkAccess(refKind, refc, m);
                return;
            }
            throw m.makeAccessException(message, this);
        }

        private MethodHandle getDirectMethod(byte refKind, Class<?> refc, MemberName method)
                throws IllegalAccessException {
            checkMethod(refKind, refc, method);
            if (refKind == MemberName.REF_invokeSpecial && refc != lookupClass && !refc.isInterface()
                    && refc != lookupClass.getSuperclass() && refc.isAssignableFrom(lookupClass)) {
                // JVMS 6.5 invokespecial: search again from the lookup class's superclass up.
                Class<?> refcAsSuper = lookupClass;
                MemberName m2 = null;
                do {
                    refcAsSuper = refcAsSuper.getSuperclass();
                    try {
                        m2 = MemberName.resolveMethod(MemberName.REF_invokeSpecial, refcAsSuper, method.name,
                                method.methodType(), lookupClassOrNull());
                    } catch (NoSuchMethodException | IllegalAccessException e) {
                        m2 = null;
                    }
                } while (m2 == null && refc != refcAsSuper);
                if (m2 == null) {
                    throw new InternalError(method.toString());
                }
                method = m2;
                refc = refcAsSuper;
                checkMethod(refKind, refc, method);
            }
            boolean special = refKind == MemberName.REF_invokeSpecial;
            byte behaviour = method.isStatic() ? MemberName.REF_invokeStatic : refKind;
            DirectMethodHandle dmh = new DirectMethodHandle(DirectMethodHandle.typeFor(method, refc), method,
                    behaviour, special);
            MethodHandle mh = dmh;
            if (special || (MemberName.hasReceiver(refKind) && restrictProtectedReceiver(method))) {
                mh = restrictReceiver(method, dmh, lookupClass);
            }
            return setVarargs(mh, method);
        }

        private MethodHandle getDirectConstructor(Class<?> refc, MemberName ctor) throws IllegalAccessException {
            checkAccess(MemberName.REF_newInvokeSpecial, refc, ctor);
            MethodHandle mh = new DirectMethodHandle(DirectMethodHandle.typeFor(ctor, refc), ctor,
                    MemberName.REF_newInvokeSpecial, false);
            return setVarargs(mh, ctor);
        }

        private static MethodHandle setVarargs(MethodHandle mh, MemberName member) throws IllegalAccessException {
            if (!member.isVarargs()) {
                return mh;
            }
            try {
                return mh.withVarargs(true);
            } catch (IllegalArgumentException ex) {
                throw member.makeAccessException("cannot make variable arity", null);
            }
        }

        private boolean restrictProtectedReceiver(MemberName m) {
            if (!m.isProtected() || m.isStatic() || allowedModes == TRUSTED || m.clazz == lookupClass
                    || Modules.samePackage(m.clazz, lookupClass)) {
                return false;
            }
            return true;
        }

        private static MethodHandle restrictReceiver(MemberName m, DirectMethodHandle dmh, Class<?> caller)
                throws IllegalAccessException {
            if (!m.clazz.isAssignableFrom(caller)) {
                throw m.makeAccessException("caller class must be a subclass below the method", caller);
            }
            MethodType raw = dmh.type();
            if (raw.parameterType(0) == caller) {
                return dmh;
            }
            return dmh.withType(raw.changeParameterType(0, caller));
        }

        // Fields.

        public MethodHandle findGetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return getDirectField(MemberName.REF_getField, refc, resolveField(MemberName.REF_getField, refc, name, type));
        }

        public MethodHandle findSetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return getDirectField(MemberName.REF_putField, refc, resolveField(MemberName.REF_putField, refc, name, type));
        }

        public MethodHandle findStaticGetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return getDirectField(MemberName.REF_getStatic, refc,
                    resolveField(MemberName.REF_getStatic, refc, name, type));
        }

        public MethodHandle findStaticSetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return getDirectField(MemberName.REF_putStatic, refc,
                    resolveField(MemberName.REF_putStatic, refc, name, type));
        }

        public VarHandle findVarHandle(Class<?> recv, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            MemberName getField = resolveField(MemberName.REF_getField, recv, name, type);
            MemberName putField = resolveField(MemberName.REF_putField, recv, name, type);
            return getFieldVarHandle(MemberName.REF_getField, MemberName.REF_putField, recv, getField, putField);
        }

        public VarHandle findStaticVarHandle(Class<?> decl, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            MemberName getField = resolveField(MemberName.REF_getStatic, decl, name, type);
            MemberName putField = resolveField(MemberName.REF_putStatic, decl, name, type);
            return getFieldVarHandle(MemberName.REF_getStatic, MemberName.REF_putStatic, decl, getField, putField);
        }

        private MemberName resolveField(byte refKind, Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            checkSymbolicClass(refc);
            Objects.requireNonNull(name);
            Objects.requireNonNull(type);
            return MemberName.resolveField(refKind, refc, name, type);
        }

        private void checkField(byte refKind, Class<?> refc, MemberName m) throws IllegalAccessException {
            boolean wantStatic = !MemberName.hasReceiver(refKind);
            if (wantStatic != m.isStatic()) {
                throw m.makeAccessException(wantStatic ? "expected a static field" : "expected a non-static field", this);
            }
            checkAccess(refKind, refc, m);
        }

        private MethodHandle getDirectField(byte refKind, Class<?> refc, MemberName field)
                throws IllegalAccessException {
            checkField(refKind, refc, field);
            DirectMethodHandle dmh = new DirectMethodHandle(DirectMethodHandle.typeFor(field, refc), field,
                    field.refKind, false);
            if (MemberName.hasReceiver(refKind) && restrictProtectedReceiver(field)) {
                return restrictReceiver(field, dmh, lookupClass);
            }
            return dmh;
        }

        private VarHandle getFieldVarHandle(byte getRefKind, byte putRefKind, Class<?> refc, MemberName getField,
                MemberName putField) throws IllegalAccessException {
            checkField(getRefKind, refc, getField);
            if (!putField.isFinal()) {
                checkField(putRefKind, refc, putField);
            }
            if (MemberName.hasReceiver(getRefKind) && restrictProtectedReceiver(getField)) {
                if (!getField.clazz.isAssignableFrom(lookupClass)) {
                    throw getField.makeAccessException("caller class must be a subclass below the method", lookupClass);
                }
                refc = lookupClass;
            }
            return VarHandles.field(getField, refc);
        }

        // Reflected members.

        public MethodHandle unreflect(Method m) throws IllegalAccessException {
            if (m.getDeclaringClass() == MethodHandle.class || m.getDeclaringClass() == VarHandle.class) {
                MethodHandle mh = unreflectPolymorphic(m);
                if (mh != null) {
                    return mh;
                }
            }
            MemberName method = MemberName.of(m, MemberName.kindOf(m));
            byte refKind = method.refKind;
            if (refKind == MemberName.REF_invokeSpecial) {
                refKind = MemberName.REF_invokeVirtual;
            }
            @SuppressWarnings("deprecation")
            Lookup lookup = m.isAccessible() ? IMPL_LOOKUP : this;
            return lookup.getDirectMethod(refKind, method.clazz, method);
        }

        /** The signature-polymorphic methods reflected: as in the JDK, they cannot be invoked reflectively. */
        private static MethodHandle unreflectPolymorphic(Method m) {
            if (!Modifier.isNative(m.getModifiers()) || !m.isVarArgs()) {
                return null;
            }
            MethodType type = MethodType.methodType(Object.class, m.getDeclaringClass(), Object[].class);
            return new Handles.Unsupported(type, "cannot reflectively invoke MethodHandle")
                    .asVarargsCollector(Object[].class);
        }

        public MethodHandle unreflectSpecial(Method m, Class<?> specialCaller) throws IllegalAccessException {
            checkSpecialCaller(specialCaller, m.getDeclaringClass());
            Lookup specialLookup = in(specialCaller);
            MemberName method = MemberName.of(m, MemberName.REF_invokeSpecial);
            return specialLookup.getDirectMethod(MemberName.REF_invokeSpecial, m.getDeclaringClass(), method);
        }

        public MethodHandle unreflectConstructor(Constructor<?> c) throws IllegalAccessException {
            MemberName ctor = MemberName.of(c);
            @SuppressWarnings("deprecation")
            Lookup lookup = c.isAccessible() ? IMPL_LOOKUP : this;
            return lookup.getDirectConstructor(ctor.clazz, ctor);
        }

        public MethodHandle unreflectGetter(Field f) throws IllegalAccessException {
            return unreflectField(f, false);
        }

        public MethodHandle unreflectSetter(Field f) throws IllegalAccessException {
            return unreflectField(f, true);
        }

        private MethodHandle unreflectField(Field f, boolean isSetter) throws IllegalAccessException {
            MemberName field = MemberName.of(f, isSetter);
            if (isSetter && field.isFinal()) {
                Class<?> dc = f.getDeclaringClass();
                if (field.isStatic() || dc.isRecord() || dc.isHidden()) {
                    String msg = field.isStatic() ? "static final field has no write access"
                            : "final field has no write access";
                    throw field.makeAccessException(msg, this);
                }
            }
            @SuppressWarnings("deprecation")
            Lookup lookup = f.isAccessible() ? IMPL_LOOKUP : this;
            return lookup.getDirectField(field.refKind, f.getDeclaringClass(), field);
        }

        public VarHandle unreflectVarHandle(Field f) throws IllegalAccessException {
            MemberName getField = MemberName.of(f, false);
            MemberName putField = MemberName.of(f, true);
            return getFieldVarHandle(getField.refKind, putField.refKind, f.getDeclaringClass(), getField, putField);
        }

        public MethodHandleInfo revealDirect(MethodHandle target) {
            MemberName member = target.member();
            if (member == null) {
                throw new IllegalArgumentException("not a direct method handle");
            }
            Class<?> defc = member.clazz;
            byte refKind = member.refKind;
            if (refKind == MemberName.REF_invokeSpecial && !target.isInvokeSpecial()) {
                refKind = MemberName.REF_invokeVirtual;
            }
            if (refKind == MemberName.REF_invokeVirtual && defc.isInterface()) {
                refKind = MemberName.REF_invokeInterface;
            }
            try {
                checkAccess(refKind, defc, member);
            } catch (IllegalAccessException ex) {
                throw new IllegalArgumentException(ex);
            }
            return new Info(member, refKind);
        }

        // Access checks after resolution.

        void checkAccess(byte refKind, Class<?> refc, MemberName m) throws IllegalAccessException {
            if (allowedModes == TRUSTED) {
                return;
            }
            int mods = m.modifiers();
            if (Modifier.isProtected(mods) && refKind == MemberName.REF_invokeVirtual && m.clazz == Object.class
                    && m.name.equals("clone") && refc.isArray()) {
                mods ^= Modifier.PROTECTED | Modifier.PUBLIC; // arrays' clone is public
            }
            if (Modifier.isProtected(mods) && refKind == MemberName.REF_newInvokeSpecial) {
                mods ^= Modifier.PROTECTED; // a protected constructor is package-private for "new"
            }
            if (Modifier.isFinal(mods) && MemberName.isSetter(refKind)) {
                throw m.makeAccessException("unexpected set of a final field", this);
            }
            int requestedModes = fixmods(mods);
            if ((requestedModes & allowedModes) != 0) {
                if (VerifyAccess.isMemberAccessible(refc, m.clazz, mods, lookupClass, prevLookupClass, allowedModes)) {
                    return;
                }
            } else if ((requestedModes & PROTECTED) != 0 && (allowedModes & PACKAGE) != 0
                    && Modules.samePackage(m.clazz, refc)) {
                return;
            }
            throw m.makeAccessException(accessFailedMessage(refc, m), this);
        }

        private static int fixmods(int mods) {
            mods &= (PRIVATE | PROTECTED | PUBLIC);
            if (Modifier.isPublic(mods)) {
                mods |= UNCONDITIONAL;
            }
            return mods != 0 ? mods : PACKAGE;
        }

        private String accessFailedMessage(Class<?> refc, MemberName m) {
            Class<?> defc = m.clazz;
            int mods = m.modifiers();
            // Source modifiers here, as the JDK's message uses getModifiers (a protected nested class is not public).
            boolean classOK = Modifier.isPublic(defc.getModifiers())
                    && (defc == refc || Modifier.isPublic(refc.getModifiers()));
            if (!classOK && (allowedModes & PACKAGE) != 0) {
                classOK = VerifyAccess.isClassAccessible(defc, lookupClass, null, FULL_POWER_MODES)
                        && (defc == refc || VerifyAccess.isClassAccessible(refc, lookupClass, null, FULL_POWER_MODES));
            }
            if (!classOK) {
                return "class is not public";
            }
            if (Modifier.isPublic(mods)) {
                return "access to public member failed";
            }
            if (Modifier.isPrivate(mods)) {
                return "member is private";
            }
            if (Modifier.isProtected(mods)) {
                return "member is protected";
            }
            return "member is private to package";
        }

        /** A full-privilege lookup on {@code c}, as the JVM hands to bootstrap methods. */
        static Lookup forClass(Class<?> c) {
            return new Lookup(c, null, FULL_POWER_MODES);
        }
    }

    /** What revealDirect tells about a direct handle. */
    private static final class Info implements MethodHandleInfo {
        private final MemberName member;
        private final int referenceKind;

        Info(MemberName member, int referenceKind) {
            this.member = member;
            this.referenceKind = referenceKind;
        }

        @Override
        public int getReferenceKind() {
            return referenceKind;
        }

        @Override
        public Class<?> getDeclaringClass() {
            return member.clazz;
        }

        @Override
        public String getName() {
            return member.name;
        }

        @Override
        public MethodType getMethodType() {
            return member.nominalType();
        }

        @Override
        public int getModifiers() {
            return member.modifiers();
        }

        @Override
        public <T extends Member> T reflectAs(Class<T> expected, Lookup lookup) {
            Member m = member.peer;
            if (m instanceof Method method) {
                m = ReflectAccess.copy(method);
            } else if (m instanceof Constructor<?> c) {
                m = ReflectAccess.copy(c);
            } else if (m instanceof Field f) {
                m = ReflectAccess.copy(f);
            }
            try {
                lookup.checkAccess((byte) referenceKind, member.clazz, member);
            } catch (IllegalAccessException ex) {
                throw new IllegalArgumentException(ex);
            }
            return expected.cast(m);
        }

        @Override
        public String toString() {
            return MethodHandleInfo.toString(referenceKind, member.clazz, member.name, getMethodType());
        }
    }

    // Handles on values and arrays.

    public static MethodHandle arrayConstructor(Class<?> arrayClass) throws IllegalArgumentException {
        if (!arrayClass.isArray()) {
            throw new IllegalArgumentException("not an array class: " + arrayClass.getName());
        }
        return new Handles.ArrayAccess(Handles.ArrayAccess.NEW, arrayClass);
    }

    public static MethodHandle arrayLength(Class<?> arrayClass) throws IllegalArgumentException {
        return new Handles.ArrayAccess(Handles.ArrayAccess.LENGTH, checkArray(arrayClass));
    }

    public static MethodHandle arrayElementGetter(Class<?> arrayClass) throws IllegalArgumentException {
        return new Handles.ArrayAccess(Handles.ArrayAccess.GET, checkArray(arrayClass));
    }

    public static MethodHandle arrayElementSetter(Class<?> arrayClass) throws IllegalArgumentException {
        return new Handles.ArrayAccess(Handles.ArrayAccess.SET, checkArray(arrayClass));
    }

    public static VarHandle arrayElementVarHandle(Class<?> arrayClass) throws IllegalArgumentException {
        return VarHandles.array(checkArray(arrayClass));
    }

    private static Class<?> checkArray(Class<?> arrayClass) {
        if (!arrayClass.isArray()) {
            throw new IllegalArgumentException("not an array: " + arrayClass);
        }
        return arrayClass;
    }

    public static MethodHandle constant(Class<?> type, Object value) {
        if (type.isPrimitive()) {
            if (type == void.class) {
                throw new IllegalArgumentException("void type");
            }
            return new Handles.Constant(MethodType.methodType(type), Wrappers.convertBound(value, type));
        }
        return new Handles.Constant(MethodType.methodType(type), type.cast(value));
    }

    public static MethodHandle identity(Class<?> type) {
        return new Handles.Identity(type);
    }

    public static MethodHandle zero(Class<?> type) {
        Objects.requireNonNull(type);
        return new Handles.Constant(MethodType.methodType(type), Wrappers.zero(type));
    }

    public static MethodHandle empty(MethodType type) {
        Objects.requireNonNull(type);
        return new Handles.Constant(type, Wrappers.zero(type.returnType()));
    }

    // Invokers.

    public static MethodHandle spreadInvoker(MethodType type, int leadingArgCount) {
        if (leadingArgCount < 0 || leadingArgCount > type.parameterCount()) {
            throw new IllegalArgumentException("bad argument count: " + leadingArgCount);
        }
        return invoker(type).asSpreader(Object[].class, type.parameterCount() - leadingArgCount);
    }

    public static MethodHandle exactInvoker(MethodType type) {
        return new Handles.Invoker(type, true);
    }

    public static MethodHandle invoker(MethodType type) {
        return new Handles.Invoker(type, false);
    }

    public static MethodHandle varHandleExactInvoker(VarHandle.AccessMode accessMode, MethodType type) {
        return new VarHandles.Invoker(accessMode, type, true);
    }

    public static MethodHandle varHandleInvoker(VarHandle.AccessMode accessMode, MethodType type) {
        return new VarHandles.Invoker(accessMode, type, false);
    }

    // Combinators.

    public static MethodHandle explicitCastArguments(MethodHandle target, MethodType newType) {
        MethodType oldType = target.type();
        if (oldType.parameterCount() != newType.parameterCount()) {
            throw new WrongMethodTypeException("cannot explicitly cast " + target + " to " + newType);
        }
        if (oldType.equals(newType)) {
            return target;
        }
        return new Handles.Converted(target.asFixedArity(), newType, true);
    }

    public static MethodHandle permuteArguments(MethodHandle target, MethodType newType, int... reorder) {
        MethodType oldType = target.type();
        reorder = reorder.clone();
        if (newType.returnType() != oldType.returnType()) {
            throw new IllegalArgumentException("return types do not match: " + oldType + ", " + newType);
        }
        if (reorder.length != oldType.parameterCount()) {
            throw new IllegalArgumentException("old type parameter count and reorder array length do not match: "
                    + oldType + ", " + Arrays.toString(reorder));
        }
        int limit = newType.parameterCount();
        for (int j = 0; j < reorder.length; j++) {
            int i = reorder[j];
            if (i < 0 || i >= limit) {
                throw new IllegalArgumentException("index is out of bounds for new type: " + i + ", " + newType);
            }
            if (newType.parameterType(i) != oldType.parameterType(j)) {
                throw new IllegalArgumentException("parameter types do not match after reorder: " + oldType + ", "
                        + newType);
            }
        }
        return new Handles.Permuted(target, newType, reorder);
    }

    public static MethodHandle insertArguments(MethodHandle target, int pos, Object... values) {
        int insCount = values.length;
        MethodType oldType = target.type();
        int outargs = oldType.parameterCount();
        int inargs = outargs - insCount;
        if (inargs < 0) {
            throw new IllegalArgumentException("too many values to insert");
        }
        if (pos < 0 || pos > inargs) {
            throw new IllegalArgumentException("no argument type to append");
        }
        if (insCount == 0) {
            return target;
        }
        Object[] bound = new Object[insCount];
        for (int i = 0; i < insCount; i++) {
            bound[i] = Wrappers.bindValue(values[i], oldType.parameterType(pos + i));
        }
        return new Handles.Inserted(target, pos, bound);
    }

    public static MethodHandle dropArguments(MethodHandle target, int pos, List<Class<?>> valueTypes) {
        return dropArguments(target, pos, copyTypes(valueTypes.toArray()));
    }

    public static MethodHandle dropArguments(MethodHandle target, int pos, Class<?>... valueTypes) {
        MethodType oldType = target.type();
        int dropped = valueTypes.length;
        int outargs = oldType.parameterCount();
        int inargs = outargs + dropped;
        if (pos < 0 || pos > outargs) {
            throw new IllegalArgumentException("no argument type to remove"
                    + Arrays.asList(oldType, pos, Arrays.asList(valueTypes), inargs, outargs));
        }
        oldType.insertParameterTypes(pos, valueTypes); // checks the types
        if (dropped == 0) {
            return target;
        }
        return new Handles.Dropped(target, pos, valueTypes.clone());
    }

    private static Class<?>[] copyTypes(Object[] array) {
        return Arrays.copyOf(array, array.length, Class[].class);
    }

    public static MethodHandle dropArgumentsToMatch(MethodHandle target, int skip, List<Class<?>> newTypes, int pos) {
        Objects.requireNonNull(target);
        Objects.requireNonNull(newTypes);
        return dropArgumentsToMatch(target, skip, newTypes, pos, false);
    }

    private static MethodHandle dropArgumentsToMatch(MethodHandle target, int skip, List<Class<?>> newTypes, int pos,
            boolean nullOnFailure) {
        newTypes = Arrays.asList(copyTypes(newTypes.toArray()));
        List<Class<?>> oldTypes = target.type().parameterList();
        int match = oldTypes.size();
        if (skip != 0) {
            if (skip < 0 || skip > match) {
                throw new IllegalArgumentException("illegal skip: " + skip + ", " + target);
            }
            oldTypes = oldTypes.subList(skip, match);
            match -= skip;
        }
        List<Class<?>> addTypes = newTypes;
        int add = addTypes.size();
        if (pos != 0) {
            if (pos < 0 || pos > add) {
                throw new IllegalArgumentException("illegal pos: " + pos + ", " + newTypes);
            }
            addTypes = addTypes.subList(pos, add);
            add -= pos;
        }
        if (match > add || !oldTypes.equals(addTypes.subList(0, match))) {
            if (nullOnFailure) {
                return null;
            }
            throw new IllegalArgumentException("argument lists do not match: " + oldTypes + ", " + newTypes);
        }
        addTypes = addTypes.subList(match, add);
        add -= match;
        MethodHandle adapter = target;
        if (add > 0) {
            adapter = dropArguments(adapter, skip + match, addTypes.toArray(new Class<?>[0]));
        }
        if (pos > 0) {
            adapter = dropArguments(adapter, skip, newTypes.subList(0, pos).toArray(new Class<?>[0]));
        }
        return adapter;
    }

    public static MethodHandle dropReturn(MethodHandle target) {
        Objects.requireNonNull(target);
        MethodType oldType = target.type();
        if (oldType.returnType() == void.class) {
            return target;
        }
        return target.asType(oldType.changeReturnType(void.class));
    }

    public static MethodHandle filterArguments(MethodHandle target, int pos, MethodHandle... filters) {
        MethodType targetType = target.type();
        if (pos + filters.length > targetType.parameterCount()) {
            throw new IllegalArgumentException("too many filters");
        }
        for (int i = filters.length - 1; i >= 0; i--) {
            MethodHandle filter = filters[i];
            if (filter == null) {
                continue;
            }
            MethodType filterType = filter.type();
            if (filterType.parameterCount() != 1 || filterType.returnType() != targetType.parameterType(pos + i)) {
                throw new IllegalArgumentException("target and filter types do not match: " + targetType + ", "
                        + filterType);
            }
        }
        return new Handles.FilteredArguments(target, pos, filters.clone());
    }

    public static MethodHandle collectArguments(MethodHandle target, int pos, MethodHandle filter) {
        MethodType targetType = target.type();
        MethodType filterType = filter.type();
        Class<?> rtype = filterType.returnType();
        if (pos < 0 || (rtype == void.class && pos > targetType.parameterCount())
                || (rtype != void.class && pos >= targetType.parameterCount())) {
            throw new IllegalArgumentException("position is out of range for target: " + target + ", " + pos);
        }
        if (rtype != void.class && rtype != targetType.parameterType(pos)) {
            throw new IllegalArgumentException("target and filter types do not match: " + targetType + ", "
                    + filterType);
        }
        return new Handles.CollectedArguments(target, pos, filter);
    }

    public static MethodHandle filterReturnValue(MethodHandle target, MethodHandle filter) {
        MethodType targetType = target.type();
        MethodType filterType = filter.type();
        Class<?> rtype = targetType.returnType();
        int filterValues = filterType.parameterCount();
        if (filterValues == 0 ? (rtype != void.class)
                : (rtype != filterType.parameterType(0) || filterValues != 1)) {
            throw new IllegalArgumentException("target and filter types do not match: " + targetType + ", "
                    + filterType);
        }
        return new Handles.FilteredReturn(target, filter);
    }

    public static MethodHandle foldArguments(MethodHandle target, MethodHandle combiner) {
        return foldArguments(target, 0, combiner);
    }

    public static MethodHandle foldArguments(MethodHandle target, int pos, MethodHandle combiner) {
        MethodType targetType = target.type();
        MethodType combinerType = combiner.type();
        int foldArgs = combinerType.parameterCount();
        Class<?> rtype = combinerType.returnType();
        int foldVals = rtype == void.class ? 0 : 1;
        int afterInsertPos = pos + foldVals;
        boolean ok = pos >= 0 && targetType.parameterCount() >= afterInsertPos + foldArgs;
        if (ok) {
            for (int i = 0; i < foldArgs; i++) {
                if (combinerType.parameterType(i) != targetType.parameterType(afterInsertPos + i)) {
                    ok = false;
                    break;
                }
            }
        }
        if (ok && foldVals != 0 && rtype != targetType.parameterType(pos)) {
            ok = false;
        }
        if (!ok) {
            throw misMatchedTypes("target and combiner types", targetType, combinerType);
        }
        return new Handles.Folded(target, pos, combiner);
    }

    private static IllegalArgumentException misMatchedTypes(String what, Object t1, Object t2) {
        return new IllegalArgumentException(what + " must match: " + t1 + " != " + t2);
    }

    public static MethodHandle guardWithTest(MethodHandle test, MethodHandle target, MethodHandle fallback) {
        MethodType gtype = test.type();
        MethodType ttype = target.type();
        MethodType ftype = fallback.type();
        if (!ttype.equals(ftype)) {
            throw misMatchedTypes("target and fallback types", ttype, ftype);
        }
        if (gtype.returnType() != boolean.class || gtype.parameterCount() > ttype.parameterCount()) {
            throw new IllegalArgumentException("guard type is not a predicate " + gtype);
        }
        for (int i = 0; i < gtype.parameterCount(); i++) {
            if (gtype.parameterType(i) != ttype.parameterType(i)) {
                throw misMatchedTypes("target and test types", ttype, gtype);
            }
        }
        return new Handles.Guarded(test, target, fallback);
    }

    public static MethodHandle catchException(MethodHandle target, Class<? extends Throwable> exType,
            MethodHandle handler) {
        MethodType ttype = target.type();
        MethodType htype = handler.type();
        if (!Throwable.class.isAssignableFrom(exType)) {
            throw new ClassCastException(exType.getName());
        }
        if (htype.parameterCount() < 1 || !htype.parameterType(0).isAssignableFrom(exType)) {
            throw new IllegalArgumentException("handler does not accept exception type " + exType);
        }
        if (htype.returnType() != ttype.returnType()) {
            throw misMatchedTypes("target and handler return types", ttype, htype);
        }
        if (dropArgumentsToMatch(handler, 1, ttype.parameterList(), 0, true) == null) {
            throw misMatchedTypes("target and handler types", ttype, htype);
        }
        return new Handles.Caught(target, exType, handler);
    }

    public static MethodHandle throwException(Class<?> returnType, Class<? extends Throwable> exType) {
        if (!Throwable.class.isAssignableFrom(exType)) {
            throw new ClassCastException(exType.getName());
        }
        return new Handles.Thrower(returnType, exType);
    }

    public static MethodHandle tryFinally(MethodHandle target, MethodHandle cleanup) {
        MethodType ttype = target.type();
        MethodType ctype = cleanup.type();
        Class<?> rtype = ttype.returnType();
        if (rtype != ctype.returnType()) {
            throw misMatchedTypes("target and return types", ctype.returnType(), rtype);
        }
        if (!Throwable.class.isAssignableFrom(ctype.parameterType(0))) {
            throw misMatchedTypes("cleanup first argument and Throwable", ctype, Throwable.class);
        }
        if (rtype != void.class && ctype.parameterType(1) != rtype) {
            throw misMatchedTypes("cleanup second argument and target return type", ctype, rtype);
        }
        int cleanupArgIndex = rtype == void.class ? 1 : 2;
        List<Class<?>> rest = ctype.parameterList().subList(cleanupArgIndex, ctype.parameterCount());
        List<Class<?>> targetParams = ttype.parameterList();
        if (rest.size() > targetParams.size() || !rest.equals(targetParams.subList(0, rest.size()))) {
            throw misMatchedTypes("cleanup parameters after (Throwable,result) and target parameter list prefix",
                    ctype, ttype);
        }
        return new Handles.Finally(target, cleanup);
    }

    public static MethodHandle tableSwitch(MethodHandle fallback, MethodHandle... targets) {
        Objects.requireNonNull(fallback);
        Objects.requireNonNull(targets);
        targets = targets.clone();
        if (targets.length == 0) {
            throw new IllegalArgumentException("Not enough cases: " + Arrays.toString(targets));
        }
        MethodType expected = fallback.type();
        if (expected.parameterCount() < 1 || expected.parameterType(0) != int.class) {
            throw new IllegalArgumentException("Case actions must have int as leading parameter: "
                    + Arrays.toString(targets));
        }
        for (MethodHandle mh : targets) {
            Objects.requireNonNull(mh);
            if (!mh.type().equals(expected)) {
                throw new IllegalArgumentException("Case actions must have the same type: " + Arrays.toString(targets));
            }
        }
        return new Handles.Switch(fallback, targets);
    }

    // Loops (the common shapes; the general loop combinator is not provided).

    public static MethodHandle countedLoop(MethodHandle iterations, MethodHandle init, MethodHandle body) {
        return countedLoop(empty(iterations.type()), iterations, init, body);
    }

    public static MethodHandle countedLoop(MethodHandle start, MethodHandle end, MethodHandle init,
            MethodHandle body) {
        Objects.requireNonNull(start);
        Objects.requireNonNull(end);
        Objects.requireNonNull(body);
        if (start.type().returnType() != int.class || end.type().returnType() != int.class) {
            throw new IllegalArgumentException("start and end must return int: " + start.type() + ", "
                    + end.type());
        }
        MethodType bt = body.type();
        Class<?> v = bt.returnType();
        int lead = v == void.class ? 1 : 2;
        if (bt.parameterCount() < lead || bt.parameterType(lead - 1) != int.class
                || (lead == 2 && bt.parameterType(0) != v)) {
            throw new IllegalArgumentException("body has wrong parameters: " + bt);
        }
        List<Class<?>> outer = outerParameters(outerOf(bt, lead), outerOf(start, 0), outerOf(end, 0),
                outerOf(init, 0));
        return new Handles.CountedLoop(MethodType.methodType(v, outer), start, end, init, body);
    }

    public static MethodHandle iteratedLoop(MethodHandle iterator, MethodHandle init, MethodHandle body) {
        Objects.requireNonNull(body);
        MethodType bt = body.type();
        Class<?> v = bt.returnType();
        int lead = v == void.class ? 1 : 2;
        if (bt.parameterCount() < lead) {
            throw new IllegalArgumentException("body has wrong parameters: " + bt);
        }
        List<Class<?>> outer = outerParameters(outerOf(bt, lead), outerOf(iterator, 0), outerOf(init, 0));
        if (iterator == null && outer.isEmpty()) {
            outer = List.of(Iterable.class);
        }
        return new Handles.IteratedLoop(MethodType.methodType(v, outer), iterator, init, body);
    }

    public static MethodHandle whileLoop(MethodHandle init, MethodHandle pred, MethodHandle body) {
        return whileLoop(init, pred, body, true);
    }

    public static MethodHandle doWhileLoop(MethodHandle init, MethodHandle body, MethodHandle pred) {
        return whileLoop(init, pred, body, false);
    }

    private static MethodHandle whileLoop(MethodHandle init, MethodHandle pred, MethodHandle body,
            boolean testFirst) {
        Objects.requireNonNull(pred);
        Objects.requireNonNull(body);
        MethodType bt = body.type();
        Class<?> v = bt.returnType();
        int lead = v == void.class ? 0 : 1;
        if (pred.type().returnType() != boolean.class) {
            throw new IllegalArgumentException("loop predicate must return boolean: " + pred.type());
        }
        List<Class<?>> outer = outerParameters(outerOf(bt, lead), outerOf(init, 0), outerOf(pred.type(), lead));
        return new Handles.WhileLoop(MethodType.methodType(v, outer), init, pred, body, testFirst);
    }

    /** A loop part's parameters beyond its {@code lead} loop values (none for an absent part). */
    private static List<Class<?>> outerOf(MethodHandle h, int lead) {
        return h == null ? List.of() : outerOf(h.type(), lead);
    }

    private static List<Class<?>> outerOf(MethodType t, int lead) {
        return t.parameterList().subList(Math.min(lead, t.parameterCount()), t.parameterCount());
    }

    /** The loop's own parameters: the body's beyond its loop values, else the longest of the other parts'. */
    @SafeVarargs
    private static List<Class<?>> outerParameters(List<Class<?>> bodyOuter, List<Class<?>>... others) {
        List<Class<?>> longest = bodyOuter;
        if (longest.isEmpty()) {
            for (List<Class<?>> o : others) {
                if (o.size() > longest.size()) {
                    longest = o;
                }
            }
        }
        return new ArrayList<>(longest);
    }
}

package java.lang.invoke;

import jdk.internal.terrarium.reflect.ConstructorAccessor;
import jdk.internal.terrarium.reflect.MethodAccessor;
import jdk.internal.terrarium.reflect.VmReflect;

/**
 * A handle on a method, constructor or field: calls go through the VM's
 * reflection accessors (virtual dispatch, or exactly the method for
 * invokespecial), field access through VmReflect.
 */
final class DirectMethodHandle extends MethodHandle {
    private final MemberName member;
    /** How it behaves: a REF_ kind (a private method found by findVirtual calls as invokeSpecial). */
    private final byte kind;
    /** Made by findSpecial/unreflectSpecial (revealDirect says invokeSpecial). */
    private final boolean special;
    private MethodAccessor methodAccessor;
    private ConstructorAccessor constructorAccessor;

    DirectMethodHandle(MethodType type, MemberName member, byte kind, boolean special) {
        super(type);
        this.member = member;
        this.kind = kind;
        this.special = special;
    }

    /** The handle's type for member {@code m} reached through class {@code refc}. */
    static MethodType typeFor(MemberName m, Class<?> refc) {
        switch (m.refKind) {
            case MemberName.REF_getField: return MethodType.methodType(m.fieldType(), refc);
            case MemberName.REF_getStatic: return MethodType.methodType(m.fieldType());
            case MemberName.REF_putField: return MethodType.methodType(void.class, refc, m.fieldType());
            case MemberName.REF_putStatic: return MethodType.methodType(void.class, m.fieldType());
            case MemberName.REF_newInvokeSpecial: return m.methodType().changeReturnType(m.clazz);
            case MemberName.REF_invokeStatic: return m.methodType();
            default: return m.methodType().insertParameterTypes(0, refc);
        }
    }

    @Override
    MemberName member() {
        return member;
    }

    @Override
    boolean isInvokeSpecial() {
        return special;
    }

    /** The same handle with a narrower receiver type (restricting a protected member to the caller). */
    DirectMethodHandle withType(MethodType narrower) {
        return new DirectMethodHandle(narrower, member, kind, special);
    }

    @Override
    Object call(Object[] args) throws Throwable {
        switch (kind) {
            case MemberName.REF_getField:
                return member.getField(receiver(args));
            case MemberName.REF_getStatic:
                return member.getField(null);
            case MemberName.REF_putField:
                member.putField(receiver(args), args[1]);
                return null;
            case MemberName.REF_putStatic:
                member.putField(null, args[0]);
                return null;
            case MemberName.REF_newInvokeSpecial:
                if (java.lang.reflect.Modifier.isAbstract(member.clazz.getModifiers())) {
                    throw new InstantiationException(member.clazz.getName());
                }
                return constructorAccessor().newInstance(args);
            case MemberName.REF_invokeStatic:
                return methodAccessor().invoke(null, args);
            default:
                Object recv = receiver(args);
                return methodAccessor().invoke(recv, Handles.slice(args, 1, args.length));
        }
    }

    private static Object receiver(Object[] args) {
        Object recv = args[0];
        if (recv == null) {
            throw new NullPointerException();
        }
        return recv;
    }

    private MethodAccessor methodAccessor() {
        MethodAccessor ma = methodAccessor;
        if (ma == null) {
            ma = VmReflect.methodAccessor(member.clazz, member.slot(), kind == MemberName.REF_invokeSpecial);
            methodAccessor = ma;
        }
        return ma;
    }

    private ConstructorAccessor constructorAccessor() {
        ConstructorAccessor ca = constructorAccessor;
        if (ca == null) {
            ca = VmReflect.constructorAccessor(member.clazz, member.slot());
            constructorAccessor = ca;
        }
        return ca;
    }
}

package java.lang.invoke;

import java.lang.reflect.Member;
import java.lang.reflect.Modifier;
import java.util.Objects;

/** A direct method handle cracked open: its reference kind and member (Lookup.revealDirect). */
public interface MethodHandleInfo {
    int REF_getField = 1;
    int REF_getStatic = 2;
    int REF_putField = 3;
    int REF_putStatic = 4;
    int REF_invokeVirtual = 5;
    int REF_invokeStatic = 6;
    int REF_invokeSpecial = 7;
    int REF_newInvokeSpecial = 8;
    int REF_invokeInterface = 9;

    int getReferenceKind();

    Class<?> getDeclaringClass();

    String getName();

    MethodType getMethodType();

    <T extends Member> T reflectAs(Class<T> expected, MethodHandles.Lookup lookup);

    int getModifiers();

    /** Fields never are; a method is when its (non-public) ACC_VARARGS bit, Modifier.TRANSIENT's, is set. */
    default boolean isVarArgs() {
        int kind = getReferenceKind();
        if (kind >= REF_getField && kind <= REF_putStatic) {
            return false;
        }
        return Modifier.isTransient(getModifiers());
    }

    static String referenceKindToString(int referenceKind) {
        if (referenceKind < REF_getField || referenceKind > REF_invokeInterface) {
            throw new IllegalArgumentException("invalid reference kind: " + referenceKind);
        }
        return MemberName.refKindName(referenceKind);
    }

    static String toString(int kind, Class<?> defc, String name, MethodType type) {
        Objects.requireNonNull(name);
        Objects.requireNonNull(type);
        return referenceKindToString(kind) + " " + defc.getName() + "." + name + ":" + type;
    }
}

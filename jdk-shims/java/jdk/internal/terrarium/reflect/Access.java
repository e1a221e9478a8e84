package jdk.internal.terrarium.reflect;

import java.lang.reflect.InaccessibleObjectException;
import java.lang.reflect.Modifier;

/**
 * Java 17's access rules for reflection (JLS 6.6 with nestmates, and the
 * module rules as they apply here: the class path is one unnamed module,
 * the class library is java.base, which exports its java.* and javax.*
 * packages, exports no jdk.internal or sun package and opens none; and
 * sun.misc, which is jdk.unsupported's on the JDK, a module that exports and
 * opens it).
 */
public final class Access {
    private Access() {
    }

    /** Classes of the class library belong to java.base. */
    static boolean inJavaBase(Class<?> c) {
        while (c.isArray()) {
            c = c.getComponentType();
        }
        return !c.isPrimitive() && c.getClassLoader() == null;
    }

    static boolean exported(Class<?> c) {
        String pn = c.getPackageName();
        return !inJavaBase(c) || pn.startsWith("java.") || pn.startsWith("javax.") || pn.equals("sun.misc");
    }

    /** jdk.unsupported opens sun.misc to everyone (guava reaches Unsafe.theUnsafe so). */
    private static boolean opened(Class<?> c) {
        return c.getPackageName().equals("sun.misc");
    }

    public static boolean verifyMemberAccess(Class<?> current, Class<?> memberClass, Class<?> targetClass,
            int modifiers) {
        if (current == memberClass) {
            return true;
        }
        if (inJavaBase(memberClass) != inJavaBase(current) && !exported(memberClass)) {
            return false;
        }
        boolean samePackage = samePackage(current, memberClass);
        if (!Modifier.isPublic(VmReflect.classAccessFlags(memberClass)) && !samePackage) {
            return false;
        }
        if (Modifier.isPublic(modifiers)) {
            return true;
        }
        if (Modifier.isPrivate(modifiers)) {
            return current.getNestHost() == memberClass.getNestHost();
        }
        boolean ok = Modifier.isProtected(modifiers) && memberClass.isAssignableFrom(current);
        if (!ok && samePackage) {
            ok = true;
        }
        if (!ok) {
            return false;
        }
        // JLS 6.6.2: a protected instance member from another package only on the caller's own kind.
        if (targetClass != null && Modifier.isProtected(modifiers) && targetClass != current && !samePackage) {
            return current.isAssignableFrom(targetClass);
        }
        return true;
    }

    private static boolean samePackage(Class<?> a, Class<?> b) {
        return a.getClassLoader() == b.getClassLoader() && a.getPackageName().equals(b.getPackageName());
    }

    /** The message of the IllegalAccessException for a denied access. */
    public static String denial(Class<?> current, Class<?> memberClass, int modifiers) {
        String msg = current + namedSuffix(current) + " cannot access ";
        if (exported(memberClass)) {
            return msg + "a member of " + memberClass + namedSuffix(memberClass)
                    + " with modifiers \"" + Modifier.toString(modifiers) + "\"";
        }
        return msg + memberClass + " (in module java.base) because module java.base does not export "
                + memberClass.getPackageName() + " to " + module(current);
    }

    /** Only a class of a named module (java.base) has its module named in these messages. */
    private static String namedSuffix(Class<?> c) {
        return inJavaBase(c) ? " (in module java.base)" : "";
    }

    static String module(Class<?> c) {
        return inJavaBase(c) ? "module java.base" : "unnamed module @" + Integer.toHexString(VmReflect.unnamedModuleHash());
    }

    public static boolean checkCanSetAccessible(Class<?> caller, Class<?> declaringClass, int modifiers,
            boolean isField, String what, boolean throwIfDenied) {
        if (caller == declaringClass || !inJavaBase(declaringClass) || inJavaBase(caller) || opened(declaringClass)) {
            return true;
        }
        boolean classPublic = Modifier.isPublic(VmReflect.classAccessFlags(declaringClass));
        if (classPublic && exported(declaringClass)) {
            if (Modifier.isPublic(modifiers)) {
                return true;
            }
            if (Modifier.isProtected(modifiers) && Modifier.isStatic(modifiers)
                    && declaringClass.isAssignableFrom(caller)) {
                return true;
            }
        }
        if (!throwIfDenied) {
            return false;
        }
        String msg = "Unable to make " + (isField ? "field " : "") + what + " accessible: module java.base does not \""
                + (classPublic && Modifier.isPublic(modifiers) ? "exports" : "opens") + " "
                + declaringClass.getPackageName() + "\" to " + module(caller);
        throw new InaccessibleObjectException(msg);
    }
}

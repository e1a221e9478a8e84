package java.lang.invoke;

import java.lang.reflect.Modifier;
import jdk.internal.terrarium.reflect.VmReflect;

/**
 * The module facts access checks need, for Terrarium's two modules: the
 * class library is java.base (exporting its java.* and javax.* packages,
 * opening none) and the class path is one unnamed module, which reads
 * java.base and exports everything.
 */
final class Modules {
    private Modules() {
    }

    static boolean inJavaBase(Class<?> c) {
        while (c.isArray()) {
            c = c.getComponentType();
        }
        return c.isPrimitive() || c.getClassLoader() == null;
    }

    static boolean sameModule(Class<?> a, Class<?> b) {
        return inJavaBase(a) == inJavaBase(b);
    }

    /** How a Module prints: "module java.base", "unnamed module @1b6d3586". */
    static String describe(Class<?> c) {
        return inJavaBase(c) ? "module java.base"
                : "unnamed module @" + Integer.toHexString(VmReflect.unnamedModuleHash());
    }

    /** Is {@code c}'s package exported by its module to every module? */
    static boolean exported(Class<?> c) {
        if (!inJavaBase(c)) {
            return true;
        }
        String pn = c.getPackageName();
        return pn.startsWith("java.") || pn.startsWith("javax.");
    }

    /** Can module of {@code reader} read the module of {@code c}? java.base reads only itself. */
    static boolean reads(Class<?> reader, Class<?> c) {
        return !inJavaBase(reader) || inJavaBase(c);
    }

    static boolean samePackage(Class<?> a, Class<?> b) {
        if (a == b) {
            return true;
        }
        return a.getClassLoader() == b.getClassLoader() && a.getPackageName().equals(b.getPackageName());
    }

    /** The class file's access flags, not the source modifiers of a nested class. */
    static int classModifiers(Class<?> c) {
        if (c.isArray() || c.isPrimitive()) {
            return c.getModifiers();
        }
        return VmReflect.classAccessFlags(c);
    }

    static boolean isPublicClass(Class<?> c) {
        return Modifier.isPublic(classModifiers(c));
    }
}

package java.lang.invoke;

import java.lang.reflect.Modifier;

/** Java 17's access rules for Lookup objects: which classes and members a lookup with given modes reaches. */
final class VerifyAccess {
    private VerifyAccess() {
    }

    private static final int PUBLIC = MethodHandles.Lookup.PUBLIC;
    private static final int PRIVATE = MethodHandles.Lookup.PRIVATE;
    private static final int PROTECTED = MethodHandles.Lookup.PROTECTED;
    private static final int PACKAGE = MethodHandles.Lookup.PACKAGE;
    private static final int MODULE = MethodHandles.Lookup.MODULE;
    private static final int UNCONDITIONAL = MethodHandles.Lookup.UNCONDITIONAL;

    static boolean isClassAccessible(Class<?> refc, Class<?> lookupClass, Class<?> prevLookupClass, int allowedModes) {
        if (allowedModes == 0) {
            return false;
        }
        if ((allowedModes & PACKAGE) != 0 && Modules.samePackage(lookupClass, refc)) {
            return true;
        }
        if (!Modules.isPublicClass(refc)) {
            return false;
        }
        if ((allowedModes & UNCONDITIONAL) != 0) {
            return Modules.exported(refc);
        }
        if (Modules.sameModule(lookupClass, refc) && prevLookupClass == null) {
            return (allowedModes & MODULE) != 0 || Modules.exported(refc);
        }
        return isModuleAccessible(refc, lookupClass, prevLookupClass);
    }

    /** Is public {@code refc}'s package exported to, and its module read by, the modules of both classes? */
    private static boolean isModuleAccessible(Class<?> refc, Class<?> m1, Class<?> m2) {
        if (!Modules.reads(m1, refc) || (m2 != null && !Modules.reads(m2, refc))) {
            return false;
        }
        return exportedTo(refc, m1) && (m2 == null || exportedTo(refc, m2));
    }

    private static boolean exportedTo(Class<?> refc, Class<?> reader) {
        return Modules.sameModule(refc, reader) || Modules.exported(refc);
    }

    static boolean isMemberAccessible(Class<?> refc, Class<?> defc, int mods, Class<?> lookupClass,
            Class<?> prevLookupClass, int allowedModes) {
        if (allowedModes == 0) {
            return false;
        }
        if (!isClassAccessible(refc, lookupClass, prevLookupClass, allowedModes)) {
            return false;
        }
        if (defc == lookupClass && (allowedModes & PRIVATE) != 0) {
            return true;
        }
        switch (mods & (PUBLIC | PRIVATE | PROTECTED)) {
            case PUBLIC:
                return true;
            case PROTECTED:
                if ((allowedModes & (PROTECTED | PACKAGE)) != 0 && Modules.samePackage(defc, lookupClass)) {
                    return true;
                }
                if ((allowedModes & PROTECTED) == 0) {
                    return false;
                }
                if ((mods & Modifier.STATIC) != 0 && !isRelatedClass(refc, lookupClass)) {
                    return false;
                }
                return isSubClass(lookupClass, defc);
            case 0:
                return (allowedModes & PACKAGE) != 0 && Modules.samePackage(defc, lookupClass);
            case PRIVATE:
                return (allowedModes & PRIVATE) != 0 && defc.getNestHost() == lookupClass.getNestHost();
            default:
                throw new IllegalArgumentException("bad modifiers: " + Modifier.toString(mods));
        }
    }

    static boolean isSubClass(Class<?> c, Class<?> defc) {
        return defc.isAssignableFrom(c) && !c.isInterface();
    }

    static boolean isRelatedClass(Class<?> refc, Class<?> lookupClass) {
        return refc == lookupClass || isSubClass(refc, lookupClass) || isSubClass(lookupClass, refc);
    }

    /** Members of one nest (the JDK asks for the same outermost class). */
    static boolean isSamePackageMember(Class<?> a, Class<?> b) {
        return a == b || (Modules.samePackage(a, b) && a.getNestHost() == b.getNestHost());
    }
}

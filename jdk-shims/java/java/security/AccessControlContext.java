package java.security;

/**
 * The context AccessController.getContext captures. Terrarium keeps no
 * protection domains: every context holds what a class-path program's code
 * is granted by default on JDK 17 (see AccessController.checkPermission).
 */
public final class AccessControlContext {
    AccessControlContext() {
    }

    public void checkPermission(Permission perm) throws AccessControlException {
        AccessController.check(perm);
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof AccessControlContext;
    }

    @Override
    public int hashCode() {
        return 0;
    }
}

package java.security;

import java.util.Objects;

/**
 * Privileged actions without a security manager (JDK 17's default): an action
 * just runs, and a checked exception it throws comes wrapped in a
 * PrivilegedActionException. Contexts and limiting permissions are checked
 * for null as the JDK does, then have nothing to restrict.
 */
public final class AccessController {
    private AccessController() {
    }

    public static <T> T doPrivileged(PrivilegedAction<T> action) {
        return Objects.requireNonNull(action).run();
    }

    public static <T> T doPrivilegedWithCombiner(PrivilegedAction<T> action) {
        return Objects.requireNonNull(action).run();
    }

    public static <T> T doPrivileged(PrivilegedAction<T> action, AccessControlContext context) {
        return Objects.requireNonNull(action).run();
    }

    public static <T> T doPrivileged(PrivilegedAction<T> action, AccessControlContext context,
            Permission... perms) {
        checkPerms(perms);
        return Objects.requireNonNull(action).run();
    }

    public static <T> T doPrivilegedWithCombiner(PrivilegedAction<T> action, AccessControlContext context,
            Permission... perms) {
        checkPerms(perms);
        return Objects.requireNonNull(action).run();
    }

    public static <T> T doPrivileged(PrivilegedExceptionAction<T> action) throws PrivilegedActionException {
        return run(action);
    }

    public static <T> T doPrivilegedWithCombiner(PrivilegedExceptionAction<T> action)
            throws PrivilegedActionException {
        return run(action);
    }

    public static <T> T doPrivileged(PrivilegedExceptionAction<T> action, AccessControlContext context)
            throws PrivilegedActionException {
        return run(action);
    }

    public static <T> T doPrivileged(PrivilegedExceptionAction<T> action, AccessControlContext context,
            Permission... perms) throws PrivilegedActionException {
        checkPerms(perms);
        return run(action);
    }

    public static <T> T doPrivilegedWithCombiner(PrivilegedExceptionAction<T> action,
            AccessControlContext context, Permission... perms) throws PrivilegedActionException {
        checkPerms(perms);
        return run(action);
    }

    private static <T> T run(PrivilegedExceptionAction<T> action) throws PrivilegedActionException {
        Objects.requireNonNull(action);
        try {
            return Objects.requireNonNull(action).run();
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new PrivilegedActionException(e);
        }
    }

    private static void checkPerms(Permission[] perms) {
        if (perms == null) {
            throw new NullPointerException("null permissions parameter");
        }
        for (Permission p : perms) {
            if (p == null) {
                throw new NullPointerException("permission can't be null");
            }
        }
    }

    public static AccessControlContext getContext() {
        return new AccessControlContext();
    }

    public static void checkPermission(Permission perm) throws AccessControlException {
        check(perm);
    }

    /**
     * Checks against what a class-path program's code is granted by default on
     * JDK 17 even with no security manager installed: its class loader grants
     * RuntimePermission "exitVM" (and reading its own code source), the
     * default policy some property reads and a listening socket. Of these the
     * library has only RuntimePermission (no FilePermission, PropertyPermission
     * or SocketPermission), so the rest is denied as HotSpot denies it.
     */
    static void check(Permission perm) {
        if (perm == null) {
            throw new NullPointerException("permission can't be null");
        }
        if (new RuntimePermission("exitVM").implies(perm)) {
            return;
        }
        throw new AccessControlException("access denied " + perm, perm);
    }
}

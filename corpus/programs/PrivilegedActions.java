import java.io.FileNotFoundException;
import java.io.IOException;
import java.security.AccessControlContext;
import java.security.AccessControlException;
import java.security.AccessController;
import java.security.BasicPermission;
import java.security.Permission;
import java.security.PrivilegedAction;
import java.security.PrivilegedActionException;
import java.security.PrivilegedExceptionAction;
import java.util.Properties;

/** Library-style privileged blocks (as guava and gson write them), run with no security manager. */
@SuppressWarnings("removal")
public class PrivilegedActions {
    static final class ConfigPermission extends BasicPermission {
        ConfigPermission(String name) {
            super(name);
        }
    }

    static String loadSetting(String key, String fallback) throws IOException {
        try {
            return AccessController.doPrivileged((PrivilegedExceptionAction<String>) () -> {
                if (key.isEmpty()) {
                    throw new FileNotFoundException("settings/" + key);
                }
                Properties p = new Properties();
                p.setProperty("retries", "3");
                return p.getProperty(key, fallback);
            });
        } catch (PrivilegedActionException e) {
            Exception cause = e.getException();
            System.out.println("wrapped: " + e);
            System.out.println("  message=" + e.getMessage() + " cause is exception: " + (e.getCause() == cause));
            throw (IOException) cause;
        }
    }

    public static void main(String[] args) {
        String home = AccessController.doPrivileged((PrivilegedAction<String>) () -> "value-from-action");
        System.out.println("action: " + home);
        try {
            System.out.println("retries=" + loadSetting("retries", "1") + " timeout=" + loadSetting("timeout", "30"));
            loadSetting("", "x");
        } catch (IOException e) {
            System.out.println("rethrown: " + e);
        }
        try {
            AccessController.doPrivileged((PrivilegedExceptionAction<Object>) () -> {
                throw new IllegalStateException("unchecked passes through");
            });
        } catch (PrivilegedActionException e) {
            System.out.println("unexpected wrap: " + e);
        } catch (IllegalStateException e) {
            System.out.println("unwrapped: " + e.getMessage());
        }
        AccessControlContext ctx = AccessController.getContext();
        System.out.println("with context: " + AccessController.doPrivileged((PrivilegedAction<Integer>) () -> 6 * 7, ctx));
        System.out.println("limited: " + AccessController.doPrivileged((PrivilegedAction<String>) () -> "ok", ctx,
                new RuntimePermission("getClassLoader")));
        try {
            AccessController.doPrivileged((PrivilegedAction<String>) () -> "no", ctx, (Permission[]) null);
        } catch (NullPointerException e) {
            System.out.println("null permissions: " + e.getMessage());
        }
        try {
            AccessController.doPrivileged((PrivilegedAction<String>) null);
        } catch (NullPointerException e) {
            System.out.println("null action: " + e);
        }
        PrivilegedActionException bare = new PrivilegedActionException(null);
        System.out.println("bare: " + bare + " exception=" + bare.getException());

        AccessController.checkPermission(new RuntimePermission("exitVM"));
        AccessController.checkPermission(new RuntimePermission("exitVM.3"));
        System.out.println("exitVM granted");
        for (Permission p : new Permission[] {new RuntimePermission("setIO"), new ConfigPermission("app.config.*")}) {
            try {
                ctx.checkPermission(p);
                System.out.println("granted " + p);
            } catch (AccessControlException e) {
                System.out.println(e.getMessage() + " / " + e.getPermission().getName());
            }
        }
        Permission wild = new ConfigPermission("app.*");
        System.out.println(wild + " implies app.config.read: " + wild.implies(new ConfigPermission("app.config.read"))
                + ", app: " + wild.implies(new ConfigPermission("app"))
                + ", other kind: " + wild.implies(new RuntimePermission("app.x")));
        System.out.println("equal: " + new ConfigPermission("a.b").equals(new ConfigPermission("a.b"))
                + " actions='" + wild.getActions() + "'");
        try {
            new ConfigPermission("");
        } catch (IllegalArgumentException e) {
            System.out.println("empty name: " + e.getMessage());
        }
    }
}

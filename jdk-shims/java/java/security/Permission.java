package java.security;

/**
 * A permission. There is no security manager (JDK 17's default), so
 * checkGuard has nothing to ask; PermissionCollection is not modelled.
 */
public abstract class Permission implements Guard, java.io.Serializable {
    private static final long serialVersionUID = -5636570222231596674L;

    private String name;

    public Permission(String name) {
        this.name = name;
    }

    @Override
    public void checkGuard(Object object) throws SecurityException {
        // No security manager: nothing checks.
    }

    public abstract boolean implies(Permission permission);

    @Override
    public abstract boolean equals(Object obj);

    @Override
    public abstract int hashCode();

    public final String getName() {
        return name;
    }

    public abstract String getActions();

    @Override
    public String toString() {
        String actions = getActions();
        if (actions == null || actions.isEmpty()) {
            return "(\"" + getClass().getName() + "\" \"" + name + "\")";
        }
        return "(\"" + getClass().getName() + "\" \"" + name + "\" \"" + actions + "\")";
    }
}

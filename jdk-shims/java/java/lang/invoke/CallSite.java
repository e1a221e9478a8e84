package java.lang.invoke;

/**
 * A holder of a method handle target, as invokedynamic links to. Terrarium
 * links javac's own invokedynamic sites inside the VM; CallSite objects
 * serve code that builds them directly.
 */
public abstract class CallSite {
    MethodHandle target;

    CallSite(MethodType type) {
        target = new UninitializedTarget(type);
    }

    CallSite(MethodHandle target) {
        target.type(); // null check
        this.target = target;
    }

    /** Runs {@code createTargetHook} on this site and takes its result, which must have {@code targetType}. */
    CallSite(MethodType targetType, MethodHandle createTargetHook) throws Throwable {
        this(targetType);
        MethodHandle boundTarget = (MethodHandle) createTargetHook.invokeWithArguments(this);
        checkTargetChange(target, boundTarget);
        target = boundTarget;
    }

    /** The target of a call site made with a type only. */
    private static final class UninitializedTarget extends MethodHandle {
        UninitializedTarget(MethodType type) {
            super(type);
        }

        @Override
        Object call(Object[] args) {
            throw new IllegalStateException("uninitialized call site");
        }
    }

    public MethodType type() {
        return target.type();
    }

    public abstract MethodHandle getTarget();

    public abstract void setTarget(MethodHandle newTarget);

    public abstract MethodHandle dynamicInvoker();

    static void checkTargetChange(MethodHandle oldTarget, MethodHandle newTarget) {
        MethodType oldType = oldTarget.type();
        MethodType newType = newTarget.type();
        if (!newType.equals(oldType)) {
            throw new WrongMethodTypeException(newTarget + " should be of type " + oldType);
        }
    }

    MethodHandle makeDynamicInvoker() {
        return new Handles.CallSiteInvoker(this);
    }
}

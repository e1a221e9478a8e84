package java.lang.invoke;

/** A mutable call site whose target is read as a volatile variable (every read is, on green threads). */
public class VolatileCallSite extends CallSite {
    public VolatileCallSite(MethodType type) {
        super(type);
    }

    public VolatileCallSite(MethodHandle target) {
        super(target);
    }

    @Override
    public final MethodHandle getTarget() {
        return target;
    }

    @Override
    public void setTarget(MethodHandle newTarget) {
        checkTargetChange(target, newTarget);
        target = newTarget;
    }

    @Override
    public final MethodHandle dynamicInvoker() {
        return makeDynamicInvoker();
    }
}

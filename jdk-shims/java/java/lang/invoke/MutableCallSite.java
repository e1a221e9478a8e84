package java.lang.invoke;

import java.util.Objects;

/** A call site whose target may be replaced by one of the same type. */
public class MutableCallSite extends CallSite {
    public MutableCallSite(MethodType type) {
        super(type);
    }

    public MutableCallSite(MethodHandle target) {
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

    /** Green threads see every write at once: nothing to publish. */
    public static void syncAll(MutableCallSite[] sites) {
        for (MutableCallSite site : sites) {
            Objects.requireNonNull(site);
        }
    }
}

package jdk.internal.terrarium.invoke;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.VarHandle;
import jdk.internal.terrarium.reflect.VmReflect;

/**
 * The door from the call sites into java.lang.invoke's package-private
 * side, as the JDK's shared secrets are: MethodHandle registers the
 * implementation when it is initialised.
 */
public abstract class InvokeAccess {
    private static InvokeAccess instance;

    public static void register(InvokeAccess access) {
        instance = access;
    }

    static InvokeAccess get() {
        InvokeAccess a = instance;
        if (a == null) {
            VmReflect.ensureInitialized(MethodHandle.class);
            a = instance;
        }
        return a;
    }

    /** An invokeExact ({@code exact}) or invoke call of {@code mh} from a site of type {@code siteType}. */
    protected abstract Object invokeMethodHandle(MethodHandle mh, boolean exact, MethodType siteType, Object[] args)
            throws Throwable;

    /** An access-mode call of {@code vh} from a site of type {@code siteType} (coordinates, then values). */
    protected abstract Object invokeVarHandle(VarHandle vh, VarHandle.AccessMode mode, MethodType siteType,
            Object[] args) throws Throwable;

    /** A full-privilege lookup on {@code c}: what the JVM resolves {@code c}'s constants with. */
    protected abstract MethodHandles.Lookup lookup(Class<?> c);
}

package java.lang.invoke;

import jdk.internal.terrarium.invoke.InvokeAccess;

/** What the call sites of jdk.internal.terrarium.invoke may do beyond java.lang.invoke's public API. */
final class InvokeAccessImpl extends InvokeAccess {
    @Override
    protected Object invokeMethodHandle(MethodHandle mh, boolean exact, MethodType siteType, Object[] args)
            throws Throwable {
        return exact ? Handles.exactCall(mh, siteType, args) : Handles.genericCall(mh, siteType, args);
    }

    @Override
    protected Object invokeVarHandle(VarHandle vh, VarHandle.AccessMode mode, MethodType siteType, Object[] args)
            throws Throwable {
        return vh.invokeFromSite(mode, siteType, args);
    }

    @Override
    protected MethodHandles.Lookup lookup(Class<?> c) {
        return MethodHandles.Lookup.forClass(c);
    }
}

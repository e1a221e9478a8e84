package jdk.internal.reflect;

import jdk.internal.terrarium.reflect.MethodAccessor;

/**
 * Stands where HotSpot's accessor of this name stands in the stack traces of
 * reflective calls; the accessor the VM generated for the member, below it,
 * shows as its native method.
 */
public final class NativeMethodAccessorImpl implements MethodAccessor {
    private final MethodAccessor generated;

    public NativeMethodAccessorImpl(MethodAccessor generated) {
        this.generated = generated;
    }

    @Override
    public Object invoke(Object obj, Object[] args) throws Throwable {
        return generated.invoke(obj, args); // hotspot:77
    }
}

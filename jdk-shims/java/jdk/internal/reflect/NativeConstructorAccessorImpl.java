package jdk.internal.reflect;

import jdk.internal.terrarium.reflect.ConstructorAccessor;

/**
 * Stands where HotSpot's accessor of this name stands in the stack traces of
 * reflective calls; the accessor the VM generated for the member, below it,
 * shows as its native method.
 */
public final class NativeConstructorAccessorImpl implements ConstructorAccessor {
    private final ConstructorAccessor generated;

    public NativeConstructorAccessorImpl(ConstructorAccessor generated) {
        this.generated = generated;
    }

    @Override
    public Object newInstance(Object[] args) throws Throwable {
        return generated.newInstance(args); // hotspot:77
    }
}

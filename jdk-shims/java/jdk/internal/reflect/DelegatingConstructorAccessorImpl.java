package jdk.internal.reflect;

import jdk.internal.terrarium.reflect.ConstructorAccessor;

/** Stands where HotSpot's accessor of this name stands in the stack traces of reflective calls. */
public final class DelegatingConstructorAccessorImpl implements ConstructorAccessor {
    private final ConstructorAccessor delegate;

    public DelegatingConstructorAccessorImpl(ConstructorAccessor delegate) {
        this.delegate = delegate;
    }

    @Override
    public Object newInstance(Object[] args) throws Throwable {
        return delegate.newInstance(args); // hotspot:45
    }
}

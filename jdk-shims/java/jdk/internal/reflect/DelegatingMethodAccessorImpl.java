package jdk.internal.reflect;

import jdk.internal.terrarium.reflect.MethodAccessor;

/** Stands where HotSpot's accessor of this name stands in the stack traces of reflective calls. */
public final class DelegatingMethodAccessorImpl implements MethodAccessor {
    private final MethodAccessor delegate;

    public DelegatingMethodAccessorImpl(MethodAccessor delegate) {
        this.delegate = delegate;
    }

    @Override
    public Object invoke(Object obj, Object[] args) throws Throwable {
        return delegate.invoke(obj, args); // hotspot:43
    }
}

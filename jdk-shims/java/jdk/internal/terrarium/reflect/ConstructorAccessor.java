package jdk.internal.terrarium.reflect;

/** Made by the VM per reflected constructor: allocates and runs it with converted arguments. */
public interface ConstructorAccessor {
    Object newInstance(Object[] args) throws Throwable;
}

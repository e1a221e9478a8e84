package jdk.internal.terrarium.reflect;

/** Made by the VM per reflected method: calls it with already converted arguments. */
public interface MethodAccessor {
    Object invoke(Object receiver, Object[] args) throws Throwable;
}

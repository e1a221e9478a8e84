package java.lang.reflect;

import jdk.internal.terrarium.reflect.ReflectAccess;

/** What the rest of the class library may do with reflection objects beyond their public API. */
final class ReflectAccessImpl extends ReflectAccess {
    @Override
    protected Field copyField(Field f) {
        return f.copy();
    }

    @Override
    protected Method copyMethod(Method m) {
        return m.copy();
    }

    @Override
    protected <T> Constructor<T> copyConstructor(Constructor<T> c) {
        return c.copy();
    }

    @Override
    protected Class<?>[] sharedParameterTypes(Executable e) {
        return e.parameterTypes;
    }

    @Override
    protected int slotOf(Object member) {
        return member instanceof Field f ? f.slot() : ((Executable) member).slot;
    }
}

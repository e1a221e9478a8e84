package java.lang.constant;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/** MethodHandleDesc.asType: a dynamic constant that adapts another handle to a new type. */
final class AsTypeMethodHandleDesc extends DynamicConstantDesc<MethodHandle> implements MethodHandleDesc {
    private final MethodHandleDesc underlying;
    private final MethodTypeDesc type;

    AsTypeMethodHandleDesc(MethodHandleDesc underlying, MethodTypeDesc type) {
        super(ConstantDescs.BSM_INVOKE, ConstantDescs.DEFAULT_NAME, ConstantDescs.CD_MethodHandle,
                ConstantDescs.MHD_METHODHANDLE_ASTYPE, underlying, type);
        this.underlying = underlying;
        this.type = type;
    }

    @Override
    public MethodTypeDesc invocationType() {
        return type;
    }

    @Override
    public MethodHandle resolveConstantDesc(MethodHandles.Lookup lookup) throws ReflectiveOperationException {
        MethodHandle handle = (MethodHandle) underlying.resolveConstantDesc(lookup);
        MethodType methodType = (MethodType) type.resolveConstantDesc(lookup);
        return handle.asType(methodType);
    }

    @Override
    public String toString() {
        return String.format("%s.asType%s", underlying.toString(), type.displayDescriptor());
    }
}

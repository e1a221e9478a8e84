package java.lang.constant;

import java.lang.invoke.MethodHandles;

/** A ClassDesc for a primitive type or void: a dynamic constant over ConstantBootstraps.primitiveClass. */
final class PrimitiveClassDescImpl extends DynamicConstantDesc<Class<?>> implements ClassDesc {
    private final String descriptor;

    PrimitiveClassDescImpl(String descriptor) {
        super(ConstantDescs.BSM_PRIMITIVE_CLASS, checkDescriptor(descriptor), ConstantDescs.CD_Class);
        this.descriptor = descriptor;
    }

    private static String checkDescriptor(String descriptor) {
        if (descriptor.length() != 1 || "VIJCSBFDZ".indexOf(descriptor.charAt(0)) < 0) {
            throw new IllegalArgumentException("not a valid primitive type descriptor: " + descriptor);
        }
        return descriptor;
    }

    @Override
    public String descriptorString() {
        return descriptor;
    }

    @Override
    public Class<?> resolveConstantDesc(MethodHandles.Lookup lookup) {
        return ConstantUtils.primitiveClass(descriptor.charAt(0));
    }

    @Override
    public String toString() {
        return String.format("PrimitiveClassDesc[%s]", displayName());
    }
}

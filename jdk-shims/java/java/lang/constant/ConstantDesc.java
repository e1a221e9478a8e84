package java.lang.constant;

import java.lang.invoke.MethodHandles;

/** A nominal descriptor of a loadable constant (a constant pool entry's value). */
public sealed interface ConstantDesc
        permits ClassDesc, MethodHandleDesc, MethodTypeDesc, Double, DynamicConstantDesc, Float, Integer, Long,
        String {
    Object resolveConstantDesc(MethodHandles.Lookup lookup) throws ReflectiveOperationException;
}

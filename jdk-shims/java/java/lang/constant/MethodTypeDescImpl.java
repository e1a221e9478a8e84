package java.lang.constant;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/** MethodTypeDesc: a return type and parameter types, none of them void. */
final class MethodTypeDescImpl implements MethodTypeDesc {
    private final ClassDesc returnType;
    private final ClassDesc[] argTypes;

    MethodTypeDescImpl(ClassDesc returnType, ClassDesc[] argTypes) {
        this.returnType = Objects.requireNonNull(returnType);
        this.argTypes = Objects.requireNonNull(argTypes);
        for (ClassDesc cr : argTypes) {
            if (cr.isPrimitive() && cr.descriptorString().equals("V")) {
                throw new IllegalArgumentException("Void parameters not permitted");
            }
        }
    }

    static MethodTypeDescImpl ofDescriptor(String descriptor) {
        Objects.requireNonNull(descriptor);
        List<String> types = ConstantUtils.parseMethodDescriptor(descriptor);
        ClassDesc[] paramTypes = new ClassDesc[types.size() - 1];
        for (int i = 0; i < paramTypes.length; i++) {
            paramTypes[i] = ClassDesc.ofDescriptor(types.get(i + 1));
        }
        return new MethodTypeDescImpl(ClassDesc.ofDescriptor(types.get(0)), paramTypes);
    }

    @Override
    public ClassDesc returnType() {
        return returnType;
    }

    @Override
    public int parameterCount() {
        return argTypes.length;
    }

    @Override
    public ClassDesc parameterType(int index) {
        return argTypes[index];
    }

    @Override
    public List<ClassDesc> parameterList() {
        return List.of(argTypes);
    }

    @Override
    public ClassDesc[] parameterArray() {
        return argTypes.clone();
    }

    @Override
    public MethodTypeDesc changeReturnType(ClassDesc returnType) {
        return MethodTypeDesc.of(returnType, argTypes);
    }

    @Override
    public MethodTypeDesc changeParameterType(int index, ClassDesc paramType) {
        ClassDesc[] newArgs = argTypes.clone();
        newArgs[index] = paramType;
        return MethodTypeDesc.of(returnType, newArgs);
    }

    @Override
    public MethodTypeDesc dropParameterTypes(int start, int end) {
        if (start < 0 || start >= argTypes.length || end < 0 || end > argTypes.length || start > end) {
            throw new IndexOutOfBoundsException();
        }
        ClassDesc[] newArgs = new ClassDesc[argTypes.length - (end - start)];
        System.arraycopy(argTypes, 0, newArgs, 0, start);
        System.arraycopy(argTypes, end, newArgs, start, argTypes.length - end);
        return MethodTypeDesc.of(returnType, newArgs);
    }

    @Override
    public MethodTypeDesc insertParameterTypes(int pos, ClassDesc... paramTypes) {
        if (pos < 0 || pos > argTypes.length) {
            throw new IndexOutOfBoundsException(pos);
        }
        ClassDesc[] newArgs = new ClassDesc[argTypes.length + paramTypes.length];
        System.arraycopy(argTypes, 0, newArgs, 0, pos);
        System.arraycopy(paramTypes, 0, newArgs, pos, paramTypes.length);
        System.arraycopy(argTypes, pos, newArgs, pos + paramTypes.length, argTypes.length - pos);
        return MethodTypeDesc.of(returnType, newArgs);
    }

    @Override
    public MethodType resolveConstantDesc(MethodHandles.Lookup lookup) throws ReflectiveOperationException {
        Class<?> rtype;
        Class<?>[] ptypes = new Class<?>[argTypes.length];
        try {
            rtype = (Class<?>) returnType.resolveConstantDesc(lookup);
            for (int i = 0; i < argTypes.length; i++) {
                ptypes[i] = (Class<?>) argTypes[i].resolveConstantDesc(lookup);
            }
        } catch (ClassNotFoundException e) {
            // MethodType.fromMethodDescriptorString's report of a missing type
            throw new TypeNotPresentException(e.getMessage(), e);
        }
        return MethodType.methodType(rtype, ptypes);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (o == null || getClass() != o.getClass()) {
            return false;
        }
        MethodTypeDescImpl constant = (MethodTypeDescImpl) o;
        return returnType.equals(constant.returnType) && Arrays.equals(argTypes, constant.argTypes);
    }

    @Override
    public int hashCode() {
        int result = returnType.hashCode();
        for (ClassDesc argType : argTypes) {
            result = 31 * result + argType.hashCode();
        }
        return result;
    }

    @Override
    public String toString() {
        return String.format("MethodTypeDesc[%s]", displayDescriptor());
    }
}

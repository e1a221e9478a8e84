package java.lang.constant;

import java.lang.invoke.TypeDescriptor;
import java.util.List;

/** A nominal descriptor of a MethodType constant. */
public sealed interface MethodTypeDesc extends ConstantDesc, TypeDescriptor.OfMethod<ClassDesc, MethodTypeDesc>
        permits MethodTypeDescImpl {

    static MethodTypeDesc ofDescriptor(String descriptor) {
        return MethodTypeDescImpl.ofDescriptor(descriptor);
    }

    static MethodTypeDesc of(ClassDesc returnDesc, ClassDesc... paramDescs) {
        return new MethodTypeDescImpl(returnDesc, paramDescs);
    }

    ClassDesc returnType();

    int parameterCount();

    ClassDesc parameterType(int index);

    List<ClassDesc> parameterList();

    ClassDesc[] parameterArray();

    MethodTypeDesc changeReturnType(ClassDesc returnType);

    MethodTypeDesc changeParameterType(int index, ClassDesc paramType);

    MethodTypeDesc dropParameterTypes(int start, int end);

    MethodTypeDesc insertParameterTypes(int pos, ClassDesc... paramTypes);

    default String descriptorString() {
        StringBuilder sb = new StringBuilder("(");
        for (ClassDesc p : parameterArray()) {
            sb.append(p.descriptorString());
        }
        return sb.append(')').append(returnType().descriptorString()).toString();
    }

    default String displayDescriptor() {
        StringBuilder sb = new StringBuilder("(");
        ClassDesc[] params = parameterArray();
        for (int i = 0; i < params.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(params[i].displayName());
        }
        return sb.append(')').append(returnType().displayName()).toString();
    }

    boolean equals(Object o);
}

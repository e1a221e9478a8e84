package java.lang.constant;

import java.lang.invoke.TypeDescriptor;

/** A nominal descriptor of a Class constant. */
public sealed interface ClassDesc extends ConstantDesc, TypeDescriptor.OfField<ClassDesc>
        permits PrimitiveClassDescImpl, ReferenceClassDescImpl {

    static ClassDesc of(String name) {
        ConstantUtils.validateBinaryClassName(java.util.Objects.requireNonNull(name));
        return ClassDesc.ofDescriptor("L" + ConstantUtils.binaryToInternal(name) + ";");
    }

    static ClassDesc of(String packageName, String className) {
        ConstantUtils.validateBinaryClassName(java.util.Objects.requireNonNull(packageName));
        if (packageName.isEmpty()) {
            return of(className);
        }
        ConstantUtils.validateMemberName(java.util.Objects.requireNonNull(className), false);
        return ofDescriptor("L" + ConstantUtils.binaryToInternal(packageName) + "/" + className + ";");
    }

    static ClassDesc ofDescriptor(String descriptor) {
        java.util.Objects.requireNonNull(descriptor);
        int depth = ConstantUtils.arrayDepth(descriptor);
        if (depth > 0 && depth == descriptor.length()) {
            // HotSpot runs off the end counting the dimensions
            throw new StringIndexOutOfBoundsException(depth);
        }
        return (descriptor.length() == 1)
                ? new PrimitiveClassDescImpl(descriptor)
                : new ReferenceClassDescImpl(descriptor);
    }

    default ClassDesc arrayType() {
        int depth = ConstantUtils.arrayDepth(descriptorString());
        if (depth >= ConstantUtils.MAX_ARRAY_TYPE_DESC_DIMENSIONS) {
            throw new IllegalStateException(String.format(
                    "Cannot create an array type descriptor with more than %d dimensions",
                    ConstantUtils.MAX_ARRAY_TYPE_DESC_DIMENSIONS));
        }
        return arrayType(1);
    }

    default ClassDesc arrayType(int rank) {
        int currentDepth = ConstantUtils.arrayDepth(descriptorString());
        if (rank <= 0 || currentDepth + rank > ConstantUtils.MAX_ARRAY_TYPE_DESC_DIMENSIONS) {
            // HotSpot's message runs the two numbers together
            throw new IllegalArgumentException("rank: " + currentDepth + rank);
        }
        return ClassDesc.ofDescriptor("[".repeat(rank) + descriptorString());
    }

    default ClassDesc nested(String nestedName) {
        ConstantUtils.validateMemberName(nestedName, false);
        if (!isClassOrInterface()) {
            throw new IllegalStateException("Outer class is not a class or interface type");
        }
        return ClassDesc.ofDescriptor(ConstantUtils.dropLastChar(descriptorString()) + "$" + nestedName + ";");
    }

    default ClassDesc nested(String firstNestedName, String... moreNestedNames) {
        if (!isClassOrInterface()) {
            throw new IllegalStateException("Outer class is not a class or interface type");
        }
        ConstantUtils.validateMemberName(firstNestedName, false);
        StringBuilder sb = new StringBuilder(firstNestedName);
        for (String n : moreNestedNames) {
            ConstantUtils.validateMemberName(n, false);
            sb.append('$').append(n);
        }
        return nested(sb.toString());
    }

    default boolean isArray() {
        return descriptorString().startsWith("[");
    }

    default boolean isPrimitive() {
        return descriptorString().length() == 1;
    }

    default boolean isClassOrInterface() {
        return descriptorString().startsWith("L");
    }

    default ClassDesc componentType() {
        return isArray() ? ClassDesc.ofDescriptor(descriptorString().substring(1)) : null;
    }

    default String packageName() {
        if (!isClassOrInterface()) {
            return "";
        }
        String className = ConstantUtils.dropLastChar(descriptorString().substring(1));
        int index = className.lastIndexOf('/');
        return (index == -1) ? "" : ConstantUtils.internalToBinary(className.substring(0, index));
    }

    default String displayName() {
        String desc = descriptorString();
        if (isPrimitive()) {
            return ConstantUtils.primitiveClass(desc.charAt(0)).getName();
        } else if (isClassOrInterface()) {
            return desc.substring(Math.max(1, desc.lastIndexOf('/') + 1), desc.length() - 1);
        } else {
            int depth = ConstantUtils.arrayDepth(desc);
            ClassDesc c = this;
            for (int i = 0; i < depth; i++) {
                c = c.componentType();
            }
            return c.displayName() + "[]".repeat(depth);
        }
    }

    String descriptorString();

    boolean equals(Object o);
}

package java.lang.constant;

import java.lang.invoke.MethodHandles;

/** A ClassDesc for a class, interface or array type. */
final class ReferenceClassDescImpl implements ClassDesc {
    private final String descriptor;

    ReferenceClassDescImpl(String descriptor) {
        java.util.Objects.requireNonNull(descriptor);
        int len = ConstantUtils.skipOverFieldSignature(descriptor, 0, descriptor.length(), false);
        if (len == 0 || len != descriptor.length()) {
            throw new IllegalArgumentException("not a valid reference type descriptor: " + descriptor);
        }
        this.descriptor = descriptor;
    }

    @Override
    public String descriptorString() {
        return descriptor;
    }

    @Override
    public Class<?> resolveConstantDesc(MethodHandles.Lookup lookup) throws ReflectiveOperationException {
        if (isArray()) {
            int depth = ConstantUtils.arrayDepth(descriptor);
            ClassDesc c = this;
            for (int i = 0; i < depth; i++) {
                c = c.componentType();
            }
            Class<?> clazz = (Class<?>) c.resolveConstantDesc(lookup);
            for (int i = 0; i < depth; i++) {
                clazz = clazz.arrayType();
            }
            return clazz;
        }
        return lookup.findClass(ConstantUtils.internalToBinary(
                descriptor.substring(1, descriptor.length() - 1)));
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (o == null || getClass() != o.getClass()) {
            return false;
        }
        return descriptor.equals(((ReferenceClassDescImpl) o).descriptor);
    }

    @Override
    public int hashCode() {
        return descriptor.hashCode();
    }

    @Override
    public String toString() {
        return String.format("ClassDesc[%s]", displayName());
    }
}

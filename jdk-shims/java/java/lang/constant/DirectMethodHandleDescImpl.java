package java.lang.constant;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.Objects;

/** DirectMethodHandleDesc: a kind, an owner, a name and the handle's invocation type. */
final class DirectMethodHandleDescImpl implements DirectMethodHandleDesc {
    private final Kind kind;
    private final ClassDesc owner;
    private final String name;
    private final MethodTypeDesc invocationType;

    /** type is the lookup type: a field's getter/setter shape, or the method's own type. */
    DirectMethodHandleDescImpl(Kind kind, ClassDesc owner, String name, MethodTypeDesc type) {
        if (kind == Kind.CONSTRUCTOR) {
            name = "<init>";
        }
        Objects.requireNonNull(kind);
        Objects.requireNonNull(owner);
        if (!owner.isClassOrInterface()) {
            throw new IllegalArgumentException("not a class or interface type: " + owner);
        }
        ConstantUtils.validateMemberName(Objects.requireNonNull(name), true);
        Objects.requireNonNull(type);
        switch (kind) {
            case CONSTRUCTOR:
                validateConstructor(type);
                break;
            case GETTER:
                validateFieldType(type, false, true);
                break;
            case SETTER:
                validateFieldType(type, true, true);
                break;
            case STATIC_GETTER:
                validateFieldType(type, false, false);
                break;
            case STATIC_SETTER:
                validateFieldType(type, true, false);
                break;
            default:
                break;
        }
        this.kind = kind;
        this.owner = owner;
        this.name = name;
        if (kind.isVirtualMethod()) {
            this.invocationType = type.insertParameterTypes(0, owner);
        } else if (kind == Kind.CONSTRUCTOR) {
            this.invocationType = type.changeReturnType(owner);
        } else {
            this.invocationType = type;
        }
    }

    private static void validateFieldType(MethodTypeDesc type, boolean isSetter, boolean isVirtual) {
        boolean isVoid = type.returnType().descriptorString().equals("V");
        int expectedParams = (isSetter ? 1 : 0) + (isVirtual ? 1 : 0);
        if (isVoid != isSetter || type.parameterCount() != expectedParams
                || (isVirtual && type.parameterType(0).isPrimitive())) {
            String expectedType = String.format("(%s%s)%s", (isVirtual ? "R" : ""),
                    (isSetter ? "T" : ""), (isSetter ? "V" : "T"));
            throw new IllegalArgumentException(String.format("Expected type of %s for getter, found %s",
                    expectedType, type));
        }
    }

    private static void validateConstructor(MethodTypeDesc type) {
        if (!type.returnType().descriptorString().equals("V")) {
            throw new IllegalArgumentException(String.format(
                    "Expected type of (T*)V for constructor, found %s", type));
        }
    }

    @Override
    public Kind kind() {
        return kind;
    }

    @Override
    public int refKind() {
        return kind.refKind;
    }

    @Override
    public boolean isOwnerInterface() {
        return kind.isInterface;
    }

    @Override
    public ClassDesc owner() {
        return owner;
    }

    @Override
    public String methodName() {
        return name;
    }

    @Override
    public MethodTypeDesc invocationType() {
        return invocationType;
    }

    @Override
    public String lookupDescriptor() {
        switch (kind) {
            case VIRTUAL:
            case SPECIAL:
            case INTERFACE_VIRTUAL:
            case INTERFACE_SPECIAL:
                return invocationType.dropParameterTypes(0, 1).descriptorString();
            case CONSTRUCTOR:
                return invocationType.changeReturnType(ConstantDescs.CD_void).descriptorString();
            case GETTER:
            case STATIC_GETTER:
                return invocationType.returnType().descriptorString();
            case SETTER:
                return invocationType.parameterType(1).descriptorString();
            case STATIC_SETTER:
                return invocationType.parameterType(0).descriptorString();
            default:
                return invocationType.descriptorString();
        }
    }

    @Override
    public MethodHandle resolveConstantDesc(MethodHandles.Lookup lookup) throws ReflectiveOperationException {
        Class<?> resolvedRefc = (Class<?>) owner.resolveConstantDesc(lookup);
        MethodType invocationType = (MethodType) this.invocationType().resolveConstantDesc(lookup);
        switch (kind) {
            case STATIC:
            case INTERFACE_STATIC:
                return lookup.findStatic(resolvedRefc, name, invocationType);
            case VIRTUAL:
            case INTERFACE_VIRTUAL:
                return lookup.findVirtual(resolvedRefc, name, invocationType.dropParameterTypes(0, 1));
            case SPECIAL:
            case INTERFACE_SPECIAL:
                return lookup.findSpecial(resolvedRefc, name, invocationType.dropParameterTypes(0, 1),
                        lookup.lookupClass());
            case CONSTRUCTOR:
                return lookup.findConstructor(resolvedRefc, invocationType.changeReturnType(void.class));
            case GETTER:
                return lookup.findGetter(resolvedRefc, name, invocationType.returnType());
            case STATIC_GETTER:
                return lookup.findStaticGetter(resolvedRefc, name, invocationType.returnType());
            case SETTER:
                return lookup.findSetter(resolvedRefc, name, invocationType.parameterType(1));
            case STATIC_SETTER:
                return lookup.findStaticSetter(resolvedRefc, name, invocationType.parameterType(0));
            default:
                throw new IllegalStateException(kind.name());
        }
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (o == null || getClass() != o.getClass()) {
            return false;
        }
        DirectMethodHandleDescImpl desc = (DirectMethodHandleDescImpl) o;
        return kind == desc.kind && owner.equals(desc.owner) && name.equals(desc.name)
                && invocationType.equals(desc.invocationType);
    }

    @Override
    public int hashCode() {
        return Objects.hash(kind, owner, name, invocationType);
    }

    @Override
    public String toString() {
        return String.format("MethodHandleDesc[%s/%s::%s%s]", kind, owner.displayName(), name,
                invocationType.displayDescriptor());
    }
}

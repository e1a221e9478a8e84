package java.lang.constant;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** A nominal descriptor of a dynamic constant (CONSTANT_Dynamic): a bootstrap method, a name, a type and arguments. */
public abstract non-sealed class DynamicConstantDesc<T> implements ConstantDesc {
    private final DirectMethodHandleDesc bootstrapMethod;
    private final ConstantDesc[] bootstrapArgs;
    private final String constantName;
    private final ClassDesc constantType;

    protected DynamicConstantDesc(DirectMethodHandleDesc bootstrapMethod, String constantName,
            ClassDesc constantType, ConstantDesc... bootstrapArgs) {
        this.bootstrapMethod = Objects.requireNonNull(bootstrapMethod);
        this.constantName = ConstantUtils.validateMemberName(Objects.requireNonNull(constantName), false);
        this.constantType = Objects.requireNonNull(constantType);
        this.bootstrapArgs = Objects.requireNonNull(bootstrapArgs).clone();
    }

    /** As ofNamed, but a well-known bootstrap gives its own descriptor kind (ClassDesc, EnumDesc, NULL). */
    public static <T> ConstantDesc ofCanonical(DirectMethodHandleDesc bootstrapMethod, String constantName,
            ClassDesc constantType, ConstantDesc[] bootstrapArgs) {
        return DynamicConstantDesc.<T>ofNamed(bootstrapMethod, constantName, constantType, bootstrapArgs)
                .tryCanonicalize();
    }

    public static <T> DynamicConstantDesc<T> ofNamed(DirectMethodHandleDesc bootstrapMethod, String constantName,
            ClassDesc constantType, ConstantDesc... bootstrapArgs) {
        return new AnonymousDynamicConstantDesc<>(bootstrapMethod, constantName, constantType, bootstrapArgs);
    }

    public static <T> DynamicConstantDesc<T> of(DirectMethodHandleDesc bootstrapMethod,
            ConstantDesc... bootstrapArgs) {
        return ofNamed(bootstrapMethod, ConstantDescs.DEFAULT_NAME,
                bootstrapMethod.invocationType().returnType(), bootstrapArgs);
    }

    public static <T> DynamicConstantDesc<T> of(DirectMethodHandleDesc bootstrapMethod) {
        return of(bootstrapMethod, ConstantUtils.EMPTY_CONSTANTDESC);
    }

    public String constantName() {
        return constantName;
    }

    public ClassDesc constantType() {
        return constantType;
    }

    public DirectMethodHandleDesc bootstrapMethod() {
        return bootstrapMethod;
    }

    public ConstantDesc[] bootstrapArgs() {
        return bootstrapArgs.clone();
    }

    public List<ConstantDesc> bootstrapArgsList() {
        return List.of(bootstrapArgs);
    }

    @SuppressWarnings("unchecked")
    public T resolveConstantDesc(MethodHandles.Lookup lookup) throws ReflectiveOperationException {
        MethodHandle bsm = (MethodHandle) bootstrapMethod.resolveConstantDesc(lookup);
        if (bsm.type().parameterCount() < 2
                || !MethodHandles.Lookup.class.isAssignableFrom(bsm.type().parameterType(0))) {
            throw new BootstrapMethodError(
                    "Invalid bootstrap method declared for resolving a dynamic constant: " + bootstrapMethod);
        }
        Object[] args = new Object[3 + bootstrapArgs.length];
        args[0] = lookup;
        args[1] = constantName;
        args[2] = constantType.resolveConstantDesc(lookup);
        for (int i = 0; i < bootstrapArgs.length; i++) {
            args[3 + i] = bootstrapArgs[i].resolveConstantDesc(lookup);
        }
        try {
            return (T) bsm.invokeWithArguments(args);
        } catch (Error | RuntimeException e) {
            throw e;
        } catch (Throwable t) {
            throw new BootstrapMethodError(t);
        }
    }

    private ConstantDesc tryCanonicalize() {
        DirectMethodHandleDesc bsm = bootstrapMethod;
        try {
            if (bsm.equals(ConstantDescs.BSM_NULL_CONSTANT)) {
                return ConstantDescs.NULL;
            }
            if (bsm.equals(ConstantDescs.BSM_PRIMITIVE_CLASS) && constantType.equals(ConstantDescs.CD_Class)) {
                return ClassDesc.ofDescriptor(constantName);
            }
            if (bsm.equals(ConstantDescs.BSM_ENUM_CONSTANT)) {
                return Enum.EnumDesc.of(constantType, constantName);
            }
        } catch (RuntimeException e) {
            // not canonicalisable: keep the general form
        }
        return this;
    }

    @Override
    public final boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof DynamicConstantDesc)) {
            return false;
        }
        DynamicConstantDesc<?> desc = (DynamicConstantDesc<?>) o;
        return Objects.equals(bootstrapMethod, desc.bootstrapMethod)
                && Arrays.equals(bootstrapArgs, desc.bootstrapArgs)
                && Objects.equals(constantName, desc.constantName)
                && Objects.equals(constantType, desc.constantType);
    }

    @Override
    public final int hashCode() {
        int result = Objects.hash(bootstrapMethod, constantName, constantType);
        result = 31 * result + Arrays.hashCode(bootstrapArgs);
        return result;
    }

    @Override
    public String toString() {
        StringBuilder args = new StringBuilder();
        for (int i = 0; i < bootstrapArgs.length; i++) {
            if (i > 0) {
                args.append(',');
            }
            args.append(bootstrapArgs[i]);
        }
        return String.format("DynamicConstantDesc[%s::%s(%s%s)%s]",
                bootstrapMethod.owner().displayName(),
                bootstrapMethod.methodName(),
                constantName.equals(ConstantDescs.DEFAULT_NAME) ? "" : constantName + "/",
                args,
                constantType.displayName());
    }

    private static final class AnonymousDynamicConstantDesc<T> extends DynamicConstantDesc<T> {
        AnonymousDynamicConstantDesc(DirectMethodHandleDesc bootstrapMethod, String constantName,
                ClassDesc constantType, ConstantDesc... bootstrapArgs) {
            super(bootstrapMethod, constantName, constantType, bootstrapArgs);
        }
    }
}

package java.lang;

public abstract class Enum<E extends Enum<E>> implements java.lang.constant.Constable, Comparable<E>, java.io.Serializable {
    // Layout read by the VM (see NATIVES.md).
    private final String name;
    private final int ordinal;

    protected Enum(String name, int ordinal) {
        this.name = name;
        this.ordinal = ordinal;
    }

    public final String name() {
        return name;
    }

    public final int ordinal() {
        return ordinal;
    }

    public String toString() {
        return name;
    }

    public final boolean equals(Object other) {
        return this == other;
    }

    public final int hashCode() {
        return super.hashCode();
    }

    protected final Object clone() throws CloneNotSupportedException {
        throw new CloneNotSupportedException();
    }

    public final int compareTo(E o) {
        Enum<?> other = (Enum<?>) o;
        if (getClass() != other.getClass() && getDeclaringClass() != other.getDeclaringClass()) {
            throw new ClassCastException();
        }
        return ordinal - other.ordinal;
    }

    @SuppressWarnings("unchecked")
    public final Class<E> getDeclaringClass() {
        Class<?> clazz = getClass();
        Class<?> zuper = clazz.getSuperclass();
        return (zuper == Enum.class) ? (Class<E>) clazz : (Class<E>) zuper;
    }

    @SuppressWarnings("unchecked")
    public static <T extends Enum<T>> T valueOf(Class<T> enumClass, String name) {
        // Read as Object[] so that no cast of the array itself is needed.
        Object[] constants = ((Class<?>) enumClass).getEnumConstantsShared();
        if (constants == null) {
            throw new IllegalArgumentException(enumClass.getName() + " is not an enum class");
        }
        if (name == null) {
            throw new NullPointerException("Name is null"); // hotspot:271
        }
        for (int i = 0; i < constants.length; i++) {
            Enum<?> constant = (Enum<?>) constants[i];
            if (constant.name.equals(name)) {
                return (T) constant;
            }
        }
        throw new IllegalArgumentException("No enum constant " + enumClass.getCanonicalName() + "." + name); // hotspot:273
    }

    @SuppressWarnings("deprecation")
    protected final void finalize() {
    }

    /** An EnumDesc naming the declaring class and this constant; empty if the class cannot be described. */
    public final java.util.Optional<EnumDesc<E>> describeConstable() {
        java.util.Optional<java.lang.constant.ClassDesc> cd = getDeclaringClass().describeConstable();
        if (cd.isEmpty()) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(EnumDesc.<E>of(cd.get(), name));
    }

    /** A nominal descriptor of an enum constant: a dynamic constant over ConstantBootstraps.enumConstant. */
    public static final class EnumDesc<E extends Enum<E>> extends java.lang.constant.DynamicConstantDesc<E> {
        private EnumDesc(java.lang.constant.ClassDesc constantClass, String constantName) {
            super(java.lang.constant.ConstantDescs.BSM_ENUM_CONSTANT, java.util.Objects.requireNonNull(constantName),
                    java.util.Objects.requireNonNull(constantClass));
        }

        public static <E extends Enum<E>> EnumDesc<E> of(java.lang.constant.ClassDesc enumClass, String constantName) {
            return new EnumDesc<>(enumClass, constantName);
        }

        @Override
        @SuppressWarnings("unchecked")
        public E resolveConstantDesc(java.lang.invoke.MethodHandles.Lookup lookup) throws ReflectiveOperationException {
            return Enum.valueOf((Class<E>) constantType().resolveConstantDesc(lookup), constantName());
        }

        @Override
        public String toString() {
            return String.format("EnumDesc[%s.%s]", constantType().displayName(), constantName());
        }
    }
}

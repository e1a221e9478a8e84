package jdk.internal.terrarium.reflect;

import java.lang.reflect.MalformedParameterizedTypeException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Arrays;
import java.util.Objects;

/** HotSpot's ParameterizedType: equality, hash code and toString as JDK 17 defines them. */
final class ParameterizedTypeImpl implements ParameterizedType {
    private final Class<?> rawType;
    private final Type[] arguments;
    private final Type ownerType;

    /** A null {@code ownerType} means the raw type's declaring class (null for a top-level class). */
    ParameterizedTypeImpl(Class<?> rawType, Type[] arguments, Type ownerType) {
        this.rawType = rawType;
        this.arguments = arguments;
        this.ownerType = ownerType != null ? ownerType : rawType.getDeclaringClass();
        int parameters = rawType.getTypeParameters().length;
        if (parameters != arguments.length) {
            throw new MalformedParameterizedTypeException(rawType.getName() + " declares " + parameters
                    + " type parameter(s) but is given " + arguments.length + " type argument(s)");
        }
    }

    @Override
    public Type[] getActualTypeArguments() {
        return arguments.clone();
    }

    @Override
    public Class<?> getRawType() {
        return rawType;
    }

    @Override
    public Type getOwnerType() {
        return ownerType;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof ParameterizedType)) {
            return false;
        }
        ParameterizedType that = (ParameterizedType) o;
        return Objects.equals(ownerType, that.getOwnerType())
                && Objects.equals(rawType, that.getRawType())
                && Arrays.equals(arguments, that.getActualTypeArguments());
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(arguments) ^ Objects.hashCode(ownerType) ^ Objects.hashCode(rawType);
    }

    /**
     * {@code java.util.Map$Entry<K, V>}, {@code Outer<T>$Inner<U>}: after a
     * parameterized owner, JDK 17 prints the raw name with every
     * {@code OwnerRawName$} taken out; after a class owner, the simple name.
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        if (ownerType == null) {
            sb.append(rawType.getName());
        } else {
            sb.append(ownerType.getTypeName()).append('$');
            if (ownerType instanceof ParameterizedTypeImpl) {
                String ownerPrefix = ((ParameterizedTypeImpl) ownerType).rawType.getName() + "$";
                sb.append(rawType.getName().replace(ownerPrefix, ""));
            } else {
                sb.append(rawType.getSimpleName());
            }
        }
        if (arguments.length > 0) {
            sb.append('<');
            for (int i = 0; i < arguments.length; i++) {
                if (i > 0) {
                    sb.append(", ");
                }
                sb.append(arguments[i].getTypeName());
            }
            sb.append('>');
        }
        return sb.toString();
    }
}

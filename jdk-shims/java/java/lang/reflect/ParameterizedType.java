package java.lang.reflect;

/** A parameterized type such as {@code List<String>}; equal when raw type, owner and arguments are equal. */
public interface ParameterizedType extends Type {
    Type[] getActualTypeArguments();

    Type getRawType();

    Type getOwnerType();
}

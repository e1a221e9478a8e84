package jdk.internal.terrarium.reflect;

import java.lang.reflect.GenericDeclaration;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.util.Objects;

/**
 * A type variable declared by a class, method or constructor. Its bounds are
 * resolved on first use: they may name the variable itself or others declared
 * after it, and a missing class in a bound only fails getBounds (as in HotSpot).
 */
final class TypeVariableImpl<D extends GenericDeclaration> implements TypeVariable<D> {
    private final D declaration;
    private final String name;
    private final Scope scope;
    private final String signature;
    private final int[] boundOffsets;
    private volatile Type[] bounds;

    TypeVariableImpl(D declaration, String name, Scope scope, String signature, int[] boundOffsets) {
        this.declaration = declaration;
        this.name = name;
        this.scope = scope;
        this.signature = signature;
        this.boundOffsets = boundOffsets;
    }

    @Override
    public Type[] getBounds() {
        Type[] result = bounds;
        if (result == null) {
            result = new Type[boundOffsets.length];
            for (int i = 0; i < result.length; i++) {
                result[i] = SignatureParser.reify(signature, boundOffsets[i], scope);
            }
            bounds = result;
        }
        return result.clone();
    }

    @Override
    public D getGenericDeclaration() {
        return declaration;
    }

    @Override
    public String getName() {
        return name;
    }

    /** Like JDK 17, equal only to another variable of this implementation. */
    @Override
    public boolean equals(Object o) {
        if (!(o instanceof TypeVariable) || o.getClass() != TypeVariableImpl.class) {
            return false;
        }
        TypeVariable<?> that = (TypeVariable<?>) o;
        return Objects.equals(declaration, that.getGenericDeclaration()) && Objects.equals(name, that.getName());
    }

    @Override
    public int hashCode() {
        return declaration.hashCode() ^ name.hashCode();
    }

    @Override
    public String toString() {
        return name;
    }
}

package jdk.internal.terrarium.reflect;

import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.util.ArrayList;
import java.util.List;

/**
 * A signature that SignatureParser has found well-formed, as the offsets of
 * its parts; a part is reified only when asked for, so a class missing from
 * one part does not spoil the others (as in HotSpot).
 */
final class ParsedSignature {
    private final String signature;
    final List<String> typeParameterNames = new ArrayList<>();
    final List<int[]> typeParameterBounds = new ArrayList<>();
    /** Class: superclass, then interfaces. Method: parameters, then result. Field: its type. */
    final List<Integer> types = new ArrayList<>();
    /** A method's throws clause. */
    final List<Integer> exceptions = new ArrayList<>();

    ParsedSignature(String signature) {
        this.signature = signature;
    }

    TypeVariable<?>[] typeParameters(Scope scope) {
        TypeVariable<?>[] variables = new TypeVariable<?>[typeParameterNames.size()];
        for (int i = 0; i < variables.length; i++) {
            variables[i] = new TypeVariableImpl<>(scope.declaration(), typeParameterNames.get(i),
                    scope, signature, typeParameterBounds.get(i));
        }
        return variables;
    }

    Type type(int index, Scope scope) {
        return SignatureParser.reify(signature, types.get(index), scope);
    }

    Type[] types(int from, int to, Scope scope) {
        Type[] result = new Type[to - from];
        for (int i = from; i < to; i++) {
            result[i - from] = type(i, scope);
        }
        return result;
    }

    Type[] exceptions(Scope scope) {
        Type[] result = new Type[exceptions.size()];
        for (int i = 0; i < result.length; i++) {
            result[i] = SignatureParser.reify(signature, exceptions.get(i), scope);
        }
        return result;
    }
}

package jdk.internal.terrarium.invoke;

import java.lang.invoke.SerializedLambda;

/**
 * Serializable lambdas: the VM gives each serializable lambda's proxy class
 * a `writeReplace` that calls {@link #serialize}, which describes the lambda
 * as the JDK's proxies do, so ObjectOutputStream writes a SerializedLambda
 * and reading it back calls the capturing class's `$deserializeLambda$`.
 */
public final class Lambdas {
    private Lambdas() {
    }

    private static native Class<?> capturingClass(Class<?> proxy);

    /** Functional interface, method, its type, implementation kind, class, name, type, instantiated type. */
    private static native String[] describe(Class<?> proxy);

    private static native Object[] capturedArgs(Object lambda);

    public static Object serialize(Object lambda) {
        Class<?> c = lambda.getClass();
        String[] d = describe(c);
        if (d == null) {
            throw new InternalError("Terrarium: " + c.getName() + " is not a serializable lambda");
        }
        // HotSpot's descriptors come from interned MethodTypes (equal types,
        // one String) and its method names are interned: the stream then
        // holds one string and back-references, so these are shared alike.
        String samType = d[2];
        String implType = d[6].equals(samType) ? samType : d[6];
        String instantiated = d[7].equals(samType) ? samType : d[7].equals(implType) ? implType : d[7];
        return new SerializedLambda(capturingClass(c), d[0], d[1].intern(), samType, Integer.parseInt(d[3]), d[4],
                d[5].intern(), implType, instantiated, capturedArgs(lambda));
    }
}

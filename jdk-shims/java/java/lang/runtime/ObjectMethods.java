package java.lang.runtime;

import java.lang.invoke.ConstantCallSite;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.TypeDescriptor;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The bootstrap of records' equals, hashCode and toString. javac's record
 * call sites are linked by the VM itself; this is for code (and compilers)
 * that reach the bootstrap directly. The methods compare, hash and print
 * the components as the JDK's do, through their accessor handles.
 */
public class ObjectMethods {
    private ObjectMethods() {
    }

    private static final MethodType EQUALS = MethodType.methodType(boolean.class, Class.class, MethodHandle[].class,
            Object.class, Object.class);
    private static final MethodType HASH = MethodType.methodType(int.class, MethodHandle[].class, Object.class);
    private static final MethodType TO_STRING = MethodType.methodType(String.class, String.class, List.class,
            MethodHandle[].class, Object.class);

    public static Object bootstrap(MethodHandles.Lookup lookup, String methodName, TypeDescriptor type,
            Class<?> recordClass, String names, MethodHandle... getters) throws Throwable {
        Objects.requireNonNull(lookup);
        Objects.requireNonNull(methodName);
        Objects.requireNonNull(type);
        Objects.requireNonNull(recordClass);
        Objects.requireNonNull(names);
        Objects.requireNonNull(getters);
        MethodHandle[] gs = getters.clone();
        for (MethodHandle g : gs) {
            Objects.requireNonNull(g);
        }
        MethodType methodType;
        if (type instanceof MethodType) {
            methodType = (MethodType) type;
        } else {
            methodType = null;
            if (!MethodHandle.class.equals(type)) {
                throw new IllegalArgumentException(type.toString());
            }
        }
        MethodHandles.Lookup self = MethodHandles.lookup();
        MethodHandle handle;
        switch (methodName) {
            case "equals":
                if (methodType != null && !methodType.equals(MethodType.methodType(boolean.class, recordClass,
                        Object.class))) {
                    throw new IllegalArgumentException("Bad method type: " + methodType);
                }
                handle = MethodHandles.insertArguments(self.findStatic(ObjectMethods.class, "equalsOf", EQUALS),
                        0, recordClass, gs);
                break;
            case "hashCode":
                if (methodType != null && !methodType.equals(MethodType.methodType(int.class, recordClass))) {
                    throw new IllegalArgumentException("Bad method type: " + methodType);
                }
                handle = MethodHandles.insertArguments(self.findStatic(ObjectMethods.class, "hashOf", HASH), 0,
                        (Object) gs);
                break;
            case "toString":
                if (methodType != null && !methodType.equals(MethodType.methodType(String.class, recordClass))) {
                    throw new IllegalArgumentException("Bad method type: " + methodType);
                }
                List<String> split = names.isEmpty() ? List.of() : List.of(names.split(";"));
                if (split.size() != gs.length) {
                    throw new IllegalArgumentException("Number of names should match number of getters");
                }
                handle = MethodHandles.insertArguments(self.findStatic(ObjectMethods.class, "stringOf", TO_STRING),
                        0, recordClass.getSimpleName(), split, gs);
                break;
            default:
                throw new IllegalArgumentException(methodName);
        }
        MethodType exact = methodType != null ? methodType
                : methodName.equals("equals") ? MethodType.methodType(boolean.class, recordClass, Object.class)
                : MethodType.methodType(methodName.equals("hashCode") ? int.class : String.class, recordClass);
        handle = handle.asType(exact);
        return methodType != null ? new ConstantCallSite(handle) : handle;
    }

    private static boolean equalsOf(Class<?> recordClass, MethodHandle[] getters, Object a, Object b)
            throws Throwable {
        if (!recordClass.isInstance(b)) {
            return false;
        }
        for (MethodHandle g : getters) {
            // Boxed equals is the JDK's comparison for every primitive
            // (floating point included: Float.compare == 0).
            if (!Objects.equals(g.invoke(a), g.invoke(b))) {
                return false;
            }
        }
        return true;
    }

    private static int hashOf(MethodHandle[] getters, Object r) throws Throwable {
        int result = 0;
        for (MethodHandle g : getters) {
            result = result * 31 + Objects.hashCode(g.invoke(r));
        }
        return result;
    }

    private static String stringOf(String simpleName, List<String> names, MethodHandle[] getters, Object r)
            throws Throwable {
        StringBuilder sb = new StringBuilder(simpleName).append('[');
        for (int i = 0; i < getters.length; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(names.get(i)).append('=').append(String.valueOf(getters[i].invoke(r)));
        }
        return sb.append(']').toString();
    }
}

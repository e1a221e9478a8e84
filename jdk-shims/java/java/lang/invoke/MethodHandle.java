package java.lang.invoke;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.List;
import java.util.Objects;

/**
 * A typed, directly executable reference to a method, constructor, field
 * or adaptation of one. Terrarium's handles are plain Java objects: each
 * kind implements {@link #call}, which takes the arguments boxed exactly as
 * {@link #type()} says (an Integer for an int) and returns the result boxed
 * the same way (null for void). The VM turns every
 * {@code invokeExact}/{@code invoke} call site into a call of
 * {@code jdk.internal.terrarium.invoke.Sites.invoke}, which checks or
 * adapts the type and calls {@code call}.
 */
public abstract class MethodHandle {
    /** Marks the signature-polymorphic methods, so that javac compiles calls of them as such. */
    @Target({ElementType.METHOD})
    @Retention(RetentionPolicy.RUNTIME)
    @interface PolymorphicSignature {
    }

    static {
        jdk.internal.terrarium.invoke.InvokeAccess.register(new InvokeAccessImpl());
    }

    private final MethodType type;
    /** The last asType result (as the JDK keeps one). */
    private MethodHandle asTypeCache;

    MethodHandle(MethodType type) {
        this.type = Objects.requireNonNull(type);
    }

    public MethodType type() {
        return type;
    }

    /** Runs this handle on arguments boxed exactly per {@link #type()}; returns the boxed result. */
    abstract Object call(Object[] args) throws Throwable;

    /** The member of a direct handle (for revealDirect), else null. */
    MemberName member() {
        return null;
    }

    /** A direct handle made by findSpecial or unreflectSpecial. */
    boolean isInvokeSpecial() {
        return false;
    }

    public final native @PolymorphicSignature Object invokeExact(Object... args) throws Throwable;

    public final native @PolymorphicSignature Object invoke(Object... args) throws Throwable;

    public Object invokeWithArguments(Object... arguments) throws Throwable {
        Object[] args = arguments == null ? new Object[0] : arguments;
        return asType(MethodType.genericMethodType(args.length)).call(args); // hotspot:732
    }

    public Object invokeWithArguments(List<?> arguments) throws Throwable {
        return invokeWithArguments(arguments.toArray()); // hotspot:757
    }

    public MethodHandle asType(MethodType newType) {
        if (newType.equals(type)) {
            return this;
        }
        MethodHandle cached = asTypeCache;
        if (cached != null && cached.type.equals(newType)) {
            return cached;
        }
        MethodHandle adapted = asTypeUncached(newType);
        asTypeCache = adapted;
        return adapted;
    }

    MethodHandle asTypeUncached(MethodType newType) {
        if (!canConvert(type, newType)) {
            throw new WrongMethodTypeException("cannot convert " + this + " to " + newType);
        }
        return new Handles.Converted(this, newType, false);
    }

    /** Can every argument convert from {@code to}'s types to {@code from}'s, and the result back? */
    static boolean canConvert(MethodType from, MethodType to) {
        int n = from.parameterCount();
        if (n != to.parameterCount()) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (!Wrappers.canConvert(to.parameterType(i), from.parameterType(i))) {
                return false;
            }
        }
        return Wrappers.canConvert(from.returnType(), to.returnType());
    }

    public MethodHandle asSpreader(Class<?> arrayType, int arrayLength) {
        return asSpreader(type.parameterCount() - arrayLength, arrayType, arrayLength);
    }

    public MethodHandle asSpreader(int spreadArgPos, Class<?> arrayType, int arrayLength) {
        spreadArrayChecks(arrayType, arrayLength);
        int nargs = type.parameterCount();
        if (nargs < arrayLength || arrayLength < 0) {
            throw new IllegalArgumentException("bad spread array length");
        }
        if (spreadArgPos < 0 || spreadArgPos + arrayLength > nargs) {
            throw new IllegalArgumentException("bad spread position");
        }
        Class<?> component = arrayType.getComponentType();
        MethodType postSpread = type;
        for (int i = spreadArgPos; i < spreadArgPos + arrayLength; i++) {
            postSpread = postSpread.changeParameterType(i, component);
        }
        MethodHandle target = asType(postSpread);
        return new Handles.Spreader(target, spreadArgPos, arrayType, arrayLength);
    }

    static void spreadArrayChecks(Class<?> arrayType, int arrayLength) {
        Class<?> component = arrayType.getComponentType();
        if (component == null) {
            throw new IllegalArgumentException("not an array type: " + arrayType);
        }
        if ((arrayLength & 0x7F) != arrayLength) {
            if ((arrayLength & 0xFF) != arrayLength) {
                throw new IllegalArgumentException("array length is not legal: " + arrayLength);
            }
            if (component == long.class || component == double.class) {
                throw new IllegalArgumentException("array length is not legal for long[] or double[]: " + arrayLength);
            }
        }
    }

    public MethodHandle asCollector(Class<?> arrayType, int arrayLength) {
        return asCollector(type.parameterCount() - 1, arrayType, arrayLength);
    }

    public MethodHandle asCollector(int collectArgPos, Class<?> arrayType, int arrayLength) {
        asCollectorChecks(arrayType, collectArgPos, arrayLength);
        return new Handles.Collector(asFixedArity(), collectArgPos, arrayType, arrayLength);
    }

    /** True when the parameter at {@code pos} is exactly {@code arrayType}. */
    boolean asCollectorChecks(Class<?> arrayType, int pos, int arrayLength) {
        spreadArrayChecks(arrayType, arrayLength);
        int nargs = type.parameterCount();
        if (pos < 0 || pos >= nargs) {
            throw new IllegalArgumentException("bad collect position");
        }
        Class<?> param = type.parameterType(pos);
        if (param == arrayType) {
            return true;
        }
        if (param.isAssignableFrom(arrayType)) {
            return false;
        }
        throw new IllegalArgumentException("array type not assignable to argument: " + this + ", " + arrayType);
    }

    public MethodHandle asVarargsCollector(Class<?> arrayType) {
        Objects.requireNonNull(arrayType);
        boolean lastMatch = asCollectorChecks(arrayType, type.parameterCount() - 1, 0);
        if (isVarargsCollector() && lastMatch) {
            return this;
        }
        MethodHandle target = this;
        int last = type.parameterCount() - 1;
        if (type.parameterType(last) != arrayType) {
            target = target.asType(type.changeParameterType(last, arrayType));
        }
        return new Handles.Varargs(target.asFixedArity(), arrayType);
    }

    public boolean isVarargsCollector() {
        return false;
    }

    public MethodHandle withVarargs(boolean makeVarargs) {
        if (makeVarargs == isVarargsCollector()) {
            return this;
        }
        return makeVarargs ? asVarargsCollector(type.lastParameterType()) : asFixedArity();
    }

    public MethodHandle asFixedArity() {
        return this;
    }

    public MethodHandle bindTo(Object x) {
        Class<?> ptype;
        if (type.parameterCount() == 0 || (ptype = type.parameterType(0)).isPrimitive()) {
            throw new IllegalArgumentException("no leading reference parameter");
        }
        return new Handles.Inserted(this, 0, new Object[] {ptype.cast(x)});
    }

    @Override
    public String toString() {
        return "MethodHandle" + type;
    }
}

package java.lang.invoke;

import java.lang.reflect.Array;
import java.util.Iterator;

/**
 * The method handle kinds that adapt other handles. Each keeps the
 * calling convention of {@link MethodHandle#call}: arguments boxed per its
 * type, never modified in place (callers may pass their own arrays).
 */
final class Handles {
    private Handles() {
    }

    static Object[] slice(Object[] args, int from, int to) {
        Object[] out = new Object[to - from];
        System.arraycopy(args, from, out, 0, to - from);
        return out;
    }

    /** asType and explicitCastArguments: each argument and the result converted. */
    static final class Converted extends MethodHandle {
        private final MethodHandle target;
        private final boolean explicit;
        private final boolean[] convertArg;
        private final boolean convertResult;

        Converted(MethodHandle target, MethodType newType, boolean explicit) {
            super(newType);
            this.target = target;
            this.explicit = explicit;
            MethodType t = target.type();
            convertArg = new boolean[t.parameterCount()];
            for (int i = 0; i < convertArg.length; i++) {
                convertArg[i] = t.parameterType(i) != newType.parameterType(i);
            }
            convertResult = t.returnType() != newType.returnType();
        }

        @Override
        Object call(Object[] args) throws Throwable {
            MethodType from = type();
            MethodType to = target.type();
            Object[] a = args;
            for (int i = 0; i < convertArg.length; i++) {
                if (convertArg[i]) {
                    if (a == args) {
                        a = args.clone();
                    }
                    a[i] = explicit ? Wrappers.explicitCast(args[i], from.parameterType(i), to.parameterType(i))
                            : Wrappers.convert(args[i], from.parameterType(i), to.parameterType(i));
                }
            }
            Object r = target.call(a);
            if (!convertResult) {
                return r;
            }
            return explicit ? Wrappers.explicitCast(r, to.returnType(), from.returnType())
                    : Wrappers.convert(r, to.returnType(), from.returnType());
        }
    }

    /** insertArguments and bindTo: values bound at {@code pos}. */
    static final class Inserted extends MethodHandle {
        private final MethodHandle target;
        private final int pos;
        private final Object[] values;

        Inserted(MethodHandle target, int pos, Object[] values) {
            super(target.type().dropParameterTypes(pos, pos + values.length));
            this.target = target;
            this.pos = pos;
            this.values = values;
        }

        @Override
        Object call(Object[] args) throws Throwable {
            Object[] a = new Object[args.length + values.length];
            System.arraycopy(args, 0, a, 0, pos);
            System.arraycopy(values, 0, a, pos, values.length);
            System.arraycopy(args, pos, a, pos + values.length, args.length - pos);
            return target.call(a);
        }
    }

    /** dropArguments: {@code count} arguments at {@code pos} ignored. */
    static final class Dropped extends MethodHandle {
        private final MethodHandle target;
        private final int pos;
        private final int count;

        Dropped(MethodHandle target, int pos, Class<?>[] types) {
            super(target.type().insertParameterTypes(pos, types));
            this.target = target;
            this.pos = pos;
            this.count = types.length;
        }

        @Override
        Object call(Object[] args) throws Throwable {
            Object[] a = new Object[args.length - count];
            System.arraycopy(args, 0, a, 0, pos);
            System.arraycopy(args, pos + count, a, pos, a.length - pos);
            return target.call(a);
        }
    }

    /** permuteArguments: target argument j is argument reorder[j]. */
    static final class Permuted extends MethodHandle {
        private final MethodHandle target;
        private final int[] reorder;

        Permuted(MethodHandle target, MethodType newType, int[] reorder) {
            super(newType);
            this.target = target;
            this.reorder = reorder;
        }

        @Override
        Object call(Object[] args) throws Throwable {
            Object[] a = new Object[reorder.length];
            for (int j = 0; j < a.length; j++) {
                a[j] = args[reorder[j]];
            }
            return target.call(a);
        }
    }

    /** asSpreader: one array argument at {@code pos} spread into {@code length} arguments. */
    static final class Spreader extends MethodHandle {
        private final MethodHandle target;
        private final int pos;
        private final int length;

        Spreader(MethodHandle target, int pos, Class<?> arrayType, int length) {
            super(target.type().dropParameterTypes(pos, pos + length).insertParameterTypes(pos, arrayType));
            this.target = target;
            this.pos = pos;
            this.length = length;
        }

        @Override
        Object call(Object[] args) throws Throwable {
            Object av = args[pos];
            checkSpreadArgument(av, length);
            Object[] a = new Object[args.length - 1 + length];
            System.arraycopy(args, 0, a, 0, pos);
            if (av instanceof Object[] oa) {
                System.arraycopy(oa, 0, a, pos, length);
            } else {
                for (int i = 0; i < length; i++) {
                    a[pos + i] = Array.get(av, i);
                }
            }
            System.arraycopy(args, pos + 1, a, pos + length, args.length - pos - 1);
            return target.call(a);
        }

        static void checkSpreadArgument(Object av, int n) {
            if (av == null && n == 0) {
                return;
            }
            if (av == null) {
                throw new NullPointerException("null array reference");
            }
            if (Array.getLength(av) != n) {
                throw new IllegalArgumentException("array is not of length " + n);
            }
        }
    }

    /** asCollector: {@code length} arguments at {@code pos} collected into a new array. */
    static final class Collector extends MethodHandle {
        private final MethodHandle target;
        private final int pos;
        private final Class<?> component;
        private final int length;

        Collector(MethodHandle target, int pos, Class<?> arrayType, int length) {
            super(collectedType(target.type(), pos, arrayType.getComponentType(), length));
            this.target = target;
            this.pos = pos;
            this.component = arrayType.getComponentType();
            this.length = length;
        }

        private static MethodType collectedType(MethodType t, int pos, Class<?> component, int length) {
            Class<?>[] many = new Class<?>[length];
            java.util.Arrays.fill(many, component);
            return t.dropParameterTypes(pos, pos + 1).insertParameterTypes(pos, many);
        }

        @Override
        Object call(Object[] args) throws Throwable {
            Object array = Array.newInstance(component, length);
            if (array instanceof Object[] oa) {
                System.arraycopy(args, pos, oa, 0, length);
            } else {
                for (int i = 0; i < length; i++) {
                    Array.set(array, i, args[pos + i]);
                }
            }
            Object[] a = new Object[args.length - length + 1];
            System.arraycopy(args, 0, a, 0, pos);
            a[pos] = array;
            System.arraycopy(args, pos + length, a, pos + 1, args.length - pos - length);
            return target.call(a);
        }
    }

    /** A variable arity handle: {@code invoke} and invokeWithArguments collect trailing arguments. */
    static final class Varargs extends MethodHandle {
        private final MethodHandle target;
        private final Class<?> arrayType;
        private MethodHandle collectorCache;

        Varargs(MethodHandle target, Class<?> arrayType) {
            super(target.type());
            this.target = target;
            this.arrayType = arrayType;
        }

        @Override
        Object call(Object[] args) throws Throwable {
            return target.call(args);
        }

        @Override
        public boolean isVarargsCollector() {
            return true;
        }

        @Override
        public MethodHandle asFixedArity() {
            return target;
        }

        @Override
        MemberName member() {
            return target.member();
        }

        @Override
        boolean isInvokeSpecial() {
            return target.isInvokeSpecial();
        }

        @Override
        MethodHandle asTypeUncached(MethodType newType) {
            MethodType t = type();
            int collectArg = t.parameterCount() - 1;
            int newArity = newType.parameterCount();
            if (newArity == collectArg + 1 && t.parameterType(collectArg).isAssignableFrom(newType.parameterType(collectArg))) {
                return target.asType(newType);
            }
            MethodHandle collector = collectorCache;
            if (collector == null || collector.type().parameterCount() != newArity) {
                try {
                    collector = target.asCollector(arrayType, newArity - collectArg);
                } catch (IllegalArgumentException ex) {
                    throw new WrongMethodTypeException("cannot build collector", ex);
                }
                collectorCache = collector;
            }
            return collector.asType(newType);
        }
    }

    /** filterArguments: argument pos+i replaced by filters[i] applied to it. */
    static final class FilteredArguments extends MethodHandle {
        private final MethodHandle target;
        private final int pos;
        private final MethodHandle[] filters;

        FilteredArguments(MethodHandle target, int pos, MethodHandle[] filters) {
            super(filteredType(target.type(), pos, filters));
            this.target = target;
            this.pos = pos;
            this.filters = filters;
        }

        private static MethodType filteredType(MethodType t, int pos, MethodHandle[] filters) {
            for (int i = 0; i < filters.length; i++) {
                if (filters[i] != null) {
                    t = t.changeParameterType(pos + i, filters[i].type().parameterType(0));
                }
            }
            return t;
        }

        @Override
        Object call(Object[] args) throws Throwable {
            Object[] a = args.clone();
            for (int i = 0; i < filters.length; i++) {
                if (filters[i] != null) {
                    a[pos + i] = filters[i].call(new Object[] {args[pos + i]});
                }
            }
            return target.call(a);
        }
    }

    /** collectArguments: the filter consumes arguments at pos; its result (unless void) goes in their place. */
    static final class CollectedArguments extends MethodHandle {
        private final MethodHandle target;
        private final int pos;
        private final MethodHandle filter;

        CollectedArguments(MethodHandle target, int pos, MethodHandle filter) {
            super(collectedType(target.type(), pos, filter.type()));
            this.target = target;
            this.pos = pos;
            this.filter = filter;
        }

        private static MethodType collectedType(MethodType t, int pos, MethodType ft) {
            if (ft.returnType() != void.class) {
                t = t.dropParameterTypes(pos, pos + 1);
            }
            return t.insertParameterTypes(pos, ft.ptypes());
        }

        @Override
        Object call(Object[] args) throws Throwable {
            int n = filter.type().parameterCount();
            Object v = filter.call(slice(args, pos, pos + n));
            boolean keep = filter.type().returnType() != void.class;
            Object[] a = new Object[args.length - n + (keep ? 1 : 0)];
            System.arraycopy(args, 0, a, 0, pos);
            int at = pos;
            if (keep) {
                a[at++] = v;
            }
            System.arraycopy(args, pos + n, a, at, args.length - pos - n);
            return target.call(a);
        }
    }

    /** filterReturnValue. */
    static final class FilteredReturn extends MethodHandle {
        private final MethodHandle target;
        private final MethodHandle filter;

        FilteredReturn(MethodHandle target, MethodHandle filter) {
            super(target.type().changeReturnType(filter.type().returnType()));
            this.target = target;
            this.filter = filter;
        }

        @Override
        Object call(Object[] args) throws Throwable {
            Object r = target.call(args);
            return filter.call(target.type().returnType() == void.class ? new Object[0] : new Object[] {r});
        }
    }

    /** foldArguments: the combiner sees the arguments from pos on; its result (unless void) is inserted there. */
    static final class Folded extends MethodHandle {
        private final MethodHandle target;
        private final int pos;
        private final MethodHandle combiner;

        Folded(MethodHandle target, int pos, MethodHandle combiner) {
            super(combiner.type().returnType() == void.class ? target.type()
                    : target.type().dropParameterTypes(pos, pos + 1));
            this.target = target;
            this.pos = pos;
            this.combiner = combiner;
        }

        @Override
        Object call(Object[] args) throws Throwable {
            Object v = combiner.call(slice(args, pos, pos + combiner.type().parameterCount()));
            if (combiner.type().returnType() == void.class) {
                return target.call(args);
            }
            Object[] a = new Object[args.length + 1];
            System.arraycopy(args, 0, a, 0, pos);
            a[pos] = v;
            System.arraycopy(args, pos, a, pos + 1, args.length - pos);
            return target.call(a);
        }
    }

    /** guardWithTest: the test sees a prefix of the arguments. */
    static final class Guarded extends MethodHandle {
        private final MethodHandle test;
        private final MethodHandle target;
        private final MethodHandle fallback;

        Guarded(MethodHandle test, MethodHandle target, MethodHandle fallback) {
            super(target.type());
            this.test = test;
            this.target = target;
            this.fallback = fallback;
        }

        @Override
        Object call(Object[] args) throws Throwable {
            int n = test.type().parameterCount();
            Object[] targs = n == args.length ? args : slice(args, 0, n);
            boolean ok = ((Boolean) test.call(targs)).booleanValue();
            return (ok ? target : fallback).call(args);
        }
    }

    /** catchException: the handler gets the exception and a prefix of the arguments. */
    static final class Caught extends MethodHandle {
        private final MethodHandle target;
        private final Class<? extends Throwable> exType;
        private final MethodHandle handler;

        Caught(MethodHandle target, Class<? extends Throwable> exType, MethodHandle handler) {
            super(target.type());
            this.target = target;
            this.exType = exType;
            this.handler = handler;
        }

        @Override
        Object call(Object[] args) throws Throwable {
            try {
                return target.call(args);
            } catch (Throwable t) {
                if (!exType.isInstance(t)) {
                    throw t;
                }
                int n = handler.type().parameterCount();
                Object[] h = new Object[n];
                h[0] = t;
                System.arraycopy(args, 0, h, 1, n - 1);
                return handler.call(h);
            }
        }
    }

    /** tryFinally: cleanup(throwable, result?, prefix of arguments) runs however the target ends. */
    static final class Finally extends MethodHandle {
        private final MethodHandle target;
        private final MethodHandle cleanup;

        Finally(MethodHandle target, MethodHandle cleanup) {
            super(target.type());
            this.target = target;
            this.cleanup = cleanup;
        }

        @Override
        Object call(Object[] args) throws Throwable {
            Throwable thrown = null;
            Object result = null;
            try {
                result = target.call(args);
            } catch (Throwable t) {
                thrown = t;
            }
            boolean hasResult = target.type().returnType() != void.class;
            int n = cleanup.type().parameterCount();
            Object[] c = new Object[n];
            c[0] = thrown;
            int at = 1;
            if (hasResult) {
                c[at++] = thrown == null ? result : Wrappers.zero(target.type().returnType());
            }
            System.arraycopy(args, 0, c, at, n - at);
            Object r = cleanup.call(c);
            if (thrown != null) {
                throw thrown;
            }
            return r;
        }
    }

    /** constant, identity, zero and empty. */
    static final class Constant extends MethodHandle {
        private final Object value;

        Constant(MethodType type, Object value) {
            super(type);
            this.value = value;
        }

        @Override
        Object call(Object[] args) {
            return value;
        }
    }

    /** Throws UnsupportedOperationException whatever the arguments. */
    static final class Unsupported extends MethodHandle {
        private final String message;

        Unsupported(MethodType type, String message) {
            super(type);
            this.message = message;
        }

        @Override
        Object call(Object[] args) {
            throw message == null ? new UnsupportedOperationException() : new UnsupportedOperationException(message);
        }
    }

    static final class Identity extends MethodHandle {
        Identity(Class<?> type) {
            super(MethodType.methodType(type, type));
        }

        @Override
        Object call(Object[] args) {
            return args[0];
        }
    }

    static final class Thrower extends MethodHandle {
        Thrower(Class<?> rtype, Class<?> exType) {
            super(MethodType.methodType(rtype, exType));
        }

        @Override
        Object call(Object[] args) throws Throwable {
            return throwException((Throwable) args[0]);
        }

        private static <T extends Throwable> Object throwException(T t) throws T {
            throw t;
        }
    }

    /** Array element access, construction and length; the helpers' names match the JDK's NPE messages. */
    static final class ArrayAccess extends MethodHandle {
        static final int GET = 0, SET = 1, NEW = 2, LENGTH = 3;
        private final int op;
        private final int kind;
        private final Class<?> component;

        ArrayAccess(int op, Class<?> arrayClass) {
            super(typeOf(op, arrayClass));
            this.op = op;
            this.component = arrayClass.getComponentType();
            this.kind = Wrappers.kind(component);
        }

        private static MethodType typeOf(int op, Class<?> a) {
            Class<?> c = a.getComponentType();
            switch (op) {
                case GET: return MethodType.methodType(c, a, int.class);
                case SET: return MethodType.methodType(void.class, a, int.class, c);
                case NEW: return MethodType.methodType(a, int.class);
                default: return MethodType.methodType(int.class, a);
            }
        }

        @Override
        Object call(Object[] args) {
            switch (op) {
                case GET: return get(args[0], ((Integer) args[1]).intValue());
                case SET: set(args[0], ((Integer) args[1]).intValue(), args[2]); return null;
                case NEW: return Array.newInstance(component, ((Integer) args[0]).intValue());
                default: return Integer.valueOf(length(args[0]));
            }
        }

        private Object get(Object array, int i) {
            switch (kind) {
                case Wrappers.BOOLEAN: return getElementZ((boolean[]) array, i);
                case Wrappers.BYTE: return getElementB((byte[]) array, i);
                case Wrappers.SHORT: return getElementS((short[]) array, i);
                case Wrappers.CHAR: return getElementC((char[]) array, i);
                case Wrappers.INT: return getElementI((int[]) array, i);
                case Wrappers.LONG: return getElementJ((long[]) array, i);
                case Wrappers.FLOAT: return getElementF((float[]) array, i);
                case Wrappers.DOUBLE: return getElementD((double[]) array, i);
                default: return getElementL((Object[]) array, i);
            }
        }

        private void set(Object array, int i, Object x) {
            switch (kind) {
                case Wrappers.BOOLEAN: setElementZ((boolean[]) array, i, (Boolean) x); break;
                case Wrappers.BYTE: setElementB((byte[]) array, i, (Byte) x); break;
                case Wrappers.SHORT: setElementS((short[]) array, i, (Short) x); break;
                case Wrappers.CHAR: setElementC((char[]) array, i, (Character) x); break;
                case Wrappers.INT: setElementI((int[]) array, i, (Integer) x); break;
                case Wrappers.LONG: setElementJ((long[]) array, i, (Long) x); break;
                case Wrappers.FLOAT: setElementF((float[]) array, i, (Float) x); break;
                case Wrappers.DOUBLE: setElementD((double[]) array, i, (Double) x); break;
                default: setElementL((Object[]) array, i, x);
            }
        }

        private int length(Object array) {
            switch (kind) {
                case Wrappers.BOOLEAN: return lengthZ((boolean[]) array);
                case Wrappers.BYTE: return lengthB((byte[]) array);
                case Wrappers.SHORT: return lengthS((short[]) array);
                case Wrappers.CHAR: return lengthC((char[]) array);
                case Wrappers.INT: return lengthI((int[]) array);
                case Wrappers.LONG: return lengthJ((long[]) array);
                case Wrappers.FLOAT: return lengthF((float[]) array);
                case Wrappers.DOUBLE: return lengthD((double[]) array);
                default: return lengthL((Object[]) array);
            }
        }

        static Object getElementZ(boolean[] a, int i) { return a[i]; }
        static Object getElementB(byte[] a, int i) { return a[i]; }
        static Object getElementS(short[] a, int i) { return a[i]; }
        static Object getElementC(char[] a, int i) { return a[i]; }
        static Object getElementI(int[] a, int i) { return a[i]; }
        static Object getElementJ(long[] a, int i) { return a[i]; }
        static Object getElementF(float[] a, int i) { return a[i]; }
        static Object getElementD(double[] a, int i) { return a[i]; }
        static Object getElementL(Object[] a, int i) { return a[i]; }
        static void setElementZ(boolean[] a, int i, boolean x) { a[i] = x; }
        static void setElementB(byte[] a, int i, byte x) { a[i] = x; }
        static void setElementS(short[] a, int i, short x) { a[i] = x; }
        static void setElementC(char[] a, int i, char x) { a[i] = x; }
        static void setElementI(int[] a, int i, int x) { a[i] = x; }
        static void setElementJ(long[] a, int i, long x) { a[i] = x; }
        static void setElementF(float[] a, int i, float x) { a[i] = x; }
        static void setElementD(double[] a, int i, double x) { a[i] = x; }
        static void setElementL(Object[] a, int i, Object x) { a[i] = x; }
        static int lengthZ(boolean[] a) { return a.length; }
        static int lengthB(byte[] a) { return a.length; }
        static int lengthS(short[] a) { return a.length; }
        static int lengthC(char[] a) { return a.length; }
        static int lengthI(int[] a) { return a.length; }
        static int lengthJ(long[] a) { return a.length; }
        static int lengthF(float[] a) { return a.length; }
        static int lengthD(double[] a) { return a.length; }
        static int lengthL(Object[] a) { return a.length; }
    }

    /**
     * exactInvoker and invoker: the handle to call is the first argument.
     * (Inside MethodHandle subclasses, never call invoke/invokeExact
     * unqualified: that names the inherited signature-polymorphic method
     * through the subclass, which the VM does not treat as polymorphic.)
     */
    static final class Invoker extends MethodHandle {
        private final MethodType invokedType;
        private final boolean exact;

        Invoker(MethodType invokedType, boolean exact) {
            super(invokedType.insertParameterTypes(0, MethodHandle.class));
            this.invokedType = invokedType;
            this.exact = exact;
        }

        @Override
        Object call(Object[] args) throws Throwable {
            MethodHandle mh = (MethodHandle) args[0];
            Object[] rest = slice(args, 1, args.length);
            return exact ? exactCall(mh, invokedType, rest) : genericCall(mh, invokedType, rest);
        }
    }

    /** What an invokeExact site does: the type must match exactly. */
    static Object exactCall(MethodHandle mh, MethodType siteType, Object[] args) throws Throwable {
        MethodType actual = mh.type();
        if (actual != siteType && !actual.equals(siteType)) {
            throw new WrongMethodTypeException("expected " + actual + " but found " + siteType);
        }
        return mh.call(args);
    }

    /** What an invoke site does: asType to the site's type. */
    static Object genericCall(MethodHandle mh, MethodType siteType, Object[] args) throws Throwable {
        return mh.asType(siteType).call(args);
    }

    /** A call site's dynamicInvoker: its current target each time. */
    static final class CallSiteInvoker extends MethodHandle {
        private final CallSite site;

        CallSiteInvoker(CallSite site) {
            super(site.type());
            this.site = site;
        }

        @Override
        Object call(Object[] args) throws Throwable {
            return site.getTarget().call(args);
        }
    }

    /** tableSwitch: the int first argument picks a case. */
    static final class Switch extends MethodHandle {
        private final MethodHandle fallback;
        private final MethodHandle[] targets;

        Switch(MethodHandle fallback, MethodHandle[] targets) {
            super(fallback.type());
            this.fallback = fallback;
            this.targets = targets;
        }

        @Override
        Object call(Object[] args) throws Throwable {
            int i = ((Integer) args[0]).intValue();
            return (i >= 0 && i < targets.length ? targets[i] : fallback).call(args);
        }
    }

    /** countedLoop: v = body(v, i, a...) for i from start(a...) to end(a...). */
    static final class CountedLoop extends MethodHandle {
        private final MethodHandle start;
        private final MethodHandle end;
        private final MethodHandle init;
        private final MethodHandle body;

        CountedLoop(MethodType type, MethodHandle start, MethodHandle end, MethodHandle init, MethodHandle body) {
            super(type);
            this.start = start;
            this.end = end;
            this.init = init;
            this.body = body;
        }

        @Override
        Object call(Object[] args) throws Throwable {
            int from = ((Integer) prefixCall(start, args)).intValue();
            int to = ((Integer) prefixCall(end, args)).intValue();
            boolean hasValue = type().returnType() != void.class;
            Object v = init == null ? Wrappers.zero(type().returnType()) : prefixCall(init, args);
            int lead = hasValue ? 2 : 1;
            for (int i = from; i < to; i++) {
                Object[] b = new Object[body.type().parameterCount()];
                int at = 0;
                if (hasValue) {
                    b[at++] = v;
                }
                b[at++] = Integer.valueOf(i);
                System.arraycopy(args, 0, b, lead, b.length - lead);
                Object r = body.call(b);
                if (hasValue) {
                    v = r;
                }
            }
            return hasValue ? v : null;
        }
    }

    /** iteratedLoop: v = body(v, t, a...) for each t the iterator yields. */
    static final class IteratedLoop extends MethodHandle {
        private final MethodHandle iterator;
        private final MethodHandle init;
        private final MethodHandle body;

        IteratedLoop(MethodType type, MethodHandle iterator, MethodHandle init, MethodHandle body) {
            super(type);
            this.iterator = iterator;
            this.init = init;
            this.body = body;
        }

        @Override
        Object call(Object[] args) throws Throwable {
            Iterator<?> it = iterator == null ? ((Iterable<?>) args[0]).iterator() : (Iterator<?>) prefixCall(iterator, args);
            boolean hasValue = type().returnType() != void.class;
            Object v = init == null ? Wrappers.zero(type().returnType()) : prefixCall(init, args);
            int lead = hasValue ? 2 : 1;
            MethodType bt = body.type();
            while (it.hasNext()) {
                Object t = it.next();
                Object[] b = new Object[bt.parameterCount()];
                int at = 0;
                if (hasValue) {
                    b[at++] = v;
                }
                b[at] = Wrappers.convert(t, Object.class, bt.parameterType(at));
                System.arraycopy(args, 0, b, lead, b.length - lead);
                Object r = body.call(b);
                if (hasValue) {
                    v = r;
                }
            }
            return hasValue ? v : null;
        }
    }

    /** whileLoop and doWhileLoop: v = body(v, a...) while pred(v, a...). */
    static final class WhileLoop extends MethodHandle {
        private final MethodHandle init;
        private final MethodHandle pred;
        private final MethodHandle body;
        private final boolean testFirst;

        WhileLoop(MethodType type, MethodHandle init, MethodHandle pred, MethodHandle body, boolean testFirst) {
            super(type);
            this.init = init;
            this.pred = pred;
            this.body = body;
            this.testFirst = testFirst;
        }

        @Override
        Object call(Object[] args) throws Throwable {
            boolean hasValue = type().returnType() != void.class;
            Object v = init == null ? Wrappers.zero(type().returnType()) : prefixCall(init, args);
            if (testFirst && !test(v, args, hasValue)) {
                return hasValue ? v : null;
            }
            do {
                Object r = body.call(withValue(body, v, args, hasValue));
                if (hasValue) {
                    v = r;
                }
            } while (test(v, args, hasValue));
            return hasValue ? v : null;
        }

        private boolean test(Object v, Object[] args, boolean hasValue) throws Throwable {
            return ((Boolean) pred.call(withValue(pred, v, args, hasValue))).booleanValue();
        }

        private static Object[] withValue(MethodHandle h, Object v, Object[] args, boolean hasValue) {
            Object[] b = new Object[h.type().parameterCount()];
            int at = 0;
            if (hasValue && b.length > 0) {
                b[at++] = v;
            }
            System.arraycopy(args, 0, b, at, b.length - at);
            return b;
        }
    }

    /** Calls {@code h} with as many leading arguments as it takes. */
    static Object prefixCall(MethodHandle h, Object[] args) throws Throwable {
        int n = h.type().parameterCount();
        return h.call(n == args.length ? args : slice(args, 0, n));
    }
}

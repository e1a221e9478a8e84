package jdk.internal.terrarium.invoke;

/**
 * Where the VM sends java.lang.invoke's bytecode (see
 * interp/src/exec/method_handles.rs): every call of a signature-polymorphic
 * method (MethodHandle.invokeExact/invoke, VarHandle access modes) arrives
 * at {@link #invoke} with the site's number and its arguments boxed, and
 * every {@code ldc} of a MethodType, MethodHandle or dynamic constant at
 * {@link #constant}. The VM converts the returned Object back to the
 * site's return type (unboxing, casting).
 */
public final class Invokers {
    private Invokers() {
    }

    /** Runs the call of site {@code site} on {@code handle} (a MethodHandle or VarHandle). */
    static Object invoke(Object handle, int site, Object[] args) throws Throwable {
        return Sites.invoke(handle, site, args);
    }

    /** Calls the target of invokedynamic site {@code id} (bootstrapped once, as constant {@code id}). */
    static Object invokeDynamic(int id, Object[] args) throws Throwable {
        return Sites.invokeDynamic(id, args);
    }

    /** The value of constant {@code id}, resolved once. */
    static Object constant(int id) throws Throwable {
        return Sites.constant(id);
    }

    /** Site {@code site}'s method name: invokeExact, invoke, or a VarHandle access mode. */
    public static native String siteName(int site);

    /** Site {@code site}'s descriptor, as written at the call: (Ljava/lang/String;I)V. */
    public static native String siteType(int site);

    /** {caller class, Integer constant-pool index} of constant {@code id}. */
    public static native Object[] constantSite(int id);

    /**
     * Constant-pool entry {@code index} of {@code c} described as {kind, ...}:
     * {"Integer"|"Long"|"Float"|"Double"|"String", value}, {"Class", internal name},
     * {"MethodType", descriptor}, {"MethodHandle", Integer reference kind, owner
     * internal name, name, descriptor, Boolean interface}, {"Dynamic"|"InvokeDynamic",
     * Integer bootstrap index, name, descriptor}. IllegalArgumentException for others.
     */
    public static native Object[] entry(Class<?> c, int index);

    /** Bootstrap method {@code index} of {@code c}: its MethodHandle entry, then its arguments' entries. */
    public static native int[] bootstrap(Class<?> c, int index);
}

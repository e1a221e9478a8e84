package jdk.internal.terrarium.invoke;

import java.lang.invoke.CallSite;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.VarHandle;
import java.lang.invoke.WrongMethodTypeException;
import java.util.ArrayList;
import java.util.List;

/**
 * The class library's side of {@link Invokers}: signature-polymorphic call
 * sites and {@code ldc} of MethodType, MethodHandle and dynamic constants.
 * A site's name and type are parsed once; a constant is resolved once and
 * its value (or its resolution error, as JVMS 5.4.3 asks) kept.
 */
public final class Sites {
    private Sites() {
    }

    /** What a call site is: its method, its type and, for a VarHandle, its access mode. */
    private static final class Site {
        final boolean exact;
        final VarHandle.AccessMode mode;
        final MethodType type;

        Site(String name, MethodType type) {
            this.exact = name.equals("invokeExact");
            VarHandle.AccessMode m = null;
            if (!exact && !name.equals("invoke")) {
                m = VarHandle.AccessMode.valueFromMethodName(name);
            }
            this.mode = m;
            this.type = type;
        }
    }

    private static Site[] sites = new Site[32];
    private static Object[] constants = new Object[16];
    private static Throwable[] failures = new Throwable[16];
    /** A resolved dynamic constant: entry {@code index} of {@code owner}'s pool. */
    private static final class Resolved {
        final Class<?> owner;
        final int index;
        final Object value;

        Resolved(Class<?> owner, int index, Object value) {
            this.owner = owner;
            this.index = index;
            this.value = value;
        }
    }

    /**
     * Resolved dynamic constants (shared by ldc and bootstrap arguments); a
     * list, as keying by Class would draw identity hashes.
     */
    private static final List<Resolved> DYNAMIC = new ArrayList<>();

    static Object invoke(Object handle, int site, Object[] args) throws Throwable {
        if (handle == null) {
            throw new NullPointerException();
        }
        Site s = site(site);
        InvokeAccess access = InvokeAccess.get();
        if (s.mode == null) {
            return access.invokeMethodHandle((MethodHandle) handle, s.exact, s.type, args);
        }
        return access.invokeVarHandle((VarHandle) handle, s.mode, s.type, args);
    }

    private static Site site(int id) {
        Site[] known = sites;
        if (id < known.length && known[id] != null) {
            return known[id];
        }
        Site s = new Site(Invokers.siteName(id), MethodType.fromMethodDescriptorString(Invokers.siteType(id), null));
        synchronized (Sites.class) {
            if (id >= sites.length) {
                Site[] grown = new Site[Math.max(id + 1, sites.length * 2)];
                System.arraycopy(sites, 0, grown, 0, sites.length);
                sites = grown;
            }
            sites[id] = s;
        }
        return s;
    }

    /** An invokedynamic call: its call site is constant {@code id}. */
    static Object invokeDynamic(int id, Object[] args) throws Throwable {
        CallSite site = (CallSite) constant(id);
        return site.getTarget().asFixedArity().invokeWithArguments(args);
    }

    static Object constant(int id) throws Throwable {
        synchronized (Sites.class) {
            if (id < constants.length) {
                if (failures[id] != null) {
                    throw failures[id];
                }
                if (constants[id] != null) {
                    return unwrapNull(constants[id]);
                }
            }
        }
        Object[] where = Invokers.constantSite(id);
        Class<?> c = (Class<?>) where[0];
        int index = (Integer) where[1];
        Object value;
        try {
            value = resolve(c, index);
        } catch (LinkageError e) {
            record(id, null, e);
            throw e;
        }
        record(id, value, null);
        return value;
    }

    private static final Object NULL = new Object();

    private static Object unwrapNull(Object v) {
        return v == NULL ? null : v;
    }

    private static synchronized void record(int id, Object value, Throwable failure) {
        if (id >= constants.length) {
            int n = Math.max(id + 1, constants.length * 2);
            Object[] c = new Object[n];
            System.arraycopy(constants, 0, c, 0, constants.length);
            constants = c;
            Throwable[] f = new Throwable[n];
            System.arraycopy(failures, 0, f, 0, failures.length);
            failures = f;
        }
        if (failure != null) {
            failures[id] = failure;
        } else if (constants[id] == null) {
            constants[id] = value == null ? NULL : value;
        }
    }

    /** The value of loadable constant-pool entry {@code index} of {@code c}. */
    private static Object resolve(Class<?> c, int index) throws Throwable {
        Object[] e = Invokers.entry(c, index);
        String kind = (String) e[0];
        switch (kind) {
            case "Integer":
            case "Long":
            case "Float":
            case "Double":
            case "String":
                return e[1];
            case "Class":
                return classNamed(c, (String) e[1]);
            case "MethodType":
                return MethodType.fromMethodDescriptorString((String) e[1], c.getClassLoader());
            case "MethodHandle":
                return methodHandle(c, (Integer) e[1], (String) e[2], (String) e[3], (String) e[4]);
            case "Dynamic":
                return dynamic(c, index, (Integer) e[1], (String) e[2], (String) e[3]);
            case "InvokeDynamic":
                return callSite(c, (Integer) e[1], (String) e[2], (String) e[3]);
            default:
                throw new ClassFormatError("constant " + index + " of " + c.getName() + " is not loadable");
        }
    }

    private static Class<?> classNamed(Class<?> c, String internalName) {
        String name = internalName.replace('/', '.');
        try {
            return Class.forName(name, false, c.getClassLoader());
        } catch (ClassNotFoundException ex) {
            NoClassDefFoundError err = new NoClassDefFoundError(internalName);
            err.initCause(ex);
            throw err;
        }
    }

    private static Class<?> fieldType(Class<?> c, String descriptor) {
        return MethodType.fromMethodDescriptorString("()" + descriptor, c.getClassLoader()).returnType();
    }

    /** A CONSTANT_MethodHandle: the member resolved and access-checked as from {@code c}. */
    private static MethodHandle methodHandle(Class<?> c, int kind, String owner, String name, String descriptor) {
        MethodHandles.Lookup lookup = InvokeAccess.get().lookup(c);
        Class<?> refc = classNamed(c, owner);
        try {
            switch (kind) {
                case 1: return lookup.findGetter(refc, name, fieldType(c, descriptor));
                case 2: return lookup.findStaticGetter(refc, name, fieldType(c, descriptor));
                case 3: return lookup.findSetter(refc, name, fieldType(c, descriptor));
                case 4: return lookup.findStaticSetter(refc, name, fieldType(c, descriptor));
                default:
                    break;
            }
            MethodType type = MethodType.fromMethodDescriptorString(descriptor, c.getClassLoader());
            switch (kind) {
                case 5:
                case 9:
                    return lookup.findVirtual(refc, name, type);
                case 6:
                    return lookup.findStatic(refc, name, type);
                case 7:
                    return lookup.findSpecial(refc, name, type, c);
                case 8:
                    return lookup.findConstructor(refc, type);
                default:
                    throw new ClassFormatError("bad method handle kind " + kind);
            }
        } catch (ReflectiveOperationException ex) {
            throw linkageError(ex);
        }
    }

    /** The JVM's error for a failed member resolution. */
    private static LinkageError linkageError(ReflectiveOperationException ex) {
        if (ex.getCause() instanceof LinkageError e) {
            return e;
        }
        LinkageError err;
        if (ex instanceof NoSuchFieldException) {
            err = new NoSuchFieldError(ex.getMessage());
        } else if (ex instanceof NoSuchMethodException) {
            err = new NoSuchMethodError(ex.getMessage());
        } else {
            err = new IllegalAccessError(ex.getMessage());
        }
        err.initCause(ex);
        return err;
    }

    /** A CONSTANT_Dynamic: its bootstrap method called with (lookup, name, type, static arguments...). */
    private static Object dynamic(Class<?> c, int index, int bsmIndex, String name, String descriptor)
            throws Throwable {
        Resolved known = resolved(c, index);
        if (known != null) {
            return known.value;
        }
        int[] bsm = Invokers.bootstrap(c, bsmIndex);
        MethodHandle method = (MethodHandle) resolve(c, bsm[0]);
        Class<?> type = fieldType(c, descriptor);
        Object[] args = new Object[bsm.length + 2];
        args[0] = InvokeAccess.get().lookup(c);
        args[1] = name;
        args[2] = type;
        for (int i = 1; i < bsm.length; i++) {
            args[i + 2] = resolve(c, bsm[i]);
        }
        Object value;
        try {
            value = method.invokeWithArguments(args);
            if (type.isPrimitive()) {
                value = MethodHandles.identity(type).invokeWithArguments(value);
            } else {
                value = type.cast(value);
            }
        } catch (Error e) {
            throw e;
        } catch (Throwable t) {
            throw new BootstrapMethodError("bootstrap method initialization exception", t);
        }
        synchronized (DYNAMIC) {
            known = resolved(c, index);
            if (known != null) {
                return known.value; // another thread resolved it first: its value wins
            }
            DYNAMIC.add(new Resolved(c, index, value));
        }
        return value;
    }

    /** An invokedynamic's call site: its bootstrap method called with (lookup, name, type, static arguments...). */
    private static CallSite callSite(Class<?> c, int bsmIndex, String name, String descriptor) throws Throwable {
        int[] bsm = Invokers.bootstrap(c, bsmIndex);
        MethodHandle method = (MethodHandle) resolve(c, bsm[0]);
        MethodType type = MethodType.fromMethodDescriptorString(descriptor, c.getClassLoader());
        Object[] args = new Object[bsm.length + 2];
        args[0] = InvokeAccess.get().lookup(c);
        args[1] = name;
        args[2] = type;
        for (int i = 1; i < bsm.length; i++) {
            args[i + 2] = resolve(c, bsm[i]);
        }
        Object site;
        try {
            site = method.invokeWithArguments(args);
        } catch (Error e) {
            throw e;
        } catch (Throwable t) {
            throw new BootstrapMethodError("CallSite bootstrap method initialization exception", t);
        }
        if (!(site instanceof CallSite cs)) {
            throw new BootstrapMethodError("CallSite bootstrap method initialization exception",
                    new ClassCastException("bootstrap method failed to produce a CallSite"));
        }
        if (!cs.type().equals(type)) {
            throw new BootstrapMethodError("CallSite bootstrap method initialization exception",
                    new WrongMethodTypeException("MethodHandle" + cs.type() + " should be of type " + type));
        }
        return cs;
    }

    private static Resolved resolved(Class<?> c, int index) {
        synchronized (DYNAMIC) {
            for (Resolved r : DYNAMIC) {
                if (r.owner == c && r.index == index) {
                    return r;
                }
            }
        }
        return null;
    }
}

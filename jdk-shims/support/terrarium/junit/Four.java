package terrarium.junit;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.After;
import org.junit.AfterClass;
import org.junit.Before;
import org.junit.BeforeClass;
import org.junit.ClassRule;
import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.MethodRule;
import org.junit.rules.TestRule;
import org.junit.rules.Timeout;
import org.junit.runner.Description;
import org.junit.runners.Parameterized;
import org.junit.runners.model.FrameworkMethod;
import org.junit.runners.model.MultipleFailureException;
import org.junit.runners.model.Statement;

/**
 * What `terrarium test` runs in Java for JUnit 4 classes with rules or
 * `@RunWith(Parameterized.class)` (the runner, in Rust, calls these): the
 * statement of one test (instance, `@Before`/`@After`, `expected`, `@Rule`s
 * around them) and the class's `@ClassRule`s around `@BeforeClass`/
 * `@AfterClass`. Written against JUnit 4's public API only, so that a real
 * JUnit on the class path works with it too.
 */
public final class Four {
    private Four() {
    }

    /** The statement {@link #prepare} built, which {@link #evaluate} runs. */
    private static Statement pending;

    @SuppressWarnings("unchecked")
    static <T extends Throwable> RuntimeException sneaky(Throwable t) throws T {
        throw (T) t;
    }

    /** The classes from `c` up to (not including) Object, subclass first. */
    private static List<Class<?>> hierarchy(Class<?> c) {
        List<Class<?>> out = new ArrayList<Class<?>>();
        for (Class<?> k = c; k != null && k != Object.class; k = k.getSuperclass()) {
            out.add(k);
        }
        return out;
    }

    /** Methods of `c` and its superclasses with annotation `a`, superclass first when `topDown`. */
    private static List<Method> annotated(Class<?> c, Class<? extends java.lang.annotation.Annotation> a, boolean topDown) {
        List<Method> out = new ArrayList<Method>();
        List<String> seen = new ArrayList<String>();
        for (Class<?> k : hierarchy(c)) {
            List<Method> mine = new ArrayList<Method>();
            for (Method m : k.getDeclaredMethods()) {
                if (m.isSynthetic() || m.getAnnotation(a) == null) {
                    continue;
                }
                String key = m.getName() + Arrays.toString(m.getParameterTypes());
                // A method a subclass overrides (shadows) runs once, the subclass's.
                if (seen.contains(key)) {
                    continue;
                }
                seen.add(key);
                m.setAccessible(true);
                mine.add(m);
            }
            if (topDown) {
                out.addAll(0, mine);
            } else {
                out.addAll(mine);
            }
        }
        return out;
    }

    private static Object call(Method m, Object target, Object... args) throws Throwable {
        try {
            return m.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getTargetException();
        }
    }

    // ---- Parameterized ----

    private static Method parametersMethod(Class<?> c) throws Exception {
        for (Class<?> k : hierarchy(c)) {
            for (Method m : k.getDeclaredMethods()) {
                int mod = m.getModifiers();
                if (m.getAnnotation(Parameterized.Parameters.class) != null && Modifier.isStatic(mod)
                        && Modifier.isPublic(mod)) {
                    m.setAccessible(true);
                    return m;
                }
            }
        }
        throw new Exception("No public static parameters method on class " + c.getName());
    }

    /** The parameter sets of a Parameterized class, each an Object[]. */
    static List<Object[]> parameters(Class<?> c) throws Throwable {
        Method m = parametersMethod(c);
        Object result = call(m, null);
        Iterable<?> all;
        if (result instanceof Iterable) {
            all = (Iterable<?>) result;
        } else if (result instanceof Object[]) {
            all = Arrays.asList((Object[]) result);
        } else {
            throw new Exception(c.getName() + "." + m.getName() + "() must return an Iterable of arrays.");
        }
        List<Object[]> out = new ArrayList<Object[]>();
        for (Object p : all) {
            out.add(p instanceof Object[] ? (Object[]) p : new Object[] {p});
        }
        return out;
    }

    /** The names of the parameter sets as JUnit gives them: `[0]`, `[0: foo]`. */
    public static String[] parameterNames(Class<?> c) throws Throwable {
        String pattern = parametersMethod(c).getAnnotation(Parameterized.Parameters.class).name();
        List<Object[]> all = parameters(c);
        String[] out = new String[all.size()];
        for (int i = 0; i < out.length; i++) {
            String p = pattern.replace("{index}", Integer.toString(i));
            out[i] = "[" + MessageFormat.format(p, all.get(i)) + "]";
        }
        return out;
    }

    /** A new instance of the test class: for parameter set `param` (>= 0) of a Parameterized class. */
    private static Object instance(Class<?> c, int param) throws Throwable {
        if (param < 0) {
            Constructor<?> k = c.getConstructor();
            return newInstance(k);
        }
        List<Object[]> all = parameters(c);
        if (param >= all.size()) {
            throw new Exception("the parameters of " + c.getName() + " changed between runs");
        }
        Object[] given = all.get(param);
        List<Field> fields = new ArrayList<Field>();
        for (Class<?> k : hierarchy(c)) {
            for (Field f : k.getDeclaredFields()) {
                if (f.getAnnotation(Parameterized.Parameter.class) != null) {
                    fields.add(f);
                }
            }
        }
        if (fields.isEmpty()) {
            Constructor<?>[] ks = c.getConstructors();
            if (ks.length != 1) {
                throw new Exception("Test class should have exactly one public constructor");
            }
            return newInstance(ks[0], given);
        }
        if (fields.size() != given.length) {
            throw new Exception("Wrong number of parameters and @Parameter fields. @Parameter fields counted: "
                    + fields.size() + ", available parameters: " + given.length + ".");
        }
        Object o = newInstance(c.getConstructor());
        for (Field f : fields) {
            int index = f.getAnnotation(Parameterized.Parameter.class).value();
            if (index < 0 || index >= given.length) {
                throw new Exception("Invalid @Parameter value: " + index + ". @Parameter fields counted: "
                        + fields.size() + ". Please use an index between 0 and " + (fields.size() - 1) + ".");
            }
            f.setAccessible(true);
            try {
                f.set(o, given[index]);
            } catch (IllegalArgumentException e) {
                throw new Exception(c.getName() + ": Trying to set " + f.getName() + " with the value " + given[index]
                        + " that is not the right type (" + given[index].getClass().getSimpleName() + " instead of "
                        + f.getType().getSimpleName() + ").", e);
            }
        }
        return o;
    }

    private static Object newInstance(Constructor<?> k, Object... args) throws Throwable {
        try {
            return k.newInstance(args);
        } catch (InvocationTargetException e) {
            throw e.getTargetException();
        }
    }

    // ---- one test ----

    /**
     * Build test `method` of `c` (named `name` in its description: `test[0]`
     * for parameter set `param`, -1 for none), ready for {@link #evaluate}.
     * With `mockito`, Mockito's annotations are processed on the instance
     * (MockitoJUnitRunner). Returns the smallest `Timeout` rule in
     * milliseconds, 0 when there is none.
     */
    public static long prepare(Class<?> c, String method, String name, int param, boolean mockito) throws Throwable {
        pending = null;
        Object target = instance(c, param);
        if (mockito) {
            Method init = Class.forName("org.mockito.MockitoAnnotations").getMethod("initMocks", Object.class);
            call(init, null, target);
        }
        final Method m = c.getMethod(method);
        Description d = Description.createTestDescription(c, name, m.getAnnotations());
        Statement s = invoker(m, target);
        s = expecting(m, s);
        s = befores(annotated(c, Before.class, true), target, s);
        s = afters(annotated(c, After.class, false), target, s);
        List<Object[]> rules = rules(c, target, Rule.class);
        long timeout = 0;
        for (Object[] r : rules) {
            if (r[0] instanceof Timeout) {
                long ms = timeoutMillis((Timeout) r[0]);
                timeout = timeout == 0 ? ms : Math.min(timeout, ms);
            }
        }
        FrameworkMethod fm = new FrameworkMethod(m);
        for (Object[] r : rules) {
            if (r[0] instanceof TestRule) {
                s = ((TestRule) r[0]).apply(s, d);
            } else {
                s = ((MethodRule) r[0]).apply(s, fm, target);
            }
        }
        pending = s;
        return timeout;
    }

    /** Run the statement {@link #prepare} built. */
    public static void evaluate() throws Throwable {
        Statement s = pending;
        pending = null;
        if (s == null) {
            throw new IllegalStateException("no test prepared");
        }
        s.evaluate();
    }

    private static long timeoutMillis(Timeout t) {
        try {
            Method get = Timeout.class.getDeclaredMethod("getTimeout", TimeUnit.class);
            get.setAccessible(true);
            return Math.max(1, (Long) get.invoke(t, TimeUnit.MILLISECONDS));
        } catch (ReflectiveOperationException e) {
            return 0;
        }
    }

    private static Statement invoker(final Method m, final Object target) {
        return new Statement() {
            @Override
            public void evaluate() throws Throwable {
                call(m, target);
            }
        };
    }

    /** `@Test(expected = X.class)`. */
    private static Statement expecting(Method m, final Statement next) {
        Test t = m.getAnnotation(Test.class);
        final Class<? extends Throwable> expected = t == null ? null : t.expected();
        if (expected == null || expected.getName().equals("org.junit.Test$None")) {
            return next;
        }
        return new Statement() {
            @Override
            public void evaluate() throws Throwable {
                boolean complete = false;
                try {
                    next.evaluate();
                    complete = true;
                } catch (org.junit.internal.AssumptionViolatedException e) {
                    if (!expected.isAssignableFrom(e.getClass())) {
                        throw e;
                    }
                } catch (Throwable e) {
                    if (!expected.isAssignableFrom(e.getClass())) {
                        throw new Exception("Unexpected exception, expected<" + expected.getName() + "> but was<"
                                + e.getClass().getName() + ">", e);
                    }
                }
                if (complete) {
                    throw new AssertionError("Expected exception: " + expected.getName());
                }
            }
        };
    }

    private static Statement befores(final List<Method> methods, final Object target, final Statement next) {
        if (methods.isEmpty()) {
            return next;
        }
        return new Statement() {
            @Override
            public void evaluate() throws Throwable {
                for (Method m : methods) {
                    call(m, target);
                }
                next.evaluate();
            }
        };
    }

    private static Statement afters(final List<Method> methods, final Object target, final Statement next) {
        if (methods.isEmpty()) {
            return next;
        }
        return new Statement() {
            @Override
            public void evaluate() throws Throwable {
                List<Throwable> errors = new ArrayList<Throwable>();
                try {
                    next.evaluate();
                } catch (Throwable e) {
                    errors.add(e);
                } finally {
                    for (Method m : methods) {
                        try {
                            call(m, target);
                        } catch (Throwable e) {
                            errors.add(e);
                        }
                    }
                }
                MultipleFailureException.assertEmpty(errors);
            }
        };
    }

    /**
     * The rules of `target` (null: the static class rules) marked `kind`,
     * innermost first, each as {rule, order, kind (0 method rule, 1 test
     * rule)}: methods' then fields' (fields by name), subclass first; then
     * by descending `order` (a higher order is inner), method rules before
     * test rules of the same order.
     */
    private static List<Object[]> rules(Class<?> c, Object target, Class<? extends java.lang.annotation.Annotation> kind)
            throws Throwable {
        boolean statics = target == null;
        String what = kind == Rule.class ? "@Rule" : "@ClassRule";
        List<Object[]> out = new ArrayList<Object[]>();
        for (Class<?> k : hierarchy(c)) {
            for (Method m : k.getDeclaredMethods()) {
                if (m.isSynthetic() || m.getAnnotation(kind) == null) {
                    continue;
                }
                check(what, "method '" + m.getName() + "()'", m.getModifiers(), statics);
                m.setAccessible(true);
                add(out, call(m, target), order(m.getAnnotation(kind)), what + " " + m.getName() + "()");
            }
        }
        for (Class<?> k : hierarchy(c)) {
            Field[] fields = k.getDeclaredFields();
            Arrays.sort(fields, new Comparator<Field>() {
                public int compare(Field a, Field b) {
                    return a.getName().compareTo(b.getName());
                }
            });
            for (Field f : fields) {
                if (f.getAnnotation(kind) == null) {
                    continue;
                }
                check(what, "'" + f.getName() + "'", f.getModifiers(), statics);
                f.setAccessible(true);
                add(out, f.get(target), order(f.getAnnotation(kind)), what + " " + f.getName());
            }
        }
        final List<Object[]> sorted = new ArrayList<Object[]>(out);
        Collections.sort(sorted, new Comparator<Object[]>() {
            public int compare(Object[] a, Object[] b) {
                int oa = (Integer) a[1];
                int ob = (Integer) b[1];
                return oa != ob ? (oa < ob ? 1 : -1) : (Integer) a[2] - (Integer) b[2];
            }
        });
        return sorted;
    }

    private static void check(String what, String member, int mod, boolean statics) throws Exception {
        if (!Modifier.isPublic(mod)) {
            throw new Exception("The " + what + " " + member + " must be public.");
        }
        if (statics != Modifier.isStatic(mod)) {
            throw new Exception("The " + what + " " + member + (statics ? " must be static." : " must not be static."));
        }
    }

    private static int order(java.lang.annotation.Annotation a) {
        try {
            if (a instanceof Rule) {
                return ((Rule) a).order();
            }
            if (a instanceof ClassRule) {
                return ((ClassRule) a).order();
            }
        } catch (NoSuchMethodError e) {
            // JUnit before 4.13 (on the class path) has no `order`.
        }
        return -1;
    }

    private static void add(List<Object[]> out, Object rule, int order, String what) throws Exception {
        if (rule instanceof TestRule) {
            out.add(new Object[] {rule, order, 1});
        } else if (rule instanceof MethodRule) {
            out.add(new Object[] {rule, order, 0});
        } else if (rule == null) {
            throw new NullPointerException(what + " is null");
        } else {
            throw new Exception(what + " must implement MethodRule or TestRule.");
        }
    }

    // ---- class rules ----

    /** The class statement reached the tests (see {@link #classTrial}). */
    private static boolean classReached;

    /**
     * The class statement of `c`: its `@ClassRule`s around `@BeforeClass`,
     * `inner` (where the tests run) and `@AfterClass`.
     */
    private static Statement classStatement(final Class<?> c, final Statement inner) throws Throwable {
        Statement s = new Statement() {
            @Override
            public void evaluate() throws Throwable {
                for (Method m : annotated(c, BeforeClass.class, true)) {
                    call(m, null);
                }
                List<Throwable> errors = new ArrayList<Throwable>();
                try {
                    inner.evaluate();
                } catch (Throwable e) {
                    errors.add(e);
                } finally {
                    for (Method m : annotated(c, AfterClass.class, false)) {
                        try {
                            call(m, null);
                        } catch (Throwable e) {
                            errors.add(e);
                        }
                    }
                }
                MultipleFailureException.assertEmpty(errors);
            }
        };
        Description d = Description.createSuiteDescription(c);
        for (Object[] r : rules(c, null, ClassRule.class)) {
            if (!(r[0] instanceof TestRule)) {
                throw new Exception("@ClassRule " + r[0].getClass().getName() + " must implement TestRule.");
            }
            s = ((TestRule) r[0]).apply(s, d);
        }
        return s;
    }

    /**
     * Run the class statement of `c` with no tests inside: how the class's
     * setup and teardown end. What it throws is the class's failure;
     * {@link #classReached} tells whether the tests would have run.
     */
    public static void classTrial(Class<?> c) throws Throwable {
        classReached = false;
        classStatement(c, new Statement() {
            @Override
            public void evaluate() {
                classReached = true;
            }
        }).evaluate();
    }

    /** Whether the last {@link #classTrial} reached the tests. */
    public static boolean classReached() {
        return classReached;
    }

    /**
     * Run one test of a class with `@ClassRule`s inside the class statement
     * (the rules' `before` parts and `@BeforeClass` first, then the test as
     * {@link #prepare} builds it, then `@AfterClass` and the rules' ends):
     * each test from the runner's checkpoint, taken before the class
     * statement. Throws what the test threw; a failure of the class's own
     * setup or teardown is the class's, which {@link #classTrial} reports.
     */
    public static void runInClass(final Class<?> c, final String method, final String name, final int param,
            final boolean mockito) throws Throwable {
        final Throwable[] failure = new Throwable[1];
        final boolean[] ran = new boolean[1];
        Throwable outside = null;
        try {
            classStatement(c, new Statement() {
                @Override
                public void evaluate() {
                    ran[0] = true;
                    try {
                        prepare(c, method, name, param, mockito);
                        Four.evaluate();
                    } catch (Throwable t) {
                        failure[0] = t;
                    }
                }
            }).evaluate();
        } catch (Throwable t) {
            outside = t;
        }
        if (failure[0] != null) {
            throw failure[0];
        }
        if (!ran[0] && outside != null) {
            throw outside;
        }
    }
}

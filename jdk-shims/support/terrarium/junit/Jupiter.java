package terrarium.junit;

import java.lang.annotation.Annotation;
import java.lang.reflect.Array;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.BaseStream;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.extension.ParameterResolutionException;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.ArgumentsSource;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EmptySource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.platform.commons.PreconditionViolationException;

/**
 * What `terrarium test` runs in Java for Jupiter (the runner, in Rust, calls
 * these): the invocations of parameterized and repeated tests, calling a test
 * method with its arguments, and the dynamic tests of a test factory.
 */
public final class Jupiter {
    private Jupiter() {
    }

    /** Thrown unchanged through methods that do not declare it. */
    @SuppressWarnings("unchecked")
    static <T extends Throwable> RuntimeException sneaky(Throwable t) throws T {
        throw (T) t;
    }

    static Method method(Class<?> c, String name) {
        for (Method m : c.getDeclaredMethods()) {
            if (m.getName().equals(name) && !m.isSynthetic() && (m.isAnnotationPresent(ParameterizedTest.class)
                    || m.isAnnotationPresent(RepeatedTest.class) || m.isAnnotationPresent(org.junit.jupiter.api.TestFactory.class)
                    || m.isAnnotationPresent(org.junit.jupiter.api.Test.class))) {
                m.setAccessible(true);
                return m;
            }
        }
        for (Method m : c.getDeclaredMethods()) {
            if (m.getName().equals(name) && !m.isSynthetic()) {
                m.setAccessible(true);
                return m;
            }
        }
        throw new PreconditionViolationException("no method " + name + " in " + c.getName());
    }

    /** `name(String, int)`: a method's display name, as Jupiter makes it. */
    static String displayName(Method m) {
        DisplayName d = m.getAnnotation(DisplayName.class);
        if (d != null) {
            return d.value();
        }
        StringBuilder sb = new StringBuilder(m.getName()).append('(');
        Class<?>[] types = m.getParameterTypes();
        for (int i = 0; i < types.length; i++) {
            sb.append(i == 0 ? "" : ", ").append(types[i].getSimpleName());
        }
        return sb.append(')').toString();
    }

    /** The display names of the invocations of a parameterized or repeated test. */
    public static String[] invocations(Class<?> c, String name) throws Throwable {
        Method m = method(c, name);
        RepeatedTest repeated = m.getAnnotation(RepeatedTest.class);
        if (repeated != null) {
            int n = repeated.value();
            if (n < 1) {
                throw new PreconditionViolationException("Configuration error: @RepeatedTest on method [" + m
                        + "] must be declared with a positive 'value'.");
            }
            String[] names = new String[n];
            for (int i = 0; i < n; i++) {
                names[i] = repeated.name().replace("{displayName}", displayName(m))
                        .replace("{currentRepetition}", Integer.toString(i + 1))
                        .replace("{totalRepetitions}", Integer.toString(n));
            }
            return names;
        }
        List<Object[]> all = Params.arguments(c, m);
        ParameterizedTest p = m.getAnnotation(ParameterizedTest.class);
        String pattern = p == null ? ParameterizedTest.DEFAULT_DISPLAY_NAME : p.name();
        String[] names = new String[all.size()];
        for (int i = 0; i < names.length; i++) {
            names[i] = Params.format(pattern, displayName(m), i + 1, m, all.get(i));
        }
        return names;
    }

    /**
     * Call test method `name` on `instance`: invocation `index` of a
     * parameterized or repeated test, or (index -1) a test whose parameters
     * are TestInfo and the like.
     */
    public static void invoke(Object instance, Class<?> c, String name, int index) throws Throwable {
        Method m = method(c, name);
        Object[] given = new Object[0];
        String display = displayName(m);
        RepeatedTest repeated = m.getAnnotation(RepeatedTest.class);
        if (index >= 0 && repeated == null) {
            List<Object[]> all = Params.arguments(c, m);
            if (index >= all.size()) {
                throw new PreconditionViolationException("the arguments of " + name + " changed between runs");
            }
            given = all.get(index);
            ParameterizedTest p = m.getAnnotation(ParameterizedTest.class);
            display = Params.format(p == null ? ParameterizedTest.DEFAULT_DISPLAY_NAME : p.name(), display, index + 1, m, given);
        }
        Parameter[] params = m.getParameters();
        Object[] args = new Object[params.length];
        String shown = display;
        for (int i = 0; i < params.length; i++) {
            Class<?> type = params[i].getType();
            if (i < given.length) {
                args[i] = Params.convert(given[i], type, i);
            } else if (type == RepetitionInfo.class && repeated != null) {
                int current = index + 1;
                int total = repeated.value();
                args[i] = new RepetitionInfo() {
                    public int getCurrentRepetition() {
                        return current;
                    }

                    public int getTotalRepetitions() {
                        return total;
                    }

                    public String toString() {
                        return "DefaultRepetitionInfo [currentRepetition = " + current + ", totalRepetitions = " + total + "]";
                    }
                };
            } else {
                args[i] = resolve(params[i], m, () -> info(shown, c, m));
            }
        }
        call(m, instance, args);
    }

    /**
     * What any Jupiter method may take besides a test template's arguments:
     * a {@code @TempDir} directory, or the test's {@code TestInfo}.
     */
    static Object resolve(Parameter p, Method m, java.util.function.Supplier<TestInfo> info) throws Throwable {
        if (p.isAnnotationPresent(TempDir.class)) {
            return tempDir(p.getType(), "parameter");
        }
        if (p.getType() == TestInfo.class) {
            return info.get();
        }
        throw new ParameterResolutionException("No ParameterResolver registered for parameter [" + p
                + "] in method [" + m.toGenericString().replace("public ", "").replace("private ", "")
                .replace("protected ", "").replace("static ", "") + "].");
    }

    /**
     * Call lifecycle method `name` of class `c` on `instance` with its
     * parameters resolved for the test `test` of class `tc` (its
     * {@code TestInfo}, {@code @TempDir} directories).
     */
    public static void lifecycle(Object instance, Class<?> c, String name, Class<?> tc, String test)
            throws Throwable {
        Method m = method(c, name);
        Method t = method(tc, test);
        Parameter[] params = m.getParameters();
        Object[] args = new Object[params.length];
        for (int i = 0; i < params.length; i++) {
            args[i] = resolve(params[i], m, () -> info(displayName(t), tc, t));
        }
        call(m, instance, args);
    }

    /** A new directory for a {@code @TempDir}, in the world's /tmp, as the type asks. */
    static Object tempDir(Class<?> type, String what) throws java.io.IOException {
        if (type != java.nio.file.Path.class && type != java.io.File.class) {
            throw new ParameterResolutionException("Can only resolve @TempDir " + what
                    + " of type java.nio.file.Path or java.io.File but was: " + type.getName());
        }
        java.nio.file.Path p = java.nio.file.Files.createTempDirectory("junit");
        return type == java.io.File.class ? p.toFile() : p;
    }

    /** Set the {@code @TempDir} instance fields of `instance` (its superclasses' too). */
    public static void injectTempDirs(Object instance) throws Throwable {
        for (Class<?> k = instance.getClass(); k != null && k != Object.class; k = k.getSuperclass()) {
            for (java.lang.reflect.Field f : k.getDeclaredFields()) {
                if (f.isAnnotationPresent(TempDir.class)
                        && !java.lang.reflect.Modifier.isStatic(f.getModifiers())) {
                    f.setAccessible(true);
                    f.set(instance, tempDir(f.getType(), "field"));
                }
            }
        }
    }

    static Object call(Method m, Object instance, Object[] args) throws Throwable {
        try {
            return m.invoke(instance, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    static TestInfo info(String display, Class<?> c, Method m) {
        return new TestInfo() {
            public String getDisplayName() {
                return display;
            }

            public Set<String> getTags() {
                return Collections.emptySet();
            }

            public Optional<Class<?>> getTestClass() {
                return Optional.of(c);
            }

            public Optional<Method> getTestMethod() {
                return Optional.of(m);
            }
        };
    }

    /**
     * Run test factory `name` on `instance` and every dynamic test it makes:
     * {names, outcomes}, an outcome null when the test passed, else what it threw.
     */
    public static Object[] dynamic(Object instance, Class<?> c, String name) throws Throwable {
        Method m = method(c, name);
        Object made = call(m, instance, new Object[m.getParameterCount()]);
        List<String> names = new ArrayList<>();
        List<String> displays = new ArrayList<>();
        List<Throwable> outcomes = new ArrayList<>();
        walk(made, name, "", names, displays, outcomes, m);
        return new Object[] {names.toArray(new String[0]), displays.toArray(new String[0]),
            outcomes.toArray(new Throwable[0])};
    }

    private static void walk(Object made, String name, String path, List<String> names, List<String> displays,
            List<Throwable> outcomes, Method factory) {
        Iterator<?> it = Params.elements(made, () -> "@TestFactory method [" + factory
                + "] must return a single org.junit.jupiter.api.DynamicNode or a Stream, Collection, Iterable, Iterator, or array of org.junit.jupiter.api.DynamicNode.");
        int k = 0;
        while (it.hasNext()) {
            Object node = it.next();
            k++;
            String here = path + "[" + k + "]";
            if (node instanceof DynamicTest) {
                DynamicTest t = (DynamicTest) node;
                names.add(name + here);
                displays.add(t.getDisplayName());
                Throwable outcome = null;
                try {
                    t.getExecutable().execute();
                } catch (Throwable e) {
                    outcome = e;
                }
                outcomes.add(outcome);
            } else if (node instanceof DynamicContainer) {
                walk(((DynamicContainer) node).getChildren(), name, here, names, displays, outcomes, factory);
            } else {
                names.add(name + here);
                displays.add(String.valueOf(node));
                outcomes.add(new PreconditionViolationException("dynamic node must not be null: " + node));
            }
        }
    }

    /** Is `c`'s method `name` annotated with an argument source terrarium test cannot run? Its message, or null. */
    public static String unsupportedSource(Class<?> c, String name) {
        Method m = method(c, name);
        for (Annotation a : m.getAnnotations()) {
            Class<? extends Annotation> t = a.annotationType();
            if (Params.known(t)) {
                continue;
            }
            if (t == ArgumentsSource.class) {
                return "@ArgumentsSource(" + ((ArgumentsSource) a).value().getName() + ") is not supported by terrarium test";
            }
            if (t.isAnnotationPresent(ArgumentsSource.class) || t.getName().equals("org.junit.jupiter.params.provider.CsvFileSource")
                    || t.getName().equals("org.junit.jupiter.params.provider.ArgumentsSources")) {
                return "@" + t.getSimpleName() + " (" + t.getName() + ") is not supported by terrarium test";
            }
        }
        return null;
    }
}

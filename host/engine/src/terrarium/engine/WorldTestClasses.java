package terrarium.engine;

import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

/**
 * Which classes are world tests, and their test methods: what the engine runs
 * and what the filter keeps from the other engines. Annotations are read by
 * their names, so that neither JUnit 4 nor Jupiter is needed to load this.
 */
final class WorldTestClasses {
    private WorldTestClasses() {}

    /** The tag of JUnit 5 world test classes ({@code @Tag("terrarium")}). */
    static final String TAG = "terrarium";
    /** The JUnit 4 category of world test classes. */
    static final String CATEGORY = "terrarium.WorldTests";

    /** Whether the engine is switched off ({@code -Dterrarium.engine=off}). */
    static boolean off(String setting) {
        return setting != null
                && (setting.equalsIgnoreCase("off") || setting.equalsIgnoreCase("false"));
    }

    /** A world test class: tagged, categorised or named {@code *WorldTest}. */
    static boolean isWorldTestClass(Class<?> c) {
        if (c.isAnnotation() || c.isInterface() || Modifier.isAbstract(c.getModifiers())) {
            return false;
        }
        if (c.getSimpleName().endsWith("WorldTest")) {
            return true;
        }
        try {
            for (Annotation a : c.getAnnotations()) {
                if (marksWorld(a)) {
                    return true;
                }
            }
        } catch (RuntimeException | LinkageError e) {
            // Annotations that cannot be read: judged by the name alone.
        }
        return false;
    }

    private static boolean marksWorld(Annotation a) {
        String type = a.annotationType().getName();
        switch (type) {
            case "org.junit.jupiter.api.Tag":
                return TAG.equals(value(a));
            case "org.junit.jupiter.api.Tags":
            case "org.junit.experimental.categories.Category": {
                Object v = value(a);
                if (v instanceof Object[]) {
                    for (Object o : (Object[]) v) {
                        if (o instanceof Annotation && marksWorld((Annotation) o)) {
                            return true;
                        }
                        if (o instanceof Class && CATEGORY.equals(((Class<?>) o).getName())) {
                            return true;
                        }
                    }
                }
                return false;
            }
            default:
                return false;
        }
    }

    private static Object value(Annotation a) {
        try {
            Method m = a.annotationType().getMethod("value");
            return m.invoke(a);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }

    /** How a method is a test: not at all, one test, or a container of invocations. */
    enum Kind { NONE, TEST, CONTAINER }

    static Kind kind(Method m) {
        Kind kind = Kind.NONE;
        for (Annotation a : m.getAnnotations()) {
            switch (a.annotationType().getName()) {
                case "org.junit.Test":
                case "org.junit.jupiter.api.Test":
                    if (kind == Kind.NONE) {
                        kind = Kind.TEST;
                    }
                    break;
                case "org.junit.jupiter.params.ParameterizedTest":
                case "org.junit.jupiter.api.RepeatedTest":
                case "org.junit.jupiter.api.TestFactory":
                case "org.junit.jupiter.api.TestTemplate":
                    kind = Kind.CONTAINER;
                    break;
                default:
                    break;
            }
        }
        return kind;
    }

    /** The test methods of a class and its superclasses, subclass first, each name once. */
    static List<Method> testMethods(Class<?> c) {
        List<Method> out = new ArrayList<>();
        List<String> seen = new ArrayList<>();
        for (Class<?> k = c; k != null && k != Object.class; k = k.getSuperclass()) {
            Method[] declared;
            try {
                declared = k.getDeclaredMethods();
            } catch (LinkageError e) {
                continue;
            }
            // Declared order varies between JVMs: by name, as a stable order.
            java.util.Arrays.sort(declared, (a, b) -> a.getName().compareTo(b.getName()));
            for (Method m : declared) {
                if (kind(m) != Kind.NONE && !seen.contains(m.getName())) {
                    seen.add(m.getName());
                    out.add(m);
                }
            }
        }
        return out;
    }
}

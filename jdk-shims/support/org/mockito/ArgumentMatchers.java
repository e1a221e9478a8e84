package org.mockito;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

import org.mockito.internal.terrarium.Core;
import org.mockito.internal.terrarium.Defaults;
import org.mockito.internal.terrarium.Matchers;

/**
 * Argument matchers: each reports its matcher for the next call on a mock
 * and returns a placeholder value of the parameter's type.
 */
public class ArgumentMatchers {
    public ArgumentMatchers() {
    }

    private static <T> T report(ArgumentMatcher<?> m, T placeholder) {
        Core.reportMatcher(m);
        return placeholder;
    }

    public static <T> T any() {
        return report(Matchers.any(), null);
    }

    public static <T> T anyObject() {
        return report(Matchers.any(), null);
    }

    @SuppressWarnings("unchecked")
    public static <T> T any(Class<T> type) {
        return report(Matchers.instanceOf(type, "<any " + type.getCanonicalName() + ">"), (T) Defaults.primitive(type));
    }

    @SuppressWarnings("unchecked")
    public static <T> T isA(Class<T> type) {
        return report(Matchers.instanceOf(type, "isA(" + type.getCanonicalName() + ")"), (T) Defaults.primitive(type));
    }

    public static <T> T anyVararg() {
        return report(Matchers.any(), null);
    }

    public static boolean anyBoolean() {
        return report(Matchers.instanceOf(Boolean.class, "<any boolean>"), false);
    }

    public static byte anyByte() {
        return report(Matchers.instanceOf(Byte.class, "<any byte>"), (byte) 0);
    }

    public static char anyChar() {
        return report(Matchers.instanceOf(Character.class, "<any char>"), '\0');
    }

    public static int anyInt() {
        return report(Matchers.instanceOf(Integer.class, "<any integer>"), 0);
    }

    public static long anyLong() {
        return report(Matchers.instanceOf(Long.class, "<any long>"), 0L);
    }

    public static float anyFloat() {
        return report(Matchers.instanceOf(Float.class, "<any float>"), 0f);
    }

    public static double anyDouble() {
        return report(Matchers.instanceOf(Double.class, "<any double>"), 0.0);
    }

    public static short anyShort() {
        return report(Matchers.instanceOf(Short.class, "<any short>"), (short) 0);
    }

    public static String anyString() {
        return report(Matchers.instanceOf(String.class, "<any string>"), "");
    }

    public static <T> List<T> anyList() {
        return report(Matchers.instanceOf(List.class, "<any List>"), new ArrayList<T>());
    }

    public static <T> List<T> anyListOf(Class<T> clazz) {
        return anyList();
    }

    public static <T> Set<T> anySet() {
        return report(Matchers.instanceOf(Set.class, "<any set>"), new HashSet<T>());
    }

    public static <T> Set<T> anySetOf(Class<T> clazz) {
        return anySet();
    }

    public static <K, V> Map<K, V> anyMap() {
        return report(Matchers.instanceOf(Map.class, "<any map>"), new HashMap<K, V>());
    }

    public static <K, V> Map<K, V> anyMapOf(Class<K> keyClazz, Class<V> valueClazz) {
        return anyMap();
    }

    public static <T> Collection<T> anyCollection() {
        return report(Matchers.instanceOf(Collection.class, "<any collection>"), new ArrayList<T>());
    }

    public static <T> Collection<T> anyCollectionOf(Class<T> clazz) {
        return anyCollection();
    }

    public static <T> Iterable<T> anyIterable() {
        return report(Matchers.instanceOf(Iterable.class, "<any iterable>"), new ArrayList<T>());
    }

    public static <T> Iterable<T> anyIterableOf(Class<T> clazz) {
        return anyIterable();
    }

    public static boolean eq(boolean value) {
        return report(Matchers.eq(value), false);
    }

    public static byte eq(byte value) {
        return report(Matchers.eq(value), (byte) 0);
    }

    public static char eq(char value) {
        return report(Matchers.eq(value), '\0');
    }

    public static double eq(double value) {
        return report(Matchers.eq(value), 0.0);
    }

    public static float eq(float value) {
        return report(Matchers.eq(value), 0f);
    }

    public static int eq(int value) {
        return report(Matchers.eq(value), 0);
    }

    public static long eq(long value) {
        return report(Matchers.eq(value), 0L);
    }

    public static short eq(short value) {
        return report(Matchers.eq(value), (short) 0);
    }

    @SuppressWarnings("unchecked")
    public static <T> T eq(T value) {
        return report(Matchers.eq(value), value == null ? null : (T) Defaults.primitive(value.getClass()));
    }

    /** Field by field equality, leaving out the fields named. */
    @SuppressWarnings("unchecked")
    public static <T> T refEq(T value, String... excludeFields) {
        Set<String> excluded = new HashSet<>(java.util.Arrays.asList(excludeFields));
        return report(new Matchers.Described("refEq(" + value + ")") {
            public boolean matches(Object o) {
                if (o == null || value == null || o.getClass() != value.getClass()) {
                    return o == value;
                }
                for (Class<?> c = o.getClass(); c != null && c != Object.class; c = c.getSuperclass()) {
                    for (java.lang.reflect.Field f : c.getDeclaredFields()) {
                        if (java.lang.reflect.Modifier.isStatic(f.getModifiers()) || excluded.contains(f.getName())) {
                            continue;
                        }
                        try {
                            f.setAccessible(true);
                            if (!Matchers.equal(f.get(value), f.get(o))) {
                                return false;
                            }
                        } catch (ReflectiveOperationException | RuntimeException e) {
                            return false;
                        }
                    }
                }
                return true;
            }
        }, null);
    }

    @SuppressWarnings("unchecked")
    public static <T> T same(T value) {
        return report(Matchers.same(value), value == null ? null : (T) Defaults.primitive(value.getClass()));
    }

    public static <T> T isNull() {
        return report(Matchers.isNull(), null);
    }

    public static <T> T isNull(Class<T> clazz) {
        return isNull();
    }

    public static <T> T notNull() {
        return report(Matchers.notNull(), null);
    }

    public static <T> T notNull(Class<T> clazz) {
        return notNull();
    }

    public static <T> T isNotNull() {
        return notNull();
    }

    public static <T> T isNotNull(Class<T> clazz) {
        return notNull();
    }

    @SuppressWarnings("unchecked")
    public static <T> T nullable(Class<T> clazz) {
        return report(Matchers.nullable(clazz), (T) Defaults.primitive(clazz));
    }

    public static String contains(String substring) {
        return report(Matchers.string("contains", substring), "");
    }

    public static String matches(String regex) {
        return report(Matchers.string("matches", regex), "");
    }

    public static String matches(Pattern pattern) {
        return report(Matchers.string("matches", pattern.pattern()), "");
    }

    public static String endsWith(String suffix) {
        return report(Matchers.string("endsWith", suffix), "");
    }

    public static String startsWith(String prefix) {
        return report(Matchers.string("startsWith", prefix), "");
    }

    public static <T> T argThat(ArgumentMatcher<T> matcher) {
        return report(matcher, null);
    }

    public static char charThat(ArgumentMatcher<Character> matcher) {
        return report(matcher, '\0');
    }

    public static boolean booleanThat(ArgumentMatcher<Boolean> matcher) {
        return report(matcher, false);
    }

    public static byte byteThat(ArgumentMatcher<Byte> matcher) {
        return report(matcher, (byte) 0);
    }

    public static short shortThat(ArgumentMatcher<Short> matcher) {
        return report(matcher, (short) 0);
    }

    public static int intThat(ArgumentMatcher<Integer> matcher) {
        return report(matcher, 0);
    }

    public static long longThat(ArgumentMatcher<Long> matcher) {
        return report(matcher, 0L);
    }

    public static float floatThat(ArgumentMatcher<Float> matcher) {
        return report(matcher, 0f);
    }

    public static double doubleThat(ArgumentMatcher<Double> matcher) {
        return report(matcher, 0.0);
    }
}

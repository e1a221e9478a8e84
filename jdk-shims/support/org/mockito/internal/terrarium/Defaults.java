package org.mockito.internal.terrarium;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.TreeMap;
import java.util.TreeSet;

/** The values a mock returns unless stubbed (Mockito 2's RETURNS_DEFAULTS). */
public final class Defaults {
    private Defaults() {
    }

    public static Class<?> box(Class<?> t) {
        if (!t.isPrimitive()) {
            return t;
        }
        if (t == int.class) return Integer.class;
        if (t == long.class) return Long.class;
        if (t == boolean.class) return Boolean.class;
        if (t == double.class) return Double.class;
        if (t == float.class) return Float.class;
        if (t == char.class) return Character.class;
        if (t == short.class) return Short.class;
        if (t == byte.class) return Byte.class;
        return Void.class;
    }

    /** 0, false, '\0' for primitives and their boxes; null otherwise. */
    public static Object primitive(Class<?> t) {
        Class<?> b = box(t);
        if (b == Integer.class) return 0;
        if (b == Long.class) return 0L;
        if (b == Boolean.class) return false;
        if (b == Double.class) return 0.0;
        if (b == Float.class) return 0.0f;
        if (b == Character.class) return '\0';
        if (b == Short.class) return (short) 0;
        if (b == Byte.class) return (byte) 0;
        return null;
    }

    /** The empty value of a return type: zeros, empty collections, Optional.empty(), else null. */
    public static Object empty(Class<?> t) {
        Object p = primitive(t);
        if (p != null) {
            return p;
        }
        if (t == Iterable.class || t == ArrayList.class) return new ArrayList<>();
        if (t == java.util.Collection.class || t == java.util.List.class || t == LinkedList.class) return new LinkedList<>();
        if (t == java.util.Set.class || t == HashSet.class) return new HashSet<>();
        if (t == java.util.SortedSet.class || t == java.util.NavigableSet.class || t == TreeSet.class) return new TreeSet<>();
        if (t == LinkedHashSet.class) return new LinkedHashSet<>();
        if (t == java.util.Map.class || t == HashMap.class) return new HashMap<>();
        if (t == java.util.SortedMap.class || t == java.util.NavigableMap.class || t == TreeMap.class) return new TreeMap<>();
        if (t == LinkedHashMap.class) return new LinkedHashMap<>();
        if (t == java.util.Optional.class) return java.util.Optional.empty();
        if (t == java.util.OptionalInt.class) return java.util.OptionalInt.empty();
        if (t == java.util.OptionalLong.class) return java.util.OptionalLong.empty();
        if (t == java.util.OptionalDouble.class) return java.util.OptionalDouble.empty();
        if (t == java.util.stream.Stream.class) return java.util.stream.Stream.empty();
        if (t == java.util.stream.IntStream.class) return java.util.stream.IntStream.empty();
        if (t == java.util.stream.LongStream.class) return java.util.stream.LongStream.empty();
        if (t == java.util.stream.DoubleStream.class) return java.util.stream.DoubleStream.empty();
        if (t == java.time.Duration.class) return java.time.Duration.ZERO;
        if (t == java.time.Period.class) return java.time.Period.ZERO;
        return null;
    }
}

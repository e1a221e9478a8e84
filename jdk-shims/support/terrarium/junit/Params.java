package terrarium.junit;

import java.lang.annotation.Annotation;
import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Supplier;
import java.util.stream.BaseStream;

import org.junit.jupiter.api.extension.ParameterResolutionException;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EmptySource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.platform.commons.JUnitException;
import org.junit.platform.commons.PreconditionViolationException;

/** The argument sources of Jupiter's parameterized tests, and the conversions of their values. */
final class Params {
    private Params() {
    }

    static boolean known(Class<? extends Annotation> t) {
        return t == ValueSource.class || t == CsvSource.class || t == MethodSource.class || t == EnumSource.class
                || t == NullSource.class || t == EmptySource.class || t == NullAndEmptySource.class;
    }

    /** Every invocation's arguments, source after source in the order the method declares them. */
    static List<Object[]> arguments(Class<?> c, Method m) throws Throwable {
        List<Object[]> out = new ArrayList<>();
        boolean any = false;
        for (Annotation a : m.getAnnotations()) {
            if (a instanceof ValueSource) {
                any = true;
                values((ValueSource) a, out);
            } else if (a instanceof CsvSource) {
                any = true;
                csv((CsvSource) a, out);
            } else if (a instanceof MethodSource) {
                any = true;
                methods(c, m, (MethodSource) a, out);
            } else if (a instanceof EnumSource) {
                any = true;
                enums(m, (EnumSource) a, out);
            } else if (a instanceof NullSource) {
                any = true;
                nul(m, out);
            } else if (a instanceof EmptySource) {
                any = true;
                empty(m, out);
            } else if (a instanceof NullAndEmptySource) {
                any = true;
                nul(m, out);
                empty(m, out);
            }
        }
        if (!any) {
            throw new PreconditionViolationException("Configuration error: You must configure at least one arguments source for this @ParameterizedTest");
        }
        if (out.isEmpty()) {
            throw new PreconditionViolationException("Configuration error: You must configure at least one set of arguments for this @ParameterizedTest");
        }
        return out;
    }

    private static void values(ValueSource v, List<Object[]> out) {
        List<Object> all = new ArrayList<>();
        int kinds = 0;
        Object[] arrays = {v.shorts(), v.bytes(), v.ints(), v.longs(), v.floats(), v.doubles(), v.chars(), v.booleans(), v.strings(), v.classes()};
        for (Object array : arrays) {
            int n = Array.getLength(array);
            if (n > 0) {
                kinds++;
            }
            for (int i = 0; i < n; i++) {
                all.add(Array.get(array, i));
            }
        }
        if (kinds != 1) {
            throw new PreconditionViolationException("Exactly one type of input must be provided in the @ValueSource annotation, but there were " + kinds);
        }
        for (Object o : all) {
            out.add(new Object[] {o});
        }
    }

    private static void csv(CsvSource s, List<Object[]> out) {
        char quote = s.quoteCharacter();
        String delimiter = s.delimiterString();
        if (delimiter.isEmpty()) {
            delimiter = s.delimiter() == '\0' ? "," : String.valueOf(s.delimiter());
        }
        List<String> lines = new ArrayList<>();
        if (!s.textBlock().isEmpty()) {
            for (String line : s.textBlock().split("\n")) {
                String t = line.trim();
                if (!t.isEmpty() && !t.startsWith("#")) {
                    lines.add(line);
                }
            }
        } else {
            lines.addAll(Arrays.asList(s.value()));
        }
        Set<String> nulls = new LinkedHashSet<>(Arrays.asList(s.nullValues()));
        boolean headers = s.useHeadersInDisplayName();
        String[] header = null;
        for (String line : lines) {
            List<Object> row = new ArrayList<>();
            int i = 0;
            int n = line.length();
            while (true) {
                StringBuilder cell = new StringBuilder();
                boolean quoted = false;
                int j = i;
                while (j < n && line.charAt(j) == ' ' && s.ignoreLeadingAndTrailingWhitespace()) {
                    j++;
                }
                if (j < n && line.charAt(j) == quote) {
                    quoted = true;
                    j++;
                    while (j < n) {
                        char ch = line.charAt(j);
                        if (ch == quote) {
                            if (j + 1 < n && line.charAt(j + 1) == quote) {
                                cell.append(quote);
                                j += 2;
                                continue;
                            }
                            j++;
                            break;
                        }
                        cell.append(ch);
                        j++;
                    }
                    int next = line.indexOf(delimiter, j);
                    i = next < 0 ? n + 1 : next + delimiter.length();
                } else {
                    int next = line.indexOf(delimiter, i);
                    String raw = next < 0 ? line.substring(i) : line.substring(i, next);
                    cell.append(s.ignoreLeadingAndTrailingWhitespace() ? raw.trim() : raw);
                    i = next < 0 ? n + 1 : next + delimiter.length();
                }
                String text = cell.toString();
                Object value;
                if (nulls.contains(text)) {
                    value = null;
                } else if (text.isEmpty()) {
                    value = quoted ? s.emptyValue() : null;
                } else {
                    value = text;
                }
                row.add(value);
                if (i > n) {
                    break;
                }
            }
            if (headers && header == null) {
                header = new String[row.size()];
                for (int k = 0; k < row.size(); k++) {
                    header[k] = String.valueOf(row.get(k));
                }
                continue;
            }
            out.add(row.toArray());
        }
    }

    private static void methods(Class<?> c, Method test, MethodSource s, List<Object[]> out) throws Throwable {
        String[] names = s.value();
        if (names.length == 0) {
            names = new String[] {""};
        }
        for (String name : names) {
            Class<?> owner = c;
            String method = name.trim();
            if (method.isEmpty()) {
                method = test.getName();
            }
            int hash = method.indexOf('#');
            if (hash >= 0) {
                String cls = method.substring(0, hash);
                owner = Class.forName(cls, true, c.getClassLoader());
                method = method.substring(hash + 1);
            }
            int paren = method.indexOf('(');
            if (paren >= 0) {
                method = method.substring(0, paren);
            }
            Method factory = null;
            for (Class<?> k = owner; k != null && factory == null; k = k.getSuperclass()) {
                for (Method f : k.getDeclaredMethods()) {
                    if (f.getName().equals(method) && f.getParameterCount() == 0) {
                        factory = f;
                        break;
                    }
                }
            }
            if (factory == null) {
                throw new PreconditionViolationException("Could not find factory method [" + method + "] in class [" + owner.getName() + "]");
            }
            if (!Modifier.isStatic(factory.getModifiers())) {
                throw new PreconditionViolationException("Method '" + factory + "' must be static: local factory methods must be static unless the PER_CLASS @TestInstance lifecycle mode is used; external factory methods must always be static.");
            }
            factory.setAccessible(true);
            Object made = Jupiter.call(factory, null, new Object[0]);
            Iterator<?> it = elements(made, () -> "Cannot convert instance of " + made.getClass().getName() + " into a Stream");
            while (it.hasNext()) {
                Object item = it.next();
                if (item instanceof Arguments) {
                    out.add(((Arguments) item).get());
                } else if (item instanceof Object[] && test.getParameterCount() != 1) {
                    out.add((Object[]) item);
                } else {
                    out.add(new Object[] {item});
                }
            }
        }
    }

    /** The elements of a Stream, primitive stream, Iterable, Iterator or array. */
    static Iterator<?> elements(Object made, Supplier<String> error) {
        if (made instanceof BaseStream) {
            return ((BaseStream<?, ?>) made).iterator();
        }
        if (made instanceof Iterable) {
            return ((Iterable<?>) made).iterator();
        }
        if (made instanceof Iterator) {
            return (Iterator<?>) made;
        }
        if (made != null && made.getClass().isArray()) {
            List<Object> list = new ArrayList<>();
            for (int i = 0; i < Array.getLength(made); i++) {
                list.add(Array.get(made, i));
            }
            return list.iterator();
        }
        if (made instanceof org.junit.jupiter.api.DynamicNode) {
            return Collections.singletonList(made).iterator();
        }
        throw new PreconditionViolationException(error.get());
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void enums(Method m, EnumSource s, List<Object[]> out) {
        Class<?> type = s.value();
        if (type.getName().equals("org.junit.jupiter.params.provider.NullEnum")) {
            if (m.getParameterCount() == 0 || !m.getParameterTypes()[0].isEnum()) {
                throw new PreconditionViolationException("The enum type must be declared in @EnumSource, or the first parameter of the test method must be an enum type.");
            }
            type = m.getParameterTypes()[0];
        }
        Object[] constants = type.getEnumConstants();
        Set<String> names = new LinkedHashSet<>(Arrays.asList(s.names()));
        String mode = s.mode().name();
        if (mode.equals("INCLUDE") || mode.equals("EXCLUDE")) {
            Set<String> all = new LinkedHashSet<>();
            for (Object e : constants) {
                all.add(((Enum<?>) e).name());
            }
            List<String> invalid = new ArrayList<>();
            for (String n : names) {
                if (!all.contains(n)) {
                    invalid.add(n);
                }
            }
            if (!invalid.isEmpty()) {
                throw new PreconditionViolationException("Invalid enum constant name(s) in " + s + ". Valid names include: " + all);
            }
        }
        for (Object e : constants) {
            String name = ((Enum<?>) e).name();
            boolean keep;
            switch (mode) {
                case "INCLUDE":
                    keep = names.isEmpty() || names.contains(name);
                    break;
                case "EXCLUDE":
                    keep = !names.contains(name);
                    break;
                case "MATCH_ALL":
                    keep = names.stream().allMatch(name::matches);
                    break;
                case "MATCH_ANY":
                    keep = names.stream().anyMatch(name::matches);
                    break;
                default:
                    keep = names.stream().noneMatch(name::matches);
                    break;
            }
            if (keep) {
                out.add(new Object[] {e});
            }
        }
    }

    private static Class<?> first(Method m, String source) {
        if (m.getParameterCount() == 0) {
            throw new PreconditionViolationException("@" + source + " cannot provide an argument to method ["
                    + m.toGenericString() + "]: the method does not declare any formal parameters.");
        }
        return m.getParameterTypes()[0];
    }

    private static void nul(Method m, List<Object[]> out) {
        Class<?> t = first(m, "NullSource");
        if (t.isPrimitive()) {
            throw new PreconditionViolationException("@NullSource cannot provide a null argument to primitive parameter ["
                    + m.getParameters()[0] + "] in method [" + m.toGenericString() + "].");
        }
        out.add(new Object[] {null});
    }

    private static void empty(Method m, List<Object[]> out) {
        Class<?> t = first(m, "EmptySource");
        Object v;
        if (t == String.class) {
            v = "";
        } else if (t == List.class || t == Collection.class) {
            v = Collections.emptyList();
        } else if (t == Set.class) {
            v = Collections.emptySet();
        } else if (t == SortedSet.class) {
            v = Collections.emptySortedSet();
        } else if (t == Map.class) {
            v = Collections.emptyMap();
        } else if (t == SortedMap.class) {
            v = Collections.emptySortedMap();
        } else if (t.isArray()) {
            v = Array.newInstance(t.getComponentType(), 0);
        } else {
            throw new PreconditionViolationException("@EmptySource cannot provide an empty argument to method ["
                    + m.toGenericString() + "]: [" + t.getName() + "] is not a supported type.");
        }
        out.add(new Object[] {v});
    }

    /** `[{index}] {argumentsWithNames}` and the like, filled in. */
    static String format(String pattern, String displayName, int index, Method m, Object[] args) {
        Parameter[] params = m.getParameters();
        StringBuilder plain = new StringBuilder();
        StringBuilder named = new StringBuilder();
        for (int i = 0; i < args.length; i++) {
            String text = text(args[i]);
            plain.append(i == 0 ? "" : ", ").append(text);
            named.append(i == 0 ? "" : ", ");
            if (i < params.length && params[i].isNamePresent()) {
                named.append(params[i].getName()).append('=');
            }
            named.append(text);
        }
        String s = pattern.replace("{displayName}", displayName).replace("{index}", Integer.toString(index))
                .replace("{argumentsWithNames}", named.toString()).replace("{arguments}", plain.toString());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            int close = ch == '{' ? s.indexOf('}', i) : -1;
            if (close > i + 1) {
                String inner = s.substring(i + 1, close);
                boolean digits = inner.chars().allMatch(Character::isDigit);
                if (digits) {
                    int k = Integer.parseInt(inner);
                    out.append(k < args.length ? text(args[k]) : "{" + inner + "}");
                    i = close;
                    continue;
                }
            }
            out.append(ch);
        }
        return out.toString();
    }

    static String text(Object o) {
        if (o == null) {
            return "null";
        }
        if (o.getClass().isArray()) {
            if (o instanceof Object[]) {
                return Arrays.deepToString((Object[]) o);
            }
            List<String> parts = new ArrayList<>();
            for (int i = 0; i < Array.getLength(o); i++) {
                parts.add(String.valueOf(Array.get(o, i)));
            }
            return "[" + String.join(", ", parts) + "]";
        }
        return String.valueOf(o);
    }

    private static Class<?> boxed(Class<?> t) {
        if (!t.isPrimitive()) {
            return t;
        }
        if (t == int.class) {
            return Integer.class;
        }
        if (t == long.class) {
            return Long.class;
        }
        if (t == double.class) {
            return Double.class;
        }
        if (t == float.class) {
            return Float.class;
        }
        if (t == short.class) {
            return Short.class;
        }
        if (t == byte.class) {
            return Byte.class;
        }
        if (t == char.class) {
            return Character.class;
        }
        if (t == boolean.class) {
            return Boolean.class;
        }
        return Void.class;
    }

    /** Jupiter's implicit conversion of argument `index` to `type`. */
    static Object convert(Object value, Class<?> type, int index) {
        try {
            return convert(value, type);
        } catch (JUnitException e) {
            throw new ParameterResolutionException("Error converting parameter at index " + index + ": " + e.getMessage(), e);
        }
    }

    private static Object convert(Object value, Class<?> type) {
        Class<?> target = boxed(type);
        if (value == null) {
            if (type.isPrimitive()) {
                throw new JUnitException("Cannot convert null to primitive value of type " + type.getName());
            }
            return null;
        }
        if (target.isInstance(value)) {
            return value;
        }
        if (value instanceof Number || value instanceof Character) {
            Object widened = widen(value, target);
            if (widened != null) {
                return widened;
            }
        }
        if (value instanceof String) {
            String s = (String) value;
            try {
                Object v = fromString(s, target);
                if (v != null) {
                    return v;
                }
            } catch (JUnitException e) {
                throw e;
            } catch (Throwable e) {
                throw new JUnitException("Failed to convert String \"" + s + "\" to type " + target.getName(), e);
            }
        }
        throw new JUnitException("No implicit conversion to convert object of type " + value.getClass().getName()
                + " to type " + target.getName());
    }

    private static Object widen(Object v, Class<?> target) {
        if (v instanceof Character) {
            char c = (Character) v;
            if (target == Integer.class) {
                return (int) c;
            }
            if (target == Long.class) {
                return (long) c;
            }
            if (target == Float.class) {
                return (float) c;
            }
            if (target == Double.class) {
                return (double) c;
            }
            return null;
        }
        Number n = (Number) v;
        boolean integral = v instanceof Byte || v instanceof Short || v instanceof Integer || v instanceof Long;
        int rank = v instanceof Byte ? 0 : v instanceof Short ? 1 : v instanceof Integer ? 2 : v instanceof Long ? 3 : v instanceof Float ? 4 : 5;
        if (target == Short.class && rank < 1) {
            return n.shortValue();
        }
        if (target == Integer.class && rank < 2) {
            return n.intValue();
        }
        if (target == Long.class && rank < 3 && integral) {
            return n.longValue();
        }
        if (target == Float.class && rank < 4) {
            return n.floatValue();
        }
        if (target == Double.class && rank < 5) {
            return n.doubleValue();
        }
        return null;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object fromString(String s, Class<?> t) throws Throwable {
        if (t == Integer.class) {
            return Integer.decode(s.replace("_", ""));
        }
        if (t == Long.class) {
            return Long.decode(s.replace("_", ""));
        }
        if (t == Short.class) {
            return Short.decode(s.replace("_", ""));
        }
        if (t == Byte.class) {
            return Byte.decode(s.replace("_", ""));
        }
        if (t == Double.class) {
            return Double.valueOf(s.replace("_", ""));
        }
        if (t == Float.class) {
            return Float.valueOf(s.replace("_", ""));
        }
        if (t == Boolean.class) {
            if (s.equalsIgnoreCase("true")) {
                return Boolean.TRUE;
            }
            if (s.equalsIgnoreCase("false")) {
                return Boolean.FALSE;
            }
            throw new JUnitException("Failed to convert String \"" + s + "\" to type java.lang.Boolean");
        }
        if (t == Character.class) {
            if (s.length() != 1) {
                throw new JUnitException("Failed to convert String \"" + s + "\" to type java.lang.Character");
            }
            return s.charAt(0);
        }
        if (t.isEnum()) {
            return Enum.valueOf((Class) t, s);
        }
        if (t == Class.class) {
            return Class.forName(s);
        }
        if (t == java.math.BigDecimal.class) {
            return new java.math.BigDecimal(s);
        }
        if (t == java.math.BigInteger.class) {
            return new java.math.BigInteger(s);
        }
        if (t == java.io.File.class) {
            return new java.io.File(s);
        }
        if (t == java.nio.file.Path.class) {
            return java.nio.file.Paths.get(s);
        }
        if (t == java.net.URI.class) {
            return java.net.URI.create(s);
        }
        if (t == java.net.URL.class) {
            return new java.net.URL(s);
        }
        if (t == java.util.UUID.class) {
            return java.util.UUID.fromString(s);
        }
        if (t == java.util.Currency.class) {
            return java.util.Currency.getInstance(s);
        }
        if (t == java.util.Locale.class) {
            return Locale(s);
        }
        if (t == java.nio.charset.Charset.class) {
            return java.nio.charset.Charset.forName(s);
        }
        if (t.getName().startsWith("java.time.")) {
            Method parse = t.getMethod("parse", CharSequence.class);
            return parse.invoke(null, s);
        }
        // A static factory taking one String, or a constructor taking one.
        Method factory = null;
        for (Method m : t.getDeclaredMethods()) {
            if (Modifier.isStatic(m.getModifiers()) && !Modifier.isPrivate(m.getModifiers()) && m.getReturnType() == t
                    && m.getParameterCount() == 1 && m.getParameterTypes()[0] == String.class) {
                if (factory != null) {
                    factory = null;
                    break;
                }
                factory = m;
            }
        }
        if (factory != null) {
            factory.setAccessible(true);
            return Jupiter.call(factory, null, new Object[] {s});
        }
        for (Constructor<?> k : t.getDeclaredConstructors()) {
            if (!Modifier.isPrivate(k.getModifiers()) && k.getParameterCount() == 1 && k.getParameterTypes()[0] == String.class) {
                k.setAccessible(true);
                return k.newInstance(s);
            }
        }
        if (t == Object.class || t == CharSequence.class) {
            return s;
        }
        return null;
    }

    private static java.util.Locale Locale(String s) {
        return java.util.Locale.forLanguageTag(s.replace('_', '-'));
    }
}

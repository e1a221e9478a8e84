package org.mockito.internal.terrarium;

import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

import org.mockito.ArgumentMatcher;

/** How Mockito's messages show values and calls. */
public final class Printer {
    /** A call longer than this is shown with one argument a line. */
    private static final int MAX_LINE_LENGTH = 45;

    private Printer() {
    }

    public static String value(Object v) {
        if (v == null) {
            return "null";
        }
        if (v instanceof String) {
            return "\"" + v + "\"";
        }
        if (v instanceof Character) {
            return "'" + v + "'";
        }
        if (v instanceof Long) {
            return v + "L";
        }
        if (v instanceof Double) {
            return v + "d";
        }
        if (v instanceof Float) {
            return v + "f";
        }
        if (v instanceof Short) {
            return "(short) " + v;
        }
        if (v instanceof Byte) {
            return String.format("(byte) 0x%02X", (Byte) v);
        }
        if (v instanceof Map) {
            StringBuilder sb = new StringBuilder("{");
            boolean first = true;
            for (Map.Entry<?, ?> e : ((Map<?, ?>) v).entrySet()) {
                if (!first) {
                    sb.append(", ");
                }
                first = false;
                sb.append(value(e.getKey())).append(" = ").append(value(e.getValue()));
            }
            return sb.append('}').toString();
        }
        if (v instanceof Collection) {
            List<String> items = new ArrayList<>();
            for (Object o : (Collection<?>) v) {
                items.add(value(o));
            }
            return "[" + String.join(", ", items) + "]";
        }
        if (v.getClass().isArray()) {
            List<String> items = new ArrayList<>();
            for (int i = 0; i < Array.getLength(v); i++) {
                items.add(value(Array.get(v, i)));
            }
            return "[" + String.join(", ", items) + "]";
        }
        try {
            return String.valueOf(v);
        } catch (RuntimeException e) {
            return v.getClass().getName();
        }
    }

    /** {@code name.method(args);} on one line, or one argument a line when long (or forced). */
    public static String call(String mockName, String method, List<? extends ArgumentMatcher<?>> matchers,
            boolean multiline) {
        List<String> args = new ArrayList<>();
        for (ArgumentMatcher<?> m : matchers) {
            args.add(String.valueOf(m));
        }
        String qualified = mockName + "." + method;
        String line = qualified + "(" + String.join(", ", args) + ");";
        if (multiline || (!matchers.isEmpty() && line.length() > MAX_LINE_LENGTH)) {
            return qualified + "(\n    " + String.join(",\n    ", args) + "\n);";
        }
        return line;
    }

    public static String times(int n) {
        return n == 1 ? "1 time" : n + " times";
    }
}

package org.mockito.internal.terrarium;

import java.util.Arrays;
import java.util.regex.Pattern;

import org.mockito.ArgumentMatcher;

/** The argument matchers of ArgumentMatchers, each shown as Mockito shows it. */
public final class Matchers {
    private Matchers() {
    }

    /** A matcher with a text. */
    public abstract static class Described implements ArgumentMatcher<Object> {
        private final String text;

        protected Described(String text) {
            this.text = text;
        }

        @Override
        public String toString() {
            return text;
        }
    }

    public static ArgumentMatcher<Object> any() {
        return new Described("<any>") {
            public boolean matches(Object o) {
                return true;
            }
        };
    }

    /** Instances of {@code type} (or its box), never null. */
    public static ArgumentMatcher<Object> instanceOf(Class<?> type, String text) {
        Class<?> boxed = Defaults.box(type);
        return new Described(text) {
            public boolean matches(Object o) {
                return o != null && boxed.isInstance(o);
            }
        };
    }

    public static ArgumentMatcher<Object> nullable(Class<?> type) {
        Class<?> boxed = Defaults.box(type);
        return new Described("<any " + type.getCanonicalName() + ">") {
            public boolean matches(Object o) {
                return o == null || boxed.isInstance(o);
            }
        };
    }

    public static ArgumentMatcher<Object> eq(Object wanted) {
        return new Equals(wanted);
    }

    /** Equality, as a raw argument wants it (arrays by content). */
    public static final class Equals extends Described {
        private final Object wanted;

        public Equals(Object wanted) {
            super(Printer.value(wanted));
            this.wanted = wanted;
        }

        public boolean matches(Object o) {
            return equal(wanted, o);
        }
    }

    public static boolean equal(Object a, Object b) {
        if (a == b) {
            return true;
        }
        if (a == null || b == null) {
            return false;
        }
        if (a.getClass().isArray() && b.getClass().isArray()) {
            return Arrays.deepEquals(new Object[] {a}, new Object[] {b});
        }
        return a.equals(b);
    }

    public static ArgumentMatcher<Object> same(Object wanted) {
        return new Described("same(" + Printer.value(wanted) + ")") {
            public boolean matches(Object o) {
                return o == wanted;
            }
        };
    }

    public static ArgumentMatcher<Object> isNull() {
        return new Described("isNull()") {
            public boolean matches(Object o) {
                return o == null;
            }
        };
    }

    public static ArgumentMatcher<Object> notNull() {
        return new Described("notNull()") {
            public boolean matches(Object o) {
                return o != null;
            }
        };
    }

    public static ArgumentMatcher<Object> string(String kind, String s) {
        return new Described(kind + "(\"" + s + "\")") {
            public boolean matches(Object o) {
                if (!(o instanceof String)) {
                    return false;
                }
                String v = (String) o;
                switch (kind) {
                    case "startsWith":
                        return v.startsWith(s);
                    case "endsWith":
                        return v.endsWith(s);
                    case "contains":
                        return v.contains(s);
                    default:
                        return Pattern.matches(s, v);
                }
            }
        };
    }

    /** Whether {@code m} matches {@code arg}; an argument of a type the matcher does not take does not. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static boolean apply(ArgumentMatcher m, Object arg) {
        try {
            return m.matches(arg);
        } catch (ClassCastException e) {
            return false;
        }
    }
}

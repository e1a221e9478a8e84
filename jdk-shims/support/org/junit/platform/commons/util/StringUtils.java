package org.junit.platform.commons.util;

/**
 * The parts of JUnit Platform's StringUtils that assertion messages use:
 * {@link #nullSafeToString(Object)} prints arrays by content, as Jupiter does.
 */
public final class StringUtils {

    private StringUtils() {
    }

    public static boolean isBlank(String str) {
        return (str == null || str.trim().length() == 0);
    }

    public static boolean isNotBlank(String str) {
        return !isBlank(str);
    }

    public static String defaultToString(Object obj) {
        if (obj == null) {
            return "null";
        }
        return obj.getClass().getName() + "@" + Integer.toHexString(System.identityHashCode(obj));
    }

    public static String nullSafeToString(Object obj) {
        if (obj == null) {
            return "null";
        }
        try {
            if (obj.getClass().isArray()) {
                StringBuilder sb = new StringBuilder();
                appendArray(sb, obj, null);
                return sb.toString();
            }
            String result = obj.toString();
            return result != null ? result : defaultToString(obj);
        } catch (Throwable throwable) {
            if (throwable instanceof OutOfMemoryError) {
                throw (OutOfMemoryError) throwable;
            }
            return defaultToString(obj);
        }
    }

    /** Arrays.toString for primitive arrays, Arrays.deepToString for Object[] (with "[...]" for cycles). */
    private static void appendArray(StringBuilder sb, Object array, Seen seen) {
        if (array instanceof Object[]) {
            Object[] a = (Object[]) array;
            Seen here = new Seen(a, seen);
            sb.append('[');
            for (int i = 0; i < a.length; i++) {
                if (i > 0) {
                    sb.append(", ");
                }
                Object e = a[i];
                if (e == null) {
                    sb.append("null");
                } else if (e.getClass().isArray()) {
                    if (e instanceof Object[] && here.contains(e)) {
                        sb.append("[...]");
                    } else {
                        appendArray(sb, e, here);
                    }
                } else {
                    sb.append(e.toString());
                }
            }
            sb.append(']');
            return;
        }
        sb.append('[');
        if (array instanceof int[]) {
            int[] a = (int[]) array;
            for (int i = 0; i < a.length; i++) {
                if (i > 0) {
                    sb.append(", ");
                }
                sb.append(a[i]);
            }
        } else if (array instanceof long[]) {
            long[] a = (long[]) array;
            for (int i = 0; i < a.length; i++) {
                if (i > 0) {
                    sb.append(", ");
                }
                sb.append(a[i]);
            }
        } else if (array instanceof double[]) {
            double[] a = (double[]) array;
            for (int i = 0; i < a.length; i++) {
                if (i > 0) {
                    sb.append(", ");
                }
                sb.append(a[i]);
            }
        } else if (array instanceof float[]) {
            float[] a = (float[]) array;
            for (int i = 0; i < a.length; i++) {
                if (i > 0) {
                    sb.append(", ");
                }
                sb.append(a[i]);
            }
        } else if (array instanceof boolean[]) {
            boolean[] a = (boolean[]) array;
            for (int i = 0; i < a.length; i++) {
                if (i > 0) {
                    sb.append(", ");
                }
                sb.append(a[i]);
            }
        } else if (array instanceof byte[]) {
            byte[] a = (byte[]) array;
            for (int i = 0; i < a.length; i++) {
                if (i > 0) {
                    sb.append(", ");
                }
                sb.append((int) a[i]);
            }
        } else if (array instanceof short[]) {
            short[] a = (short[]) array;
            for (int i = 0; i < a.length; i++) {
                if (i > 0) {
                    sb.append(", ");
                }
                sb.append((int) a[i]);
            }
        } else if (array instanceof char[]) {
            char[] a = (char[]) array;
            for (int i = 0; i < a.length; i++) {
                if (i > 0) {
                    sb.append(", ");
                }
                sb.append(a[i]);
            }
        }
        sb.append(']');
    }

    /** The Object[] arrays currently being printed, innermost first. */
    private static final class Seen {
        final Object array;
        final Seen outer;

        Seen(Object array, Seen outer) {
            this.array = array;
            this.outer = outer;
        }

        boolean contains(Object a) {
            for (Seen s = this; s != null; s = s.outer) {
                if (s.array == a) {
                    return true;
                }
            }
            return false;
        }
    }
}

package jdk.internal.terrarium;

/**
 * The Java half of Terrarium's invokedynamic substitutions: the parts that must
 * call user code (toString, equals, hashCode), which natives never do.
 */
public final class Indy {
    private Indy() {}

    /** String concatenation when some argument needs String.valueOf. */
    public static String concat(Object[] parts) {
        StringBuilder sb = new StringBuilder();
        for (Object p : parts) {
            sb.append(String.valueOf(p));
        }
        return sb.toString();
    }

    /** A record's toString: {@code Point[x=1, y=2]}. */
    public static String recordToString(Class<?> record, String names, Object[] values) {
        StringBuilder sb = new StringBuilder();
        sb.append(record.getSimpleName()).append('[');
        int start = 0;
        for (int i = 0; i < values.length; i++) {
            int end = names.indexOf(';', start);
            if (end < 0) {
                end = names.length();
            }
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(names, start, end).append('=').append(String.valueOf(values[i]));
            start = end + 1;
        }
        return sb.append(']').toString();
    }

    /** A record's equals over its boxed components (boxes compare floats by bits, as the JDK does). */
    public static boolean recordEquals(Object[] a, Object[] b) {
        for (int i = 0; i < a.length; i++) {
            Object x = a[i];
            Object y = b[i];
            if (x == null ? y != null : !x.equals(y)) {
                return false;
            }
        }
        return true;
    }

    /** A record's hashCode: {@code 31 * h + hash(component)}, from 0. */
    public static int recordHashCode(Object[] values) {
        int h = 0;
        for (Object v : values) {
            h = 31 * h + (v == null ? 0 : v.hashCode());
        }
        return h;
    }

    /**
     * SwitchBootstraps.typeSwitch: the index of the first label at or after
     * {@code restart} that the target matches (-1 for null, labels.length for none).
     */
    public static int typeSwitch(Object target, int restart, Object[] labels) {
        if (target == null) {
            return -1;
        }
        for (int i = restart; i < labels.length; i++) {
            Object label = labels[i];
            if (label instanceof Class) {
                if (((Class<?>) label).isInstance(target)) {
                    return i;
                }
            } else if (label instanceof Integer) {
                int v = ((Integer) label).intValue();
                if (target instanceof Number && ((Number) target).intValue() == v
                        && (target instanceof Integer || target instanceof Short || target instanceof Byte)) {
                    return i;
                }
                if (target instanceof Character && ((Character) target).charValue() == v) {
                    return i;
                }
            } else if (label.equals(target)) {
                return i;
            }
        }
        return labels.length;
    }

    /** SwitchBootstraps.enumSwitch: labels are constant names or classes. */
    public static int enumSwitch(Object target, int restart, Object[] labels) {
        if (target == null) {
            return -1;
        }
        for (int i = restart; i < labels.length; i++) {
            Object label = labels[i];
            if (label instanceof String) {
                if (((Enum<?>) target).name().equals(label)) {
                    return i;
                }
            } else if (label instanceof Class && ((Class<?>) label).isInstance(target)) {
                return i;
            }
        }
        return labels.length;
    }
}

package org.junit.internal;

import org.junit.Assert;

/**
 * Element-by-element array comparison with JUnit 4.13.2's messages. JUnit uses
 * java.lang.reflect.Array; this version boxes the elements of the eight
 * primitive array types and of Object[] by hand (no reflection).
 */
public abstract class ComparisonCriteria {

    private static final Object END_OF_ARRAY_SENTINEL = objectWithToString("end of array");

    public void arrayEquals(String message, Object expecteds, Object actuals) throws ArrayComparisonFailure {
        arrayEquals(message, expecteds, actuals, true);
    }

    private void arrayEquals(String message, Object expecteds, Object actuals, boolean outer)
            throws ArrayComparisonFailure {
        if (expecteds == actuals) {
            return;
        }
        String header = message == null ? "" : message + ": ";

        // Only include the user-provided message in the outer exception.
        String exceptionMessage = outer ? header : "";

        if (expecteds == null) {
            Assert.fail(exceptionMessage + "expected array was null");
        }
        if (actuals == null) {
            Assert.fail(exceptionMessage + "actual array was null");
        }

        Object[] expectedElements = boxed(expecteds);
        Object[] actualElements = boxed(actuals);
        int actualsLength = actualElements.length;
        int expectedsLength = expectedElements.length;
        if (actualsLength != expectedsLength) {
            header += "array lengths differed, expected.length=" + expectedsLength
                    + " actual.length=" + actualsLength + "; ";
        }
        int prefixLength = Math.min(actualsLength, expectedsLength);

        for (int i = 0; i < prefixLength; i++) {
            Object expected = expectedElements[i];
            Object actual = actualElements[i];

            if (isArray(expected) && isArray(actual)) {
                try {
                    arrayEquals(message, expected, actual, false);
                } catch (ArrayComparisonFailure e) {
                    e.addDimension(i);
                    throw e;
                } catch (AssertionError e) {
                    // Array lengths differed.
                    throw new ArrayComparisonFailure(header, e, i);
                }
            } else {
                try {
                    assertElementsEqual(expected, actual);
                } catch (AssertionError e) {
                    throw new ArrayComparisonFailure(header, e, i);
                }
            }
        }

        if (actualsLength != expectedsLength) {
            Object expected = getToStringableArrayElement(expectedElements, expectedsLength, prefixLength);
            Object actual = getToStringableArrayElement(actualElements, actualsLength, prefixLength);
            try {
                Assert.assertEquals(expected, actual);
            } catch (AssertionError e) {
                throw new ArrayComparisonFailure(header, e, prefixLength);
            }
        }
    }

    private Object getToStringableArrayElement(Object[] array, int length, int index) {
        if (index < length) {
            Object element = array[index];
            if (isArray(element)) {
                return objectWithToString(componentTypeName(element.getClass().getName()) + "["
                        + boxed(element).length + "]");
            } else {
                return element;
            }
        } else {
            return END_OF_ARRAY_SENTINEL;
        }
    }

    private static Object objectWithToString(final String string) {
        return new ToStringable(string);
    }

    private static final class ToStringable {
        private final String string;

        ToStringable(String string) {
            this.string = string;
        }

        @Override
        public String toString() {
            return string;
        }
    }

    /** The component type's name, from an array class's binary name such as "[[I" or "[Ljava.lang.String;". */
    private static String componentTypeName(String arrayClassName) {
        String component = arrayClassName.substring(1);
        int dims = 0;
        while (dims < component.length() && component.charAt(dims) == '[') {
            dims++;
        }
        String base;
        char c = component.charAt(dims);
        switch (c) {
            case 'Z': base = "boolean"; break;
            case 'B': base = "byte"; break;
            case 'C': base = "char"; break;
            case 'S': base = "short"; break;
            case 'I': base = "int"; break;
            case 'J': base = "long"; break;
            case 'F': base = "float"; break;
            case 'D': base = "double"; break;
            case 'L': base = component.substring(dims + 1, component.length() - 1); break;
            default: base = component.substring(dims); break;
        }
        StringBuilder sb = new StringBuilder(base);
        for (int i = 0; i < dims; i++) {
            sb.append("[]");
        }
        return sb.toString();
    }

    private boolean isArray(Object expected) {
        return expected != null && expected.getClass().isArray();
    }

    /** The elements of an array, boxed as java.lang.reflect.Array.get would box them. */
    private static Object[] boxed(Object array) {
        if (array instanceof Object[]) {
            return (Object[]) array;
        }
        if (array instanceof int[]) {
            int[] a = (int[]) array;
            Object[] r = new Object[a.length];
            for (int i = 0; i < a.length; i++) {
                r[i] = Integer.valueOf(a[i]);
            }
            return r;
        }
        if (array instanceof long[]) {
            long[] a = (long[]) array;
            Object[] r = new Object[a.length];
            for (int i = 0; i < a.length; i++) {
                r[i] = Long.valueOf(a[i]);
            }
            return r;
        }
        if (array instanceof double[]) {
            double[] a = (double[]) array;
            Object[] r = new Object[a.length];
            for (int i = 0; i < a.length; i++) {
                r[i] = Double.valueOf(a[i]);
            }
            return r;
        }
        if (array instanceof float[]) {
            float[] a = (float[]) array;
            Object[] r = new Object[a.length];
            for (int i = 0; i < a.length; i++) {
                r[i] = Float.valueOf(a[i]);
            }
            return r;
        }
        if (array instanceof boolean[]) {
            boolean[] a = (boolean[]) array;
            Object[] r = new Object[a.length];
            for (int i = 0; i < a.length; i++) {
                r[i] = Boolean.valueOf(a[i]);
            }
            return r;
        }
        if (array instanceof byte[]) {
            byte[] a = (byte[]) array;
            Object[] r = new Object[a.length];
            for (int i = 0; i < a.length; i++) {
                r[i] = Byte.valueOf(a[i]);
            }
            return r;
        }
        if (array instanceof char[]) {
            char[] a = (char[]) array;
            Object[] r = new Object[a.length];
            for (int i = 0; i < a.length; i++) {
                r[i] = Character.valueOf(a[i]);
            }
            return r;
        }
        if (array instanceof short[]) {
            short[] a = (short[]) array;
            Object[] r = new Object[a.length];
            for (int i = 0; i < a.length; i++) {
                r[i] = Short.valueOf(a[i]);
            }
            return r;
        }
        throw new IllegalArgumentException("Argument is not an array");
    }

    protected abstract void assertElementsEqual(Object expected, Object actual);
}

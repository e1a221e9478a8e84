package java.lang;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import jdk.internal.terrarium.ConsoleInputStream;
import jdk.internal.terrarium.ConsoleOutputStream;
import jdk.internal.terrarium.VM;

public final class System {
    public static InputStream in = new java.io.BufferedInputStream(new ConsoleInputStream(0));
    public static PrintStream out = new PrintStream(new ConsoleOutputStream(1), true);
    public static PrintStream err = new PrintStream(new ConsoleOutputStream(2), true);

    /**
     * System properties looked up so far: propKeys[i] maps to propValues[i] (null =
     * no such property). A key not listed here takes its initial value from the VM.
     */
    private static String[] propKeys;
    private static String[] propValues;
    private static int propCount;

    private System() {
    }

    public static void setIn(InputStream in) {
        System.in = in;
    }

    public static void setOut(PrintStream out) {
        System.out = out;
    }

    public static void setErr(PrintStream err) {
        System.err = err;
    }

    public static native void arraycopy(Object src, int srcPos, Object dest, int destPos, int length);

    public static native int identityHashCode(Object x);

    public static native long currentTimeMillis();

    public static native long nanoTime();

    public static void exit(int status) {
        Runtime.getRuntime().exit(status);
    }

    public static void gc() {
    }

    public static void runFinalization() {
    }

    public static String lineSeparator() {
        return "\n";
    }

    private static void checkKey(String key) {
        if (key == null) {
            throw new NullPointerException("key can't be null");
        }
        if (key.isEmpty()) {
            throw new IllegalArgumentException("key can't be empty");
        }
    }

    /** Index of key in the property table, looking it up in the VM on first use. */
    private static int propIndex(String key) {
        if (propKeys == null) {
            propKeys = new String[16];
            propValues = new String[16];
        }
        for (int i = 0; i < propCount; i++) {
            if (propKeys[i].equals(key)) {
                return i;
            }
        }
        if (propCount == propKeys.length) {
            String[] keys = new String[propCount * 2];
            String[] values = new String[propCount * 2];
            arraycopy(propKeys, 0, keys, 0, propCount);
            arraycopy(propValues, 0, values, 0, propCount);
            propKeys = keys;
            propValues = values;
        }
        propKeys[propCount] = key;
        propValues[propCount] = VM.property(key);
        return propCount++;
    }

    /** Every property as a Properties object, once the program asked for it (then the only table). */
    private static Properties props;

    public static String getProperty(String key) {
        checkKey(key);
        if (props != null) {
            return props.getProperty(key);
        }
        int i = propIndex(key);
        return propValues[i];
    }

    public static String getProperty(String key, String def) {
        checkKey(key);
        if (props != null) {
            return props.getProperty(key, def);
        }
        int i = propIndex(key);
        String value = propValues[i];
        return (value == null) ? def : value;
    }

    public static String setProperty(String key, String value) {
        checkKey(key);
        if (value == null) {
            throw new NullPointerException();
        }
        if (props != null) {
            return (String) props.setProperty(key, value);
        }
        int i = propIndex(key);
        String old = propValues[i];
        propValues[i] = value;
        return old;
    }

    public static String clearProperty(String key) {
        checkKey(key);
        if (props != null) {
            return (String) props.remove(key);
        }
        int i = propIndex(key);
        String old = propValues[i];
        propValues[i] = null;
        return old;
    }

    public static Properties getProperties() {
        if (props == null) {
            Properties p = new Properties();
            String[] names = VM.propertyNames();
            for (int k = 0; k < names.length; k++) {
                int i = propIndex(names[k]);
                String v = propValues[i];
                if (v != null) {
                    p.setProperty(names[k], v);
                }
            }
            for (int k = 0; k < propCount; k++) {
                if (propValues[k] != null) {
                    p.setProperty(propKeys[k], propValues[k]);
                } else {
                    p.remove(propKeys[k]);
                }
            }
            props = p;
        }
        return props;
    }

    public static void setProperties(Properties p) {
        if (p == null) {
            props = null;
            propCount = 0;
            getProperties();
        } else {
            props = p;
        }
    }

    public static String getenv(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        return VM.getenv(name);
    }

    public static Map<String, String> getenv() {
        String[] kv = VM.environment();
        HashMap<String, String> m = new HashMap<>();
        for (int i = 0; i + 1 < kv.length; i += 2) {
            m.put(kv[i], kv[i + 1]);
        }
        return Collections.unmodifiableMap(m);
    }
}

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

    /**
     * Null: a JVM has a console only when standard input and output are both a terminal, and
     * Terrarium's standard output is always the world's record (see java.io.Console).
     */
    public static java.io.Console console() {
        return null;
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

    /**
     * A logger of the platform's logging API. As on a JDK with the
     * java.logging module, System.getLogger gives a java.util.logging.Logger
     * of that name behind this interface (levels map TRACE to FINER, DEBUG to
     * FINE, ERROR to SEVERE). LoggerFinder services are not looked for.
     */
    public interface Logger {
        public enum Level {
            ALL(Integer.MIN_VALUE),
            TRACE(400),
            DEBUG(500),
            INFO(800),
            WARNING(900),
            ERROR(1000),
            OFF(Integer.MAX_VALUE);

            private final int severity;

            private Level(int severity) {
                this.severity = severity;
            }

            public final String getName() {
                return name();
            }

            public final int getSeverity() {
                return severity;
            }
        }

        public String getName();

        public boolean isLoggable(Level level);

        public default void log(Level level, String msg) {
            log(level, (java.util.ResourceBundle) null, msg, (Object[]) null);
        }

        public default void log(Level level, java.util.function.Supplier<String> msgSupplier) {
            java.util.Objects.requireNonNull(msgSupplier);
            if (isLoggable(java.util.Objects.requireNonNull(level))) {
                log(level, (java.util.ResourceBundle) null, msgSupplier.get(), (Object[]) null);
            }
        }

        public default void log(Level level, Object obj) {
            java.util.Objects.requireNonNull(obj);
            if (isLoggable(java.util.Objects.requireNonNull(level))) {
                this.log(level, (java.util.ResourceBundle) null, obj.toString(), (Object[]) null);
            }
        }

        public default void log(Level level, String msg, Throwable thrown) {
            this.log(level, null, msg, thrown);
        }

        public default void log(Level level, java.util.function.Supplier<String> msgSupplier, Throwable thrown) {
            java.util.Objects.requireNonNull(msgSupplier);
            if (isLoggable(java.util.Objects.requireNonNull(level))) {
                this.log(level, null, msgSupplier.get(), thrown);
            }
        }

        public default void log(Level level, String format, Object... params) {
            this.log(level, null, format, params);
        }

        public void log(Level level, java.util.ResourceBundle bundle, String msg, Throwable thrown);

        public void log(Level level, java.util.ResourceBundle bundle, String format, Object... params);
    }

    public static Logger getLogger(String name) {
        java.util.Objects.requireNonNull(name);
        return new jdk.internal.terrarium.JulSystemLogger(java.util.logging.Logger.getLogger(name), null);
    }

    public static Logger getLogger(String name, java.util.ResourceBundle bundle) {
        java.util.ResourceBundle rb = java.util.Objects.requireNonNull(bundle);
        java.util.Objects.requireNonNull(name);
        return new jdk.internal.terrarium.JulSystemLogger(java.util.logging.Logger.getLogger(name), rb);
    }
}

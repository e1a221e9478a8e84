import java.util.ListResourceBundle;
import java.util.ResourceBundle;
import java.util.function.Supplier;
import java.util.logging.Formatter;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.StreamHandler;

/**
 * A library logging through System.Logger (as JDK-agnostic libraries do); the
 * application sees its records in java.util.logging, where they are routed.
 */
public class SystemLoggerRouting {
    /** The library side: knows only System.Logger. */
    static final class HttpClientLib {
        private static final System.Logger LOGGER = System.getLogger("lib.http");

        int get(String url) {
            LOGGER.log(System.Logger.Level.DEBUG, "GET {0}", url);
            if (url.contains("missing")) {
                LOGGER.log(System.Logger.Level.WARNING, "404 for " + url);
                return 404;
            }
            if (url.contains("broken")) {
                LOGGER.log(System.Logger.Level.ERROR, "connection reset", new java.io.IOException("reset by peer"));
                return -1;
            }
            LOGGER.log(System.Logger.Level.TRACE, () -> "headers for " + url);
            LOGGER.log(System.Logger.Level.INFO, "200 {0} ({1} bytes)", url, url.length() * 100);
            return 200;
        }
    }

    public static class Messages extends ListResourceBundle {
        @Override
        protected Object[][] getContents() {
            return new Object[][] {
                {"pool.exhausted", "Connection pool exhausted after {0} attempts"},
                {"pool.ready", "Pool ready"},
            };
        }
    }

    static final class RecordFormatter extends Formatter {
        @Override
        public String format(LogRecord r) {
            return String.format("%-7s %-9s %s.%s: %s%s%n", r.getLevel(), r.getLoggerName(), r.getSourceClassName(),
                    r.getSourceMethodName(), formatMessage(r),
                    r.getThrown() == null ? "" : " [" + r.getThrown() + "]");
        }
    }

    public static void main(String[] args) {
        Logger root = Logger.getLogger("");
        for (Handler h : root.getHandlers()) {
            root.removeHandler(h);
        }
        StreamHandler out = new StreamHandler(System.out, new RecordFormatter()) {
            @Override
            public synchronized void publish(LogRecord record) {
                super.publish(record);
                flush();
            }
        };
        out.setLevel(Level.ALL);
        root.addHandler(out);

        HttpClientLib client = new HttpClientLib();
        System.out.println("status " + client.get("https://example.org/"));
        Logger julSide = Logger.getLogger("lib.http");
        System.out.println("jul logger exists, level " + julSide.getLevel());
        julSide.setLevel(Level.ALL);
        System.out.println("status " + client.get("https://example.org/missing"));
        System.out.println("status " + client.get("https://example.org/broken"));
        julSide.setLevel(Level.WARNING);
        System.out.println("status " + client.get("https://example.org/quiet"));

        System.Logger sys = System.getLogger("lib.http");
        System.out.println("name " + sys.getName());
        for (System.Logger.Level l : System.Logger.Level.values()) {
            System.out.println(l + " " + l.getName() + " " + l.getSeverity() + " loggable=" + sys.isLoggable(l));
        }
        julSide.setLevel(Level.FINE);
        System.out.println("DEBUG at FINE " + sys.isLoggable(System.Logger.Level.DEBUG) + ", TRACE at FINE "
                + sys.isLoggable(System.Logger.Level.TRACE));

        // Object and supplier forms, with and without a throwable
        Object state = new Object() {
            @Override
            public String toString() {
                return "state{open=3}";
            }
        };
        sys.log(System.Logger.Level.INFO, state);
        Supplier<String> sup = () -> "supplied";
        sys.log(System.Logger.Level.WARNING, sup, new IllegalStateException("bad state"));
        sys.log(System.Logger.Level.INFO, "plain {0} text without params");
        sys.log(System.Logger.Level.INFO, "explicit null bundle {0}", (Object) "p");

        // A bundle: keys become messages
        ResourceBundle bundle = new Messages();
        System.Logger localized = System.getLogger("lib.pool", bundle);
        localized.log(System.Logger.Level.ERROR, "pool.exhausted", 5);
        localized.log(System.Logger.Level.INFO, "pool.ready");
        localized.log(System.Logger.Level.INFO, "not.a.key");
        localized.log(System.Logger.Level.WARNING, "pool.ready", new RuntimeException("x"));
        sys.log(System.Logger.Level.INFO, bundle, "pool.exhausted", 9);

        // Level OFF on the JUL side silences everything
        julSide.setLevel(Level.OFF);
        System.out.println("ERROR loggable at OFF: " + sys.isLoggable(System.Logger.Level.ERROR));
        sys.log(System.Logger.Level.ERROR, "never printed");
        try {
            System.getLogger(null);
        } catch (NullPointerException e) {
            System.out.println("getLogger(null): NPE");
        }
        try {
            sys.log(System.Logger.Level.INFO, (Supplier<String>) null);
        } catch (NullPointerException e) {
            System.out.println("null supplier: NPE");
        }
    }
}

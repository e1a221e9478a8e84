import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.FileWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.logging.FileHandler;
import java.util.logging.Formatter;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogManager;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/** An application configuring java.util.logging from properties, with a rotating FileHandler. */
public class LoggingConfig {
    /** Named in the configuration, so public with a public no-argument constructor. */
    public static class ListHandler extends Handler {
        static final List<String> seen = new ArrayList<>();

        public ListHandler() {
            seen.add("(ListHandler created)");
        }

        @Override
        public void publish(LogRecord r) {
            if (isLoggable(r)) {
                seen.add(r.getLevel() + " " + r.getLoggerName() + " " + r.getMessage());
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
            seen.add("(ListHandler closed)");
        }
    }

    public static class PlainFormatter extends Formatter {
        @Override
        public String format(LogRecord r) {
            return r.getLevel() + ": " + formatMessage(r) + System.lineSeparator();
        }

        @Override
        public String getHead(Handler h) {
            return "-- head --\n";
        }

        @Override
        public String getTail(Handler h) {
            return "-- tail --\n";
        }
    }

    static final String CONFIG = String.join("\n",
            "# inventory service logging",
            "handlers = LoggingConfig$ListHandler",
            ".level = WARNING",
            "LoggingConfig$ListHandler.level = INFO",
            "com.acme.level = FINE",
            "com.acme.db.level = FINEST",
            "com.acme.db.useParentHandlers = false",
            "com.acme.db.handlers = java.util.logging.FileHandler",
            "java.util.logging.FileHandler.pattern = db%g.log",
            "java.util.logging.FileHandler.limit = 120",
            "java.util.logging.FileHandler.count = 3",
            "java.util.logging.FileHandler.formatter = LoggingConfig$PlainFormatter",
            "com.acme.cache.level = LOUD",
            "app.name = inventory  ",
            "");

    static void listFiles() throws IOException {
        String[] names = new File(".").list((dir, name) -> name.startsWith("db") || name.startsWith("audit"));
        Arrays.sort(names);
        for (String n : names) {
            System.out.println("file " + n + " (" + new File(n).length() + " bytes)");
            if (!n.endsWith(".lck")) {
                for (String line : Files.readAllLines(new File(n).toPath(), StandardCharsets.UTF_8)) {
                    System.out.println("  | " + line);
                }
            }
        }
    }

    static void drain() {
        for (String s : ListHandler.seen) {
            System.out.println("seen: " + s);
        }
        ListHandler.seen.clear();
    }

    public static void main(String[] args) throws IOException {
        LogManager manager = LogManager.getLogManager();
        int[] changes = {0};
        manager.addConfigurationListener(() -> changes[0]++);
        System.out.println("default handlers property: " + manager.getProperty("handlers"));
        System.out.println("default .level: " + manager.getProperty(".level"));

        Logger early = Logger.getLogger("com.acme.api");
        manager.readConfiguration(new ByteArrayInputStream(CONFIG.getBytes(StandardCharsets.ISO_8859_1)));
        System.out.println("listener calls: " + changes[0]);
        System.out.println("app.name=[" + manager.getProperty("app.name") + "] missing=" + manager.getProperty("nope"));

        Logger root = Logger.getLogger("");
        System.out.println("root level " + root.getLevel() + ", early logger level " + early.getLevel()
                + ", com.acme made by config: " + (manager.getLogger("com.acme") != null));
        early.fine("fine from api");
        early.info("info from api");
        Logger.getLogger("other").info("info elsewhere is below WARNING");
        Logger.getLogger("other").warning("warning elsewhere");
        drain();

        Logger db = Logger.getLogger("com.acme.db");
        System.out.println("db level " + db.getLevel() + ", useParentHandlers " + db.getUseParentHandlers()
                + ", handlers " + db.getHandlers().length + " " + db.getHandlers()[0].getClass().getSimpleName()
                + " at " + db.getHandlers()[0].getLevel());
        System.out.println("cache level (bad value): " + Logger.getLogger("com.acme.cache").getLevel());
        for (int i = 1; i <= 7; i++) {
            db.finest("statement " + i + " executed");
        }
        db.log(Level.SEVERE, "deadlock on {0}", "orders");
        listFiles();
        drain();

        // A file named by the system property, read by readConfiguration()
        try (Writer w = new FileWriter("audit.properties")) {
            w.write("handlers=\n.level=INFO\ncom.acme.audit.handlers=java.util.logging.FileHandler\n"
                    + "com.acme.audit.useParentHandlers=false\n"
                    + "java.util.logging.FileHandler.pattern=audit.log\n"
                    + "java.util.logging.FileHandler.formatter=LoggingConfig$PlainFormatter\n");
        }
        System.setProperty("java.util.logging.config.file", "audit.properties");
        manager.readConfiguration();
        System.out.println("listener calls: " + changes[0] + ", db handlers after reset: " + db.getHandlers().length
                + ", db level " + db.getLevel() + ", root handlers " + root.getHandlers().length);
        Logger audit = Logger.getLogger("com.acme.audit");
        audit.info("user alice logged in");
        audit.warning("user bob failed to log in");
        audit.fine("not at INFO");
        listFiles();

        // A FileHandler made in code, appending
        FileHandler fh = new FileHandler("audit.log", true);
        fh.setFormatter(new PlainFormatter());
        audit.addHandler(fh);
        audit.severe("appended record");
        System.out.println("two handlers on audit: " + audit.getHandlers().length);
        manager.reset();
        System.out.println("after reset: audit handlers " + audit.getHandlers().length + ", root level "
                + root.getLevel() + ", properties gone: " + manager.getProperty(".level"));
        listFiles();
        drain();

        try {
            new FileHandler("missing-dir/x.log");
        } catch (IOException e) {
            System.out.println("no directory: " + e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            new FileHandler("", true);
        } catch (IllegalArgumentException e) {
            System.out.println("empty pattern: " + e);
        }
    }
}

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.logging.Filter;
import java.util.logging.Formatter;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/** An order service logging through java.util.logging, with an in-memory handler checking what was logged. */
public class LoggingBasics {
    /** Keeps records, as a test appender would. */
    static final class CapturingHandler extends Handler {
        final List<LogRecord> records = new ArrayList<>();
        final List<String> lines = new ArrayList<>();

        @Override
        public void publish(LogRecord record) {
            if (isLoggable(record)) {
                records.add(record);
                // formatted now, while the caller is on the stack to be inferred
                lines.add(getFormatter().format(record));
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }

    /** One line per record, without the time. */
    static final class LineFormatter extends Formatter {
        @Override
        public String format(LogRecord r) {
            StringBuilder sb = new StringBuilder();
            sb.append(String.format("%-7s %s [%s.%s] %s", r.getLevel(), r.getLoggerName(),
                    r.getSourceClassName(), r.getSourceMethodName(), formatMessage(r)));
            if (r.getThrown() != null) {
                sb.append(" !! ").append(r.getThrown());
            }
            return sb.append('\n').toString();
        }
    }

    static final class OrderService {
        private static final Logger LOG = Logger.getLogger(OrderService.class.getName());
        private int placed;

        String place(String item, int quantity) {
            LOG.entering(OrderService.class.getName(), "place", new Object[] {item, quantity});
            if (quantity <= 0) {
                IllegalArgumentException e = new IllegalArgumentException("quantity must be positive: " + quantity);
                LOG.throwing(OrderService.class.getName(), "place", e);
                throw e;
            }
            placed++;
            String id = "ORD-" + (1000 + placed);
            LOG.log(Level.INFO, "Placed order {0} for {1} x {2}", new Object[] {id, quantity, item});
            LOG.fine(() -> "running total: " + placed);
            LOG.exiting(OrderService.class.getName(), "place", id);
            return id;
        }

        void audit() {
            LOG.config("audit configuration loaded");
            LOG.finest("finest detail");
            LOG.warning("inventory below threshold");
            LOG.severe(() -> "audit found " + placed + " orders");
        }
    }

    static class Level2 extends Level {
        Level2(String name, int value) {
            super(name, value);
        }
    }

    public static void main(String[] args) {
        Logger root = Logger.getLogger("");
        for (Handler h : root.getHandlers()) {
            root.removeHandler(h); // keep the console quiet: the program prints what it checks
        }
        Logger log = Logger.getLogger(OrderService.class.getName());
        CapturingHandler capture = new CapturingHandler();
        capture.setFormatter(new LineFormatter());
        log.addHandler(capture);

        OrderService service = new OrderService();
        System.out.println("level=" + log.getLevel() + " loggable(INFO)=" + log.isLoggable(Level.INFO)
                + " loggable(FINE)=" + log.isLoggable(Level.FINE));
        service.place("widget", 3);
        log.setLevel(Level.ALL);
        service.place("gadget", 1);
        try {
            service.place("gizmo", 0);
        } catch (IllegalArgumentException e) {
            System.out.println("rejected: " + e.getMessage());
        }
        log.setLevel(Level.CONFIG);
        service.audit();

        // Suppliers are not called when the level is off
        int[] calls = {0};
        Supplier<String> expensive = () -> {
            calls[0]++;
            return "expensive";
        };
        log.finer(expensive);
        log.info(expensive);
        System.out.println("supplier calls=" + calls[0]);

        // Parameters: MessageFormat only when the message has {digit
        log.log(Level.INFO, "no placeholders here", "ignored");
        log.log(Level.INFO, "quoted '{0}' and {0}", "x");
        log.log(Level.INFO, "number {0,number,#.##} and {1}", new Object[] {3.14159, null});
        log.log(Level.INFO, "broken {0", "p");
        log.log(Level.WARNING, "payment failed", new IllegalStateException("card declined"));
        log.log(Level.SEVERE, new RuntimeException("io"), () -> "supplied with thrown");
        log.logp(Level.INFO, "com.shop.Checkout", "confirm", "explicit source {0}", 7);

        // A filter on the logger
        Filter noAudit = r -> !r.getMessage().contains("audit");
        log.setFilter(noAudit);
        service.audit();
        log.setFilter(null);

        System.out.println("records=" + capture.records.size());
        long firstSeq = capture.records.get(0).getSequenceNumber();
        for (int i = 0; i < capture.records.size(); i++) {
            System.out.print((capture.records.get(i).getSequenceNumber() - firstSeq) + " " + capture.lines.get(i));
        }
        // Inferred only when first asked: from here no Logger is on the stack
        LogRecord late = new LogRecord(Level.INFO, "published directly");
        capture.publish(late);
        System.out.print("late: " + capture.lines.get(capture.lines.size() - 1));
        LogRecord later = new LogRecord(Level.INFO, "never published");
        log.setLevel(Level.INFO);
        log.log(later);
        System.out.println("asked after: " + later.getSourceClassName() + " " + later.getSourceMethodName());
        LogRecord last = capture.records.get(capture.records.size() - 1);
        System.out.println("thread matches=" + (last.getLongThreadID() == Thread.currentThread().getId()));
        System.out.println("millis agree=" + (last.getMillis() == last.getInstant().toEpochMilli()));
        Object[] params = capture.records.get(0).getParameters();
        System.out.println("params=" + params.length + " first=" + params[0]);

        // Levels
        Level[] levels = {Level.OFF, Level.SEVERE, Level.WARNING, Level.INFO, Level.CONFIG, Level.FINE, Level.FINER,
            Level.FINEST, Level.ALL};
        for (Level l : levels) {
            System.out.println(l.getName() + " " + l.intValue() + " " + l.getLocalizedName() + " " + l
                    + " parse=" + (Level.parse(l.getName()) == l));
        }
        System.out.println("parse 800 -> " + Level.parse("800"));
        Level custom = Level.parse("850");
        System.out.println("parse 850 -> " + custom.getName() + " " + custom.intValue() + " again same="
                + (Level.parse("850") == custom));
        Level notice = new Level2("NOTICE", 850);
        System.out.println("NOTICE=" + Level.parse("NOTICE").intValue() + " equals(850)=" + notice.equals(custom)
                + " hash=" + notice.hashCode());
        for (String bad : new String[] {"LOUD", "", "8.5"}) {
            try {
                Level.parse(bad);
            } catch (IllegalArgumentException e) {
                System.out.println("parse failed: " + e.getMessage());
            }
        }
        try {
            Level.parse(null);
        } catch (NullPointerException e) {
            System.out.println("parse(null): NPE");
        }
        log.setLevel(notice);
        System.out.println("WARNING loggable at NOTICE: " + log.isLoggable(Level.WARNING) + ", INFO: "
                + log.isLoggable(Level.INFO));
        log.setLevel(Level.OFF);
        System.out.println("OFF loggable(OFF)=" + log.isLoggable(Level.OFF));
    }
}

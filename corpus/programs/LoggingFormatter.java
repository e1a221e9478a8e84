import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.Calendar;
import java.util.GregorianCalendar;
import java.util.TimeZone;
import java.util.logging.ConsoleHandler;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;
import java.util.logging.StreamHandler;
import java.util.logging.XMLFormatter;

/**
 * SimpleFormatter with a format set the usual way (the system property, set
 * before the first logger), the date/time conversions it relies on, and
 * XMLFormatter's records less their time-dependent lines.
 */
public class LoggingFormatter {
    static final Logger LOG;

    static {
        System.setProperty("java.util.logging.SimpleFormatter.format", "[%4$-7s] %3$s | %2$s | %5$s%6$s%n");
        LOG = Logger.getLogger("billing.invoices");
    }

    static void tf(String format, Object arg) {
        try {
            System.out.println(format + " -> [" + String.format(format, arg) + "]");
        } catch (RuntimeException e) {
            System.out.println(format + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static class InvoiceException extends Exception {
        InvoiceException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    static void issue(int number, double amount) throws InvoiceException {
        if (amount < 0) {
            throw new InvoiceException("negative amount on invoice " + number,
                    new ArithmeticException("amount " + amount));
        }
        LOG.log(Level.INFO, "issued invoice {0} for {1,number,#,##0.00}", new Object[] {number, amount});
    }

    public static void main(String[] args) throws IOException {
        // The root's ConsoleHandler writes to System.err with the property's format
        LOG.info("starting billing run");
        LOG.fine("not shown at INFO");
        for (double amount : new double[] {1250.5, 99.999}) {
            try {
                issue(41 + (int) amount % 3, amount);
            } catch (InvoiceException e) {
                LOG.log(Level.SEVERE, "cannot issue", e);
            }
        }
        try {
            issue(7, -3);
        } catch (InvoiceException e) {
            LOG.log(Level.WARNING, "invoice rejected", e);
        }

        // The same format, on a stream we print from
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        StreamHandler sh = new StreamHandler(buf, new SimpleFormatter());
        sh.setLevel(Level.ALL);
        LOG.addHandler(sh);
        LOG.setLevel(Level.FINE);
        LOG.setUseParentHandlers(false);
        LOG.fine(() -> "detail for the buffer");
        LOG.logp(Level.CONFIG, "billing.Config", "load", "rates loaded: {0}", 12);
        sh.flush();
        System.out.print(buf.toString());
        System.out.println("handler level=" + sh.getLevel() + " encoding=" + sh.getEncoding());
        sh.close();

        // A format with a bad conversion falls back to the default one (which has the date)
        System.setProperty("java.util.logging.SimpleFormatter.format", "%9$q");
        SimpleFormatter fallback = new SimpleFormatter();
        LogRecord r = new LogRecord(Level.WARNING, "fallback {0}");
        r.setParameters(new Object[] {"ok"});
        r.setLoggerName("billing");
        String text = fallback.format(r);
        System.out.println("fallback ends with: " + text.substring(text.indexOf('\n') + 1).trim());
        System.clearProperty("java.util.logging.SimpleFormatter.format");

        // Date/time conversions as SimpleFormatter uses them, on fixed instants
        ZonedDateTime zdt = ZonedDateTime.of(2023, 11, 5, 0, 7, 3, 45_000_000, ZoneId.of("UTC"));
        tf("%1$tb %1$td, %1$tY %1$tl:%1$tM:%1$tS %1$Tp", zdt);
        tf("%1$tb %1$td, %1$tY %1$tl:%1$tM:%1$tS %1$Tp", zdt.withHour(12));
        tf("%1$tb %1$td, %1$tY %1$tl:%1$tM:%1$tS %1$Tp", zdt.withHour(23).withMonth(7));
        String[] convs = {"%tH", "%tI", "%tk", "%tl", "%tM", "%tS", "%tL", "%tN", "%tp", "%Tp", "%tz", "%tZ", "%ts",
            "%tQ", "%ta", "%tA", "%tb", "%tB", "%th", "%tC", "%ty", "%tY", "%tj", "%tm", "%td", "%te", "%tR", "%tT",
            "%tr", "%tD", "%tF", "%tc", "%Tc", "%-12tY|", "%12tB|", "%TB"};
        for (String c : convs) {
            tf(c, zdt);
        }
        ZonedDateTime paris = ZonedDateTime.of(2024, 7, 14, 21, 30, 0, 0, ZoneId.of("Europe/Paris"));
        tf("%tc", paris);
        tf("%tz %<tZ", paris.withMonth(1));
        tf("%tc", OffsetDateTime.of(2024, 2, 29, 9, 5, 1, 0, ZoneOffset.ofHours(-5)));
        tf("%tF %<tT", LocalDateTime.of(1999, 12, 31, 23, 59, 58));
        tf("%tA %<tB %<te", LocalDate.of(2000, 2, 29));
        tf("%tT", LocalDate.of(2000, 2, 29));
        tf("%tr", LocalTime.of(0, 1, 2));
        tf("%tY", LocalTime.of(0, 1, 2));
        tf("%tQ", Instant.ofEpochMilli(1700000000123L));
        tf("%tH", Instant.ofEpochMilli(1700000000123L));
        Calendar cal = new GregorianCalendar(TimeZone.getTimeZone("UTC"));
        cal.setTimeInMillis(1700000000123L);
        tf("%tc", cal);
        tf("%tF %<tT.%<tL %<tZ %<tz %<tp", cal);
        tf("%tY", "2024");
        tf("%tY", null);
        tf("%#tY", zdt);
        tf("%.3tY", zdt);
        tf("%tq", zdt);
        tf("%-tY", zdt);

        // XMLFormatter, less the lines that hold the time or the thread
        XMLFormatter xml = new XMLFormatter();
        LogRecord xr = new LogRecord(Level.SEVERE, "total <{0}> & {1}");
        xr.setLoggerName("billing.xml");
        xr.setParameters(new Object[] {"a", 2});
        xr.setSourceClassName("billing.Export");
        xr.setSourceMethodName("write");
        xr.setThrown(new IOException("disk <full>"));
        LogRecord plain = new LogRecord(Level.INFO, "params without braces");
        plain.setParameters(new Object[] {"p1", 5});
        Handler dummy = new ConsoleHandler();
        System.out.print(xml.getHead(dummy));
        for (LogRecord rec : new LogRecord[] {xr, plain}) {
            for (String line : xml.format(rec).split("\n")) {
                if (line.contains("<date>") || line.contains("<millis>") || line.contains("<nanos>")
                        || line.contains("<sequence>") || line.contains("<thread>") || line.contains("<line>")) {
                    continue;
                }
                if (line.contains("<class>") && !line.contains("billing") && !line.contains("LoggingFormatter")) {
                    continue;
                }
                System.out.println(line);
            }
        }
        System.out.print(xml.getTail(dummy));
        PrintStream err = System.err;
        err.println("done");
    }
}

package java.util.logging;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.ZoneId;
import java.time.ZonedDateTime;

/**
 * One record per line pair, by a java.util.Formatter format given the date
 * (a ZonedDateTime), source, logger name, level, message and stack trace.
 */
public class SimpleFormatter extends Formatter {
    static final String DEFAULT_FORMAT = "%1$tb %1$td, %1$tY %1$tl:%1$tM:%1$tS %1$Tp %2$s%n%4$s: %5$s%6$s%n";
    static final String FORMAT_PROPERTY = "java.util.logging.SimpleFormatter.format";

    /** Read when the formatter is made: the system property, else the logging configuration's. */
    private final String format = simpleFormat();

    public SimpleFormatter() {
    }

    static String simpleFormat() {
        String format = System.getProperty(FORMAT_PROPERTY);
        if (format == null) {
            format = LogManager.getLogManager().getProperty(FORMAT_PROPERTY);
        }
        if (format == null) {
            return DEFAULT_FORMAT;
        }
        try {
            // a format that cannot be used falls back to the default, as the JDK's check
            String.format(format, ZonedDateTime.now(), "", "", "", "", "");
        } catch (IllegalArgumentException e) {
            return DEFAULT_FORMAT;
        }
        return format;
    }

    @Override
    public String format(LogRecord record) {
        ZonedDateTime zdt = ZonedDateTime.ofInstant(record.getInstant(), ZoneId.systemDefault());
        String source;
        if (record.getSourceClassName() != null) {
            source = record.getSourceClassName();
            if (record.getSourceMethodName() != null) {
                source += " " + record.getSourceMethodName();
            }
        } else {
            source = record.getLoggerName();
        }
        String message = formatMessage(record);
        String throwable = "";
        if (record.getThrown() != null) {
            StringWriter sw = new StringWriter();
            PrintWriter pw = new PrintWriter(sw);
            pw.println();
            record.getThrown().printStackTrace(pw);
            pw.close();
            throwable = sw.toString();
        }
        return String.format(format, zdt, source, record.getLoggerName(),
                record.getLevel().getLocalizedLevelName(), message, throwable);
    }
}

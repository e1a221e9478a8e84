package java.util.logging;

import java.nio.charset.Charset;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.util.Calendar;
import java.util.GregorianCalendar;
import java.util.ResourceBundle;

/** Records as the JDK's logger.dtd XML (FileHandler's default formatter). */
public class XMLFormatter extends Formatter {
    private final boolean useInstant;

    public XMLFormatter() {
        LogManager manager = LogManager.getLogManager();
        useInstant = manager == null || manager.getBooleanProperty(getClass().getName() + ".useInstant", true);
    }

    private static void a2(StringBuilder sb, int x) {
        if (x < 10) {
            sb.append('0');
        }
        sb.append(x);
    }

    private static void appendISO8601(StringBuilder sb, long millis) {
        GregorianCalendar cal = new GregorianCalendar();
        cal.setTimeInMillis(millis);
        sb.append(cal.get(Calendar.YEAR));
        sb.append('-');
        a2(sb, cal.get(Calendar.MONTH) + 1);
        sb.append('-');
        a2(sb, cal.get(Calendar.DAY_OF_MONTH));
        sb.append('T');
        a2(sb, cal.get(Calendar.HOUR_OF_DAY));
        sb.append(':');
        a2(sb, cal.get(Calendar.MINUTE));
        sb.append(':');
        a2(sb, cal.get(Calendar.SECOND));
    }

    private static void escape(StringBuilder sb, String text) {
        if (text == null) {
            text = "<null>";
        }
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (ch == '<') {
                sb.append("&lt;");
            } else if (ch == '>') {
                sb.append("&gt;");
            } else if (ch == '&') {
                sb.append("&amp;");
            } else {
                sb.append(ch);
            }
        }
    }

    @Override
    public String format(LogRecord record) {
        StringBuilder sb = new StringBuilder(500);
        sb.append("<record>\n");
        final Instant instant = record.getInstant();
        sb.append("  <date>");
        if (useInstant) {
            DateTimeFormatter.ISO_INSTANT.formatTo(instant, sb);
        } else {
            appendISO8601(sb, instant.toEpochMilli());
        }
        sb.append("</date>\n");
        sb.append("  <millis>").append(instant.toEpochMilli()).append("</millis>\n");
        final int nanoAdjustment = instant.getNano() % 1000_000;
        if (useInstant && nanoAdjustment != 0) {
            sb.append("  <nanos>").append(nanoAdjustment).append("</nanos>\n");
        }
        sb.append("  <sequence>").append(record.getSequenceNumber()).append("</sequence>\n");
        String name = record.getLoggerName();
        if (name != null) {
            sb.append("  <logger>");
            escape(sb, name);
            sb.append("</logger>\n");
        }
        sb.append("  <level>");
        escape(sb, record.getLevel().toString());
        sb.append("</level>\n");
        if (record.getSourceClassName() != null) {
            sb.append("  <class>");
            escape(sb, record.getSourceClassName());
            sb.append("</class>\n");
        }
        if (record.getSourceMethodName() != null) {
            sb.append("  <method>");
            escape(sb, record.getSourceMethodName());
            sb.append("</method>\n");
        }
        sb.append("  <thread>").append(record.getLongThreadID()).append("</thread>\n");
        if (record.getMessage() != null) {
            String message = formatMessage(record);
            sb.append("  <message>");
            escape(sb, message);
            sb.append("</message>\n");
        }
        ResourceBundle bundle = record.getResourceBundle();
        try {
            if (bundle != null && bundle.getString(record.getMessage()) != null) {
                sb.append("  <key>");
                escape(sb, record.getMessage());
                sb.append("</key>\n");
                sb.append("  <catalog>");
                escape(sb, record.getResourceBundleName());
                sb.append("</catalog>\n");
            }
        } catch (Exception ex) {
            // the message is not a key of the bundle
        }
        Object[] parameters = record.getParameters();
        if (parameters != null && parameters.length != 0 && record.getMessage().indexOf('{') == -1) {
            for (Object parameter : parameters) {
                sb.append("  <param>");
                try {
                    escape(sb, parameter.toString());
                } catch (Exception ex) {
                    sb.append("???");
                }
                sb.append("</param>\n");
            }
        }
        if (record.getThrown() != null) {
            Throwable th = record.getThrown();
            sb.append("  <exception>\n");
            sb.append("    <message>");
            escape(sb, th.toString());
            sb.append("</message>\n");
            for (StackTraceElement frame : th.getStackTrace()) {
                sb.append("    <frame>\n");
                sb.append("      <class>");
                escape(sb, frame.getClassName());
                sb.append("</class>\n");
                sb.append("      <method>");
                escape(sb, frame.getMethodName());
                sb.append("</method>\n");
                if (frame.getLineNumber() >= 0) {
                    sb.append("      <line>").append(frame.getLineNumber()).append("</line>\n");
                }
                sb.append("    </frame>\n");
            }
            sb.append("  </exception>\n");
        }
        sb.append("</record>\n");
        return sb.toString();
    }

    @Override
    public String getHead(Handler h) {
        StringBuilder sb = new StringBuilder();
        sb.append("<?xml version=\"1.0\"");
        String encoding = h != null ? h.getEncoding() : null;
        if (encoding == null) {
            encoding = Charset.defaultCharset().name();
        }
        try {
            encoding = Charset.forName(encoding).name();
        } catch (Exception ex) {
            // keep the name as given
        }
        sb.append(" encoding=\"").append(encoding).append("\"");
        sb.append(" standalone=\"no\"?>\n");
        sb.append("<!DOCTYPE log SYSTEM \"logger.dtd\">\n");
        sb.append("<log>\n");
        return sb.toString();
    }

    @Override
    public String getTail(Handler h) {
        return "</log>\n";
    }
}

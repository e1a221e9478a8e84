package java.util.logging;

import java.util.MissingResourceException;
import java.util.ResourceBundle;

public abstract class Formatter {
    protected Formatter() {
    }

    public abstract String format(LogRecord record);

    public String getHead(Handler h) {
        return "";
    }

    public String getTail(Handler h) {
        return "";
    }

    /**
     * The message looked up in the record's bundle, then given to MessageFormat
     * only when it has parameters and a "{digit" in it; on any failure the
     * unformatted text, as the JDK.
     */
    public String formatMessage(LogRecord record) {
        String format = record.getMessage();
        ResourceBundle catalog = record.getResourceBundle();
        if (catalog != null) {
            try {
                format = catalog.getString(format);
            } catch (MissingResourceException ex) {
                // the message itself is the format
            }
        }
        try {
            Object[] parameters = record.getParameters();
            if (parameters == null || parameters.length == 0) {
                return format;
            }
            int index = -1;
            int fence = format.length() - 1;
            while ((index = format.indexOf('{', index + 1)) > -1) {
                if (index >= fence) {
                    break;
                }
                char digit = format.charAt(index + 1);
                if (digit >= '0' && digit <= '9') {
                    return java.text.MessageFormat.format(format, parameters);
                }
            }
            return format;
        } catch (Exception ex) {
            return format;
        }
    }
}

package inputs;

import java.io.IOException;
import java.io.Reader;
import java.util.Properties;

/** Settings of a service, from properties. */
public class ConfigLoader {
    public static Properties load(Reader in) throws IOException {
        Properties p = new Properties();
        p.load(in);
        if (p.isEmpty()) {
            throw new IOException("empty configuration");
        }
        return p;
    }

    public int timeout(Properties p) {
        String value = p.getProperty("timeout");
        if (value == null) {
            return 30;
        }
        int t = Integer.parseInt(value.trim());
        if (t <= 0) {
            throw new IllegalArgumentException("timeout must be positive: " + t);
        }
        return t;
    }

    public boolean debug(Properties p) {
        return Boolean.parseBoolean(p.getProperty("debug", "false"));
    }

    public String mode(Properties p) {
        String mode = p.getProperty("mode", "production");
        if (mode.equals("production") || mode.equals("staging")) {
            return mode;
        }
        throw new IllegalArgumentException("unknown mode: " + mode);
    }
}

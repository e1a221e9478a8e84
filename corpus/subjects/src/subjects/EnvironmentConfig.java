package subjects;

/** Reads configuration from environment variables and system properties. */
public class EnvironmentConfig {

    public static final String PORT_VARIABLE = "APP_PORT";
    public static final String MODE_PROPERTY = "app.mode";

    public int resolvePort() {
        String value = System.getenv(PORT_VARIABLE);
        if (value == null) {
            return 8080;
        }
        try {
            int port = Integer.parseInt(value.trim());
            if (port < 1 || port > 65535) {
                return -1;
            }
            return port;
        } catch (NumberFormatException e) {
            return -2;
        }
    }

    public String resolveMode() {
        String mode = System.getProperty(MODE_PROPERTY, "production");
        switch (mode) {
            case "dev":
            case "development":
                return "DEVELOPMENT";
            case "test":
                return "TEST";
            case "production":
                return "PRODUCTION";
            default:
                return "UNKNOWN:" + mode;
        }
    }

    public String homeDirectory() {
        String home = System.getenv("HOME");
        if (home == null || home.isEmpty()) {
            home = System.getProperty("user.home");
        }
        if (home == null) {
            return "/";
        }
        return home.endsWith("/") ? home : home + "/";
    }

    public boolean isDebugEnabled() {
        String flag = System.getProperty("app.debug");
        if (flag != null) {
            return Boolean.parseBoolean(flag);
        }
        return "1".equals(System.getenv("APP_DEBUG"));
    }
}

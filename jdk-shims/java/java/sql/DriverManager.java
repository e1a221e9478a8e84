package java.sql;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.Iterator;
import java.util.List;
import java.util.Properties;
import java.util.ServiceLoader;
import java.util.stream.Stream;

public class DriverManager {
    private static final List<Driver> drivers = new ArrayList<>();
    /** The action registered with each driver, at the same index. */
    private static final List<DriverAction> actions = new ArrayList<>();
    private static boolean loaded;
    private static volatile int loginTimeout = 0;
    private static volatile PrintWriter logWriter = null;
    private static volatile PrintStream logStream = null;

    private DriverManager() {
    }

    /** The drivers of the class path's META-INF/services/java.sql.Driver, once. */
    private static void loadDrivers() {
        synchronized (drivers) {
            if (loaded) {
                return;
            }
            loaded = true;
        }
        try {
            Iterator<Driver> it = ServiceLoader.load(Driver.class).iterator();
            while (it.hasNext()) {
                try {
                    it.next();
                } catch (Throwable t) {
                    // A driver that cannot load is left out, as on the JDK.
                }
            }
        } catch (Throwable t) {
            // No services: no drivers.
        }
    }

    private static List<Driver> snapshot() {
        loadDrivers();
        synchronized (drivers) {
            return new ArrayList<>(drivers);
        }
    }

    public static PrintWriter getLogWriter() {
        return logWriter;
    }

    public static void setLogWriter(PrintWriter out) {
        logStream = null;
        logWriter = out;
    }

    public static Connection getConnection(String url, Properties info) throws SQLException {
        if (url == null) {
            throw new SQLException("The url cannot be null", "08001");
        }
        println("DriverManager.getConnection(\"" + url + "\")");
        SQLException reason = null;
        for (Driver d : snapshot()) {
            try {
                println("    trying " + d.getClass().getName());
                Connection con = d.connect(url, info);
                if (con != null) {
                    println("getConnection returning " + d.getClass().getName());
                    return con;
                }
            } catch (SQLException ex) {
                if (reason == null) {
                    reason = ex;
                }
            }
        }
        if (reason != null) {
            println("getConnection failed: " + reason);
            throw reason;
        }
        println("getConnection: no suitable driver found for " + url);
        throw new SQLException("No suitable driver found for " + url, "08001");
    }

    public static Connection getConnection(String url, String user, String password) throws SQLException {
        Properties info = new Properties();
        if (user != null) {
            info.put("user", user);
        }
        if (password != null) {
            info.put("password", password);
        }
        return getConnection(url, info);
    }

    public static Connection getConnection(String url) throws SQLException {
        return getConnection(url, new Properties());
    }

    public static Driver getDriver(String url) throws SQLException {
        println("DriverManager.getDriver(\"" + url + "\")");
        for (Driver d : snapshot()) {
            try {
                if (d.acceptsURL(url)) {
                    println("getDriver returning " + d.getClass().getName());
                    return d;
                }
            } catch (SQLException ex) {
                // Not this one.
            }
        }
        println("getDriver: no suitable driver");
        throw new SQLException("No suitable driver", "08001");
    }

    public static void registerDriver(Driver driver) throws SQLException {
        registerDriver(driver, null);
    }

    public static void registerDriver(Driver driver, DriverAction da) throws SQLException {
        if (driver == null) {
            throw new NullPointerException();
        }
        synchronized (drivers) {
            if (!drivers.contains(driver)) {
                drivers.add(driver);
                actions.add(da);
            }
        }
        println("registerDriver: " + driver);
    }

    public static void deregisterDriver(Driver driver) throws SQLException {
        if (driver == null) {
            return;
        }
        println("DriverManager.deregisterDriver: " + driver);
        DriverAction da = null;
        synchronized (drivers) {
            int i = drivers.indexOf(driver);
            if (i >= 0) {
                drivers.remove(i);
                da = actions.remove(i);
            } else {
                println("    couldn't find driver to unload");
            }
        }
        if (da != null) {
            da.deregister();
        }
    }

    public static Enumeration<Driver> getDrivers() {
        return Collections.enumeration(snapshot());
    }

    public static Stream<Driver> drivers() {
        return snapshot().stream();
    }

    public static void setLoginTimeout(int seconds) {
        loginTimeout = seconds;
    }

    public static int getLoginTimeout() {
        return loginTimeout;
    }

    @Deprecated(since = "1.2")
    public static void setLogStream(PrintStream out) {
        logStream = out;
        logWriter = out == null ? null : new PrintWriter(out);
    }

    @Deprecated(since = "1.2")
    public static PrintStream getLogStream() {
        return logStream;
    }

    public static void println(String message) {
        PrintWriter w = logWriter;
        if (w != null) {
            w.println(message);
            w.flush();
        }
    }
}

package java.util.logging;

import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The one logging configuration and tree of named loggers. The configuration
 * is read when the manager is first used: from the file named by the
 * java.util.logging.config.file property, else (where the JDK reads
 * conf/logging.properties in java.home) the JDK's default: a ConsoleHandler
 * on the root logger, level INFO. The root logger's handlers are made when
 * it is first used, as on the JDK; a shutdown hook resets the configuration
 * (closing every handler) when the program ends.
 *
 * Not provided: updateConfiguration, getLoggingMXBean.
 */
public class LogManager {
    public static final String LOGGING_MXBEAN_NAME = "java.util.logging:type=Logging";

    /** The JDK 17 conf/logging.properties, less its comments. */
    private static final String DEFAULT_CONFIGURATION = "handlers= java.util.logging.ConsoleHandler\n"
            + ".level= INFO\n"
            + "java.util.logging.FileHandler.pattern = %h/java%u.log\n"
            + "java.util.logging.FileHandler.limit = 50000\n"
            + "java.util.logging.FileHandler.count = 1\n"
            + "java.util.logging.FileHandler.maxLocks = 100\n"
            + "java.util.logging.FileHandler.formatter = java.util.logging.XMLFormatter\n"
            + "java.util.logging.ConsoleHandler.level = INFO\n"
            + "java.util.logging.ConsoleHandler.formatter = java.util.logging.SimpleFormatter\n";

    private static final Level defaultLevel = Level.INFO;

    private static final int STATE_INITIALIZED = 0;
    private static final int STATE_INITIALIZING = 1;
    private static final int STATE_READING_CONFIG = 2;
    private static final int STATE_UNINITIALIZED = 3;
    private static final int STATE_SHUTDOWN = 4;

    private volatile Properties props = new Properties();
    private volatile Logger rootLogger;
    private volatile boolean readPrimordialConfiguration;
    private volatile int globalHandlersState;
    private final ReentrantLock configurationLock = new ReentrantLock();
    /** Loggers whose configured handlers reset closes. */
    private final CopyOnWriteArrayList<Logger> closeOnResetLoggers = new CopyOnWriteArrayList<>();
    private final Map<Object, Runnable> listeners = Collections.synchronizedMap(new IdentityHashMap<>());

    private final ConcurrentHashMap<String, Logger> namedLoggers = new ConcurrentHashMap<>();
    private final LogNode root = new LogNode(null);

    private boolean initializedCalled;
    private volatile boolean initializationDone;

    private static final LogManager manager = makeManager();

    private static LogManager makeManager() {
        LogManager mgr = null;
        String cname = null;
        try {
            cname = System.getProperty("java.util.logging.manager");
            if (cname != null) {
                mgr = (LogManager) ClassLoader.getSystemClassLoader().loadClass(cname).newInstance();
            }
        } catch (Exception ex) {
            System.err.println("Could not load Logmanager \"" + cname + "\"");
            ex.printStackTrace();
        }
        return mgr == null ? new LogManager() : mgr;
    }

    protected LogManager() {
        try {
            Runtime.getRuntime().addShutdownHook(new Thread(this::shutdown, "Logging-Cleaner"));
        } catch (IllegalStateException e) {
            // already shutting down
        }
    }

    private void shutdown() {
        configurationLock.lock();
        globalHandlersState = STATE_SHUTDOWN;
        configurationLock.unlock();
        reset();
    }

    final void ensureLogManagerInitialized() {
        if (initializationDone || this != manager) {
            return;
        }
        configurationLock.lock();
        try {
            if (initializedCalled || initializationDone) {
                return; // recursive initialisation, or done meanwhile
            }
            initializedCalled = true;
            try {
                Logger root = rootLogger = new RootLogger();
                readPrimordialConfiguration();
                addLogger(root);
                if (!root.isLevelInitialized()) {
                    root.setLevel(defaultLevel);
                }
                @SuppressWarnings("deprecation")
                Logger global = Logger.global;
                addLogger(global);
            } finally {
                initializationDone = true;
            }
        } finally {
            configurationLock.unlock();
        }
    }

    public static LogManager getLogManager() {
        if (manager != null) {
            manager.ensureLogManagerInitialized();
        }
        return manager;
    }

    private void readPrimordialConfiguration() {
        if (!readPrimordialConfiguration) {
            readPrimordialConfiguration = true;
            try {
                readConfiguration();
            } catch (Exception ex) {
                // as the JDK: a configuration that cannot be read leaves none
            }
        }
    }

    // ------------------------------------------------------------ the tree

    /** One dotted name's place in the tree; loggerRef null where no logger is yet. */
    private static final class LogNode {
        HashMap<String, LogNode> children;
        Logger loggerRef;
        final LogNode parent;

        LogNode(LogNode parent) {
            this.parent = parent;
        }

        /** Makes the nearest loggers below this node children of parent. */
        void walkAndSetParent(Logger parent) {
            if (children == null) {
                return;
            }
            for (LogNode node : children.values()) {
                if (node.loggerRef == null) {
                    node.walkAndSetParent(parent);
                } else {
                    node.loggerRef.setParent(parent);
                }
            }
        }
    }

    private LogNode getNode(String name) {
        LogNode node = root;
        while (name.length() > 0) {
            int ix = name.indexOf('.');
            String head;
            if (ix > 0) {
                head = name.substring(0, ix);
                name = name.substring(ix + 1);
            } else {
                head = name;
                name = "";
            }
            if (node.children == null) {
                node.children = new HashMap<>();
            }
            LogNode child = node.children.get(head);
            if (child == null) {
                child = new LogNode(node);
                node.children.put(head, child);
            }
            node = child;
        }
        return node;
    }

    /** Logger.getLogger: the named logger, made and added when new. */
    Logger demandLogger(String name) {
        Logger result = getLogger(name);
        if (result == null) {
            Logger newLogger = new Logger(name, this);
            do {
                if (addLogger(newLogger)) {
                    return newLogger;
                }
                result = getLogger(name);
            } while (result == null);
        }
        return result;
    }

    public boolean addLogger(Logger logger) {
        final String name = logger.getName();
        if (name == null) {
            throw new NullPointerException();
        }
        if (addLocalLogger(logger, this == manager) || forceLoadHandlers(logger)) {
            loadLoggerHandlers(logger, name + ".handlers");
            return true;
        }
        return false;
    }

    @SuppressWarnings("deprecation")
    private boolean forceLoadHandlers(Logger logger) {
        return (logger == rootLogger || logger == Logger.global) && !initializationDone && initializedCalled
                && configurationLock.isHeldByCurrentThread();
    }

    private synchronized boolean addLocalLogger(Logger logger, boolean addDefaultLoggersIfNeeded) {
        final String name = logger.getName();
        if (addDefaultLoggersIfNeeded && !name.isEmpty()) {
            // the root and global loggers come first, as the JDK's context ensures
            ensureLogManagerInitialized();
            ensureDefaultLogger(rootLogger);
            if (!Logger.GLOBAL_LOGGER_NAME.equals(name)) {
                @SuppressWarnings("deprecation")
                Logger global = Logger.global;
                ensureDefaultLogger(global);
            }
        }
        if (namedLoggers.containsKey(name)) {
            return false;
        }
        logger.setLogManager(this);
        Level level = getLevelProperty(name + ".level", null);
        if (level != null && !logger.isLevelInitialized()) {
            logger.setLevel(level);
        }
        processParentHandlers(logger, name);
        LogNode node = getNode(name);
        node.loggerRef = logger;
        Logger parent = null;
        for (LogNode nodep = node.parent; nodep != null; nodep = nodep.parent) {
            if (nodep.loggerRef != null) {
                parent = nodep.loggerRef;
                break;
            }
        }
        if (parent != null) {
            logger.setParent(parent);
        }
        node.walkAndSetParent(logger);
        namedLoggers.put(name, logger);
        return true;
    }

    private void ensureDefaultLogger(Logger logger) {
        if (logger != null && !namedLoggers.containsKey(logger.getName())) {
            addLocalLogger(logger, false);
        }
    }

    /** name.useParentHandlers, and the ancestors that have a configured level or handlers are made. */
    private void processParentHandlers(Logger logger, String name) {
        if (logger != rootLogger) {
            if (!getBooleanProperty(name + ".useParentHandlers", true)) {
                logger.setUseParentHandlers(false);
            }
        }
        int ix = 1;
        for (;;) {
            int ix2 = name.indexOf('.', ix);
            if (ix2 < 0) {
                break;
            }
            String pname = name.substring(0, ix2);
            if (getProperty(pname + ".level") != null || getProperty(pname + ".handlers") != null) {
                demandLogger(pname);
            }
            ix = ix2 + 1;
        }
    }

    public Logger getLogger(String name) {
        Logger logger = namedLoggers.get(name);
        if (logger == null && (name.isEmpty() || name.equals(Logger.GLOBAL_LOGGER_NAME))) {
            synchronized (this) {
                if (this == manager) {
                    ensureLogManagerInitialized();
                    ensureDefaultLogger(rootLogger);
                    @SuppressWarnings("deprecation")
                    Logger global = Logger.global;
                    ensureDefaultLogger(global);
                }
                logger = namedLoggers.get(name);
            }
        }
        return logger;
    }

    public Enumeration<String> getLoggerNames() {
        synchronized (this) {
            if (this == manager) {
                ensureLogManagerInitialized();
                ensureDefaultLogger(rootLogger);
                @SuppressWarnings("deprecation")
                Logger global = Logger.global;
                ensureDefaultLogger(global);
            }
            return Collections.enumeration(namedLoggers.keySet());
        }
    }

    // ------------------------------------------------------------ handlers from the configuration

    private void loadLoggerHandlers(Logger logger, String handlersPropertyName) {
        List<Handler> handlers = createLoggerHandlers(handlersPropertyName);
        boolean ensureCloseOnReset = !handlers.isEmpty()
                && getBooleanProperty(handlersPropertyName + ".ensureCloseOnReset", true);
        int count = 0;
        for (Handler hdl : handlers) {
            logger.addHandler(hdl);
            if (++count == 1 && ensureCloseOnReset) {
                closeOnResetLoggers.addIfAbsent(logger);
            }
        }
    }

    private List<Handler> createLoggerHandlers(String handlersPropertyName) {
        String[] names = parseClassNames(handlersPropertyName);
        List<Handler> handlers = new ArrayList<>(names.length);
        for (String type : names) {
            try {
                Handler hdl = (Handler) newInstance(type);
                String levs = getProperty(type + ".level");
                if (levs != null) {
                    Level l = Level.findLevel(levs);
                    if (l != null) {
                        hdl.setLevel(l);
                    } else {
                        System.err.println("Can't set level for " + type);
                    }
                }
                handlers.add(hdl);
            } catch (Exception ex) {
                System.err.println("Can't load log handler \"" + type + "\"");
                System.err.println("" + ex);
                ex.printStackTrace();
            }
        }
        return handlers;
    }

    /** A configured class made by its public no-argument constructor, as the JDK's Class.newInstance. */
    @SuppressWarnings("deprecation")
    private static Object newInstance(String className) throws Exception {
        return ClassLoader.getSystemClassLoader().loadClass(className).newInstance();
    }

    private String[] parseClassNames(String propertyName) {
        String hands = getProperty(propertyName);
        if (hands == null) {
            return new String[0];
        }
        hands = hands.trim();
        int ix = 0;
        final List<String> result = new ArrayList<>();
        while (ix < hands.length()) {
            int end = ix;
            while (end < hands.length()) {
                if (Character.isWhitespace(hands.charAt(end)) || hands.charAt(end) == ',') {
                    break;
                }
                end++;
            }
            String word = hands.substring(ix, end).trim();
            ix = end + 1;
            if (!word.isEmpty()) {
                result.add(word);
            }
        }
        return result.toArray(new String[0]);
    }

    private void initializeGlobalHandlers() {
        int state = globalHandlersState;
        if (state == STATE_INITIALIZED || state == STATE_SHUTDOWN) {
            return;
        }
        configurationLock.lock();
        try {
            if (globalHandlersState != STATE_UNINITIALIZED) {
                return; // recursive call or nothing to do
            }
            globalHandlersState = STATE_INITIALIZING;
            try {
                loadLoggerHandlers(rootLogger, "handlers");
            } finally {
                globalHandlersState = STATE_INITIALIZED;
            }
        } finally {
            configurationLock.unlock();
        }
    }

    /** The root logger: its configured handlers are made when it is first used. */
    private final class RootLogger extends Logger {
        private RootLogger() {
            super("", LogManager.this);
        }

        @Override
        public void log(LogRecord record) {
            initializeGlobalHandlers();
            super.log(record);
        }

        @Override
        public void addHandler(Handler h) {
            initializeGlobalHandlers();
            super.addHandler(h);
        }

        @Override
        public void removeHandler(Handler h) {
            initializeGlobalHandlers();
            super.removeHandler(h);
        }

        @Override
        Handler[] accessCheckedHandlers() {
            initializeGlobalHandlers();
            return super.accessCheckedHandlers();
        }
    }

    // ------------------------------------------------------------ configuration

    public void readConfiguration() throws IOException, SecurityException {
        String cname = System.getProperty("java.util.logging.config.class");
        if (cname != null) {
            try {
                newInstance(cname);
                return;
            } catch (Exception ex) {
                System.err.println("Logging configuration class \"" + cname + "\" failed");
                System.err.println("" + ex);
            }
        }
        String fname = System.getProperty("java.util.logging.config.file");
        if (fname == null) {
            readConfiguration(new ByteArrayInputStream(DEFAULT_CONFIGURATION.getBytes(StandardCharsets.ISO_8859_1)));
            return;
        }
        try (InputStream in = new FileInputStream(fname)) {
            readConfiguration(new BufferedInputStream(in));
        }
    }

    public void reset() throws SecurityException {
        configurationLock.lock();
        try {
            props = new Properties();
            List<Logger> persistent = new ArrayList<>(closeOnResetLoggers);
            closeOnResetLoggers.clear();
            if (globalHandlersState != STATE_SHUTDOWN && globalHandlersState != STATE_READING_CONFIG) {
                globalHandlersState = STATE_INITIALIZED;
            }
            for (Enumeration<String> e = getLoggerNames(); e.hasMoreElements();) {
                Logger logger = getLogger(e.nextElement());
                if (logger != null) {
                    resetLogger(logger);
                }
            }
            persistent.clear();
        } finally {
            configurationLock.unlock();
        }
    }

    private void closeHandlers(Logger logger) {
        for (Handler h : logger.getHandlers()) {
            logger.removeHandler(h);
            try {
                h.close();
            } catch (Exception ex) {
                // a handler that fails to close is left
            } catch (Error e) {
                if (globalHandlersState != STATE_SHUTDOWN) {
                    throw e;
                }
            }
        }
    }

    private void resetLogger(Logger logger) {
        closeHandlers(logger);
        String name = logger.getName();
        if (name != null && name.isEmpty()) {
            logger.setLevel(defaultLevel);
        } else {
            logger.setLevel(null);
        }
    }

    public void readConfiguration(InputStream ins) throws IOException, SecurityException {
        configurationLock.lock();
        try {
            if (globalHandlersState == STATE_SHUTDOWN) {
                return;
            }
            globalHandlersState = STATE_READING_CONFIG;
            try {
                reset();
                try {
                    props.load(ins);
                } catch (IllegalArgumentException x) {
                    throw new IOException(x.getMessage(), x);
                }
                for (String word : parseClassNames("config")) {
                    try {
                        newInstance(word);
                    } catch (Exception ex) {
                        System.err.println("Can't load config class \"" + word + "\"");
                        System.err.println("" + ex);
                    }
                }
                setLevelsOnExistingLoggers();
                globalHandlersState = STATE_UNINITIALIZED;
            } catch (Throwable t) {
                globalHandlersState = STATE_INITIALIZED;
                throw t;
            }
        } finally {
            configurationLock.unlock();
        }
        invokeConfigurationListeners();
    }

    private void setLevelsOnExistingLoggers() {
        Enumeration<?> enum_ = props.propertyNames();
        while (enum_.hasMoreElements()) {
            String key = (String) enum_.nextElement();
            if (!key.endsWith(".level")) {
                continue;
            }
            String name = key.substring(0, key.length() - 6);
            Level level = getLevelProperty(key, null);
            if (level == null) {
                System.err.println("Bad level value for property: " + key);
                continue;
            }
            Logger l = getLogger(name);
            if (l != null) {
                l.setLevel(level);
            }
        }
    }

    public String getProperty(String name) {
        return props.getProperty(name);
    }

    String getStringProperty(String name, String defaultValue) {
        String val = getProperty(name);
        return val == null ? defaultValue : val.trim();
    }

    int getIntProperty(String name, int defaultValue) {
        String val = getProperty(name);
        if (val == null) {
            return defaultValue;
        }
        try {
            return Integer.parseInt(val.trim());
        } catch (Exception ex) {
            return defaultValue;
        }
    }

    long getLongProperty(String name, long defaultValue) {
        String val = getProperty(name);
        if (val == null) {
            return defaultValue;
        }
        try {
            return Long.parseLong(val.trim());
        } catch (Exception ex) {
            return defaultValue;
        }
    }

    boolean getBooleanProperty(String name, boolean defaultValue) {
        String val = getProperty(name);
        if (val == null) {
            return defaultValue;
        }
        val = val.toLowerCase();
        if (val.equals("true") || val.equals("1")) {
            return true;
        } else if (val.equals("false") || val.equals("0")) {
            return false;
        }
        return defaultValue;
    }

    Level getLevelProperty(String name, Level defaultValue) {
        String val = getProperty(name);
        if (val == null) {
            return defaultValue;
        }
        Level l = Level.findLevel(val.trim());
        return l != null ? l : defaultValue;
    }

    Filter getFilterProperty(String name, Filter defaultValue) {
        String val = getProperty(name);
        try {
            if (val != null) {
                return (Filter) newInstance(val);
            }
        } catch (Exception ex) {
            // as the JDK: the default
        }
        return defaultValue;
    }

    Formatter getFormatterProperty(String name, Formatter defaultValue) {
        String val = getProperty(name);
        try {
            if (val != null) {
                return (Formatter) newInstance(val);
            }
        } catch (Exception ex) {
            // as the JDK: the default
        }
        return defaultValue;
    }

    /** There is no security manager: nothing to check. */
    @Deprecated(since = "17", forRemoval = true)
    public void checkAccess() throws SecurityException {
    }

    public LogManager addConfigurationListener(Runnable listener) {
        final Runnable r = Objects.requireNonNull(listener);
        listeners.putIfAbsent(r, r);
        return this;
    }

    public void removeConfigurationListener(Runnable listener) {
        listeners.remove(Objects.requireNonNull(listener));
    }

    private void invokeConfigurationListeners() {
        Throwable t = null;
        for (Runnable c : listeners.values().toArray(new Runnable[0])) {
            try {
                c.run();
            } catch (ThreadDeath death) {
                throw death;
            } catch (Error | RuntimeException x) {
                if (t == null) {
                    t = x;
                } else {
                    t.addSuppressed(x);
                }
            }
        }
        if (t instanceof Error) {
            throw (Error) t;
        }
        if (t instanceof RuntimeException) {
            throw (RuntimeException) t;
        }
    }
}

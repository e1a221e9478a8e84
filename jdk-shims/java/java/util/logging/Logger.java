package java.util.logging;

import java.util.ArrayList;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.Objects;
import java.util.ResourceBundle;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;

/**
 * Named loggers in a tree by dotted names (LogManager keeps the tree). A
 * record passes the logger's effective level (its own, else its nearest
 * ancestor's) and filter, then goes to its handlers and, while
 * useParentHandlers holds, its ancestors' handlers.
 *
 * Loggers are held strongly for the run: on the JDK a logger nobody refers to
 * may be collected and lose its configuration, which no program relies on.
 */
public class Logger {
    private static final Handler[] emptyHandlers = new Handler[0];
    private static final int offValue = Level.OFF.intValue();
    static final String SYSTEM_LOGGER_RB_NAME = "sun.util.logging.resources.logging";

    public static final String GLOBAL_LOGGER_NAME = "global";

    /** Guards the tree: parents, kids and effective levels. */
    static final Object treeLock = new Object();

    private volatile LogManager manager;
    private final String name;
    private boolean anonymous;
    private volatile Logger parent;
    private ArrayList<Logger> kids;

    private volatile boolean useParentHandlers = true;
    private volatile Filter filter;
    private volatile Level levelObject;
    private volatile int levelValue = Level.INFO.intValue();
    private final CopyOnWriteArrayList<Handler> handlers = new CopyOnWriteArrayList<>();

    private volatile String resourceBundleName;
    private volatile ResourceBundle userBundle;

    @Deprecated
    public static final Logger global = new Logger(GLOBAL_LOGGER_NAME);

    public static final Logger getGlobal() {
        LogManager.getLogManager();
        return global;
    }

    protected Logger(String name, String resourceBundleName) {
        this.manager = LogManager.getLogManager();
        this.name = name;
        setupResourceInfo(resourceBundleName);
    }

    /** The global logger: made before the LogManager, which adopts it. */
    private Logger(String name) {
        this.name = name;
    }

    /** For LogManager: a logger it makes itself. */
    Logger(String name, LogManager manager) {
        this.name = name;
        this.manager = manager;
    }

    void setLogManager(LogManager manager) {
        this.manager = manager;
    }

    public static Logger getLogger(String name) {
        return LogManager.getLogManager().demandLogger(name);
    }

    public static Logger getLogger(String name, String resourceBundleName) {
        Logger result = LogManager.getLogManager().demandLogger(name);
        result.setupResourceInfo(resourceBundleName);
        return result;
    }

    public static Logger getAnonymousLogger() {
        return getAnonymousLogger(null);
    }

    public static Logger getAnonymousLogger(String resourceBundleName) {
        LogManager manager = LogManager.getLogManager();
        Logger result = new Logger(null, manager);
        result.setupResourceInfo(resourceBundleName);
        result.anonymous = true;
        result.doSetParent(manager.getLogger(""));
        return result;
    }

    // ------------------------------------------------------------ resource bundles

    public ResourceBundle getResourceBundle() {
        return findResourceBundle(getResourceBundleName());
    }

    public String getResourceBundleName() {
        return resourceBundleName;
    }

    private ResourceBundle findResourceBundle(String name) {
        if (name == null) {
            return null;
        }
        ResourceBundle ub = userBundle;
        if (ub != null && name.equals(resourceBundleName)) {
            return ub;
        }
        try {
            return ResourceBundle.getBundle(name, Locale.getDefault());
        } catch (MissingResourceException ex) {
            return null;
        }
    }

    private synchronized void setupResourceInfo(String name) {
        if (resourceBundleName != null) {
            if (resourceBundleName.equals(name)) {
                return;
            }
            throw new IllegalArgumentException(resourceBundleName + " != " + name);
        }
        if (name == null) {
            return;
        }
        if (!name.equals(SYSTEM_LOGGER_RB_NAME) && findResourceBundle(name) == null) {
            throw new MissingResourceException("Can't find " + name + " bundle from ", name, "");
        }
        resourceBundleName = name;
    }

    public void setResourceBundle(ResourceBundle bundle) {
        final String baseName = bundle.getBaseBundleName();
        if (baseName == null || baseName.isEmpty()) {
            throw new IllegalArgumentException("resource bundle must have a name");
        }
        synchronized (this) {
            if (resourceBundleName != null && !resourceBundleName.equals(baseName)) {
                throw new IllegalArgumentException("can't replace resource bundle");
            }
            resourceBundleName = baseName;
            userBundle = bundle;
        }
    }

    // ------------------------------------------------------------ filter, level, handlers

    public void setFilter(Filter newFilter) throws SecurityException {
        filter = newFilter;
    }

    public Filter getFilter() {
        return filter;
    }

    public void setLevel(Level newLevel) throws SecurityException {
        synchronized (treeLock) {
            levelObject = newLevel;
            updateEffectiveLevel();
        }
    }

    final boolean isLevelInitialized() {
        return levelObject != null;
    }

    public Level getLevel() {
        return levelObject;
    }

    public boolean isLoggable(Level level) {
        int lv = levelValue;
        return level.intValue() >= lv && lv != offValue;
    }

    public String getName() {
        return name;
    }

    public void addHandler(Handler handler) throws SecurityException {
        Objects.requireNonNull(handler);
        handlers.add(handler);
    }

    public void removeHandler(Handler handler) throws SecurityException {
        if (handler == null) {
            return;
        }
        handlers.remove(handler);
    }

    public Handler[] getHandlers() {
        return accessCheckedHandlers();
    }

    /** The root logger overrides this to load the configured handlers first. */
    Handler[] accessCheckedHandlers() {
        return handlers.toArray(emptyHandlers);
    }

    public void setUseParentHandlers(boolean useParentHandlers) {
        this.useParentHandlers = useParentHandlers;
    }

    public boolean getUseParentHandlers() {
        return useParentHandlers;
    }

    public Logger getParent() {
        return parent;
    }

    public void setParent(Logger parent) {
        if (parent == null) {
            throw new NullPointerException();
        }
        if (manager == null) {
            manager = LogManager.getLogManager();
        }
        doSetParent(parent);
    }

    final void doSetParent(Logger newParent) {
        synchronized (treeLock) {
            if (parent != null && parent.kids != null) {
                parent.kids.remove(this);
            }
            parent = newParent;
            if (parent.kids == null) {
                parent.kids = new ArrayList<>(2);
            }
            parent.kids.add(this);
            updateEffectiveLevel();
        }
    }

    /** Holding treeLock: the level from here down the tree. */
    private void updateEffectiveLevel() {
        int newLevelValue;
        if (levelObject != null) {
            newLevelValue = levelObject.intValue();
        } else if (parent != null) {
            newLevelValue = parent.levelValue;
        } else {
            newLevelValue = Level.INFO.intValue();
        }
        if (levelValue == newLevelValue) {
            return;
        }
        levelValue = newLevelValue;
        if (kids != null) {
            for (Logger kid : kids) {
                kid.updateEffectiveLevel();
            }
        }
    }

    // ------------------------------------------------------------ logging

    public void log(LogRecord record) {
        if (!isLoggable(record.getLevel())) {
            return;
        }
        Filter theFilter = filter;
        if (theFilter != null && !theFilter.isLoggable(record)) {
            return;
        }
        Logger logger = this;
        while (logger != null) {
            for (Handler handler : logger.getHandlers()) {
                handler.publish(record);
            }
            if (!logger.getUseParentHandlers()) {
                break;
            }
            logger = logger.getParent();
        }
    }

    /** The logger's name and, when it or an ancestor has one, its resource bundle. */
    private void doLog(LogRecord lr) {
        lr.setLoggerName(name);
        Logger target = this;
        while (target != null) {
            String rbName = target.resourceBundleName;
            if (rbName != null) {
                if (!rbName.equals(SYSTEM_LOGGER_RB_NAME)) {
                    ResourceBundle bundle = target.findResourceBundle(rbName);
                    if (bundle != null) {
                        lr.setResourceBundleName(rbName);
                        lr.setResourceBundle(bundle);
                    } else if (target == this) {
                        // the JDK goes on to the ancestors when the logger's own bundle is missing
                        target = target.getParent();
                        continue;
                    }
                }
                break;
            }
            target = target.getParent();
        }
        log(lr);
    }

    private void doLog(LogRecord lr, String rbname) {
        lr.setLoggerName(name);
        if (rbname != null) {
            lr.setResourceBundleName(rbname);
            lr.setResourceBundle(findResourceBundle(rbname));
        }
        log(lr);
    }

    private void doLog(LogRecord lr, ResourceBundle rb) {
        lr.setLoggerName(name);
        if (rb != null) {
            lr.setResourceBundleName(rb.getBaseBundleName());
            lr.setResourceBundle(rb);
        }
        log(lr);
    }

    public void log(Level level, String msg) {
        if (!isLoggable(level)) {
            return;
        }
        doLog(new LogRecord(level, msg));
    }

    public void log(Level level, Supplier<String> msgSupplier) {
        if (!isLoggable(level)) {
            return;
        }
        doLog(new LogRecord(level, msgSupplier.get()));
    }

    public void log(Level level, String msg, Object param1) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msg);
        lr.setParameters(new Object[] {param1});
        doLog(lr);
    }

    public void log(Level level, String msg, Object[] params) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msg);
        lr.setParameters(params);
        doLog(lr);
    }

    public void log(Level level, String msg, Throwable thrown) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msg);
        lr.setThrown(thrown);
        doLog(lr);
    }

    public void log(Level level, Throwable thrown, Supplier<String> msgSupplier) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msgSupplier.get());
        lr.setThrown(thrown);
        doLog(lr);
    }

    public void logp(Level level, String sourceClass, String sourceMethod, String msg) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msg);
        lr.setSourceClassName(sourceClass);
        lr.setSourceMethodName(sourceMethod);
        doLog(lr);
    }

    public void logp(Level level, String sourceClass, String sourceMethod, Supplier<String> msgSupplier) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msgSupplier.get());
        lr.setSourceClassName(sourceClass);
        lr.setSourceMethodName(sourceMethod);
        doLog(lr);
    }

    public void logp(Level level, String sourceClass, String sourceMethod, String msg, Object param1) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msg);
        lr.setSourceClassName(sourceClass);
        lr.setSourceMethodName(sourceMethod);
        lr.setParameters(new Object[] {param1});
        doLog(lr);
    }

    public void logp(Level level, String sourceClass, String sourceMethod, String msg, Object[] params) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msg);
        lr.setSourceClassName(sourceClass);
        lr.setSourceMethodName(sourceMethod);
        lr.setParameters(params);
        doLog(lr);
    }

    public void logp(Level level, String sourceClass, String sourceMethod, String msg, Throwable thrown) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msg);
        lr.setSourceClassName(sourceClass);
        lr.setSourceMethodName(sourceMethod);
        lr.setThrown(thrown);
        doLog(lr);
    }

    public void logp(Level level, String sourceClass, String sourceMethod, Throwable thrown,
            Supplier<String> msgSupplier) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msgSupplier.get());
        lr.setSourceClassName(sourceClass);
        lr.setSourceMethodName(sourceMethod);
        lr.setThrown(thrown);
        doLog(lr);
    }

    @Deprecated
    public void logrb(Level level, String sourceClass, String sourceMethod, String bundleName, String msg) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msg);
        lr.setSourceClassName(sourceClass);
        lr.setSourceMethodName(sourceMethod);
        doLog(lr, bundleName);
    }

    @Deprecated
    public void logrb(Level level, String sourceClass, String sourceMethod, String bundleName, String msg,
            Object param1) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msg);
        lr.setSourceClassName(sourceClass);
        lr.setSourceMethodName(sourceMethod);
        lr.setParameters(new Object[] {param1});
        doLog(lr, bundleName);
    }

    @Deprecated
    public void logrb(Level level, String sourceClass, String sourceMethod, String bundleName, String msg,
            Object[] params) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msg);
        lr.setSourceClassName(sourceClass);
        lr.setSourceMethodName(sourceMethod);
        lr.setParameters(params);
        doLog(lr, bundleName);
    }

    @Deprecated
    public void logrb(Level level, String sourceClass, String sourceMethod, String bundleName, String msg,
            Throwable thrown) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msg);
        lr.setSourceClassName(sourceClass);
        lr.setSourceMethodName(sourceMethod);
        lr.setThrown(thrown);
        doLog(lr, bundleName);
    }

    public void logrb(Level level, String sourceClass, String sourceMethod, ResourceBundle bundle, String msg,
            Object... params) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msg);
        lr.setSourceClassName(sourceClass);
        lr.setSourceMethodName(sourceMethod);
        if (params != null && params.length != 0) {
            lr.setParameters(params);
        }
        doLog(lr, bundle);
    }

    public void logrb(Level level, ResourceBundle bundle, String msg, Object... params) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msg);
        if (params != null && params.length != 0) {
            lr.setParameters(params);
        }
        doLog(lr, bundle);
    }

    public void logrb(Level level, String sourceClass, String sourceMethod, ResourceBundle bundle, String msg,
            Throwable thrown) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msg);
        lr.setSourceClassName(sourceClass);
        lr.setSourceMethodName(sourceMethod);
        lr.setThrown(thrown);
        doLog(lr, bundle);
    }

    public void logrb(Level level, ResourceBundle bundle, String msg, Throwable thrown) {
        if (!isLoggable(level)) {
            return;
        }
        LogRecord lr = new LogRecord(level, msg);
        lr.setThrown(thrown);
        doLog(lr, bundle);
    }

    public void entering(String sourceClass, String sourceMethod) {
        logp(Level.FINER, sourceClass, sourceMethod, "ENTRY");
    }

    public void entering(String sourceClass, String sourceMethod, Object param1) {
        logp(Level.FINER, sourceClass, sourceMethod, "ENTRY {0}", param1);
    }

    public void entering(String sourceClass, String sourceMethod, Object[] params) {
        String msg = "ENTRY";
        if (params == null) {
            logp(Level.FINER, sourceClass, sourceMethod, msg);
            return;
        }
        if (!isLoggable(Level.FINER)) {
            return;
        }
        if (params.length > 0) {
            StringBuilder b = new StringBuilder(msg);
            for (int i = 0; i < params.length; i++) {
                b.append(' ').append('{').append(i).append('}');
            }
            msg = b.toString();
        }
        logp(Level.FINER, sourceClass, sourceMethod, msg, params);
    }

    public void exiting(String sourceClass, String sourceMethod) {
        logp(Level.FINER, sourceClass, sourceMethod, "RETURN");
    }

    public void exiting(String sourceClass, String sourceMethod, Object result) {
        logp(Level.FINER, sourceClass, sourceMethod, "RETURN {0}", result);
    }

    public void throwing(String sourceClass, String sourceMethod, Throwable thrown) {
        if (!isLoggable(Level.FINER)) {
            return;
        }
        LogRecord lr = new LogRecord(Level.FINER, "THROW");
        lr.setSourceClassName(sourceClass);
        lr.setSourceMethodName(sourceMethod);
        lr.setThrown(thrown);
        doLog(lr);
    }

    public void severe(String msg) {
        log(Level.SEVERE, msg);
    }

    public void warning(String msg) {
        log(Level.WARNING, msg);
    }

    public void info(String msg) {
        log(Level.INFO, msg);
    }

    public void config(String msg) {
        log(Level.CONFIG, msg);
    }

    public void fine(String msg) {
        log(Level.FINE, msg);
    }

    public void finer(String msg) {
        log(Level.FINER, msg);
    }

    public void finest(String msg) {
        log(Level.FINEST, msg);
    }

    public void severe(Supplier<String> msgSupplier) {
        log(Level.SEVERE, msgSupplier);
    }

    public void warning(Supplier<String> msgSupplier) {
        log(Level.WARNING, msgSupplier);
    }

    public void info(Supplier<String> msgSupplier) {
        log(Level.INFO, msgSupplier);
    }

    public void config(Supplier<String> msgSupplier) {
        log(Level.CONFIG, msgSupplier);
    }

    public void fine(Supplier<String> msgSupplier) {
        log(Level.FINE, msgSupplier);
    }

    public void finer(Supplier<String> msgSupplier) {
        log(Level.FINER, msgSupplier);
    }

    public void finest(Supplier<String> msgSupplier) {
        log(Level.FINEST, msgSupplier);
    }
}

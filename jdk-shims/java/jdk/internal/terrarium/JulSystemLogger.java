package jdk.internal.terrarium;

import java.util.Objects;
import java.util.ResourceBundle;
import java.util.function.Supplier;

/**
 * System.getLogger's loggers: a java.util.logging.Logger behind System.Logger,
 * as the JDK's LoggingProviderImpl.JULWrapper; with a bundle, as its
 * LocalizedLoggerWrapper, the plain messages are looked up in the bundle.
 * Being a System.Logger, its frames are skipped when a record's caller is inferred.
 */
public final class JulSystemLogger implements System.Logger {
    private static final java.util.logging.Level[] LEVELS = {
        java.util.logging.Level.ALL, // ALL
        java.util.logging.Level.FINER, // TRACE
        java.util.logging.Level.FINE, // DEBUG
        java.util.logging.Level.INFO, // INFO
        java.util.logging.Level.WARNING, // WARNING
        java.util.logging.Level.SEVERE, // ERROR
        java.util.logging.Level.OFF // OFF
    };

    private final java.util.logging.Logger julLogger;
    private final ResourceBundle bundle;

    public JulSystemLogger(java.util.logging.Logger julLogger, ResourceBundle bundle) {
        this.julLogger = julLogger;
        this.bundle = bundle;
    }

    private static java.util.logging.Level toJUL(Level level) {
        return level == null ? null : LEVELS[level.ordinal()];
    }

    @Override
    public String getName() {
        return julLogger.getName();
    }

    @Override
    public boolean isLoggable(Level level) {
        return julLogger.isLoggable(toJUL(level));
    }

    @Override
    public void log(Level level, String msg) {
        if (bundle != null) {
            julLogger.logrb(toJUL(level), bundle, msg, (Object[]) null);
        } else {
            julLogger.log(toJUL(level), msg);
        }
    }

    @Override
    public void log(Level level, Supplier<String> msgSupplier) {
        Objects.requireNonNull(msgSupplier);
        julLogger.log(toJUL(level), msgSupplier);
    }

    @Override
    public void log(Level level, Object obj) {
        Objects.requireNonNull(obj);
        julLogger.log(toJUL(level), () -> obj.toString());
    }

    @Override
    public void log(Level level, String msg, Throwable thrown) {
        if (bundle != null) {
            julLogger.logrb(toJUL(level), bundle, msg, thrown);
        } else {
            julLogger.log(toJUL(level), msg, thrown);
        }
    }

    @Override
    public void log(Level level, Supplier<String> msgSupplier, Throwable thrown) {
        Objects.requireNonNull(msgSupplier);
        julLogger.log(toJUL(level), thrown, msgSupplier);
    }

    @Override
    public void log(Level level, String format, Object... params) {
        if (bundle != null) {
            julLogger.logrb(toJUL(level), bundle, format, params);
        } else {
            julLogger.log(toJUL(level), format, params);
        }
    }

    @Override
    public void log(Level level, ResourceBundle bundle, String key, Throwable thrown) {
        julLogger.logrb(toJUL(level), bundle, key, thrown);
    }

    @Override
    public void log(Level level, ResourceBundle bundle, String format, Object... params) {
        julLogger.logrb(toJUL(level), bundle, format, params);
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof JulSystemLogger && ((JulSystemLogger) obj).julLogger == julLogger
                && ((JulSystemLogger) obj).bundle == bundle;
    }

    @Override
    public int hashCode() {
        return julLogger.hashCode();
    }
}

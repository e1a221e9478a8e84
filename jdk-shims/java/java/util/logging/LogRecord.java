package java.util.logging;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.ResourceBundle;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One logging request. As on the JDK, the source class and method, when not
 * set, are inferred the first time they are asked for: the first frame past
 * java.util.logging.Logger that is not logging machinery.
 */
public class LogRecord implements java.io.Serializable {
    private static final long serialVersionUID = 5372048053134512534L;

    private static final AtomicLong globalSequenceNumber = new AtomicLong();

    private Level level;
    private long sequenceNumber;
    private String sourceClassName;
    private String sourceMethodName;
    private String message;
    private int threadID;
    private long longThreadID;
    private Throwable thrown;
    private String loggerName;
    private String resourceBundleName;
    private Instant instant;

    private transient boolean needToInferCaller;
    private transient Object[] parameters;
    private transient ResourceBundle resourceBundle;

    public LogRecord(Level level, String msg) {
        this.level = Objects.requireNonNull(level);
        message = msg;
        sequenceNumber = globalSequenceNumber.getAndIncrement();
        long id = Thread.currentThread().getId();
        threadID = shortThreadID(id);
        longThreadID = id;
        instant = Instant.now();
        needToInferCaller = true;
    }

    private static int shortThreadID(long id) {
        if (id >= 0 && id <= Integer.MAX_VALUE) {
            return (int) id;
        }
        int hash = Long.hashCode(id);
        return hash < 0 ? hash : (-1 - hash);
    }

    public String getLoggerName() {
        return loggerName;
    }

    public void setLoggerName(String name) {
        loggerName = name;
    }

    public ResourceBundle getResourceBundle() {
        return resourceBundle;
    }

    public void setResourceBundle(ResourceBundle bundle) {
        resourceBundle = bundle;
    }

    public String getResourceBundleName() {
        return resourceBundleName;
    }

    public void setResourceBundleName(String name) {
        resourceBundleName = name;
    }

    public Level getLevel() {
        return level;
    }

    public void setLevel(Level level) {
        if (level == null) {
            throw new NullPointerException();
        }
        this.level = level;
    }

    public long getSequenceNumber() {
        return sequenceNumber;
    }

    public void setSequenceNumber(long seq) {
        sequenceNumber = seq;
    }

    public String getSourceClassName() {
        if (needToInferCaller) {
            inferCaller();
        }
        return sourceClassName;
    }

    public void setSourceClassName(String sourceClassName) {
        this.sourceClassName = sourceClassName;
        needToInferCaller = false;
    }

    public String getSourceMethodName() {
        if (needToInferCaller) {
            inferCaller();
        }
        return sourceMethodName;
    }

    public void setSourceMethodName(String sourceMethodName) {
        this.sourceMethodName = sourceMethodName;
        needToInferCaller = false;
    }

    public String getMessage() {
        return message;
    }

    public void setMessage(String message) {
        this.message = message;
    }

    public Object[] getParameters() {
        return parameters;
    }

    public void setParameters(Object[] parameters) {
        this.parameters = parameters;
    }

    @Deprecated(since = "16")
    public int getThreadID() {
        return threadID;
    }

    @Deprecated(since = "16")
    public void setThreadID(int threadID) {
        this.threadID = threadID;
        this.longThreadID = threadID;
    }

    public long getLongThreadID() {
        return longThreadID;
    }

    public LogRecord setLongThreadID(long longThreadID) {
        this.threadID = shortThreadID(longThreadID);
        this.longThreadID = longThreadID;
        return this;
    }

    public long getMillis() {
        return instant.toEpochMilli();
    }

    @Deprecated
    public void setMillis(long millis) {
        this.instant = Instant.ofEpochMilli(millis);
    }

    public Instant getInstant() {
        return instant;
    }

    public void setInstant(Instant instant) {
        instant.toEpochMilli(); // NullPointerException, ArithmeticException as the JDK
        this.instant = instant;
    }

    public Throwable getThrown() {
        return thrown;
    }

    public void setThrown(Throwable thrown) {
        this.thrown = thrown;
    }

    private void inferCaller() {
        needToInferCaller = false;
        List<StackWalker.StackFrame> frames = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE)
                .walk(s -> s.collect(java.util.stream.Collectors.toList()));
        // Frames before the logger may be a Handler's or a Formatter's (inference
        // happens when a formatter asks), so look for Logger first.
        boolean lookingForLogger = true;
        for (StackWalker.StackFrame f : frames) {
            String cname = f.getClassName();
            if (lookingForLogger) {
                lookingForLogger = !(cname.equals("java.util.logging.Logger")
                        || cname.startsWith("sun.util.logging.PlatformLogger"));
                continue;
            }
            if (!isFilteredFrame(f)) {
                setSourceClassName(cname);
                setSourceMethodName(f.getMethodName());
                return;
            }
        }
    }

    /** More packages to skip, as the JDK reads them: comma-separated prefixes. */
    private static final String[] skips;

    static {
        String pkgs = System.getProperty("jdk.logger.packages");
        skips = pkgs == null ? new String[0] : pkgs.split(",");
    }

    /** Logging machinery, skipped when looking for the caller (jdk.internal.logger.SimpleConsoleLogger's list). */
    static boolean isFilteredFrame(StackWalker.StackFrame f) {
        if (System.Logger.class.isAssignableFrom(f.getDeclaringClass())) {
            return true;
        }
        String cname = f.getClassName();
        for (String skip : skips) {
            if (!skip.isEmpty() && cname.startsWith(skip)) {
                return true;
            }
        }
        return cname.startsWith("sun.util.logging.")
                || cname.startsWith("sun.rmi.runtime.Log")
                || cname.startsWith("jdk.internal.logger.")
                || cname.startsWith("java.util.logging.")
                || cname.startsWith("java.lang.invoke.MethodHandle")
                || cname.startsWith("java.security.AccessController");
    }
}

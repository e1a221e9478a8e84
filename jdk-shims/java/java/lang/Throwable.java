package java.lang;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * All-zero fields are a valid state (the VM allocates the exceptions it throws
 * without running a constructor):
 * <ul>
 * <li>{@code causeSet == false}: the cause is not initialised (getCause() is null);</li>
 * <li>{@code stackTrace == null}: materialise from {@code backtrace} on demand;
 *     {@link #UNWRITABLE_STACK}: stack trace not writable (always empty);</li>
 * <li>{@code suppressed == null}: none recorded yet; {@link #SUPPRESSION_DISABLED}: disabled.</li>
 * </ul>
 */
public class Throwable implements java.io.Serializable {
    // Layout read and written by the VM (see NATIVES.md).
    private String detailMessage;
    private Throwable cause;
    private boolean causeSet;
    private transient Object backtrace;
    private StackTraceElement[] stackTrace;
    private List<Throwable> suppressed;

    private static final long serialVersionUID = -3042686055658047285L;

    /** The JDK's serial form: the cause is the throwable itself while unset, suppressedExceptions null when disabled. */
    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("detailMessage", String.class),
        new java.io.ObjectStreamField("cause", Throwable.class),
        new java.io.ObjectStreamField("stackTrace", StackTraceElement[].class),
        new java.io.ObjectStreamField("suppressedExceptions", List.class),
    };

    private static final StackTraceElement[] UNWRITABLE_STACK = new StackTraceElement[0];
    private static final List<Throwable> SUPPRESSION_DISABLED = new ArrayList<>(0);
    private static final Throwable[] EMPTY_THROWABLE_ARRAY = new Throwable[0];

    private static final String CAUSE_CAPTION = "Caused by: ";
    private static final String SUPPRESSED_CAPTION = "Suppressed: ";

    public Throwable() {
        fillInStackTrace();
    }

    public Throwable(String message) {
        fillInStackTrace();
        detailMessage = message;
    }

    public Throwable(String message, Throwable cause) {
        fillInStackTrace();
        detailMessage = message;
        this.cause = cause;
        this.causeSet = true;
    }

    public Throwable(Throwable cause) {
        fillInStackTrace();
        detailMessage = (cause == null) ? null : cause.toString();
        this.cause = cause;
        this.causeSet = true;
    }

    protected Throwable(String message, Throwable cause, boolean enableSuppression, boolean writableStackTrace) {
        if (writableStackTrace) {
            fillInStackTrace();
        } else {
            stackTrace = UNWRITABLE_STACK;
        }
        detailMessage = message;
        this.cause = cause;
        this.causeSet = true;
        if (!enableSuppression) {
            suppressed = SUPPRESSION_DISABLED;
        }
    }

    public String getMessage() {
        return detailMessage;
    }

    public String getLocalizedMessage() {
        return getMessage();
    }

    public synchronized Throwable getCause() {
        return cause;
    }

    public synchronized Throwable initCause(Throwable cause) {
        if (causeSet) {
            throw new IllegalStateException("Can't overwrite cause with "
                    + (cause == null ? "a null" : cause.toString()), this);
        }
        if (cause == this) {
            throw new IllegalArgumentException("Self-causation not permitted", this);
        }
        this.cause = cause;
        this.causeSet = true;
        return this;
    }

    public String toString() {
        String s = getClass().getName();
        String message = getLocalizedMessage();
        return (message != null) ? (s + ": " + message) : s;
    }

    public synchronized Throwable fillInStackTrace() {
        if (stackTrace != UNWRITABLE_STACK) {
            fillInStackTrace0();
            stackTrace = null;
        }
        return this;
    }

    private native void fillInStackTrace0();

    private native StackTraceElement[] getStackTrace0();

    private synchronized StackTraceElement[] getOurStackTrace() {
        StackTraceElement[] trace = stackTrace;
        if (trace == null) {
            trace = getStackTrace0();
            stackTrace = trace;
        }
        return trace;
    }

    public StackTraceElement[] getStackTrace() {
        return getOurStackTrace().clone();
    }

    public void setStackTrace(StackTraceElement[] stackTrace) {
        StackTraceElement[] copy = stackTrace.clone();
        for (int i = 0; i < copy.length; i++) {
            if (copy[i] == null) {
                throw new NullPointerException("stackTrace[" + i + "]");
            }
        }
        synchronized (this) {
            if (this.stackTrace == UNWRITABLE_STACK) {
                return;
            }
            this.stackTrace = copy;
        }
    }

    public final synchronized void addSuppressed(Throwable exception) {
        if (exception == this) {
            throw new IllegalArgumentException("Self-suppression not permitted", exception);
        }
        if (exception == null) {
            throw new NullPointerException("Cannot suppress a null exception.");
        }
        List<Throwable> list = suppressed;
        if (list == SUPPRESSION_DISABLED) {
            return;
        }
        if (list == null) {
            list = new ArrayList<>(1);
            suppressed = list;
        }
        list.add(exception);
    }

    public final synchronized Throwable[] getSuppressed() {
        List<Throwable> list = suppressed;
        if (list == null || list == SUPPRESSION_DISABLED || list.isEmpty()) {
            return EMPTY_THROWABLE_ARRAY;
        }
        int n = list.size();
        Throwable[] result = new Throwable[n];
        for (int i = 0; i < n; i++) {
            result[i] = list.get(i);
        }
        return result;
    }

    public void printStackTrace() {
        printStackTrace(System.err);
    }

    public void printStackTrace(PrintStream s) {
        printTrace(s);
    }

    public void printStackTrace(PrintWriter s) {
        printTrace(s);
    }

    /** s is a PrintStream or a PrintWriter (tested in that order, so PrintWriter stays unloaded for streams). */
    private static void println(Object s, Object line) {
        if (s instanceof PrintStream) {
            ((PrintStream) s).println(line);
        } else if (s == null) {
            throw new NullPointerException();
        } else {
            ((PrintWriter) s).println(line);
        }
    }

    private void printTrace(Object s) {
        Throwable[] seen = new Throwable[8];
        seen[0] = this;
        int[] seenCount = new int[1];
        seenCount[0] = 1;
        println(s, this);
        StackTraceElement[] trace = getOurStackTrace();
        for (int i = 0; i < trace.length; i++) {
            println(s, "\tat " + trace[i]);
        }
        Throwable[] sup = getSuppressed();
        for (int i = 0; i < sup.length; i++) {
            seen = sup[i].printEnclosedTrace(s, trace, SUPPRESSED_CAPTION, "\t", seen, seenCount);
        }
        Throwable ourCause = getCause();
        if (ourCause != null) {
            ourCause.printEnclosedTrace(s, trace, CAUSE_CAPTION, "", seen, seenCount);
        }
    }

    /** Prints this throwable as a cause or suppressed exception; returns the (maybe grown) seen set. */
    private Throwable[] printEnclosedTrace(Object s, StackTraceElement[] enclosingTrace, String caption,
                                           String prefix, Throwable[] seen, int[] seenCount) {
        int count = seenCount[0];
        for (int i = 0; i < count; i++) {
            if (seen[i] == this) {
                println(s, prefix + caption + "[CIRCULAR REFERENCE: " + this + "]");
                return seen;
            }
        }
        if (count == seen.length) {
            Throwable[] grown = new Throwable[count * 2];
            System.arraycopy(seen, 0, grown, 0, count);
            seen = grown;
        }
        seen[count] = this;
        seenCount[0] = count + 1;

        StackTraceElement[] trace = getOurStackTrace();
        int m = trace.length - 1;
        int n = enclosingTrace.length - 1;
        while (m >= 0 && n >= 0 && trace[m].equals(enclosingTrace[n])) {
            m--;
            n--;
        }
        int framesInCommon = trace.length - 1 - m;

        println(s, prefix + caption + this);
        for (int i = 0; i <= m; i++) {
            println(s, prefix + "\tat " + trace[i]);
        }
        if (framesInCommon != 0) {
            println(s, prefix + "\t... " + framesInCommon + " more");
        }
        Throwable[] sup = getSuppressed();
        for (int i = 0; i < sup.length; i++) {
            seen = sup[i].printEnclosedTrace(s, trace, SUPPRESSED_CAPTION, prefix + "\t", seen, seenCount);
        }
        Throwable ourCause = getCause();
        if (ourCause != null) {
            seen = ourCause.printEnclosedTrace(s, trace, CAUSE_CAPTION, prefix, seen, seenCount);
        }
        return seen;
    }

    private synchronized void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        StackTraceElement[] trace = getOurStackTrace();
        if (trace == UNWRITABLE_STACK) {
            trace = new StackTraceElement[] {new StackTraceElement("", "", null, Integer.MIN_VALUE)};
        }
        java.io.ObjectOutputStream.PutField f = s.putFields();
        f.put("detailMessage", detailMessage);
        f.put("cause", causeSet ? cause : this);
        f.put("stackTrace", trace);
        f.put("suppressedExceptions", suppressed == null ? java.util.Collections.emptyList()
                : suppressed == SUPPRESSION_DISABLED ? null : suppressed);
        s.writeFields();
    }

    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        java.io.ObjectInputStream.GetField f = s.readFields();
        detailMessage = (String) f.get("detailMessage", null);
        Throwable c = (Throwable) f.get("cause", null);
        cause = c == this ? null : c;
        causeSet = c != this;
        List<Throwable> sup = (List<Throwable>) f.get("suppressedExceptions", null);
        if (sup == null) {
            suppressed = SUPPRESSION_DISABLED;
        } else if (sup.isEmpty()) {
            suppressed = null;
        } else {
            ArrayList<Throwable> list = new ArrayList<>(sup.size());
            for (Throwable t : sup) {
                if (t == null) {
                    throw new NullPointerException("Cannot suppress a null exception.");
                } else if (t == this) {
                    throw new IllegalArgumentException("Self-suppression not permitted");
                }
                list.add(t);
            }
            suppressed = list;
        }
        StackTraceElement[] trace = (StackTraceElement[]) f.get("stackTrace", null);
        if (trace == null) {
            trace = new StackTraceElement[0];
        } else if (trace.length == 1 && trace[0] != null && trace[0].getLineNumber() == Integer.MIN_VALUE
                && "".equals(trace[0].getClassName()) && "".equals(trace[0].getMethodName())) {
            trace = UNWRITABLE_STACK;
        } else {
            trace = trace.clone();
            for (StackTraceElement e : trace) {
                if (e == null) {
                    throw new NullPointerException("null StackTraceElement in serial stream.");
                }
            }
        }
        stackTrace = trace;
    }
}

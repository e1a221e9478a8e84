package java.util.logging;

/** A StreamHandler on System.err (as it is when the handler is made), flushed after every record. */
public class ConsoleHandler extends StreamHandler {
    public ConsoleHandler() {
        super(Level.INFO, new SimpleFormatter(), null);
        setOutputStream(System.err);
    }

    @Override
    public void publish(LogRecord record) {
        super.publish(record);
        flush();
    }

    /** Flushes only: System.err stays open. */
    @Override
    public void close() {
        flush();
    }
}

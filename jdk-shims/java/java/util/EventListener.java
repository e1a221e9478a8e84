package java.util;

/** The marker interface of event listeners. */
public interface EventListener {
}

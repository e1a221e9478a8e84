/** Sends messages to users. */
public interface Notifier {
    void send(String user, String message);

    int pending();
}

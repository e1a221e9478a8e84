package subjects;

import java.util.ArrayList;
import java.util.List;

/** A singleton with a static counter: state leaks between tests unless reset. */
public class SessionRegistry {

    private static SessionRegistry instance;
    private static int createdSessions = 0;
    public static final int MAX_SESSIONS = 3;

    private final List<String> activeUsers = new ArrayList<>();

    public SessionRegistry() {
    }

    public static SessionRegistry getInstance() {
        if (instance == null) {
            instance = new SessionRegistry();
        }
        return instance;
    }

    public static int getCreatedSessions() {
        return createdSessions;
    }

    public static void reset() {
        instance = null;
        createdSessions = 0;
    }

    public String openSession(String user) {
        if (user == null || user.isEmpty()) {
            return null;
        }
        if (activeUsers.contains(user)) {
            return "ALREADY_OPEN";
        }
        if (activeUsers.size() >= MAX_SESSIONS) {
            return "FULL";
        }
        activeUsers.add(user);
        createdSessions++;
        if (createdSessions > 5) {
            return "OPENED_MANY";
        }
        return "OPENED#" + createdSessions;
    }

    public boolean closeSession(String user) {
        return activeUsers.remove(user);
    }

    public int activeCount() {
        return activeUsers.size();
    }
}

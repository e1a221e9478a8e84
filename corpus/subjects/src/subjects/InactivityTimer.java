package subjects;

/**
 * A login session that times out after 30 minutes without activity, with a
 * warning in its last 5 minutes. Whether it is active, warned or expired
 * depends on how much time passes between the calls, not on the date.
 */
public class InactivityTimer {

    public static final long TIMEOUT_MILLIS = 30 * 60 * 1000L;
    public static final long WARNING_MILLIS = 5 * 60 * 1000L;

    private final String user;
    private long lastActivity;
    private boolean expired;
    private int touches;

    public InactivityTimer(String user) {
        if (user == null || user.trim().isEmpty()) {
            throw new IllegalArgumentException("user required");
        }
        this.user = user;
        this.lastActivity = System.currentTimeMillis();
    }

    /** Activity: the idle time starts again. */
    public void touch() {
        if (status().equals("EXPIRED")) {
            throw new IllegalStateException("session of " + user + " expired");
        }
        lastActivity = System.currentTimeMillis();
        touches++;
    }

    public String status() {
        if (expired) {
            return "EXPIRED";
        }
        long idle = System.currentTimeMillis() - lastActivity;
        if (idle >= TIMEOUT_MILLIS) {
            expired = true;
            return "EXPIRED";
        }
        if (idle >= TIMEOUT_MILLIS - WARNING_MILLIS) {
            return "WARNING";
        }
        return touches == 0 ? "NEW" : "ACTIVE";
    }

    /** Whole minutes left before the timeout (0 once expired). */
    public long minutesLeft() {
        long left = TIMEOUT_MILLIS - (System.currentTimeMillis() - lastActivity);
        if (expired || left <= 0) {
            return 0;
        }
        return left / 60_000;
    }
}

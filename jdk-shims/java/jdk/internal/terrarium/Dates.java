package jdk.internal.terrarium;

/** Date text without java.util.Date (used by Properties.store's date comment). */
public final class Dates {
    private Dates() {
    }

    private static final String[] DAYS = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    private static final String[] MONTHS = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct",
        "Nov", "Dec"};

    private static void two(StringBuilder sb, int v) {
        if (v < 10) {
            sb.append('0');
        }
        sb.append(v);
    }

    /**
     * As Date.toString: "EEE MMM dd HH:mm:ss zzz yyyy". Time zones other than
     * UTC/GMT are later work: the time is shown in UTC.
     */
    public static String toString(long ms) {
        String zone = System.getProperty("user.timezone", "UTC");
        if (!zone.equals("GMT")) {
            zone = "UTC";
        }
        long days = Math.floorDiv(ms, 86400000L);
        long msOfDay = Math.floorMod(ms, 86400000L);
        int secs = (int) (msOfDay / 1000);
        int dow = (int) Math.floorMod(days + 4, 7L);
        // civil_from_days (H. Hinnant)
        long z = days + 719468;
        long era = Math.floorDiv(z, 146097L);
        long doe = z - era * 146097;
        long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
        long y = yoe + era * 400;
        long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        long mp = (5 * doy + 2) / 153;
        int d = (int) (doy - (153 * mp + 2) / 5 + 1);
        int m = (int) (mp < 10 ? mp + 3 : mp - 9);
        if (m <= 2) {
            y++;
        }
        StringBuilder sb = new StringBuilder(28);
        sb.append(DAYS[dow]).append(' ').append(MONTHS[m - 1]).append(' ');
        two(sb, d);
        sb.append(' ');
        two(sb, secs / 3600);
        sb.append(':');
        two(sb, (secs / 60) % 60);
        sb.append(':');
        two(sb, secs % 60);
        sb.append(' ').append(zone).append(' ').append(y);
        return sb.toString();
    }
}

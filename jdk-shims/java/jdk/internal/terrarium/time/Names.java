package jdk.internal.terrarium.time;

/** English (en_US, CLDR as JDK 17 ships it) texts for dates. */
public final class Names {
    private Names() {
    }

    public static final String[] MONTHS = {"January", "February", "March", "April", "May", "June", "July",
        "August", "September", "October", "November", "December"};
    public static final String[] MONTHS_SHORT = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep",
        "Oct", "Nov", "Dec"};
    public static final String[] MONTHS_NARROW = {"J", "F", "M", "A", "M", "J", "J", "A", "S", "O", "N", "D"};
    /** Monday first (ISO). */
    public static final String[] DAYS = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
        "Sunday"};
    public static final String[] DAYS_SHORT = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
    public static final String[] DAYS_NARROW = {"M", "T", "W", "T", "F", "S", "S"};
    public static final String[] AMPM = {"AM", "PM"};
    public static final String[] ERAS = {"BC", "AD"};
    public static final String[] ERAS_LONG = {"Before Christ", "Anno Domini"};
    public static final String[] ERAS_NARROW = {"B", "A"};

    /** 0 full, 1 short, 2 narrow for a TextStyle ordinal (FULL, FULL_STANDALONE, SHORT, ...). */
    public static int width(int textStyleOrdinal) {
        return textStyleOrdinal / 2;
    }

    public static String month(int month, int width) {
        return width == 0 ? MONTHS[month - 1] : width == 1 ? MONTHS_SHORT[month - 1] : MONTHS_NARROW[month - 1];
    }

    public static String day(int isoDay, int width) {
        return width == 0 ? DAYS[isoDay - 1] : width == 1 ? DAYS_SHORT[isoDay - 1] : DAYS_NARROW[isoDay - 1];
    }

    public static void pad(StringBuilder sb, long v, int width) {
        if (v < 0) {
            sb.append('-');
            v = -v;
        }
        String s = Long.toString(v);
        for (int i = s.length(); i < width; i++) {
            sb.append('0');
        }
        sb.append(s);
    }
}

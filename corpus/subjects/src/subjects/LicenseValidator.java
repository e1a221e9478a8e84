package subjects;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;

/** Validates license keys that embed an expiry date, compared against today's date. */
public class LicenseValidator {

    public static final String PREFIX = "LIC-";

    /** Key format: LIC-&lt;EDITION&gt;-&lt;yyyy-MM-dd&gt;, e.g. LIC-PRO-2030-01-31. */
    public String validate(String key) {
        if (key == null || !key.startsWith(PREFIX)) {
            return "INVALID_PREFIX";
        }
        String rest = key.substring(PREFIX.length());
        int dash = rest.indexOf('-');
        if (dash <= 0) {
            return "MISSING_EDITION";
        }
        String edition = rest.substring(0, dash);
        if (!edition.equals("PRO") && !edition.equals("BASIC") && !edition.equals("TRIAL")) {
            return "UNKNOWN_EDITION";
        }
        LocalDate expiry;
        try {
            expiry = LocalDate.parse(rest.substring(dash + 1));
        } catch (DateTimeParseException e) {
            return "BAD_DATE";
        }
        LocalDate today = LocalDate.now();
        if (expiry.isBefore(today)) {
            return "EXPIRED";
        }
        long daysLeft = ChronoUnit.DAYS.between(today, expiry);
        if (edition.equals("TRIAL") && daysLeft > 30) {
            return "TRIAL_TOO_LONG";
        }
        if (daysLeft <= 7) {
            return "EXPIRES_SOON";
        }
        return "VALID_" + edition;
    }

    public static boolean isLeapYearToday() {
        return LocalDate.now().isLeapYear();
    }
}

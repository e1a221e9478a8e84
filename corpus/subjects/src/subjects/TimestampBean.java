package subjects;

import java.text.SimpleDateFormat;
import java.util.Date;

/** A bean that remembers its creation time and formats it. */
public class TimestampBean {

    private final long createdAt;
    private String label;

    public TimestampBean(String label) {
        this.label = label;
        this.createdAt = System.currentTimeMillis();
    }

    public String getLabel() {
        return label;
    }

    public void setLabel(String label) {
        this.label = label;
    }

    public long getCreatedAt() {
        return createdAt;
    }

    public String formatCreationTime(String pattern) {
        if (pattern == null || pattern.isEmpty()) {
            return new Date(createdAt).toString();
        }
        return new SimpleDateFormat(pattern).format(new Date(createdAt));
    }

    public String describe() {
        String name = (label == null || label.isEmpty()) ? "<unnamed>" : label;
        return name + "@" + formatCreationTime("yyyy-MM-dd HH:mm:ss");
    }

    /** Age category depending on how much time passed since creation. */
    public String ageCategory(long nowMillis) {
        long age = nowMillis - createdAt;
        if (age < 0) {
            return "FROM_THE_FUTURE";
        } else if (age < 1000L) {
            return "FRESH";
        } else if (age < 60L * 60L * 1000L) {
            return "RECENT";
        }
        return "OLD";
    }

    public boolean isCreatedInYear(int year) {
        String y = new SimpleDateFormat("yyyy").format(new Date(createdAt));
        return Integer.parseInt(y) == year;
    }
}

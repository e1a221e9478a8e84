package java.util.logging;

import java.util.ArrayList;
import java.util.List;

/**
 * Logging levels. Every level made (standard or custom) is remembered so that
 * parse and the configuration find it by name, value or localized name; the
 * JDK keeps them through weak references, here they stay for the run. Localized
 * names are the English ones: the standard names themselves.
 */
public class Level implements java.io.Serializable {
    private static final long serialVersionUID = -8176160795706313070L;

    private static final String defaultBundle = "sun.util.logging.resources.logging";

    /** Every level made, in the order made (the JDK's lookups return the first). */
    private static final List<Level> known = new ArrayList<>();

    private final String name;
    private final int value;
    private final String resourceBundleName;

    public static final Level OFF = new Level("OFF", Integer.MAX_VALUE, defaultBundle);
    public static final Level SEVERE = new Level("SEVERE", 1000, defaultBundle);
    public static final Level WARNING = new Level("WARNING", 900, defaultBundle);
    public static final Level INFO = new Level("INFO", 800, defaultBundle);
    public static final Level CONFIG = new Level("CONFIG", 700, defaultBundle);
    public static final Level FINE = new Level("FINE", 500, defaultBundle);
    public static final Level FINER = new Level("FINER", 400, defaultBundle);
    public static final Level FINEST = new Level("FINEST", 300, defaultBundle);
    public static final Level ALL = new Level("ALL", Integer.MIN_VALUE, defaultBundle);

    protected Level(String name, int value) {
        this(name, value, null);
    }

    protected Level(String name, int value, String resourceBundleName) {
        if (name == null) {
            throw new NullPointerException();
        }
        this.name = name;
        this.value = value;
        this.resourceBundleName = resourceBundleName;
        synchronized (known) {
            known.add(this);
        }
    }

    public String getResourceBundleName() {
        return resourceBundleName;
    }

    public String getName() {
        return name;
    }

    public String getLocalizedName() {
        return getLocalizedLevelName();
    }

    /**
     * The standard levels' bundle holds their English names; a custom level's
     * bundle is asked for its name, falling back to the name as the JDK does.
     */
    final String getLocalizedLevelName() {
        if (resourceBundleName == null || resourceBundleName.equals(defaultBundle)) {
            return name;
        }
        try {
            return java.util.ResourceBundle.getBundle(resourceBundleName).getString(name);
        } catch (Exception ex) {
            return name;
        }
    }

    /** A level by name, number or localized name; null when none (LogManager's configuration). */
    static Level findLevel(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        Level level = byName(name);
        if (level != null) {
            return level;
        }
        try {
            int x = Integer.parseInt(name);
            level = byValue(x);
            if (level != null) {
                return level;
            }
            return new Level(name, x);
        } catch (NumberFormatException ex) {
            // not a number
        }
        return byLocalizedName(name);
    }

    private static Level byName(String name) {
        synchronized (known) {
            for (Level l : known) {
                if (l.name.equals(name)) {
                    return l;
                }
            }
        }
        return null;
    }

    private static Level byValue(int value) {
        synchronized (known) {
            for (Level l : known) {
                if (l.value == value) {
                    return l;
                }
            }
        }
        return null;
    }

    private static Level byLocalizedName(String name) {
        Level[] all;
        synchronized (known) {
            all = known.toArray(new Level[0]);
        }
        for (Level l : all) {
            if (name.equals(l.getLocalizedLevelName())) {
                return l;
            }
        }
        return null;
    }

    @Override
    public final String toString() {
        return name;
    }

    public final int intValue() {
        return value;
    }

    public static synchronized Level parse(String name) throws IllegalArgumentException {
        name.length(); // NullPointerException as the JDK
        Level level = findLevel(name);
        if (level != null) {
            return level;
        }
        throw new IllegalArgumentException("Bad level \"" + name + "\"");
    }

    @Override
    public boolean equals(Object ox) {
        return ox instanceof Level && ((Level) ox).value == this.value;
    }

    @Override
    public int hashCode() {
        return this.value;
    }
}

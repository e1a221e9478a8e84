import java.util.prefs.Preferences;

/** Uses java.util.prefs, which Terrarium's class library lacks, in two of
 *  its methods (one catches the error): no test may be written of them. */
public class PreferencesLabel {
    private final String name;

    public PreferencesLabel(String name) {
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException("name");
        }
        this.name = name;
    }

    public String label(int level) {
        if (level > 3) {
            return name + "!";
        }
        return name;
    }

    public String stored(String key) {
        try {
            return Preferences.userRoot().node(name).get(key, "none");
        } catch (Throwable e) {
            return "failed";
        }
    }

    public boolean remembered(String key) {
        return Preferences.userRoot().getBoolean(key, false);
    }
}

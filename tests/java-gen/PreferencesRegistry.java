import java.util.prefs.Preferences;

/** Reaches java.util.prefs (not in Terrarium's class library) in its static
 *  initialiser: nothing of it can be tested in Terrarium. */
public class PreferencesRegistry {
    private static final Preferences ROOT = Preferences.userRoot();

    public static int twice(int n) {
        if (n < 0) {
            return -1;
        }
        return n * 2;
    }
}

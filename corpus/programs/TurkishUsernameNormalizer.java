import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Normalises user names for a sign-up service: the classic "Turkish I" bug, where a
 * locale-sensitive toLowerCase makes "ADMIN" and "admin" different accounts in Turkey.
 */
public class TurkishUsernameNormalizer {
    static final Locale TR = new Locale("tr", "TR");
    static final Locale AZ = new Locale("az");
    static final Locale LT = new Locale("lt", "LT");

    /** The buggy way: whatever locale the server runs in. */
    static String naive(String name, Locale serverLocale) {
        return name.trim().toLowerCase(serverLocale);
    }

    /** The right way for identifiers: locale-independent. */
    static String canonical(String name) {
        return name.trim().toLowerCase(Locale.ROOT);
    }

    public static void main(String[] args) {
        String[] signups = {"ADMIN", "admin", "Ismail", "İsmail", "ısmail", "IRMAK", "irmak", "TITLE", "Title",
            "DİYARBAKIR", "istanbul", "  QUIZ  ", "I\u0307stanbul", "Straße", "ΟΔΥΣΣΕΥΣ", "ǅemal"};
        for (Locale server : new Locale[] {Locale.US, TR}) {
            System.out.println("== server locale " + server + " (" + server.getDisplayName(Locale.ENGLISH) + ")");
            Map<String, List<String>> accounts = new LinkedHashMap<>();
            for (String s : signups) {
                accounts.computeIfAbsent(naive(s, server), k -> new ArrayList<>()).add(s);
            }
            for (Map.Entry<String, List<String>> e : accounts.entrySet()) {
                System.out.println("  " + e.getKey() + " (" + e.getKey().length() + " chars) <- " + e.getValue());
            }
            System.out.println("  distinct accounts: " + accounts.size());
        }
        System.out.println("== canonical (Locale.ROOT)");
        Map<String, List<String>> accounts = new LinkedHashMap<>();
        for (String s : signups) {
            accounts.computeIfAbsent(canonical(s), k -> new ArrayList<>()).add(s);
        }
        accounts.forEach((k, v) -> System.out.println("  " + k + " <- " + v));

        System.out.println("== upper-casing display names");
        for (String s : new String[] {"istanbul", "izmir", "ılık", "quiz", "straße", "ﬁnal", "i̇"}) {
            System.out.println("  " + s + ": root=" + s.toUpperCase(Locale.ROOT) + " tr=" + s.toUpperCase(TR)
                + " az=" + s.toUpperCase(AZ) + " lt=" + s.toUpperCase(LT));
        }
        System.out.println("== lower-casing with Lithuanian accents");
        for (String s : new String[] {"ÌÍĨ", "J\u0301", "Į\u0303", "IJ", "I\u0307"}) {
            System.out.println("  " + s + ": root=" + codes(s.toLowerCase(Locale.ROOT)) + " lt="
                + codes(s.toLowerCase(LT)) + " tr=" + codes(s.toLowerCase(TR)));
        }
        System.out.println("== comparisons");
        String a = "TITLE";
        String b = "title";
        System.out.println("  equalsIgnoreCase: " + a.equalsIgnoreCase(b));
        System.out.println("  tr lower equal: " + a.toLowerCase(TR).equals(b));
        System.out.println("  tr upper equal: " + b.toUpperCase(TR).equals(a));
        System.out.println("  root both equal: " + a.toLowerCase(Locale.ROOT).equals(b.toLowerCase(Locale.ROOT)));
        System.out.println("  %S in tr: " + String.format(TR, "%S / %s", "welcome, ismail", "İ"));
        System.out.println("  %S in en: " + String.format(Locale.ENGLISH, "%S / %s", "welcome, ismail", "İ"));
        try {
            "x".toLowerCase(null);
        } catch (NullPointerException e) {
            System.out.println("  null locale: " + e.getClass().getSimpleName());
        }
    }

    static String codes(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            sb.append(i == 0 ? "" : " ").append(String.format("%04X", (int) s.charAt(i)));
        }
        return sb.toString();
    }
}

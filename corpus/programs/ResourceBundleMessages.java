import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.ListResourceBundle;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.PropertyResourceBundle;
import java.util.ResourceBundle;
import java.util.TreeSet;

// The message catalogue of a small web shop: properties bundles in
// corpus/resources/resbundle (root, en, fr, fr_CA, and de saved in
// ISO-8859-1), error messages as ListResourceBundle classes (with
// properties files beside some of them, which the classes win over), the
// candidate-locale and default-locale fallbacks, caching, and the errors
// for missing keys and bundles. Formatting is String.format, no MessageFormat.
public class ResourceBundleMessages {
    static final String BASE = "resbundle.Messages";
    static final String ERRORS = "ResourceBundleMessages$Errors";

    /** Error texts, root locale. */
    public static class Errors extends ListResourceBundle {
        protected Object[][] getContents() {
            return new Object[][] {
                {"title", "Error"},
                {"not.found", "Not found: %s"},
                {"retry.after", Integer.valueOf(30)},
                {"codes", new String[] {"E100", "E200", "E300"}},
            };
        }
    }

    /** Error texts in French: a class bundle, preferred to Errors_fr.properties. */
    public static class Errors_fr extends ListResourceBundle {
        protected Object[][] getContents() {
            return new Object[][] {
                {"title", "Erreur"},
                {"not.found", "Introuvable : %s"},
            };
        }
    }

    /** A catalogue for one locale: formatted messages with a fallback for missing keys. */
    static final class Catalogue {
        private final ResourceBundle bundle;

        Catalogue(Locale locale) {
            this.bundle = ResourceBundle.getBundle(BASE, locale);
        }

        String msg(String key, Object... args) {
            try {
                String pattern = bundle.getString(key);
                return args.length == 0 ? pattern : String.format(pattern, args);
            } catch (MissingResourceException e) {
                return "!" + key + "!";
            }
        }

        String describe() {
            return bundle.getBaseBundleName() + " [" + show(bundle.getLocale()) + "]";
        }
    }

    static String show(Locale l) {
        return l.toString().isEmpty() ? "ROOT" : l.toString();
    }

    static List<String> sortedKeys(ResourceBundle b) {
        List<String> keys = new ArrayList<>();
        for (Enumeration<String> e = b.getKeys(); e.hasMoreElements();) {
            keys.add(e.nextElement());
        }
        Collections.sort(keys);
        return keys;
    }

    public static void main(String[] args) throws Exception {
        Locale.setDefault(Locale.ENGLISH);
        System.out.println("default locale: " + Locale.getDefault());

        System.out.println("== catalogues");
        Locale[] locales = {
            Locale.ROOT, Locale.ENGLISH, Locale.US, Locale.FRENCH, Locale.FRANCE, Locale.CANADA_FRENCH,
            new Locale("fr", "CA", "QC"), Locale.GERMANY, Locale.JAPAN, new Locale("es"),
        };
        for (Locale l : locales) {
            Catalogue c = new Catalogue(l);
            System.out.println(show(l) + " -> " + c.describe());
            System.out.println("  " + c.msg("greeting", "Ada") + " | " + c.msg("farewell") + " | "
                    + c.msg("cart.items", 3) + " | " + c.msg("cart.empty"));
            System.out.println("  " + c.msg("menu.preferences", "Ada") + " | " + c.msg("app.name") + " | "
                    + c.msg("only.in.root") + " | " + c.msg("no.such.key"));
        }

        System.out.println("== keys");
        ResourceBundle frCa = ResourceBundle.getBundle(BASE, Locale.CANADA_FRENCH);
        System.out.println("fr_CA keys: " + sortedKeys(frCa));
        System.out.println("fr_CA keySet: " + new TreeSet<>(frCa.keySet()));
        System.out.println("containsKey farewell=" + frCa.containsKey("farewell") + " app.name="
                + frCa.containsKey("app.name") + " nope=" + frCa.containsKey("nope"));
        System.out.println("footer: " + frCa.getString("footer"));
        ResourceBundle root = ResourceBundle.getBundle(BASE, Locale.ROOT);
        System.out.println("root footer: " + root.getString("footer"));
        System.out.println("root class: " + root.getClass().getName());
        System.out.println("root keys: " + sortedKeys(root).size());

        System.out.println("== caching");
        ResourceBundle fr1 = ResourceBundle.getBundle(BASE, Locale.FRENCH);
        ResourceBundle fr2 = ResourceBundle.getBundle(BASE, Locale.FRANCE);
        ResourceBundle fr3 = ResourceBundle.getBundle(BASE, Locale.FRENCH, ResourceBundleMessages.class.getClassLoader());
        System.out.println("fr == fr_FR: " + (fr1 == fr2) + ", same loader: " + (fr1 == fr3));
        System.out.println("fr_FR resolves to: " + show(fr2.getLocale()));
        ResourceBundle ja1 = ResourceBundle.getBundle(BASE, Locale.JAPANESE);
        ResourceBundle en = ResourceBundle.getBundle(BASE, Locale.ENGLISH);
        System.out.println("ja falls back to the default locale's bundle: " + (ja1 == en));
        ResourceBundle.clearCache();
        ResourceBundle fr4 = ResourceBundle.getBundle(BASE, Locale.FRENCH);
        System.out.println("after clearCache, new instance: " + (fr4 != fr1) + ", equal text: "
                + fr4.getString("farewell").equals(fr1.getString("farewell")));

        System.out.println("== default locale fallback");
        Locale.setDefault(Locale.GERMAN);
        ResourceBundle ja2 = ResourceBundle.getBundle(BASE, Locale.JAPANESE);
        System.out.println("default de, ja -> " + show(ja2.getLocale()) + ": " + ja2.getString("greeting"));
        ResourceBundle noFallback = ResourceBundle.getBundle(BASE, Locale.JAPANESE,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_DEFAULT));
        System.out.println("no-fallback control, ja -> " + show(noFallback.getLocale()));
        Locale.setDefault(Locale.ENGLISH);
        ResourceBundle viaDefault = ResourceBundle.getBundle(BASE);
        System.out.println("getBundle(base) with default en -> " + show(viaDefault.getLocale()));

        System.out.println("== ISO-8859-1 properties");
        ResourceBundle de = ResourceBundle.getBundle(BASE, Locale.GERMANY);
        String g = de.getString("greeting");
        System.out.println(g + " (length " + g.length() + ", char 2 = U+"
                + Integer.toHexString(g.charAt(2)).toUpperCase() + ")");
        PropertyResourceBundle direct = new PropertyResourceBundle(
                ResourceBundleMessages.class.getResourceAsStream("/resbundle/Messages_fr.properties"));
        System.out.println("direct fr: " + direct.getString("menu.preferences") + " parent-less locale: "
                + direct.getLocale() + " base name: " + direct.getBaseBundleName());

        System.out.println("== class bundles");
        for (Locale l : new Locale[] {Locale.ROOT, Locale.FRANCE, Locale.GERMANY, Locale.ITALY}) {
            ResourceBundle e = ResourceBundle.getBundle(ERRORS, l);
            System.out.println(show(l) + " -> " + e.getClass().getName() + " [" + show(e.getLocale()) + "]: "
                    + e.getString("title") + " / " + String.format(e.getString("not.found"), "order 42")
                    + " / retry " + e.getObject("retry.after") + "s / codes "
                    + String.join(",", e.getStringArray("codes")));
        }
        ResourceBundle propsOnly = ResourceBundle.getBundle(ERRORS, Locale.FRANCE,
                ResourceBundle.Control.getControl(ResourceBundle.Control.FORMAT_PROPERTIES));
        System.out.println("properties-only control, fr (cached class bundle) -> " + propsOnly.getClass().getName()
                + ": " + propsOnly.getString("title"));
        ResourceBundle.clearCache(ResourceBundleMessages.class.getClassLoader());
        propsOnly = ResourceBundle.getBundle(ERRORS, Locale.FRANCE,
                ResourceBundle.Control.getControl(ResourceBundle.Control.FORMAT_PROPERTIES));
        System.out.println("after clearCache -> " + propsOnly.getClass().getName() + ": " + propsOnly.getString("title")
                + " / has not.found: " + propsOnly.containsKey("not.found"));
        ResourceBundle.clearCache();
        System.out.println("class fr keys: " + sortedKeys(ResourceBundle.getBundle(ERRORS, Locale.FRENCH)));

        System.out.println("== Control");
        ResourceBundle.Control control = ResourceBundle.Control.getControl(ResourceBundle.Control.FORMAT_DEFAULT);
        System.out.println("formats: " + control.getFormats(BASE));
        System.out.println("candidates de_CH_x_y: " + control.getCandidateLocales(BASE, new Locale("de", "CH", "x_y")));
        System.out.println("candidates nb_NO: " + control.getCandidateLocales(BASE, new Locale("nb", "NO")));
        System.out.println("bundle name: " + control.toBundleName(BASE, Locale.CANADA_FRENCH) + ", "
                + control.toBundleName(BASE, Locale.ROOT));
        System.out.println("resource name: " + control.toResourceName(control.toBundleName(BASE, Locale.FRENCH),
                "properties"));
        System.out.println("fallback for fr: " + control.getFallbackLocale(BASE, Locale.FRENCH) + ", for en: "
                + control.getFallbackLocale(BASE, Locale.ENGLISH));

        System.out.println("== errors");
        try {
            frCa.getString("checkout.button");
        } catch (MissingResourceException e) {
            System.out.println(e.getMessage() + " | class=" + e.getClassName() + " key=" + e.getKey());
        }
        try {
            ResourceBundle.getBundle(ERRORS, Locale.FRANCE).getObject("nope");
        } catch (MissingResourceException e) {
            System.out.println(e.getMessage() + " | class=" + e.getClassName() + " key=" + e.getKey());
        }
        try {
            ResourceBundle.getBundle("resbundle.Missing", Locale.FRANCE);
        } catch (MissingResourceException e) {
            System.out.println(e.getMessage() + " | class=" + e.getClassName() + " key=[" + e.getKey() + "] cause="
                    + e.getCause());
        }
        try {
            ResourceBundle.getBundle("resbundle.Missing");
        } catch (MissingResourceException e) {
            System.out.println(e.getMessage());
        }
        try {
            ResourceBundle.getBundle("resbundle.Labels", Locale.ROOT).getStringArray("ok");
        } catch (ClassCastException e) {
            System.out.println("getStringArray on a string: ClassCastException");
        }
        System.out.println("labels: " + sortedKeys(ResourceBundle.getBundle("resbundle.Labels", Locale.FRANCE)));
        try {
            ResourceBundle.getBundle(BASE, (Locale) null);
        } catch (NullPointerException e) {
            System.out.println("null locale: NullPointerException");
        }
        try {
            ResourceBundle.getBundle(BASE, Locale.FRENCH, (ClassLoader) null);
        } catch (NullPointerException e) {
            System.out.println("null loader: NullPointerException");
        }
    }
}

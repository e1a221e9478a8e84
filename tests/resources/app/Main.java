package app;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.Locale;
import java.util.Properties;
import java.util.ResourceBundle;
import java.util.ServiceLoader;

/** An application packaged as a jar: plugins, messages and settings come from the jar's files. */
public class Main {
    public interface Codec {
        String name();

        String encode(String s);
    }

    public static final class Upper implements Codec {
        public String name() {
            return "upper";
        }

        public String encode(String s) {
            return s.toUpperCase(Locale.ROOT);
        }
    }

    public static final class Reverse implements Codec {
        public String name() {
            return "reverse";
        }

        public String encode(String s) {
            return new StringBuilder(s).reverse().toString();
        }
    }

    public static void main(String[] args) throws IOException {
        for (Codec c : ServiceLoader.load(Codec.class)) {
            System.out.println(c.name() + ": " + c.encode("Terrarium"));
        }
        Properties settings = new Properties();
        try (InputStream in = Main.class.getResourceAsStream("settings.properties")) {
            settings.load(in);
        }
        System.out.println("greeting=" + settings.getProperty("greeting"));
        for (String tag : new String[] {"en", "fr"}) {
            ResourceBundle b = ResourceBundle.getBundle("app.messages", Locale.forLanguageTag(tag));
            System.out.println(tag + ": " + b.getString("hello") + " (" + b.getLocale() + ")");
        }
        URL url = Main.class.getResource("/app/settings.properties");
        String text = url.toString();
        System.out.println("url: " + text.substring(0, 9) + "..." + text.substring(text.indexOf("!/")));
        try (BufferedReader r = new BufferedReader(new InputStreamReader(url.openStream(), StandardCharsets.UTF_8))) {
            System.out.println("first line: " + r.readLine());
        }
        System.out.println("services files: " + Collections.list(
                Main.class.getClassLoader().getResources("META-INF/services/app.Main$Codec")).size());
        System.out.println("missing: " + Main.class.getResource("nothing.txt"));
        Package p = Main.class.getPackage();
        System.out.println(p.getName() + " " + p.getImplementationTitle() + " " + p.getImplementationVersion());
    }
}

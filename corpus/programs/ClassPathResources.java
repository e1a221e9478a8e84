import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.net.URL;
import java.net.URLConnection;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

// A small template engine that ships its templates and configuration as
// class path resources (corpus/resources/templates): templates include
// partials by relative name, the configuration is a .properties file, and
// missing templates are reported rather than fatal. Resource URLs are shown
// only from "resources/" on, so no machine's absolute path is printed.
public class ClassPathResources {
    /** Loads templates relative to a resource folder and renders ${var} and {{> partial}}. */
    static final class TemplateEngine {
        private final String folder;
        private final Map<String, String> cache = new HashMap<>();
        private int loads;

        TemplateEngine(String folder) {
            this.folder = folder;
        }

        String load(String name) throws IOException {
            String cached = cache.get(name);
            if (cached != null) {
                return cached;
            }
            // Absolute name: the engine's folder from the class path root.
            InputStream in = TemplateEngine.class.getResourceAsStream("/" + folder + "/" + name);
            if (in == null) {
                return null;
            }
            loads++;
            String text;
            try (in) {
                text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
            cache.put(name, text);
            return text;
        }

        String render(String name, Map<String, String> vars) throws IOException {
            String t = load(name);
            if (t == null) {
                return "<!-- missing template " + name + " -->";
            }
            StringBuilder out = new StringBuilder();
            for (String line : t.split("\n", -1)) {
                String trimmed = line.trim();
                if (trimmed.startsWith("{{>") && trimmed.endsWith("}}")) {
                    String partial = trimmed.substring(3, trimmed.length() - 2).trim();
                    out.append(render(partial, vars).stripTrailing());
                } else {
                    out.append(substitute(line, vars));
                }
                out.append('\n');
            }
            return out.substring(0, out.length() - 1);
        }

        static String substitute(String line, Map<String, String> vars) {
            StringBuilder sb = new StringBuilder();
            int i = 0;
            while (true) {
                int start = line.indexOf("${", i);
                int end = start < 0 ? -1 : line.indexOf('}', start);
                if (end < 0) {
                    sb.append(line, i, line.length());
                    return sb.toString();
                }
                sb.append(line, i, start);
                String key = line.substring(start + 2, end);
                sb.append(vars.getOrDefault(key, "?" + key + "?"));
                i = end + 1;
            }
        }
    }

    /** A URL without the machine's path: from "resources/" on, or the file name of a class. */
    static String tail(URL url) {
        if (url == null) {
            return "null";
        }
        String s = url.toString();
        int at = s.lastIndexOf("resources/");
        if (at >= 0) {
            return url.getProtocol() + ":.../" + s.substring(at);
        }
        return url.getProtocol() + ":.../" + s.substring(s.lastIndexOf('/') + 1);
    }

    static List<String> tails(Enumeration<URL> urls) {
        List<String> out = new ArrayList<>();
        for (URL u : Collections.list(urls)) {
            out.add(tail(u));
        }
        return out;
    }

    static String read(InputStream in) throws IOException {
        if (in == null) {
            return "null";
        }
        try (Reader r = new InputStreamReader(in, StandardCharsets.UTF_8)) {
            StringBuilder sb = new StringBuilder();
            char[] buf = new char[64];
            int n;
            while ((n = r.read(buf)) > 0) {
                sb.append(buf, 0, n);
            }
            return sb.toString();
        }
    }

    public static void main(String[] args) throws Exception {
        System.out.println("== configuration");
        Properties config = new Properties();
        try (InputStream in = ClassPathResources.class.getResourceAsStream("/templates/app.properties")) {
            config.load(in);
        }
        for (Map.Entry<Object, Object> e : new TreeMap<>(config).entrySet()) {
            System.out.println("  " + e.getKey() + " = " + e.getValue());
        }

        System.out.println("== rendering");
        TemplateEngine engine = new TemplateEngine("templates");
        Map<String, String> vars = new HashMap<>();
        for (String k : config.stringPropertyNames()) {
            vars.put(k, config.getProperty(k));
        }
        vars.put("title", "Release notes");
        vars.put("user", "Ada");
        vars.put("count", "3");
        System.out.println(engine.render(config.getProperty("template.default"), vars));
        vars.put("order", "#1042");
        System.out.println(engine.render("mail.txt.tmpl", vars));
        System.out.println(engine.render("page.html.tmpl", vars).length() + " chars again, loads: " + engine.loads);

        System.out.println("== relative and absolute names");
        Class<?> me = ClassPathResources.class;
        System.out.println("relative:  " + tail(me.getResource("templates/partials/header.tmpl")));
        System.out.println("absolute:  " + tail(me.getResource("/templates/partials/header.tmpl")));
        System.out.println("same URL:  " + me.getResource("templates/app.properties")
                .equals(me.getResource("/templates/app.properties")));
        System.out.println("nested class: " + tail(TemplateEngine.class.getResource("templates/mail.txt.tmpl")));
        System.out.println("header: " + read(me.getResourceAsStream("templates/partials/header.tmpl")).trim());
        System.out.println("library class, absolute: " + String.class.getResource("/templates/app.properties"));
        System.out.println("library class, relative: " + Map.class.getResourceAsStream("app.properties"));

        System.out.println("== class loader lookups");
        ClassLoader cl = me.getClassLoader();
        URL config1 = cl.getResource("templates/app.properties");
        System.out.println("getResource: " + tail(config1) + " protocol=" + config1.getProtocol());
        System.out.println("leading slash: " + cl.getResource("/templates/app.properties"));
        System.out.println("getResources app.properties: " + tails(cl.getResources("templates/app.properties")));
        System.out.println("getResources services file: "
                + tails(cl.getResources("META-INF/services/ServiceLoaderPlugins$Codec")));
        System.out.println("getResources class file: " + tails(cl.getResources("ClassPathResources.class")));
        System.out.println("resources() count: " + cl.resources("templates/mail.txt.tmpl").count());
        System.out.println("system resource: " + tail(ClassLoader.getSystemResource("resbundle/Labels.properties")));
        System.out.println("system resources: " + tails(ClassLoader.getSystemResources("resbundle/Labels.properties")));
        System.out.println("system stream: " + read(ClassLoader.getSystemResourceAsStream("resbundle/Labels.properties"))
                .replace('\n', '|'));
        System.out.println("context loader: "
                + tail(Thread.currentThread().getContextClassLoader().getResource("templates/partials/footer.tmpl")));
        System.out.println("platform loader: " + ClassLoader.getPlatformClassLoader().getResource("templates/app.properties"));

        System.out.println("== reading through URLs");
        URLConnection conn = config1.openConnection();
        System.out.println("content length: " + conn.getContentLength());
        try (InputStream in = config1.openStream()) {
            System.out.println("first line: " + read(in).lines().findFirst().orElse(""));
        }
        try (InputStream in = cl.getResourceAsStream("ClassPathResources.class")) {
            byte[] head = in.readNBytes(4);
            System.out.printf("class file magic: %02X%02X%02X%02X%n", head[0], head[1], head[2], head[3]);
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (InputStream in = me.getResourceAsStream("/templates/partials/header.tmpl")) {
            in.transferTo(bytes);
        }
        System.out.println("header bytes: " + bytes.size() + ", chars: " + bytes.toString(StandardCharsets.UTF_8).length());

        System.out.println("== missing resources");
        System.out.println("getResource: " + cl.getResource("templates/nope.tmpl"));
        System.out.println("getResourceAsStream: " + cl.getResourceAsStream("templates/nope.tmpl"));
        System.out.println("getResources: " + tails(cl.getResources("templates/nope.tmpl")));
        System.out.println("Class.getResource: " + me.getResource("nope.properties"));
        System.out.println("Class.getResourceAsStream: " + me.getResourceAsStream("/nope.properties"));
        System.out.println("render missing: " + engine.render("nope.tmpl", vars));
        try {
            cl.getResource(null);
        } catch (NullPointerException e) {
            System.out.println("getResource(null): NullPointerException");
        }
    }
}

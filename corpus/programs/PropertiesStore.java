import java.io.*;
import java.util.*;

/** Properties load/store round trips on files of corpus/world/PropertiesStore (date comments not printed). */
public class PropertiesStore {
    static void show(String title, Properties p) {
        System.out.println("== " + title + " (" + p.size() + ")");
        List<String> keys = new ArrayList<>(p.stringPropertyNames());
        Collections.sort(keys);
        for (String k : keys) {
            System.out.println("[" + k + "] = [" + p.getProperty(k) + "]");
        }
    }

    /** The stored file without its date line (line dateLine: it follows the comment lines). */
    static void printStored(String path, int dateLine) throws IOException {
        System.out.println("-- " + path);
        try (BufferedReader r = new BufferedReader(new InputStreamReader(new FileInputStream(path), "ISO-8859-1"))) {
            String line;
            int n = 0;
            while ((line = r.readLine()) != null) {
                n++;
                if (n != dateLine) {
                    System.out.println(line);
                }
            }
        }
    }

    public static void main(String[] args) throws IOException {
        Properties app = new Properties();
        try (InputStream in = new FileInputStream("app.properties")) {
            app.load(in);
        }
        show("app.properties (stream)", app);
        Properties viaReader = new Properties();
        try (Reader r = new FileReader("app.properties")) {
            viaReader.load(r);
        }
        System.out.println("reader equals stream: " + viaReader.equals(app));
        Properties win = new Properties();
        try (Reader r = new BufferedReader(new FileReader("windows.properties"))) {
            win.load(r);
        }
        show("windows.properties", win);

        Properties defaults = new Properties();
        defaults.setProperty("color", "green");
        defaults.setProperty("size", "M");
        Properties p = new Properties(defaults);
        p.setProperty("size", "XL");
        System.out.println(p.getProperty("color") + " " + p.getProperty("size") + " " + p.getProperty("none")
                + " " + p.getProperty("none", "fallback") + " " + p.get("color") + " " + p.containsKey("color"));
        show("with defaults", p);

        Properties out = new Properties();
        out.setProperty("alpha", "1");
        out.setProperty("beta", "two words");
        out.setProperty("gamma", " leading space");
        out.setProperty("delta", "a=b:c#d!e");
        out.setProperty("key with space", "v");
        out.setProperty("unicode", "café ☃");
        out.setProperty("newline", "line1\nline2\ttab");
        out.setProperty("backslash", "C:\\dir");
        out.setProperty("empty", "");
        try (OutputStream o = new FileOutputStream("stored.properties")) {
            out.store(o, "Stored by PropertiesStore\nsecond comment line ☃");
        }
        printStored("stored.properties", 3);
        try (Writer w = new FileWriter("stored-writer.properties")) {
            out.store(w, null);
        }
        printStored("stored-writer.properties", 1);

        Properties back = new Properties();
        try (InputStream in = new FileInputStream("stored.properties")) {
            back.load(in);
        }
        System.out.println("round trip (stream) equals: " + back.equals(out));
        Properties back2 = new Properties();
        try (Reader r = new FileReader("stored-writer.properties")) {
            back2.load(r);
        }
        System.out.println("round trip (writer) equals: " + back2.equals(out));
        show("round trip", back);

        StringWriter sw = new StringWriter();
        PrintWriter pw = new PrintWriter(sw);
        out.list(pw);
        pw.flush();
        System.out.print(sw);
        System.out.println(out.remove("alpha") + " " + out.size() + " " + out.containsValue("v"));
        try {
            new Properties().load(new StringReader("bad=\\u12"));
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
    }
}

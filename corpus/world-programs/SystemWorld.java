import java.io.File;
import java.io.IOException;
import java.nio.file.Paths;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * The system as SystemWorld.world.json describes it: environment variables,
 * properties over Terrarium's documented defaults, the working directory
 * /srv/app, the machine of "runtime", and System.exit's status (4).
 */
public class SystemWorld {
    public static void main(String[] args) throws IOException {
        System.out.println("getenv APP_MODE=" + System.getenv("APP_MODE") + " MISSING=" + System.getenv("MISSING"));
        System.out.println("getenv() " + new TreeMap<>(System.getenv()));
        for (String k : new String[] {"user.dir", "user.home", "user.name", "java.version", "os.name",
                "file.separator", "path.separator", "java.io.tmpdir", "app.name", "no.such"}) {
            System.out.println(k + "=" + System.getProperty(k));
        }
        System.out.println("line.separator length " + System.getProperty("line.separator").length());
        System.out.println("default " + System.getProperty("no.such", "fallback"));
        System.out.println("setProperty " + System.setProperty("app.name", "changed") + " -> "
                + System.getProperty("app.name"));
        System.out.println("clearProperty " + System.clearProperty("app.name") + " -> " + System.getProperty("app.name"));
        Properties all = System.getProperties();
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<Object, Object> e : new TreeMap<>(all).entrySet()) {
            String v = String.valueOf(e.getValue()).replace("\n", "\\n");
            sb.append(e.getKey()).append('=').append(v).append('\n');
        }
        System.out.print("getProperties()\n" + sb);
        Runtime rt = Runtime.getRuntime();
        System.out.println("processors " + rt.availableProcessors() + " max " + rt.maxMemory() + " total "
                + rt.totalMemory() + " free " + rt.freeMemory());
        System.out.println("thread " + Thread.currentThread().getName());
        System.out.println("absolute " + new File("data.txt").getAbsolutePath() + " canonical "
                + new File("../shared/./x.txt").getCanonicalPath() + " cwd " + Paths.get("").toAbsolutePath());
        try {
            System.err.println("exiting with 4");
            System.exit(4);
        } finally {
            System.out.println("not printed: exit ends the run");
        }
    }
}

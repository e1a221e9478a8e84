import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.JarURLConnection;
import java.net.URL;
import java.net.URLConnection;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarInputStream;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Collectors;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * Reads app.jar (built by the jar tool: a manifest with a per-entry
 * section, a multi-release entry, a UTF-8 name) through JarFile,
 * jar: URLs and JarInputStream, then writes a jar with JarOutputStream and
 * reads it back. Absolute paths are printed relative to the working directory.
 *
 * app.jar was made with {@code jar --create --file app.jar --manifest manifest.txt
 * --date 2021-03-04T05:06:08Z -C base . --release 11 -C v11 .} from greeting.txt,
 * data/info.txt, data/numbers.csv, docs/naïve.txt and v11/data/info.txt.
 */
public class JarManifestReader {
    static final String CWD = new File("").getAbsolutePath();

    static String rel(Object o) {
        return String.valueOf(o).replace(CWD, "<cwd>");
    }

    static String read(InputStream in) throws IOException {
        try (in) {
            ByteArrayOutputStream bo = new ByteArrayOutputStream();
            in.transferTo(bo);
            return bo.toString(StandardCharsets.UTF_8).replace("\n", "\\n");
        }
    }

    static String attrs(Attributes a) {
        if (a == null) {
            return "null";
        }
        List<String> parts = new ArrayList<>();
        for (Map.Entry<Object, Object> e : a.entrySet()) {
            parts.add(e.getKey() + "=" + e.getValue());
        }
        return parts.toString();
    }

    static void printManifest(Manifest m) {
        if (m == null) {
            System.out.println("  no manifest");
            return;
        }
        System.out.println("  main: " + attrs(m.getMainAttributes()));
        Map<String, Attributes> sections = new TreeMap<>(m.getEntries());
        for (Map.Entry<String, Attributes> s : sections.entrySet()) {
            System.out.println("  section " + s.getKey() + ": " + attrs(s.getValue()));
        }
    }

    static void jarFile() throws IOException {
        System.out.println("== JarFile");
        System.out.println("MANIFEST_NAME=" + JarFile.MANIFEST_NAME + " base=" + JarFile.baseVersion()
                + " runtime=" + JarFile.runtimeVersion());
        try (JarFile jf = new JarFile("app.jar")) {
            System.out.println("name=" + jf.getName() + " size=" + jf.size() + " multiRelease=" + jf.isMultiRelease()
                    + " version=" + jf.getVersion() + " comment=" + jf.getComment());
            Manifest m = jf.getManifest();
            printManifest(m);
            System.out.println("  same manifest object: " + (m == jf.getManifest()));
            Attributes main = m.getMainAttributes();
            System.out.println("  Main-Class=" + main.getValue(Attributes.Name.MAIN_CLASS) + " version="
                    + main.getValue("implementation-version") + " missing=" + main.getValue("Nope"));
            for (Enumeration<JarEntry> en = jf.entries(); en.hasMoreElements();) {
                JarEntry e = en.nextElement();
                System.out.println("  " + e.getName() + " dir=" + e.isDirectory() + " method=" + e.getMethod()
                        + " size=" + e.getSize() + " csize=" + e.getCompressedSize() + " crc="
                        + Long.toHexString(e.getCrc()) + " time=" + e.getTime() + " extra="
                        + (e.getExtra() == null ? "null" : e.getExtra().length + " bytes")
                        + " attributes=" + attrs(e.getAttributes()));
            }
            JarEntry g = jf.getJarEntry("greeting.txt");
            System.out.println("greeting: " + read(jf.getInputStream(g)) + " attributes=" + attrs(g.getAttributes()));
            JarEntry info = jf.getJarEntry("data/info.txt");
            System.out.println("data/info.txt -> name=" + info.getName() + " real=" + info.getRealName() + " size="
                    + info.getSize() + " text=" + read(jf.getInputStream(info)));
            JarEntry naive = jf.getJarEntry("docs/naïve.txt");
            System.out.println("naive: " + naive + " " + read(jf.getInputStream(naive)));
            System.out.println("data (directory by its name without slash): " + jf.getJarEntry("data"));
            System.out.println("missing: " + jf.getJarEntry("nope.txt"));
            System.out.println("stream: " + jf.stream().map(ZipEntry::getName).collect(Collectors.toList()));
            System.out.println("versioned: " + jf.versionedStream().map(e -> e.getName() + "<-" + e.getRealName())
                    .collect(Collectors.toList()));
        }
        try (JarFile rt = new JarFile(new File("app.jar"), false, ZipFile.OPEN_READ, JarFile.runtimeVersion())) {
            JarEntry info = rt.getJarEntry("data/info.txt");
            System.out.println("runtime version: multiRelease=" + rt.isMultiRelease() + " version=" + rt.getVersion()
                    + " info=" + read(rt.getInputStream(info)) + " name=" + info.getName() + " real="
                    + info.getRealName() + " size=" + info.getSize());
            System.out.println("versioned: " + rt.versionedStream().map(e -> e.getName() + "<-" + e.getRealName())
                    .collect(Collectors.toList()));
        }
        try (JarFile v9 = new JarFile(new File("app.jar"), true, ZipFile.OPEN_READ, Runtime.Version.parse("9"))) {
            System.out.println("version 9: version=" + v9.getVersion() + " info="
                    + read(v9.getInputStream(v9.getEntry("data/info.txt"))));
        }
        try (ZipFile zf = new ZipFile("app.jar")) {
            System.out.println("as ZipFile: " + zf.getEntry("data/info.txt").getClass().getName() + " "
                    + read(zf.getInputStream(zf.getEntry("data/info.txt"))));
        }
    }

    static void jarUrls() throws IOException {
        System.out.println("== jar: URLs");
        String jarUrl = new File("app.jar").toURI().toURL().toString();
        URL u = new URL("jar:" + jarUrl + "!/greeting.txt");
        URLConnection uc = u.openConnection();
        System.out.println("connection is a JarURLConnection: " + (uc instanceof JarURLConnection) + " "
                + uc.getClass().getName());
        JarURLConnection jc = (JarURLConnection) uc;
        System.out.println("entryName=" + jc.getEntryName() + " jarFileURL=" + rel(jc.getJarFileURL())
                + " useCaches=" + jc.getUseCaches());
        System.out.println("contentLength=" + jc.getContentLength() + " contentType=" + jc.getContentType());
        System.out.println("content: " + read(jc.getInputStream()));
        JarFile jf = jc.getJarFile();
        System.out.println("jar file: " + rel(jf.getName()) + " entries=" + jf.size());
        JarEntry je = jc.getJarEntry();
        System.out.println("jar entry: " + je.getName() + " size=" + je.getSize() + " attributes="
                + attrs(jc.getAttributes()));
        System.out.println("main attributes: " + jc.getMainAttributes().getValue("Implementation-Title"));
        JarURLConnection again = (JarURLConnection) u.openConnection();
        System.out.println("cached jar file shared: " + (again.getJarFile() == jf));
        JarURLConnection uncached = (JarURLConnection) new URL("jar:" + jarUrl + "!/data/numbers.csv")
                .openConnection();
        uncached.setUseCaches(false);
        JarFile own = uncached.getJarFile();
        System.out.println("uncached: shared=" + (own == jf) + " text=" + read(uncached.getInputStream()));
        try {
            own.size();
            System.out.println("uncached jar file still open");
        } catch (IllegalStateException e) {
            System.out.println("uncached jar file closed with its stream: " + e.getMessage());
        }
        System.out.println("openStream: " + read(new URL("jar:" + jarUrl + "!/data/info.txt").openStream()));

        JarURLConnection whole = (JarURLConnection) new URL("jar:" + jarUrl + "!/").openConnection();
        System.out.println("whole jar: entryName=" + whole.getEntryName() + " entry=" + whole.getJarEntry()
                + " contentType=" + whole.getContentType() + " manifest version="
                + whole.getManifest().getMainAttributes().getValue(Attributes.Name.MANIFEST_VERSION));
        try {
            whole.getInputStream();
        } catch (IOException e) {
            System.out.println("whole jar stream: " + e);
        }
        try {
            new URL("jar:" + jarUrl + "!/absent.txt").openStream();
        } catch (IOException e) {
            System.out.println("absent entry: " + rel(e));
        }
        try {
            new URL("jar:" + new File("missing.jar").toURI().toURL() + "!/a.txt").openStream();
        } catch (IOException e) {
            System.out.println("missing jar: " + rel(e));
        }
        try {
            new URL("jar:" + new File("notes.txt").toURI().toURL() + "!/a.txt").openStream();
        } catch (IOException e) {
            System.out.println("not a jar: " + rel(e));
        }
    }

    static void jarInputStream() throws IOException {
        System.out.println("== JarInputStream");
        try (JarInputStream jis = new JarInputStream(new FileInputStream("app.jar"))) {
            printManifest(jis.getManifest());
            JarEntry e;
            while ((e = jis.getNextJarEntry()) != null) {
                String text = e.isDirectory() ? "" : " " + read(new NoClose(jis));
                System.out.println("  " + e.getName() + " size=" + e.getSize() + " attributes="
                        + attrs(e.getAttributes()) + text);
            }
        }
    }

    /** Lets read() close what it reads without closing the jar stream. */
    static final class NoClose extends java.io.FilterInputStream {
        NoClose(InputStream in) {
            super(in);
        }

        @Override
        public void close() {
        }
    }

    static void jarOutputStream() throws IOException {
        System.out.println("== JarOutputStream");
        Manifest m = new Manifest();
        m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        m.getMainAttributes().put(Attributes.Name.MAIN_CLASS, "made.Here");
        m.getMainAttributes().putValue("Built-With", "JarOutputStream");
        Attributes section = new Attributes();
        section.putValue("Sealed", "true");
        m.getEntries().put("made/", section);
        try (JarOutputStream jos = new JarOutputStream(new FileOutputStream("made.jar"), m)) {
            JarEntry dir = new JarEntry("made/");
            dir.setTime(1614834368000L);
            jos.putNextEntry(dir);
            jos.closeEntry();
            JarEntry f = new JarEntry("made/hello.txt");
            f.setTime(1614834370000L);
            jos.putNextEntry(f);
            jos.write("made by JarOutputStream\n".getBytes(StandardCharsets.UTF_8));
        }
        try (JarFile jf = new JarFile("made.jar")) {
            printManifest(jf.getManifest());
            for (Enumeration<JarEntry> en = jf.entries(); en.hasMoreElements();) {
                JarEntry e = en.nextElement();
                System.out.println("  " + e.getName() + " size=" + e.getSize() + " extra="
                        + (e.getExtra() == null ? "null" : e.getExtra().length + " bytes") + " attributes="
                        + attrs(e.getAttributes()));
            }
            System.out.println("  hello: " + read(jf.getInputStream(jf.getEntry("made/hello.txt"))));
        }
        try (JarInputStream jis = new JarInputStream(new FileInputStream("made.jar"))) {
            System.out.println("  read back main class: " + jis.getManifest().getMainAttributes()
                    .getValue(Attributes.Name.MAIN_CLASS) + ", first entry: " + jis.getNextEntry());
        }
        try (JarOutputStream plain = new JarOutputStream(new FileOutputStream("plain.jar"))) {
            ZipEntry only = new ZipEntry("only.txt");
            only.setTime(1614834368000L);
            plain.putNextEntry(only);
            plain.write('x');
        }
        try (JarFile jf = new JarFile("plain.jar"); JarInputStream jis = new JarInputStream(
                new FileInputStream("plain.jar"))) {
            System.out.println("  without manifest: " + jf.getManifest() + " " + jis.getManifest() + " "
                    + jis.getNextEntry() + " multiRelease=" + jf.isMultiRelease());
        }
    }

    public static void main(String[] args) throws IOException {
        try (FileOutputStream os = new FileOutputStream("notes.txt")) {
            os.write("not a jar\n".getBytes(StandardCharsets.UTF_8));
        }
        jarFile();
        jarUrls();
        jarInputStream();
        jarOutputStream();
    }
}

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Gives the class library's stack frames HotSpot's line numbers (build-classes.sh runs it
 * after javac): a source line of jdk-shims/java that ends with a comment marker
 * {@code // hotspot:N} is line N in the LineNumberTable of the classes compiled from it, so a
 * stack trace through that line prints JDK 17's line, while every other line keeps its own.
 * N is what HotSpot 17 prints for the same frame (observed by running it, never read from its
 * sources). The marker travels with its line when the file is edited.
 *
 * <p>The tool patches the class files in place (a line number is a u2 of the
 * LineNumberTable; nothing moves) and fails when a marker is on a line that no class
 * file's LineNumberTable names (a marker that would silently do nothing).
 *
 * <p>Usage: java HotspotLines.java SOURCE_ROOT CLASS_ROOT
 */
public class HotspotLines {
    private static final Pattern MARKER = Pattern.compile("//.*\\bhotspot:(\\d+)\\b");

    public static void main(String[] args) throws IOException {
        Path src = Path.of(args[0]);
        Path classes = Path.of(args[1]);
        // source path relative to the root ("java/lang/Integer.java") -> line -> HotSpot's line
        Map<String, Map<Integer, Integer>> markers = new TreeMap<>();
        try (Stream<Path> files = Files.walk(src)) {
            for (Path p : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".java")).sorted()::iterator) {
                List<String> lines = Files.readAllLines(p);
                Map<Integer, Integer> m = new TreeMap<>();
                for (int i = 0; i < lines.size(); i++) {
                    Matcher x = MARKER.matcher(lines.get(i));
                    if (x.find()) {
                        m.put(i + 1, Integer.parseInt(x.group(1)));
                    }
                }
                if (!m.isEmpty()) {
                    markers.put(src.relativize(p).toString().replace('\\', '/'), m);
                }
            }
        }
        Map<String, java.util.Set<Integer>> used = new TreeMap<>();
        List<Path> classFiles = new ArrayList<>();
        try (Stream<Path> files = Files.walk(classes)) {
            files.filter(f -> f.toString().endsWith(".class")).sorted().forEach(classFiles::add);
        }
        int patched = 0;
        for (Path p : classFiles) {
            byte[] b = Files.readAllBytes(p);
            ClassFile cf = new ClassFile(b);
            if (cf.sourcePath == null) {
                continue;
            }
            Map<Integer, Integer> m = markers.get(cf.sourcePath);
            if (m == null) {
                continue;
            }
            boolean changed = false;
            for (int off : cf.lineOffsets) {
                int line = ((b[off] & 0xff) << 8) | (b[off + 1] & 0xff);
                Integer hs = m.get(line);
                if (hs != null) {
                    b[off] = (byte) (hs >> 8);
                    b[off + 1] = (byte) hs.intValue();
                    used.computeIfAbsent(cf.sourcePath, k -> new java.util.TreeSet<>()).add(line);
                    changed = true;
                }
            }
            if (changed) {
                Files.write(p, b);
                patched++;
            }
        }
        int unused = 0;
        for (Map.Entry<String, Map<Integer, Integer>> e : markers.entrySet()) {
            for (int line : e.getValue().keySet()) {
                if (!used.getOrDefault(e.getKey(), java.util.Set.of()).contains(line)) {
                    System.err.println("hotspot-lines: " + e.getKey() + ":" + line
                            + ": a hotspot: marker on a line with no code");
                    unused++;
                }
            }
        }
        if (unused > 0) {
            System.exit(1);
        }
    }

    /** Just enough of a class file: where its line numbers are and which source it came from. */
    static final class ClassFile {
        final byte[] b;
        int pos;
        final List<Integer> lineOffsets = new ArrayList<>();
        String sourcePath;

        ClassFile(byte[] b) {
            this.b = b;
            pos = 8;
            int count = u2();
            String[] utf8 = new String[count];
            int[] classNameIndex = new int[count];
            for (int i = 1; i < count; i++) {
                int tag = u1();
                switch (tag) {
                    case 1 -> {
                        int len = u2();
                        utf8[i] = new String(b, pos, len, java.nio.charset.StandardCharsets.UTF_8);
                        pos += len;
                    }
                    case 7 -> classNameIndex[i] = u2();
                    case 8, 16, 19, 20 -> pos += 2;
                    case 15 -> pos += 3;
                    case 3, 4, 9, 10, 11, 12, 17, 18 -> pos += 4;
                    case 5, 6 -> {
                        pos += 8;
                        i++;
                    }
                    default -> throw new IllegalStateException("constant pool tag " + tag);
                }
            }
            pos += 2; // access flags
            String thisClass = utf8[classNameIndex[u2()]];
            pos += 2; // super
            int interfaces = u2();
            pos += 2 * interfaces;
            for (int n = u2(); n > 0; n--) { // fields
                pos += 6;
                skipAttributes();
            }
            for (int n = u2(); n > 0; n--) { // methods
                pos += 6;
                for (int a = u2(); a > 0; a--) {
                    String name = utf8[u2()];
                    int len = u4();
                    int end = pos + len;
                    if (name.equals("Code")) {
                        pos += 4; // max stack, max locals
                        int codeLength = u4();
                        pos += codeLength;
                        int handlers = u2();
                        pos += 8 * handlers;
                        for (int c = u2(); c > 0; c--) {
                            String cname = utf8[u2()];
                            int clen = u4();
                            int cend = pos + clen;
                            if (cname.equals("LineNumberTable")) {
                                for (int k = u2(); k > 0; k--) {
                                    pos += 2; // start pc
                                    lineOffsets.add(pos);
                                    pos += 2;
                                }
                            }
                            pos = cend;
                        }
                    }
                    pos = end;
                }
            }
            for (int a = u2(); a > 0; a--) {
                String name = utf8[u2()];
                int len = u4();
                if (name.equals("SourceFile")) {
                    int at = pos;
                    String file = utf8[u2()];
                    pos = at;
                    int slash = thisClass.lastIndexOf('/');
                    sourcePath = (slash < 0 ? "" : thisClass.substring(0, slash + 1)) + file;
                }
                pos += len;
            }
        }

        private void skipAttributes() {
            for (int a = u2(); a > 0; a--) {
                pos += 2;
                int len = u4();
                pos += len;
            }
        }

        private int u1() {
            return b[pos++] & 0xff;
        }

        private int u2() {
            int v = ((b[pos] & 0xff) << 8) | (b[pos + 1] & 0xff);
            pos += 2;
            return v;
        }

        private int u4() {
            int v = ((b[pos] & 0xff) << 24) | ((b[pos + 1] & 0xff) << 16) | ((b[pos + 2] & 0xff) << 8)
                    | (b[pos + 3] & 0xff);
            pos += 4;
            return v;
        }
    }
}

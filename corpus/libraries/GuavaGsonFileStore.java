// jars: guava gson
import com.google.common.base.Joiner;
import com.google.common.base.Splitter;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSortedMap;
import com.google.common.collect.Ordering;
import com.google.common.hash.Hashing;
import com.google.common.io.ByteStreams;
import com.google.common.io.CharSink;
import com.google.common.io.CharSource;
import com.google.common.io.CharStreams;
import com.google.common.io.Closer;
import com.google.common.io.CountingOutputStream;
import com.google.common.io.FileWriteMode;
import com.google.common.io.Files;
import com.google.common.io.LineProcessor;
import com.google.common.io.MoreFiles;
import com.google.common.io.RecursiveDeleteOption;
import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.reflect.TypeToken;
import com.google.gson.stream.JsonWriter;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** A small document store on disk: JSON records written and read with guava's Files/MoreFiles and gson. */
public class GuavaGsonFileStore {
    static final class Note {
        String id; String title; List<String> tags; int revision;
        Note(String id, String title, int revision, String... tags) { this.id = id; this.title = title; this.revision = revision; this.tags = ImmutableList.copyOf(tags); }
    }

    static final Gson GSON = new GsonBuilder().setPrettyPrinting().create();

    static void save(Path dir, Note n) throws IOException {
        Path file = dir.resolve(n.id.substring(0, 2)).resolve(n.id + ".json");
        MoreFiles.createParentDirectories(file);
        MoreFiles.asCharSink(file, StandardCharsets.UTF_8).write(GSON.toJson(n) + "\n");
    }

    public static void main(String[] args) throws IOException {
        Path store = Paths.get("store");
        java.nio.file.Files.createDirectories(store);
        Note[] notes = {new Note("ab12", "Groceries", 3, "home", "todo"), new Note("ab99", "Übersicht", 1, "work"),
                new Note("cd01", "Reading list", 7), new Note("ef42", "Trip: Kyoto", 2, "travel", "todo")};
        for (Note n : notes) save(store, n);

        List<String> listing = new ArrayList<>();
        for (Path p : MoreFiles.fileTraverser().depthFirstPreOrder(store)) listing.add(p.toString() + (java.nio.file.Files.isDirectory(p) ? "/" : ""));
        System.out.println("tree " + Ordering.natural().sortedCopy(listing));
        System.out.println("subdirs " + Ordering.natural().sortedCopy(Lists2.names(MoreFiles.listFiles(store))));
        Path ab12 = store.resolve("ab/ab12.json");
        System.out.println("ext " + MoreFiles.getFileExtension(ab12) + " name " + MoreFiles.getNameWithoutExtension(ab12)
                + " Files ext " + Files.getFileExtension("archive.tar.gz") + " simplify " + Files.simplifyPath("./store/../store//ab/./x/.."));
        System.out.println("isDirectory " + MoreFiles.isDirectory().apply(store) + " isRegularFile " + MoreFiles.isRegularFile().apply(ab12));

        String text = MoreFiles.asCharSource(ab12, StandardCharsets.UTF_8).read();
        Note back = GSON.fromJson(text, Note.class);
        System.out.println("read " + back.id + " " + back.title + " r" + back.revision + " " + back.tags + "\n" + text.trim());
        CharSource src = MoreFiles.asCharSource(store.resolve("ab/ab99.json"), StandardCharsets.UTF_8);
        System.out.println("lines " + src.readLines().size() + " first " + src.readFirstLine() + " length " + src.length()
                + " bytes " + MoreFiles.asByteSource(store.resolve("ab/ab99.json")).size());
        int[] counts = src.readLines(new LineProcessor<int[]>() {
            final int[] c = new int[2];
            @Override public boolean processLine(String line) { c[0]++; if (line.contains("\"")) c[1]++; return true; }
            @Override public int[] getResult() { return c; }
        });
        System.out.println("line processor total=" + counts[0] + " quoted=" + counts[1]);

        // an index file built by streaming every record through gson's tree model
        TreeMap<String, List<String>> byTag = new TreeMap<>();
        for (Path p : MoreFiles.fileTraverser().breadthFirst(store)) {
            if (!MoreFiles.getFileExtension(p).equals("json")) continue;
            try (Reader r = java.nio.file.Files.newBufferedReader(p, StandardCharsets.UTF_8)) {
                JsonObject o = JsonParser.parseReader(r).getAsJsonObject();
                o.getAsJsonArray("tags").forEach(t -> byTag.computeIfAbsent(t.getAsString(), k -> new ArrayList<>()).add(o.get("id").getAsString()));
            }
        }
        byTag.values().forEach(l -> l.sort(null));
        File indexFile = new File("store/index.json");
        try (Writer w = Files.asCharSink(indexFile, StandardCharsets.UTF_8).openBufferedStream(); JsonWriter jw = new JsonWriter(w)) {
            GSON.toJson(byTag, new TypeToken<Map<String, List<String>>>() {}.getType(), jw);
        }
        System.out.println("index " + Files.asCharSource(indexFile, StandardCharsets.UTF_8).read());
        Map<String, List<String>> idx = new Gson().fromJson(Files.asCharSource(indexFile, StandardCharsets.UTF_8).read(), new TypeToken<Map<String, List<String>>>() {}.getType());
        System.out.println("todo -> " + idx.get("todo") + " tags " + ImmutableSortedMap.copyOf(idx).keySet());

        // append-only journal
        File journal = new File("store/journal.log");
        CharSink appender = Files.asCharSink(journal, StandardCharsets.UTF_8, FileWriteMode.APPEND);
        for (Note n : notes) appender.write("save " + n.id + " r" + n.revision + "\n");
        appender.writeLines(ImmutableList.of("compact", "close"), "\n");
        System.out.println("journal " + Files.asCharSource(journal, StandardCharsets.UTF_8).readLines());
        System.out.println("journal sha256 " + Files.asByteSource(journal).hash(Hashing.sha256()) + " crc32c " + MoreFiles.asByteSource(journal.toPath()).hash(Hashing.crc32c()));
        Files.touch(new File("store/.lock"));
        System.out.println("lock exists " + new File("store/.lock").exists() + " equal files " + Files.equal(journal, journal)
                + " copy equal " + copyAndCompare(journal));
        try (InputStream in = Files.asByteSource(journal).openStream(); CountingOutputStream out = new CountingOutputStream(ByteStreams.nullOutputStream())) {
            ByteStreams.copy(ByteStreams.limit(in, 20), out);
            System.out.println("copied " + out.getCount() + " bytes");
        }
        Closer closer = Closer.create();
        try {
            Reader r = closer.register(Files.asCharSource(journal, StandardCharsets.UTF_8).openStream());
            System.out.println("first 11 chars " + CharStreams.toString(r).substring(0, 11) + " words " + Splitter.on(' ').splitToList("a b c").size());
        } finally {
            closer.close();
        }
        try {
            MoreFiles.asCharSource(store.resolve("zz/missing.json"), StandardCharsets.UTF_8).read();
        } catch (NoSuchFileException e) {
            System.out.println("NoSuchFileException " + e.getMessage());
        }
        try {
            Files.asCharSource(new File("store/nope.txt"), StandardCharsets.UTF_8).read();
        } catch (java.io.FileNotFoundException e) {
            System.out.println("FileNotFoundException " + e.getMessage());
        }
        Files.move(new File("store/.lock"), new File("store/unlocked"));
        System.out.println("moved " + new File("store/unlocked").exists() + " " + new File("store/.lock").exists());
        MoreFiles.deleteDirectoryContents(store.resolve("cd"));
        System.out.println("cd empty " + MoreFiles.listFiles(store.resolve("cd")).isEmpty());
        MoreFiles.deleteRecursively(store.resolve("unlocked"), RecursiveDeleteOption.ALLOW_INSECURE);
        MoreFiles.deleteRecursively(store);
        System.out.println("store gone " + !java.nio.file.Files.exists(store) + " " + Joiner.on(',').join(new File(".").list()));
    }

    static boolean copyAndCompare(File f) throws IOException {
        File copy = new File(f.getParentFile(), f.getName() + ".bak");
        Files.copy(f, copy);
        return Files.asByteSource(f).contentEquals(Files.asByteSource(copy));
    }

    static class Lists2 {
        static List<String> names(Iterable<Path> paths) {
            List<String> out = new ArrayList<>();
            for (Path p : paths) out.add(p.getFileName().toString());
            return out;
        }
    }
}

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class NioFilesBasic {
    interface Op {
        Object run() throws Exception;
    }

    static void t(String label, Op op) {
        try {
            System.out.println(label + ": " + op.run());
        } catch (Exception e) {
            System.out.println(label + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) throws Exception {
        Path data = Path.of("data");
        Path lines = data.resolve("lines.txt");
        t("exists", () -> Files.exists(lines) + " " + Files.exists(Path.of("nope")) + " " + Files.notExists(Path.of("nope")));
        t("isDirectory", () -> Files.isDirectory(data) + " " + Files.isDirectory(lines));
        t("isRegularFile", () -> Files.isRegularFile(data) + " " + Files.isRegularFile(lines));
        t("readable/writable", () -> Files.isReadable(lines) + " " + Files.isWritable(lines) + " " + Files.isReadable(Path.of("zz")));
        t("empty path exists", () -> Files.exists(Path.of("")) + " " + Files.isDirectory(Path.of("")));
        t("size", () -> Files.size(lines) + " " + Files.size(data.resolve("empty.txt")));
        t("size missing", () -> Files.size(Path.of("missing.txt")));
        t("readString", () -> Files.readString(lines).replace("\n", "|"));
        t("readString unicode", () -> Files.readString(Path.of("unicode.txt")));
        t("readAllLines", () -> Files.readAllLines(lines));
        t("readAllLines crlf", () -> Files.readAllLines(data.resolve("sub/crlf.txt")));
        t("readAllLines partial", () -> Files.readAllLines(data.resolve("partial.txt")));
        t("readAllLines empty", () -> Files.readAllLines(data.resolve("empty.txt")));
        t("readAllBytes", () -> Arrays.toString(Files.readAllBytes(data.resolve("sub/deep/leaf.bin"))));
        t("readAllBytes missing", () -> Files.readAllBytes(Path.of("data/none.bin")));
        t("readAllBytes dir", () -> Files.readAllBytes(data));
        t("readString missing", () -> Files.readString(Path.of("none/x.txt")));
        t("lines", () -> {
            try (Stream<String> s = Files.lines(lines)) {
                return s.map(String::toUpperCase).collect(Collectors.joining(","));
            }
        });
        t("lines count", () -> {
            try (Stream<String> s = Files.lines(data.resolve("sub/crlf.txt"), StandardCharsets.UTF_8)) {
                return s.filter(x -> !x.isEmpty()).count();
            }
        });
        t("newBufferedReader", () -> {
            try (BufferedReader r = Files.newBufferedReader(lines)) {
                return r.readLine() + "/" + r.readLine();
            }
        });
        t("newInputStream", () -> {
            try (InputStream in = Files.newInputStream(lines)) {
                int a = in.read();
                long sk = in.skip(5);
                int b = in.read();
                byte[] buf = new byte[4];
                int n = in.read(buf);
                return a + " " + sk + " " + (char) b + " " + n + " " + new String(buf, 0, n) + " " + in.available();
            }
        });
        t("newInputStream missing", () -> Files.newInputStream(Path.of("q.txt")));

        Path out = Path.of("out");
        t("createDirectory", () -> Files.createDirectory(out));
        t("createDirectory again", () -> Files.createDirectory(out));
        t("createDirectory no parent", () -> Files.createDirectory(Path.of("x/y")));
        t("createDirectory under file", () -> Files.createDirectory(lines.resolve("sub")));
        t("createDirectories", () -> Files.createDirectories(out.resolve("p/q/r")).endsWith("out/p/q/r"));
        t("createDirectories existing", () -> Files.createDirectories(out));
        t("createDirectories file", () -> Files.createDirectories(lines));
        t("createFile", () -> Files.createFile(out.resolve("new.txt")));
        t("createFile again", () -> Files.createFile(out.resolve("new.txt")));
        t("createFile no parent", () -> Files.createFile(Path.of("nodir/new.txt")));

        Path w = out.resolve("w.txt");
        t("write bytes", () -> Files.write(w, "hello world".getBytes()));
        t("read back", () -> Files.readString(w));
        t("write WRITE only", () -> Files.write(w, "HELLO".getBytes(), StandardOpenOption.WRITE));
        t("read back", () -> Files.readString(w));
        t("write APPEND", () -> Files.write(w, "!!".getBytes(), StandardOpenOption.APPEND));
        t("read back", () -> Files.readString(w));
        t("write TRUNCATE", () -> Files.write(w, "short".getBytes(), StandardOpenOption.TRUNCATE_EXISTING));
        t("read back", () -> Files.readString(w));
        t("write CREATE_NEW exists", () -> Files.write(w, "x".getBytes(), StandardOpenOption.CREATE_NEW));
        t("write CREATE_NEW", () -> Files.write(out.resolve("cn.txt"), "cn".getBytes(), StandardOpenOption.CREATE_NEW));
        t("write no CREATE", () -> Files.write(out.resolve("nc.txt"), "x".getBytes(), StandardOpenOption.WRITE));
        t("write APPEND no CREATE", () -> Files.write(out.resolve("nc.txt"), "x".getBytes(), StandardOpenOption.APPEND));
        t("write APPEND CREATE", () -> Files.write(out.resolve("ac.txt"), "ab".getBytes(), StandardOpenOption.APPEND, StandardOpenOption.CREATE));
        t("write APPEND CREATE 2", () -> Files.write(out.resolve("ac.txt"), "cd".getBytes(), StandardOpenOption.CREATE, StandardOpenOption.APPEND));
        t("read ac", () -> Files.readString(out.resolve("ac.txt")));
        t("write READ", () -> Files.write(w, "x".getBytes(), StandardOpenOption.READ));
        t("write APPEND+TRUNCATE", () -> Files.write(w, "x".getBytes(), StandardOpenOption.APPEND, StandardOpenOption.TRUNCATE_EXISTING));
        t("write to dir", () -> Files.write(out, "x".getBytes()));
        t("write no parent", () -> Files.write(Path.of("zz/top.txt"), "x".getBytes()));
        t("write lines", () -> Files.write(out.resolve("l.txt"), List.of("one", "two", "three")));
        t("read lines", () -> Files.readAllLines(out.resolve("l.txt")));
        t("write lines cs", () -> Files.write(out.resolve("l.txt"), Arrays.asList("é", "ü"), StandardCharsets.ISO_8859_1, StandardOpenOption.APPEND));
        t("size lines", () -> Files.size(out.resolve("l.txt")));
        t("writeString", () -> Files.writeString(out.resolve("s.txt"), "str\nings"));
        t("writeString cs", () -> Files.writeString(out.resolve("u16.txt"), "AB", StandardCharsets.UTF_16BE));
        t("u16 bytes", () -> Arrays.toString(Files.readAllBytes(out.resolve("u16.txt"))));
        t("newBufferedWriter", () -> {
            try (BufferedWriter bw = Files.newBufferedWriter(out.resolve("bw.txt"))) {
                bw.write("line1");
                bw.newLine();
                bw.write("line2");
            }
            return Files.readAllLines(out.resolve("bw.txt"));
        });
        t("newOutputStream", () -> {
            try (OutputStream os = Files.newOutputStream(out.resolve("os.bin"))) {
                os.write(1);
                os.write(new byte[] {2, 3, 4}, 1, 2);
            }
            return Arrays.toString(Files.readAllBytes(out.resolve("os.bin")));
        });
        t("mismatch", () -> Files.mismatch(w, out.resolve("s.txt")) + " " + Files.mismatch(w, w));

        t("copy", () -> Files.copy(lines, out.resolve("copy.txt")));
        t("copy content", () -> Files.readString(out.resolve("copy.txt")).length());
        t("copy exists", () -> Files.copy(lines, out.resolve("copy.txt")));
        t("copy replace", () -> Files.copy(w, out.resolve("copy.txt"), StandardCopyOption.REPLACE_EXISTING));
        t("copy content 2", () -> Files.readString(out.resolve("copy.txt")));
        t("copy missing", () -> Files.copy(Path.of("ghost"), out.resolve("g")));
        t("copy dir", () -> Files.copy(data.resolve("sub"), out.resolve("subcopy")));
        t("copy dir is empty", () -> Files.list(out.resolve("subcopy")).count());
        t("copy replace nonempty dir", () -> Files.copy(w, out.resolve("p"), StandardCopyOption.REPLACE_EXISTING));
        t("copy stream", () -> Files.copy(Files.newInputStream(lines), out.resolve("cs.txt")));
        t("copy stream exists", () -> Files.copy(Files.newInputStream(lines), out.resolve("cs.txt")));
        t("copy to stream", () -> {
            java.io.ByteArrayOutputStream bo = new java.io.ByteArrayOutputStream();
            long n = Files.copy(lines, bo);
            return n + " " + bo.toString().trim().replace('\n', ';');
        });

        t("move", () -> Files.move(out.resolve("cs.txt"), out.resolve("moved.txt")));
        t("move check", () -> Files.exists(out.resolve("cs.txt")) + " " + Files.exists(out.resolve("moved.txt")));
        t("move exists", () -> Files.move(out.resolve("moved.txt"), w));
        t("move replace", () -> Files.move(out.resolve("moved.txt"), w, StandardCopyOption.REPLACE_EXISTING));
        t("move missing", () -> Files.move(out.resolve("moved.txt"), w));
        t("move dir", () -> Files.move(out.resolve("p"), out.resolve("pp")));
        t("move dir check", () -> Files.isDirectory(out.resolve("pp/q/r")));

        t("delete", () -> { Files.delete(out.resolve("new.txt")); return Files.exists(out.resolve("new.txt")); });
        t("delete missing", () -> { Files.delete(out.resolve("new.txt")); return "?"; });
        t("delete nonempty", () -> { Files.delete(out.resolve("pp")); return "?"; });
        t("deleteIfExists", () -> Files.deleteIfExists(out.resolve("cn.txt")) + " " + Files.deleteIfExists(out.resolve("cn.txt")));

        t("list", () -> {
            try (Stream<Path> s = Files.list(data)) {
                return s.map(Path::toString).sorted().collect(Collectors.toList());
            }
        });
        t("list missing", () -> Files.list(Path.of("nowhere")));
        t("list file", () -> Files.list(lines));
        t("walk", () -> {
            try (Stream<Path> s = Files.walk(data)) {
                return s.map(Path::toString).sorted().collect(Collectors.toList());
            }
        });
        t("walk depth 1", () -> {
            try (Stream<Path> s = Files.walk(data, 1)) {
                return s.map(Path::toString).sorted().collect(Collectors.toList());
            }
        });
        t("walk files", () -> {
            try (Stream<Path> s = Files.walk(Path.of("data"))) {
                return s.filter(Files::isRegularFile).map(p -> p.getFileName().toString()).sorted().collect(Collectors.joining(" "));
            }
        });
        t("walk file", () -> Files.walk(lines).collect(Collectors.toList()));
        t("walk missing", () -> Files.walk(Path.of("nowhere")));
        t("walk negative", () -> Files.walk(data, -1));
        t("find", () -> {
            try (Stream<Path> s = Files.find(data, 10, (p, a) -> a.isRegularFile() && a.size() > 10)) {
                return s.map(Path::toString).sorted().collect(Collectors.toList());
            }
        });
        t("dirstream", () -> {
            List<String> names = new ArrayList<>();
            try (DirectoryStream<Path> ds = Files.newDirectoryStream(data)) {
                for (Path p : ds) {
                    names.add(p.toString());
                }
            }
            names.sort(null);
            return names;
        });
        t("dirstream glob", () -> {
            List<String> names = new ArrayList<>();
            try (DirectoryStream<Path> ds = Files.newDirectoryStream(data, "*.txt")) {
                ds.forEach(p -> names.add(p.getFileName().toString()));
            }
            names.sort(null);
            return names;
        });
        t("walkFileTree", () -> {
            List<String> ev = new ArrayList<>();
            Files.walkFileTree(data, new SimpleFileVisitor<Path>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                    ev.add("pre " + dir);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    ev.add("file " + file + " " + attrs.size() + " " + attrs.isRegularFile());
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult postVisitDirectory(Path dir, IOException e) {
                    ev.add("post " + dir);
                    return FileVisitResult.CONTINUE;
                }
            });
            ev.sort(null);
            return ev;
        });
        t("delete tree", () -> {
            Files.walkFileTree(out, new SimpleFileVisitor<Path>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                    Files.delete(file);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException {
                    Files.delete(dir);
                    return FileVisitResult.CONTINUE;
                }
            });
            return Files.exists(out);
        });
        t("attrs", () -> {
            BasicFileAttributes a = Files.readAttributes(data, BasicFileAttributes.class);
            return a.isDirectory() + " " + a.isRegularFile() + " " + a.isSymbolicLink() + " " + a.isOther();
        });
        t("attrs missing", () -> Files.readAttributes(Path.of("nah"), BasicFileAttributes.class));
        t("mtime missing", () -> Files.getLastModifiedTime(Path.of("nah")));
        t("set mtime", () -> {
            Files.setLastModifiedTime(lines, FileTime.fromMillis(1234567890123L));
            FileTime ft = Files.getLastModifiedTime(lines);
            return ft.toMillis() + " " + ft;
        });
        t("filetime", () -> FileTime.fromMillis(0) + " " + FileTime.fromMillis(1700000000500L) + " " + FileTime.fromMillis(-86400001L)
                + " " + FileTime.fromMillis(951782400000L) + " " + FileTime.fromMillis(1000).compareTo(FileTime.fromMillis(2000))
                + " " + FileTime.fromMillis(5).equals(FileTime.fromMillis(5)) + " " + FileTime.fromMillis(1700000000500L).hashCode());
        t("isSameFile", () -> Files.isSameFile(lines, Path.of("data/../data/lines.txt")) + " " + Files.isSameFile(lines, data));
        t("isHidden", () -> Files.isHidden(Path.of(".x")) + " " + Files.isHidden(lines));
        t("temp file", () -> {
            Path tmp = Files.createTempFile(data, "pre", ".suf");
            String n = tmp.getFileName().toString();
            boolean ok = n.startsWith("pre") && n.endsWith(".suf") && Files.exists(tmp) && tmp.getParent().equals(data);
            Files.delete(tmp);
            return ok;
        });
        t("temp dir", () -> {
            Path tmp = Files.createTempDirectory(data, "tdir");
            boolean ok = tmp.getFileName().toString().startsWith("tdir") && Files.isDirectory(tmp);
            Files.delete(tmp);
            return ok;
        });
        t("temp default", () -> {
            Path tmp = Files.createTempFile(null, null);
            boolean ok = tmp.getFileName().toString().endsWith(".tmp") && Files.size(tmp) == 0;
            Files.delete(tmp);
            return ok;
        });
        t("temp bad prefix", () -> Files.createTempFile(data, "a/b", null));
        t("toRealPath", () -> Path.of("data/sub/../lines.txt").toRealPath().endsWith("data/lines.txt"));
        t("toRealPath missing", () -> Path.of("data/nix").toRealPath());
        t("toAbsolutePath", () -> Path.of("data").toAbsolutePath().isAbsolute() + " " + Path.of("data").toAbsolutePath().endsWith("data"));
        t("toFile roundtrip", () -> lines.toFile().exists() + " " + lines.toFile().length() + " " + lines.toFile().toPath().equals(lines));
    }
}

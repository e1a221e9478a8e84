import java.io.File;
import java.nio.file.FileSystems;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class NioPaths {
    static void show(String label, Object o) {
        System.out.println(label + " = " + o);
    }

    static void describe(String s) {
        Path p = Path.of(s);
        System.out.println("[" + s + "] -> [" + p + "] abs=" + p.isAbsolute() + " names=" + p.getNameCount()
                + " file=" + p.getFileName() + " parent=" + p.getParent() + " root=" + p.getRoot()
                + " norm=[" + p.normalize() + "] hash=" + p.hashCode());
        StringBuilder sb = new StringBuilder();
        for (Path e : p) {
            sb.append('<').append(e).append('>');
        }
        System.out.println("   elems " + sb);
    }

    public static void main(String[] args) {
        String[] samples = {"", "/", "a", "/a", "a/b/c", "/a/b/c", "a//b///c/", "./a/../b", "/../x", "../../y",
            "a/./b/../../c", "x/..", ".", "..", "/a/b/..", "a/b/../../..", "héllo/wörld"};
        for (String s : samples) {
            describe(s);
        }
        show("of varargs", Path.of("a", "b", "c"));
        show("of empty first", Path.of("", "b"));
        show("of skip empty", Path.of("a", "", "c"));
        show("of root", Path.of("/", "usr", "lib"));
        show("paths.get", Paths.get("x/y", "z"));

        Path base = Path.of("/home/user/docs");
        show("resolve rel", base.resolve("notes/a.txt"));
        show("resolve abs", base.resolve("/etc/passwd"));
        show("resolve empty", base.resolve(""));
        show("empty resolve", Path.of("").resolve("q"));
        show("root resolve", Path.of("/").resolve("q"));
        show("resolveSibling", base.resolveSibling("pics"));
        show("resolveSibling path", Path.of("a").resolveSibling(Path.of("b")));
        show("resolveSibling root", Path.of("/").resolveSibling("b"));

        show("relativize 1", Path.of("/a/b").relativize(Path.of("/a/b/c/d")));
        show("relativize 2", Path.of("/a/b/c/d").relativize(Path.of("/a/b")));
        show("relativize 3", Path.of("/a/x/y").relativize(Path.of("/a/b/c")));
        show("relativize 4", Path.of("a/b").relativize(Path.of("c")));
        show("relativize same", "[" + Path.of("a/b").relativize(Path.of("a/b")) + "]");
        show("relativize empty", Path.of("").relativize(Path.of("k/l")));
        show("relativize dots", Path.of("a/./b").relativize(Path.of("a/c/../d")));
        try {
            Path.of("/a").relativize(Path.of("b"));
        } catch (IllegalArgumentException e) {
            show("relativize mixed", e.getMessage());
        }
        Path p1 = Path.of("/a/b"), p2 = Path.of("/a/b/c/d");
        show("round trip", p1.resolve(p1.relativize(p2)).equals(p2));

        Path q = Path.of("/usr/local/lib/libz.so");
        show("getName(0)", q.getName(0));
        show("getName(3)", q.getName(3));
        show("subpath(1,3)", q.subpath(1, 3));
        show("subpath(0,4)", q.subpath(0, 4));
        for (int[] r : new int[][] {{-1, 2}, {2, 2}, {0, 5}, {3, 1}}) {
            try {
                q.subpath(r[0], r[1]);
            } catch (IllegalArgumentException e) {
                show("subpath(" + r[0] + "," + r[1] + ")", e.getClass().getName() + " " + e.getMessage());
            }
        }
        try {
            q.getName(4);
        } catch (IllegalArgumentException e) {
            show("getName(4)", e.getClass().getName() + " " + e.getMessage());
        }

        show("startsWith /usr", q.startsWith("/usr"));
        show("startsWith /us", q.startsWith("/us"));
        show("startsWith usr", q.startsWith("usr"));
        show("startsWith /", q.startsWith("/"));
        show("startsWith full", q.startsWith(q));
        show("endsWith libz.so", q.endsWith("libz.so"));
        show("endsWith lib/libz.so", q.endsWith("lib/libz.so"));
        show("endsWith z.so", q.endsWith("z.so"));
        show("endsWith abs", q.endsWith("/usr/local/lib/libz.so"));
        show("endsWith abs partial", q.endsWith("/lib/libz.so"));
        show("rel endsWith", Path.of("a/b").endsWith("b"));
        show("rel startsWith empty", Path.of("a/b").startsWith(""));
        show("empty startsWith empty", Path.of("").startsWith(""));
        show("empty endsWith empty", Path.of("").endsWith(""));
        show("rel endsWith empty", Path.of("a").endsWith(""));
        show("root endsWith root", Path.of("/").endsWith("/"));
        show("abs endsWith root", Path.of("/a").endsWith("/"));

        show("equals", Path.of("a/b").equals(Path.of("a//b/")));
        show("equals diff", Path.of("a/b").equals(Path.of("a/c")));
        show("equals other type", Path.of("a").equals("a"));
        show("compareTo", Path.of("a/b").compareTo(Path.of("a/c")));
        show("compareTo len", Path.of("abc").compareTo(Path.of("ab")));
        show("compareTo eq", Path.of("/x").compareTo(Path.of("/x")));
        List<Path> list = new ArrayList<>();
        for (String s : new String[] {"b/a", "a", "B", "a/b", "/z", "a.b", "a-b"}) {
            list.add(Path.of(s));
        }
        Collections.sort(list);
        show("sorted", list);

        File f = Path.of("dir/file.txt").toFile();
        show("toFile", f.getPath() + " " + f.getName() + " " + f.getParent());
        show("toPath", new File("x//y/z/").toPath());
        show("toPath name", new File("/r/s.txt").toPath().getFileName());
        show("toAbsolute abs", Path.of("/q/r").toAbsolutePath());
        show("separator", FileSystems.getDefault().getSeparator());
        show("fs getPath", FileSystems.getDefault().getPath("m", "n"));
        for (Path root : FileSystems.getDefault().getRootDirectories()) {
            show("root dir", root);
        }

        PathMatcher glob = FileSystems.getDefault().getPathMatcher("glob:*.{java,txt}");
        PathMatcher deep = FileSystems.getDefault().getPathMatcher("glob:**/*.c");
        PathMatcher cls = FileSystems.getDefault().getPathMatcher("glob:file[0-9]?.log");
        PathMatcher rx = FileSystems.getDefault().getPathMatcher("regex:[a-c]+\\.md");
        for (String s : new String[] {"A.java", "b.txt", "c.md", "src/A.java", "src/x/y.c", "y.c", "file12.log",
            "file1.log", "fileA1.log", "abc.md", "abd.md"}) {
            Path p = Path.of(s);
            System.out.println(s + ": " + glob.matches(p) + " " + deep.matches(p) + " " + cls.matches(p) + " "
                    + rx.matches(p));
        }
        try {
            FileSystems.getDefault().getPathMatcher("foo:bar");
        } catch (UnsupportedOperationException e) {
            show("bad syntax", e.getMessage());
        }
        try {
            Path.of("a\u0000b");
        } catch (InvalidPathException e) {
            show("nul", e.getMessage().replace('\u0000', '0') + " idx=" + e.getIndex() + " reason="
                    + e.getReason());
        }
        try {
            Path.of("a").getFileSystem().getPathMatcher("nocolon");
        } catch (IllegalArgumentException e) {
            show("no colon", e.getMessage());
        }
    }
}

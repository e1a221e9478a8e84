import java.io.*;
import java.nio.file.*;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Arrays;
import java.util.stream.Stream;

/**
 * Unreadable directories and files of UnreadableDirs.world.json (README, "The
 * virtual world", `unreadable`): /data/private (holding known.txt and inner/)
 * /data/empty and /data/tree/locked are directories without read
 * permission, as `chmod a-r` leaves them (d-wx-wx-wx), and /data/secret.txt
 * a file without it. The working directory is /data. Each comment
 * says what HotSpot 17 prints for a non-root user on such a tree (checked
 * with `setpriv --reuid=nobody` on a real one) and why.
 */
public class UnreadableDirs {
    public static void main(String[] args) throws IOException {
        File priv = new File("private");
        // Still there and a directory (stat needs no read permission); no
        // read permission; write and search permission kept.
        System.out.println("exists " + priv.exists() + " isDirectory " + priv.isDirectory() + " isFile "
                + priv.isFile() + " canRead " + priv.canRead() + " canWrite " + priv.canWrite() + " canExecute "
                + priv.canExecute()); // true true false false true true
        // opendir(3) fails with EACCES: every listing of java.io gives null.
        System.out.println("list " + Arrays.toString(priv.list())); // null
        System.out.println("list(filter) " + Arrays.toString(priv.list((d, n) -> true))); // null
        System.out.println("listFiles " + Arrays.toString(priv.listFiles())); // null
        System.out.println("listFiles(FileFilter) " + Arrays.toString(priv.listFiles((File f) -> true))); // null
        System.out.println("listFiles(FilenameFilter) "
                + Arrays.toString(priv.listFiles((File d, String n) -> true))); // null
        // An empty unreadable directory is just as unlistable.
        System.out.println("empty list " + Arrays.toString(new File("empty").list())); // null
        Path p = Paths.get("private");
        System.out.println("Files.isReadable " + Files.isReadable(p) + " isDirectory " + Files.isDirectory(p)
                + " isExecutable " + Files.isExecutable(p)); // false true true
        // java.nio translates EACCES to AccessDeniedException with the path as given.
        try (Stream<Path> s = Files.list(p)) {
            System.out.println("Files.list " + s.count());
        } catch (IOException e) {
            System.out.println("Files.list: " + e); // AccessDeniedException: private
        }
        try (DirectoryStream<Path> s = Files.newDirectoryStream(p)) {
            System.out.println("newDirectoryStream opened");
        } catch (IOException e) {
            System.out.println("newDirectoryStream: " + e); // AccessDeniedException: private
        }
        try (DirectoryStream<Path> s = Files.newDirectoryStream(p, "*.txt")) {
            System.out.println("newDirectoryStream(glob) opened");
        } catch (IOException e) {
            System.out.println("newDirectoryStream(glob): " + e); // AccessDeniedException: private
        }
        // walk from the unreadable directory: walk itself throws the checked exception...
        try (Stream<Path> s = Files.walk(p)) {
            System.out.println("walk " + s.count());
        } catch (IOException e) {
            System.out.println("walk: " + e); // AccessDeniedException: private
        }
        // ...unless maxDepth 0 keeps it from opening the directory.
        try (Stream<Path> s = Files.walk(p, 0)) {
            s.forEach(x -> System.out.println("walk(0) " + x)); // private
        }
        // walk from tree/ (whose only entry is the unreadable tree/locked) is
        // lazy: tree comes first, then the walk fails where tree/locked would
        // come, with an UncheckedIOException wrapping the AccessDeniedException.
        try (Stream<Path> s = Files.walk(Paths.get("tree"))) {
            s.forEach(x -> System.out.println("walk tree " + x)); // tree
        } catch (UncheckedIOException e) {
            System.out.println("walk tree: " + e.getCause()); // AccessDeniedException: tree/locked
        }
        try (Stream<Path> s = Files.find(p, 3, (x, a) -> true)) {
            System.out.println("find " + s.count());
        } catch (IOException e) {
            System.out.println("find: " + e); // AccessDeniedException: private
        }
        // walkFileTree reports the directory it cannot open to visitFileFailed.
        Files.walkFileTree(p, new SimpleFileVisitor<Path>() {
            @Override
            public FileVisitResult preVisitDirectory(Path d, BasicFileAttributes a) {
                System.out.println("preVisitDirectory " + d);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path f, IOException e) {
                System.out.println("visitFileFailed " + f + " " + e); // private, AccessDeniedException: private
                return FileVisitResult.CONTINUE;
            }
        });
        // Search permission is kept: a name known in advance opens and reads.
        File known = new File(priv, "known.txt");
        System.out.println("known exists " + known.exists() + " canRead " + known.canRead()); // true true
        try (BufferedReader r = new BufferedReader(new FileReader(known))) {
            System.out.println("known reads " + r.readLine()); // still readable
        }
        System.out.println("inner isDirectory " + new File(priv, "inner").isDirectory()
                + " list " + Arrays.toString(new File(priv, "inner").list())); // true []
        // Write permission is kept too: a new file can be made in it.
        try (FileWriter w = new FileWriter(new File(priv, "new.txt"))) {
            w.write("x");
            System.out.println("created private/new.txt"); // created
        }
        // Opening the directory itself for reading fails on permission
        // before its being a directory counts.
        try (FileInputStream in = new FileInputStream(priv)) {
            System.out.println("opened a directory");
        } catch (IOException e) {
            System.out.println("FileInputStream: " + e); // FileNotFoundException: private (Permission denied)
        }
        try (InputStream in = Files.newInputStream(p)) {
            System.out.println("opened a directory");
        } catch (IOException e) {
            System.out.println("newInputStream: " + e); // AccessDeniedException: private
        }
        // rmdir(2) of a directory with entries: ENOTEMPTY, whether or not it is readable.
        System.out.println("delete " + priv.delete()); // false
        try {
            Files.delete(p);
        } catch (IOException e) {
            System.out.println("Files.delete: " + e); // DirectoryNotEmptyException: private
        }
        // An empty one goes: removing needs write permission on /data only.
        System.out.println("delete empty " + new File("empty").delete()); // true
        // An unreadable file: stat works, opening for reading does not.
        File secret = new File("secret.txt");
        System.out.println("secret exists " + secret.exists() + " canRead " + secret.canRead() + " length "
                + secret.length()); // true false 7
        try (FileReader r = new FileReader(secret)) {
            System.out.println("read the secret");
        } catch (IOException e) {
            System.out.println("FileReader: " + e); // FileNotFoundException: secret.txt (Permission denied)
        }
        try {
            System.out.println(Files.readString(secret.toPath()));
        } catch (IOException e) {
            System.out.println("readString: " + e); // AccessDeniedException: secret.txt
        }
    }
}

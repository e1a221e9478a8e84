import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.NonReadableChannelException;
import java.nio.channels.NonWritableChannelException;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;

/** FileChannel over files in the working directory: positions, sizes, errors, locks. */
public class FileChannelBasics {
    static void attempt(String what, Action a) {
        try {
            a.run();
            System.out.println(what + ": ok");
        } catch (Exception e) {
            System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    interface Action {
        void run() throws Exception;
    }

    static String text(ByteBuffer b) {
        b.flip();
        return StandardCharsets.UTF_8.decode(b).toString();
    }

    public static void main(String[] args) throws Exception {
        Path dir = Paths.get("fcb");
        Files.createDirectories(dir);
        Path log = dir.resolve("log.txt");

        try (FileChannel ch = FileChannel.open(log, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.READ)) {
            System.out.println("open size=" + ch.size() + " pos=" + ch.position());
            int n = ch.write(ByteBuffer.wrap("alpha beta gamma\n".getBytes(StandardCharsets.UTF_8)));
            System.out.println("wrote " + n + " pos=" + ch.position() + " size=" + ch.size());
            ch.position(6);
            ch.write(ByteBuffer.wrap("BETA".getBytes(StandardCharsets.UTF_8)));
            System.out.println("after overwrite pos=" + ch.position());
            ByteBuffer all = ByteBuffer.allocate(64);
            System.out.println("read at 0 -> " + ch.read(all, 0) + " pos still " + ch.position());
            System.out.print("content: " + text(all));
            ByteBuffer rest = ByteBuffer.allocate(4);
            System.out.println("relative read " + ch.read(rest) + " '" + text(rest) + "' pos=" + ch.position());
            ch.position(100);
            System.out.println("read past end: " + ch.read(ByteBuffer.allocate(8)));
            ch.write(ByteBuffer.wrap("X".getBytes(StandardCharsets.UTF_8)));
            System.out.println("size after writing at 100: " + ch.size());
            ByteBuffer gap = ByteBuffer.allocate(3);
            ch.read(gap, 20);
            System.out.println("gap bytes: " + gap.get(0) + "," + gap.get(1) + "," + gap.get(2));
            ch.truncate(11);
            System.out.println("truncated size=" + ch.size() + " pos=" + ch.position());
            ch.truncate(50);
            System.out.println("truncate larger size=" + ch.size());
            ch.force(true);
            ByteBuffer empty = ByteBuffer.allocate(0);
            System.out.println("read into full buffer: " + ch.read(empty));
            attempt("negative position", () -> ch.position(-1));
            attempt("negative read position", () -> ch.read(ByteBuffer.allocate(1), -5));
            attempt("negative write position", () -> ch.write(ByteBuffer.allocate(1), -5));
            attempt("negative truncate", () -> ch.truncate(-1));
            attempt("read-only buffer", () -> ch.read(ByteBuffer.allocate(4).asReadOnlyBuffer(), 0));

            FileLock lock = ch.lock();
            System.out.println("lock pos=" + lock.position() + " size=" + lock.size() + " shared=" + lock.isShared()
                    + " valid=" + lock.isValid() + " same channel=" + (lock.channel() == ch));
            attempt("overlapping tryLock", () -> ch.tryLock(0, 10, false));
            lock.release();
            System.out.println("released valid=" + lock.isValid());
            FileLock part = ch.tryLock(0, 5, true);
            System.out.println("shared lock " + part.position() + "+" + part.size() + " overlaps(3,4)="
                    + part.overlaps(3, 4) + " overlaps(5,1)=" + part.overlaps(5, 1));
            FileLock other = ch.lock(5, 5, false);
            System.out.println("second lock valid=" + other.isValid());
            FileLock zero = ch.lock(20, 0, false);
            System.out.println("size 0 lock size=" + zero.size());
            zero.close();
            System.out.println("after close valid=" + zero.isValid());
        }
        System.out.println("file now: " + Files.size(log) + " bytes: "
                + new String(Files.readAllBytes(log), 0, 11, StandardCharsets.UTF_8));

        // read-only and write-only channels
        try (FileChannel ro = FileChannel.open(log)) {
            attempt("write read-only", () -> ro.write(ByteBuffer.allocate(1)));
            attempt("truncate read-only", () -> ro.truncate(1));
            attempt("exclusive lock read-only", () -> ro.lock());
            FileLock sh = ro.lock(0, Long.MAX_VALUE, true);
            System.out.println("shared lock on read-only: " + sh.isShared());
        }
        FileChannel wo = FileChannel.open(log, StandardOpenOption.WRITE);
        attempt("read write-only", () -> wo.read(ByteBuffer.allocate(1)));
        attempt("shared lock write-only", () -> wo.lock(0, 1, true));
        System.out.println("write-only pos=" + wo.position() + " size=" + wo.size());
        wo.close();
        System.out.println("open after close: " + wo.isOpen());
        attempt("read closed", () -> wo.read(ByteBuffer.allocate(1)));
        attempt("position closed", () -> wo.position());
        attempt("size closed", () -> wo.size());
        wo.close();

        // append mode
        try (FileChannel ap = FileChannel.open(log, StandardOpenOption.APPEND)) {
            System.out.println("append pos=" + ap.position());
            ap.write(ByteBuffer.wrap("++".getBytes(StandardCharsets.UTF_8)));
            ap.position(0);
            ap.write(ByteBuffer.wrap("!!".getBytes(StandardCharsets.UTF_8)));
            System.out.println("append pos after=" + ap.position() + " size=" + ap.size());
        }

        // opening errors
        attempt("missing file", () -> FileChannel.open(dir.resolve("nope.txt")).close());
        attempt("missing for write", () -> FileChannel.open(dir.resolve("nope.txt"), StandardOpenOption.WRITE).close());
        attempt("create new existing", () -> FileChannel.open(log, StandardOpenOption.CREATE_NEW,
                StandardOpenOption.WRITE).close());
        attempt("read + append", () -> FileChannel.open(log, StandardOpenOption.READ, StandardOpenOption.APPEND));
        attempt("append + truncate", () -> FileChannel.open(log, StandardOpenOption.APPEND,
                StandardOpenOption.TRUNCATE_EXISTING));
        attempt("write a directory", () -> FileChannel.open(dir, StandardOpenOption.WRITE).close());
        attempt("missing parent", () -> FileChannel.open(Paths.get("nodir/x.bin"), StandardOpenOption.CREATE,
                StandardOpenOption.WRITE).close());
        try (FileChannel d = FileChannel.open(dir)) {
            System.out.println("directory opened, size>0: " + (d.size() > 0));
            attempt("read a directory", () -> d.read(ByteBuffer.allocate(4)));
        }

        // CREATE_NEW, TRUNCATE_EXISTING, DELETE_ON_CLOSE
        Path fresh = dir.resolve("fresh.bin");
        try (FileChannel f = FileChannel.open(fresh, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            f.write(ByteBuffer.wrap(new byte[] {1, 2, 3, 4, 5}));
        }
        try (FileChannel f = FileChannel.open(fresh, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            System.out.println("truncated on open: size=" + f.size());
            f.write(ByteBuffer.wrap(new byte[] {9}));
        }
        System.out.println("fresh size=" + Files.size(fresh));
        Path temp = dir.resolve("temp.bin");
        try (FileChannel t = FileChannel.open(temp, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.DELETE_ON_CLOSE)) {
            t.write(ByteBuffer.wrap(new byte[10]));
            System.out.println("temp size while open=" + t.size());
        }
        System.out.println("temp exists after close=" + Files.exists(temp));
        attempt("unsupported option", () -> FileChannel.open(log, java.nio.file.LinkOption.NOFOLLOW_LINKS,
                new java.nio.file.OpenOption() {
                    public String toString() {
                        return "CUSTOM";
                    }
                }));
    }
}

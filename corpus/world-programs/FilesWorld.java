import java.io.*;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Files of FilesWorld.world.json: modification times (given, or the clock's
 * start 2026-01-01T00:00:00Z = 1767225600000), read-only files and
 * directories, injected errors with their messages, paths against the
 * working directory /data, and temporary files named from the seed (3).
 */
public class FilesWorld {
    static void tryRead(String p) {
        try (FileInputStream in = new FileInputStream(p)) {
            System.out.println("read " + p + ": " + new String(in.readAllBytes()).trim());
        } catch (IOException e) {
            System.out.println("read " + p + ": " + e);
        }
    }

    public static void main(String[] args) throws IOException {
        File notes = new File("notes.txt");
        System.out.println("notes " + notes.lastModified() + " " + notes.length() + " " + notes.getAbsolutePath()
                + " " + notes.getParent() + " " + notes.getAbsoluteFile().getParent());
        File conf = new File("config/app.conf");
        System.out.println("conf " + conf.lastModified() + " read " + conf.canRead() + " write " + conf.canWrite());
        System.out.println("listing " + Arrays.toString(new File(".").list()));
        System.out.println("lastModifiedTime " + Files.getLastModifiedTime(Path.of("notes.txt")));
        System.out.println("setLastModified " + notes.setLastModified(1234567890000L) + " " + notes.lastModified());
        tryRead("notes.txt");
        tryRead("flaky.txt");
        tryRead("gone.txt");
        try (FileWriter w = new FileWriter("full.txt")) {
            w.write("data");
            w.flush();
            System.out.println("wrote full.txt");
        } catch (IOException e) {
            System.out.println("write full.txt: " + e);
        }
        try (FileWriter w = new FileWriter("config/app.conf", true)) {
            System.out.println("appended to a read-only file");
        } catch (IOException e) {
            System.out.println("append app.conf: " + e);
        }
        System.out.println("mkdir in locked " + new File("locked/sub").mkdir() + " createNewFile "
                + tryCreate("locked/new.txt"));
        System.out.println("setWritable " + conf.setWritable(true) + " " + conf.canWrite());
        File t1 = File.createTempFile("report", ".txt");
        File t2 = File.createTempFile("report", null, new File("."));
        System.out.println("temp " + t1 + " " + t1.exists() + " " + t1.length());
        System.out.println("temp here " + t2.getPath() + " " + t2.getName().endsWith(".tmp"));
        Path t3 = Files.createTempFile("nio", ".log");
        System.out.println("nio temp " + t3);
        System.out.println("tmp listing " + Arrays.toString(new File("/tmp").list()));
    }

    static String tryCreate(String p) {
        try {
            return String.valueOf(new File(p).createNewFile());
        } catch (IOException e) {
            return e.toString();
        }
    }
}

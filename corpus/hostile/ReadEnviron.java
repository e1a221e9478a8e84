import java.io.FileInputStream;
import java.io.IOException;

// Tries to read the host's environment: files are virtual (the run's world,
// empty here), so this is FileNotFoundException (uncaught, exit 1), and
// nothing of the host is read.
public class ReadEnviron {
    public static void main(String[] args) throws IOException {
        try (FileInputStream in = new FileInputStream("/proc/self/environ")) {
            byte[] b = in.readAllBytes();
            System.out.println(new String(b));
        }
    }
}

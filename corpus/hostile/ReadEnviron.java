import java.io.FileInputStream;
import java.io.IOException;

// Tries to read the host's environment: java.io.FileInputStream is not in
// Terrarium's class library (files will be virtual), so this is
// NoClassDefFoundError naming it (uncaught, exit 1), and nothing is read.
public class ReadEnviron {
    public static void main(String[] args) throws IOException {
        try (FileInputStream in = new FileInputStream("/proc/self/environ")) {
            byte[] b = in.readAllBytes();
            System.out.println(new String(b));
        }
    }
}

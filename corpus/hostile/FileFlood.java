import java.io.FileOutputStream;
import java.io.IOException;

// Writes a mebibyte per call to a file until the disk is full: on a real
// machine that is IOException "No space left on device", and so it must be on
// the virtual one (never a host that runs out of memory).
public class FileFlood {
    public static void main(String[] args) {
        byte[] block = new byte[1 << 20];
        long written = 0;
        try (FileOutputStream out = new FileOutputStream("flood.bin")) {
            while (true) {
                out.write(block);
                written += block.length;
            }
        } catch (IOException e) {
            System.out.println((written >> 20) + " MiB, then " + e);
        }
    }
}

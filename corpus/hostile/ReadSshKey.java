import java.io.File;

// Tries to find the user's SSH key: files are virtual (the run's world, empty
// here), so there is none: prints "false 0".
public class ReadSshKey {
    public static void main(String[] args) {
        File key = new File(System.getProperty("user.home"), ".ssh/id_rsa");
        System.out.println(key.exists() + " " + key.length());
    }
}

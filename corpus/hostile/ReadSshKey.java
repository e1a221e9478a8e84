import java.io.File;

// Tries to find the user's SSH key: java.io.File is not in Terrarium's class
// library yet, so this is NoClassDefFoundError naming it (uncaught, exit 1).
public class ReadSshKey {
    public static void main(String[] args) {
        File key = new File(System.getProperty("user.home"), ".ssh/id_rsa");
        System.out.println(key.exists() + " " + key.length());
    }
}

import java.io.IOException;
import java.net.Socket;

// Tries to open a socket: java.net.Socket is not in Terrarium's class library
// (the network will be virtual), so this is NoClassDefFoundError naming it.
public class OpenSocket {
    public static void main(String[] args) throws IOException {
        try (Socket s = new Socket("example.com", 80)) {
            s.getOutputStream().write("GET / HTTP/1.0\r\n\r\n".getBytes());
            System.out.println("connected");
        }
    }
}

import java.io.IOException;
import java.net.Socket;

// Tries to open a socket: the network is the world's, and in an empty world
// example.com is unknown, so this is UnknownHostException naming it.
public class OpenSocket {
    public static void main(String[] args) throws IOException {
        try (Socket s = new Socket("example.com", 80)) {
            s.getOutputStream().write("GET / HTTP/1.0\r\n\r\n".getBytes());
            System.out.println("connected");
        }
    }
}

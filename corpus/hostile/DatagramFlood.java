import java.io.IOException;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;

// Sends datagrams to its own socket and never receives them: the queue is
// world data, bounded like files; a send beyond it fails as with ENOBUFS.
public class DatagramFlood {
    public static void main(String[] args) throws IOException {
        byte[] data = new byte[60000];
        long sent = 0;
        try (DatagramSocket s = new DatagramSocket(9999)) {
            DatagramPacket p = new DatagramPacket(data, data.length, InetAddress.getLoopbackAddress(), 9999);
            while (true) {
                s.send(p);
                sent++;
            }
        } catch (IOException e) {
            System.out.println("sent " + sent + " datagrams, then " + e);
        }
    }
}

import java.net.DatagramSocket;
import java.net.SocketException;
import java.util.ArrayList;
import java.util.List;

// Opens datagram sockets on ephemeral ports without closing them until none is
// left: Linux answers with BindException, and so must the virtual network.
public class PortExhaustion {
    public static void main(String[] args) throws Exception {
        List<DatagramSocket> open = new ArrayList<>();
        try {
            while (true) {
                open.add(new DatagramSocket());
            }
        } catch (SocketException e) {
            System.out.println(open.size() + " sockets, then " + e);
        }
    }
}

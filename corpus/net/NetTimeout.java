import java.io.*;
import java.net.*;

/** A server that nobody connects to: accept and receive time out on the (virtual) clock. */
public class NetTimeout {
    public static void main(String[] args) throws Exception {
        try (ServerSocket server = new ServerSocket(48100)) {
            server.setSoTimeout(1500);
            System.out.println("waiting on " + server.getLocalPort() + " timeout " + server.getSoTimeout());
            long t0 = System.currentTimeMillis();
            try {
                Socket s = server.accept();
                System.out.println("someone came?! " + s);
            } catch (SocketTimeoutException e) {
                long waited = System.currentTimeMillis() - t0;
                System.out.println(e + " waited>=1500: " + (waited >= 1500) + " waited<10000: " + (waited < 10000));
            }
            System.out.println("closed=" + server.isClosed());
            try (ServerSocket again = new ServerSocket(48100)) {
                System.out.println("second bind?!");
            } catch (BindException e) {
                System.out.println("second bind: " + e.getMessage());
            }
        }
        try (DatagramSocket udp = new DatagramSocket(48101)) {
            udp.setSoTimeout(700);
            DatagramPacket p = new DatagramPacket(new byte[16], 16);
            try {
                udp.receive(p);
                System.out.println("datagram?!");
            } catch (SocketTimeoutException e) {
                System.out.println(e.getClass().getName() + ": " + e.getMessage());
            }
        }
        ServerSocket unbound = new ServerSocket();
        System.out.println(unbound + " port " + unbound.getLocalPort());
        unbound.close();
        try {
            unbound.accept();
        } catch (SocketException e) {
            System.out.println("accept after close: " + e.getMessage());
        }
        System.out.println("done");
    }
}

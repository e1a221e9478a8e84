import java.io.*;
import java.net.*;
import java.nio.charset.StandardCharsets;

/** A UDP announcement names a TCP port and a token; a server on that port checks each client's handshake line. */
public class NetAnnounce {
    public static void main(String[] args) throws Exception {
        String token;
        int port;
        try (DatagramSocket udp = new DatagramSocket(47999)) {
            udp.setSoTimeout(10000);
            byte[] buf = new byte[64];
            DatagramPacket p = new DatagramPacket(buf, buf.length);
            udp.receive(p);
            String msg = new String(p.getData(), p.getOffset(), p.getLength(), StandardCharsets.UTF_8);
            System.out.println("announce from " + p.getAddress() + ":" + p.getPort() + ": " + msg);
            System.out.println("packet length " + p.getLength() + ", socket port " + udp.getLocalPort());
            String[] parts = msg.split(" ");
            port = Integer.parseInt(parts[1]);
            token = parts[2];
        }
        try (ServerSocket server = new ServerSocket(port)) {
            server.setSoTimeout(10000);
            System.out.println("listening on " + server.getLocalPort() + " bound=" + server.isBound());
            for (int i = 0; i < 2; i++) {
                try (Socket client = server.accept()) {
                    BufferedReader in = new BufferedReader(
                            new InputStreamReader(client.getInputStream(), StandardCharsets.UTF_8));
                    PrintWriter out = new PrintWriter(
                            new OutputStreamWriter(client.getOutputStream(), StandardCharsets.UTF_8), true);
                    System.out.println("client " + client.getInetAddress() + ":" + client.getPort()
                            + " -> " + client.getLocalAddress() + ":" + client.getLocalPort());
                    String hello = in.readLine();
                    boolean ok = ("HANDSHAKE " + token).equals(hello);
                    System.out.println("handshake '" + hello + "' " + (ok ? "accepted" : "refused"));
                    out.println(ok ? "WELCOME" : "DENIED");
                    String line;
                    int n = 0;
                    while ((line = in.readLine()) != null) {
                        n++;
                        if (ok) {
                            out.println("ECHO " + line);
                        }
                    }
                    System.out.println("client sent " + n + " more lines, then closed");
                }
            }
        }
    }
}

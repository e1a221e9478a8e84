package subjects;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;

/**
 * Modelled on the EvoSuite TCP/UDP paper: waits for a UDP announce carrying a token,
 * then accepts one TCP connection and checks that the client sends the matching handshake.
 */
public class HandshakeServer {

    public static final String ANNOUNCE = "ANNOUNCE ";
    public static final int TIMEOUT_MILLIS = 2000;

    private final int udpPort;
    private final int tcpPort;

    public HandshakeServer(int udpPort, int tcpPort) {
        this.udpPort = udpPort;
        this.tcpPort = tcpPort;
    }

    public String receiveAnnounce() throws IOException {
        try (DatagramSocket socket = new DatagramSocket(udpPort)) {
            socket.setSoTimeout(TIMEOUT_MILLIS);
            byte[] buffer = new byte[256];
            DatagramPacket packet = new DatagramPacket(buffer, buffer.length);
            try {
                socket.receive(packet);
            } catch (SocketTimeoutException e) {
                return null;
            }
            String message = new String(packet.getData(), 0, packet.getLength(), StandardCharsets.UTF_8).trim();
            if (!message.startsWith(ANNOUNCE)) {
                return null;
            }
            String token = message.substring(ANNOUNCE.length()).trim();
            return token.isEmpty() ? null : token;
        }
    }

    public String serve() throws IOException {
        String token = receiveAnnounce();
        if (token == null) {
            return "NO_ANNOUNCE";
        }
        try (ServerSocket server = new ServerSocket(tcpPort)) {
            server.setSoTimeout(TIMEOUT_MILLIS);
            Socket client;
            try {
                client = server.accept();
            } catch (SocketTimeoutException e) {
                return "NO_CLIENT";
            }
            try (Socket c = client;
                 BufferedReader in = new BufferedReader(new InputStreamReader(c.getInputStream(), StandardCharsets.UTF_8));
                 PrintWriter out = new PrintWriter(new OutputStreamWriter(c.getOutputStream(), StandardCharsets.UTF_8), true)) {
                String line = in.readLine();
                if (line == null) {
                    return "CLOSED";
                }
                if (line.equals("HELLO " + token)) {
                    out.println("WELCOME");
                    return "ACCEPTED";
                }
                if (line.startsWith("HELLO ")) {
                    out.println("BAD_TOKEN");
                    return "WRONG_TOKEN";
                }
                out.println("PROTOCOL_ERROR");
                return "PROTOCOL_ERROR";
            }
        }
    }
}

import java.io.*;
import java.net.*;
import java.nio.charset.StandardCharsets;

/** A whois-like line protocol against a scripted server; refused and silent servers. */
public class NetWhois {
    static void query(String host, int port, String q) throws IOException {
        try (Socket s = new Socket(host, port)) {
            BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
            Writer out = new OutputStreamWriter(s.getOutputStream(), StandardCharsets.UTF_8);
            System.out.println("connected to " + s.getInetAddress() + " port " + s.getPort()
                    + " connected=" + s.isConnected() + " local " + s.getLocalAddress());
            System.out.println("greeting: " + in.readLine());
            out.write(q + "\r\n");
            out.flush();
            String line;
            while ((line = in.readLine()) != null) {
                System.out.println("  | " + line);
            }
            System.out.println("end of answer for " + q);
        }
    }

    public static void main(String[] args) throws Exception {
        InetAddress a = InetAddress.getByName("whois.example.org");
        System.out.println(a + " " + a.getHostName() + " " + a.getHostAddress() + " loopback=" + a.isLoopbackAddress());
        InetAddress lit = InetAddress.getByName("127.0.0.2");
        System.out.println("literal " + lit + " equal=" + lit.equals(a));
        System.out.println(InetAddress.getByName("::1") + " " + InetAddress.getLoopbackAddress());
        System.out.println(new InetSocketAddress("whois.example.org", 48043));
        System.out.println(InetSocketAddress.createUnresolved("whois.example.org", 43));
        query("whois.example.org", 48043, "example.org");
        query("whois.example.org", 48043, "nothing.test");
        try {
            InetAddress.getByName("no-such-host.invalid");
        } catch (UnknownHostException e) {
            System.out.println("unknown host: " + e.getClass().getName());
        }
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress("whois.example.org", 48045), 1000);
            System.out.println("connected?!");
        } catch (ConnectException e) {
            System.out.println("refused: " + e.getMessage());
        }
        try (Socket s = new Socket("whois.example.org", 48044)) {
            s.setSoTimeout(300);
            BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
            System.out.println("silent server says: " + in.readLine());
            long t0 = System.currentTimeMillis();
            try {
                in.readLine();
                System.out.println("read returned?!");
            } catch (SocketTimeoutException e) {
                long waited = System.currentTimeMillis() - t0;
                System.out.println("timeout: " + e.getMessage() + " waited>=300: " + (waited >= 300));
            }
            s.shutdownOutput();
            System.out.println("output shut: " + s.isOutputShutdown() + " closed: " + s.isClosed());
        }
    }
}

package subjects;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * Client of a remote line protocol: sends "QUOTE &lt;symbol&gt;" and parses
 * replies of the form "OK &lt;price&gt;" or "ERR &lt;reason&gt;".
 */
public class QuoteClient {

    private final String host;
    private final int port;

    public QuoteClient(String host, int port) {
        if (port <= 0 || port > 65535) {
            throw new IllegalArgumentException("bad port: " + port);
        }
        this.host = host;
        this.port = port;
    }

    public double fetchQuote(String symbol) throws IOException {
        if (symbol == null || !symbol.matches("[A-Z]{1,5}")) {
            throw new IllegalArgumentException("bad symbol: " + symbol);
        }
        try (Socket socket = new Socket(host, port);
             PrintWriter out = new PrintWriter(new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.UTF_8), true);
             BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8))) {
            out.println("QUOTE " + symbol);
            String reply = in.readLine();
            return parseReply(reply);
        }
    }

    public static double parseReply(String reply) throws IOException {
        if (reply == null) {
            throw new IOException("connection closed");
        }
        if (reply.startsWith("ERR ")) {
            String reason = reply.substring(4);
            if (reason.equals("UNKNOWN_SYMBOL")) {
                return Double.NaN;
            }
            throw new IOException("server error: " + reason);
        }
        if (!reply.startsWith("OK ")) {
            throw new IOException("unexpected reply: " + reply);
        }
        try {
            double price = Double.parseDouble(reply.substring(3).trim());
            if (price < 0.0) {
                throw new IOException("negative price");
            }
            return price;
        } catch (NumberFormatException e) {
            throw new IOException("bad price", e);
        }
    }
}

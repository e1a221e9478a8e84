package subjects;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.HttpURLConnection;
import java.net.MalformedURLException;
import java.net.URL;
import java.nio.charset.StandardCharsets;

/** Fetches web pages and checks their status code and content. */
public class UrlContentChecker {

    public String checkPage(String address, String expectedText) {
        URL url;
        try {
            url = new URL(address);
        } catch (MalformedURLException e) {
            return "MALFORMED";
        }
        if (!url.getProtocol().equals("http") && !url.getProtocol().equals("https")) {
            return "UNSUPPORTED_PROTOCOL";
        }
        try {
            HttpURLConnection connection = (HttpURLConnection) url.openConnection();
            connection.setRequestMethod("GET");
            int status = connection.getResponseCode();
            if (status == 404) {
                return "NOT_FOUND";
            }
            if (status >= 300 && status < 400) {
                return "REDIRECT";
            }
            if (status != 200) {
                return "HTTP_" + status;
            }
            String body = readAll(connection.getInputStream());
            if (body.isEmpty()) {
                return "EMPTY_PAGE";
            }
            return body.contains(expectedText) ? "FOUND" : "MISSING_TEXT";
        } catch (IOException e) {
            return "IO_ERROR";
        }
    }

    /** Counts the lines of a resource reached through URL.openStream(). */
    public int countLines(String address) throws IOException {
        URL url = new URL(address);
        try (InputStream in = url.openStream()) {
            String body = readAll(in);
            if (body.isEmpty()) {
                return 0;
            }
            return body.split("\n", -1).length;
        }
    }

    private static String readAll(InputStream stream) throws IOException {
        StringBuilder sb = new StringBuilder();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
            String line;
            boolean first = true;
            while ((line = reader.readLine()) != null) {
                if (!first) {
                    sb.append('\n');
                }
                sb.append(line);
                first = false;
            }
        }
        return sb.toString();
    }
}

package java.net;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jdk.internal.terrarium.Net;

/** HTTP and HTTPS, served by the world's `http` resources (never a real server). */
final class WorldHttpConnection extends HttpURLConnection {
    private ByteArrayOutputStream body;
    private boolean answered;
    /** Header names and values of the response, in order. */
    private final List<String> headers = new ArrayList<>();
    private String statusLine;
    private byte[] content;
    private IOException failure;
    private InputStream inputStream;
    private InputStream errorStream;

    WorldHttpConnection(URL url) {
        super(url);
    }

    @Override
    public void connect() throws IOException {
        if (connected) {
            return;
        }
        try {
            InetAddress.getByName(url.getHost());
        } catch (UnknownHostException e) {
            throw new UnknownHostException(url.getHost());
        }
        connected = true;
    }

    @Override
    public OutputStream getOutputStream() throws IOException {
        if (!doOutput) {
            throw new ProtocolException(
                    "cannot write to a URLConnection if doOutput=false - call setDoOutput(true)");
        }
        if (answered) {
            throw new ProtocolException("Cannot write output after reading input.");
        }
        if (method.equals("GET")) {
            method = "POST";
        }
        if (method.equals("TRACE") && url.getProtocol().equals("http")) {
            throw new ProtocolException("HTTP method TRACE doesn't support output");
        }
        connect();
        if (body == null) {
            body = new ByteArrayOutputStream();
        }
        return body;
    }

    /** Send the request and take the response, following redirects. */
    private void exchange() throws IOException {
        if (answered) {
            if (failure != null) {
                throw failure;
            }
            return;
        }
        connect();
        URL target = url;
        String m = method;
        byte[] sent = body != null ? body.toByteArray() : null;
        for (int hops = 0;; hops++) {
            String[] flat = requests.toArray(new String[0]);
            int h = Net.http(m, target.toExternalForm(), flat, sent);
            String[] r = Net.httpResponse(h);
            content = Net.httpBody(h);
            responseCode = Integer.parseInt(r[0]);
            responseMessage = r[1];
            statusLine = "HTTP/1.1 " + r[0] + (r[1].isEmpty() ? "" : " " + r[1]);
            headers.clear();
            for (int i = 2; i + 1 < r.length; i += 2) {
                headers.add(r[i]);
                headers.add(r[i + 1]);
            }
            String location = find("Location");
            boolean redirect = responseCode >= 300 && responseCode <= 308 && responseCode != 304
                    && responseCode != 305 && responseCode != 306 && location != null;
            if (!instanceFollowRedirects || !redirect) {
                break;
            }
            if (hops >= 20) {
                answered = true;
                failure = new ProtocolException("Server redirected too many  times (20)");
                throw failure;
            }
            URL next = new URL(target, location);
            if (!next.getProtocol().equals(target.getProtocol())) {
                break;
            }
            if (responseCode == 303 || (m.equals("POST") && responseCode != 307 && responseCode != 308)) {
                m = "GET";
                sent = null;
            }
            target = next;
            url = next;
        }
        answered = true;
        if (responseCode >= 400) {
            errorStream = new ByteArrayInputStream(content);
            if (responseCode == HTTP_NOT_FOUND || responseCode == HTTP_GONE) {
                failure = new FileNotFoundException(url.toString());
            } else {
                failure = new IOException("Server returned HTTP response code: " + responseCode + " for URL: "
                        + url.toString());
            }
            throw failure;
        }
        inputStream = new ByteArrayInputStream(method.equals("HEAD") ? new byte[0] : content);
    }

    private String find(String name) {
        for (int i = headers.size() - 2; i >= 0; i -= 2) {
            if (headers.get(i).equalsIgnoreCase(name)) {
                return headers.get(i + 1);
            }
        }
        return null;
    }

    @Override
    public InputStream getInputStream() throws IOException {
        if (!doInput) {
            throw new ProtocolException("Cannot read from URLConnection if doInput=false (call setDoInput(true))");
        }
        exchange();
        return inputStream;
    }

    @Override
    public int getResponseCode() throws IOException {
        if (responseCode != -1) {
            return responseCode;
        }
        try {
            exchange();
        } catch (IOException e) {
            if (responseCode == -1) {
                throw e;
            }
        }
        return responseCode;
    }

    @Override
    public InputStream getErrorStream() {
        if (connected && responseCode >= 400) {
            return errorStream;
        }
        return null;
    }

    private boolean answer() {
        try {
            getResponseCode();
            return responseCode != -1;
        } catch (IOException e) {
            return false;
        }
    }

    @Override
    public String getHeaderField(String name) {
        if (!answer()) {
            return null;
        }
        if (name == null) {
            return statusLine;
        }
        return find(name);
    }

    @Override
    public String getHeaderField(int n) {
        if (!answer()) {
            return null;
        }
        if (n == 0) {
            return statusLine;
        }
        int i = 2 * (n - 1) + 1;
        return i < headers.size() ? headers.get(i) : null;
    }

    @Override
    public String getHeaderFieldKey(int n) {
        if (!answer()) {
            return null;
        }
        if (n == 0) {
            return null;
        }
        int i = 2 * (n - 1);
        return i < headers.size() ? headers.get(i) : null;
    }

    @Override
    public Map<String, List<String>> getHeaderFields() {
        if (!answer()) {
            return Collections.emptyMap();
        }
        Map<String, List<String>> m = new HashMap<>();
        m.put(null, Collections.singletonList(statusLine));
        for (int i = 0; i < headers.size(); i += 2) {
            List<String> l = m.get(headers.get(i));
            if (l == null) {
                l = new ArrayList<>();
                m.put(headers.get(i), l);
            }
            l.add(0, headers.get(i + 1));
        }
        for (Map.Entry<String, List<String>> e : m.entrySet()) {
            e.setValue(Collections.unmodifiableList(e.getValue()));
        }
        return Collections.unmodifiableMap(m);
    }

    @Override
    public void disconnect() {
    }

    @Override
    public boolean usingProxy() {
        return false;
    }
}

import java.io.*;
import java.net.*;
import java.net.http.*;
import java.nio.charset.StandardCharsets;

/** An HTTP client: page content, 404, 500, a POST, an unknown host; HttpURLConnection and java.net.http. */
public class NetHttp {
    static String readAll(InputStream in) throws IOException {
        return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }

    static void get(String url) {
        System.out.println("GET " + url);
        try {
            HttpURLConnection c = (HttpURLConnection) new URL(url).openConnection();
            c.setRequestProperty("Accept", "text/html");
            int code = c.getResponseCode();
            System.out.println("  status " + code + " " + c.getResponseMessage());
            System.out.println("  type " + c.getContentType() + " length " + c.getContentLength()
                    + " x-app " + c.getHeaderField("X-App"));
            try (InputStream in = c.getInputStream()) {
                String body = readAll(in);
                System.out.println("  title ok: " + body.contains("<title>Terrarium</title>") + ", "
                        + body.split("\n").length + " lines");
            } catch (FileNotFoundException e) {
                System.out.println("  not found: " + e.getMessage());
            } catch (IOException e) {
                System.out.println("  failed: " + e.getMessage());
                InputStream err = c.getErrorStream();
                System.out.println("  error body: " + (err == null ? "none" : readAll(err).trim()));
            }
        } catch (UnknownHostException e) {
            System.out.println("  unknown host: " + e.getMessage());
        } catch (IOException e) {
            System.out.println("  " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        String base = "http://www.example.org:48080";
        get(base + "/index.html");
        get(base + "/missing");
        get(base + "/broken");
        get("http://nosuch.example.org:48080/");

        HttpURLConnection post = (HttpURLConnection) new URL(base + "/submit").openConnection();
        post.setDoOutput(true);
        post.setRequestMethod("POST");
        post.setRequestProperty("Content-Type", "text/plain");
        try (OutputStream out = post.getOutputStream()) {
            out.write("name=terrarium".getBytes(StandardCharsets.UTF_8));
        }
        System.out.println("POST status " + post.getResponseCode() + " body " + readAll(post.getInputStream()).trim());
        try {
            ((HttpURLConnection) new URL(base + "/submit").openConnection()).setRequestMethod("FETCH");
        } catch (ProtocolException e) {
            System.out.println(e.getMessage());
        }

        try (BufferedReader r = new BufferedReader(new InputStreamReader(new URL(base + "/motd.txt").openStream(),
                StandardCharsets.UTF_8))) {
            System.out.println("motd: " + r.readLine());
        }

        URL u = new URL(base + "/a/b/../c.html?x=1#top");
        System.out.println(u.getProtocol() + " " + u.getHost() + " " + u.getPort() + " " + u.getPath() + " "
                + u.getQuery() + " " + u.getRef() + " " + u.getFile() + " " + u.getDefaultPort());
        System.out.println(new URL(u, "d/e.html") + " " + new URL(u, "/root"));
        URI uri = URI.create("http://user@www.example.org:48080/a%20b/c?q=%41#frag");
        System.out.println(uri.getScheme() + " " + uri.getUserInfo() + " " + uri.getHost() + " " + uri.getPort()
                + " " + uri.getPath() + " " + uri.getRawPath() + " " + uri.getQuery() + " " + uri.getFragment());
        System.out.println(uri.resolve("../x/./y") + " " + URI.create("http://h/a/./b/../c").normalize());
        try {
            new URI("http://bad host/");
        } catch (URISyntaxException e) {
            System.out.println(e.getMessage());
        }
        try {
            new URL("nowhere");
        } catch (MalformedURLException e) {
            System.out.println(e.getMessage());
        }

        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        HttpRequest req = HttpRequest.newBuilder(URI.create(base + "/index.html")).header("X-Trace", "1").build();
        HttpResponse<String> res = client.send(req, HttpResponse.BodyHandlers.ofString());
        System.out.println("client: " + res.statusCode() + " " + res.headers().firstValue("x-app").orElse("?") + " "
                + res.body().length() + " chars " + res.uri());
        HttpResponse<java.util.stream.Stream<String>> lines = client.send(
                HttpRequest.newBuilder(URI.create(base + "/index.html")).build(), HttpResponse.BodyHandlers.ofLines());
        System.out.println("client lines: " + lines.body().count());
        HttpResponse<byte[]> missing = client.send(HttpRequest.newBuilder(URI.create(base + "/missing")).build(),
                HttpResponse.BodyHandlers.ofByteArray());
        System.out.println("client missing: " + missing.statusCode() + " " + missing.body().length + " bytes");
        HttpResponse<String> posted = client.send(HttpRequest.newBuilder(URI.create(base + "/submit"))
                .POST(HttpRequest.BodyPublishers.ofString("name=terrarium")).build(),
                HttpResponse.BodyHandlers.ofString());
        System.out.println("client post: " + posted.statusCode() + " " + posted.body().trim());
        try {
            client.send(HttpRequest.newBuilder(URI.create("http://nosuch.example.org:48080/")).build(),
                    HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            System.out.println("client unknown host: " + e.getClass().getName());
        }
    }
}

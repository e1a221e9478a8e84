package jdk.internal.terrarium;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/** java.net.http's client, requests and responses, served by the world's `http` resources (see Net.http). */
public final class NetHttp {
    private NetHttp() {
    }

    public static final int STRING = 0;
    public static final int BYTES = 1;
    public static final int LINES = 2;
    public static final int STREAM = 3;
    public static final int DISCARD = 4;

    public static final class ClientBuilder implements HttpClient.Builder {
        HttpClient.Redirect redirect = HttpClient.Redirect.NEVER;
        HttpClient.Version version = HttpClient.Version.HTTP_2;

        @Override
        public HttpClient.Builder followRedirects(HttpClient.Redirect policy) {
            if (policy == null) {
                throw new NullPointerException();
            }
            redirect = policy;
            return this;
        }

        @Override
        public HttpClient.Builder version(HttpClient.Version version) {
            if (version == null) {
                throw new NullPointerException();
            }
            this.version = version;
            return this;
        }

        @Override
        public HttpClient.Builder priority(int priority) {
            if (priority < 1 || priority > 256) {
                throw new IllegalArgumentException("priority must be between 1 and 256");
            }
            return this;
        }

        @Override
        public HttpClient build() {
            return new Client(redirect, version);
        }
    }

    static final class Client extends HttpClient {
        private final Redirect redirect;
        private final Version version;

        Client(Redirect redirect, Version version) {
            this.redirect = redirect;
            this.version = version;
        }

        @Override
        public Redirect followRedirects() {
            return redirect;
        }

        @Override
        public Version version() {
            return version;
        }

        @Override
        public <T> HttpResponse<T> send(HttpRequest request, HttpResponse.BodyHandler<T> handler)
                throws IOException, InterruptedException {
            if (request == null || handler == null) {
                throw new NullPointerException();
            }
            URI uri = request.uri();
            String method = request.method();
            byte[] body = request.bodyPublisher().isPresent() && request.bodyPublisher().get() instanceof Bytes
                    ? ((Bytes) request.bodyPublisher().get()).bytes : null;
            Resp<T> previous = null;
            for (int hops = 0;; hops++) {
                try {
                    InetAddress.getByName(uri.getHost());
                } catch (UnknownHostException e) {
                    ConnectException ce = new ConnectException();
                    ce.initCause(new IllegalStateException("unresolved address " + uri.getHost()));
                    throw ce;
                }
                List<String> flat = new ArrayList<>();
                for (Map.Entry<String, List<String>> e : request.headers().map().entrySet()) {
                    for (String v : e.getValue()) {
                        flat.add(e.getKey());
                        flat.add(v);
                    }
                }
                int h = Net.http(method, uri.toString(), flat.toArray(new String[0]), body);
                String[] r = Net.httpResponse(h);
                byte[] content = Net.httpBody(h);
                int status = Integer.parseInt(r[0]);
                List<String> pairs = new ArrayList<>();
                for (int i = 2; i + 1 < r.length; i += 2) {
                    pairs.add(r[i]);
                    pairs.add(r[i + 1]);
                }
                HttpHeaders headers = Headers.of(pairs);
                Optional<String> location = headers.firstValue("Location");
                boolean follow = redirect != Redirect.NEVER && location.isPresent()
                        && (status == 301 || status == 302 || status == 303 || status == 307 || status == 308);
                if (follow && hops < 5) {
                    URI next = uri.resolve(location.get());
                    if (redirect == Redirect.ALWAYS || !("https".equalsIgnoreCase(uri.getScheme())
                            && "http".equalsIgnoreCase(next.getScheme()))) {
                        previous = new Resp<T>(status, headers, null, request, uri, previous);
                        if (status == 303 || ((status == 301 || status == 302) && method.equals("POST"))) {
                            method = "GET";
                            body = null;
                        }
                        uri = next;
                        continue;
                    }
                }
                if (follow) {
                    throw new IOException("too many redirects");
                }
                HttpResponse.BodySubscriber<T> sub = handler.apply(new Info(status, headers));
                if (!(sub instanceof Subscriber)) {
                    throw new IOException("body subscribers other than HttpResponse.BodyHandlers' are not provided"
                            + " by Terrarium's class library");
                }
                @SuppressWarnings("unchecked")
                T value = (T) ((Subscriber<T>) sub).convert(content);
                return new Resp<T>(status, headers, value, request, uri, previous);
            }
        }
    }

    /** Builds HttpHeaders from pairs (HttpHeaders.ofPairs is package-private in java.net.http). */
    static final class Headers {
        static HttpHeaders of(List<String> pairs) {
            TreeMap<String, List<String>> m = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
            for (int i = 0; i + 1 < pairs.size(); i += 2) {
                List<String> l = m.get(pairs.get(i));
                if (l == null) {
                    l = new ArrayList<>();
                    m.put(pairs.get(i), l);
                }
                l.add(pairs.get(i + 1));
            }
            return HttpHeaders.of(m, new AcceptAll());
        }
    }

    static final class AcceptAll implements java.util.function.BiPredicate<String, String> {
        @Override
        public boolean test(String a, String b) {
            return true;
        }
    }

    static final class Info implements HttpResponse.ResponseInfo {
        private final int status;
        private final HttpHeaders headers;

        Info(int status, HttpHeaders headers) {
            this.status = status;
            this.headers = headers;
        }

        @Override
        public int statusCode() {
            return status;
        }

        @Override
        public HttpHeaders headers() {
            return headers;
        }

        @Override
        public HttpClient.Version version() {
            return HttpClient.Version.HTTP_1_1;
        }
    }

    static final class Resp<T> implements HttpResponse<T> {
        private final int status;
        private final HttpHeaders headers;
        private final T body;
        private final HttpRequest request;
        private final URI uri;
        private final HttpResponse<T> previous;

        Resp(int status, HttpHeaders headers, T body, HttpRequest request, URI uri, HttpResponse<T> previous) {
            this.status = status;
            this.headers = headers;
            this.body = body;
            this.request = request;
            this.uri = uri;
            this.previous = previous;
        }

        @Override
        public int statusCode() {
            return status;
        }

        @Override
        public HttpRequest request() {
            return request;
        }

        @Override
        public Optional<HttpResponse<T>> previousResponse() {
            return Optional.ofNullable(previous);
        }

        @Override
        public HttpHeaders headers() {
            return headers;
        }

        @Override
        public T body() {
            return body;
        }

        @Override
        public URI uri() {
            return uri;
        }

        @Override
        public HttpClient.Version version() {
            return HttpClient.Version.HTTP_1_1;
        }

        @Override
        public String toString() {
            return "(" + request.method() + " " + uri + ") " + status;
        }
    }

    public static final class Handler<T> implements HttpResponse.BodyHandler<T> {
        private final int kind;
        private final Charset charset;

        public Handler(int kind, Charset charset) {
            this.kind = kind;
            this.charset = charset;
        }

        @Override
        public HttpResponse.BodySubscriber<T> apply(HttpResponse.ResponseInfo info) {
            Charset cs = charset;
            if (cs == null) {
                cs = StandardCharsets.UTF_8;
                Optional<String> type = info.headers().firstValue("Content-Type");
                if (type.isPresent()) {
                    int i = type.get().toLowerCase().indexOf("charset=");
                    if (i >= 0) {
                        String name = type.get().substring(i + 8).trim();
                        int semi = name.indexOf(';');
                        if (semi >= 0) {
                            name = name.substring(0, semi).trim();
                        }
                        try {
                            cs = Charset.forName(name);
                        } catch (RuntimeException e) {
                            cs = StandardCharsets.UTF_8;
                        }
                    }
                }
            }
            return new Subscriber<T>(kind, cs);
        }
    }

    static final class Subscriber<T> implements HttpResponse.BodySubscriber<T> {
        private final int kind;
        private final Charset charset;

        Subscriber(int kind, Charset charset) {
            this.kind = kind;
            this.charset = charset;
        }

        Object convert(byte[] content) throws IOException {
            switch (kind) {
                case STRING:
                    return new String(content, charset);
                case BYTES:
                    return content;
                case LINES: {
                    BufferedReader r = new BufferedReader(
                            new InputStreamReader(new ByteArrayInputStream(content), charset));
                    List<String> lines = new ArrayList<>();
                    String line;
                    while ((line = r.readLine()) != null) {
                        lines.add(line);
                    }
                    return lines.stream();
                }
                case STREAM:
                    return new ByteArrayInputStream(content);
                default:
                    return null;
            }
        }
    }

    public static final class Bytes implements HttpRequest.BodyPublisher {
        final byte[] bytes;

        public Bytes(byte[] bytes) {
            this.bytes = bytes;
        }

        @Override
        public long contentLength() {
            return bytes.length;
        }
    }

    public static final class RequestBuilder implements HttpRequest.Builder {
        private URI uri;
        private String method = "GET";
        private HttpRequest.BodyPublisher body;
        private boolean expectContinue;
        private HttpClient.Version version;
        private final List<String> headers = new ArrayList<>();

        private static void checkName(String name) {
            if (name == null) {
                throw new NullPointerException();
            }
            String n = name.toLowerCase();
            if (n.equals("connection") || n.equals("content-length") || n.equals("expect") || n.equals("host")
                    || n.equals("upgrade")) {
                throw new IllegalArgumentException("restricted header name: \"" + name + "\"");
            }
            if (name.isEmpty()) {
                throw new IllegalArgumentException("empty header name");
            }
        }

        @Override
        public HttpRequest.Builder uri(URI uri) {
            if (uri == null) {
                throw new NullPointerException("uri must be non-null");
            }
            String scheme = uri.getScheme();
            if (scheme == null) {
                throw new IllegalArgumentException("URI with undefined scheme");
            }
            scheme = scheme.toLowerCase();
            if (!(scheme.equals("https") || scheme.equals("http"))) {
                throw new IllegalArgumentException("invalid URI scheme " + scheme);
            }
            if (uri.getHost() == null) {
                throw new IllegalArgumentException("unsupported URI " + uri);
            }
            this.uri = uri;
            return this;
        }

        @Override
        public HttpRequest.Builder expectContinue(boolean enable) {
            expectContinue = enable;
            return this;
        }

        @Override
        public HttpRequest.Builder version(HttpClient.Version version) {
            if (version == null) {
                throw new NullPointerException();
            }
            this.version = version;
            return this;
        }

        @Override
        public HttpRequest.Builder header(String name, String value) {
            checkName(name);
            if (value == null) {
                throw new NullPointerException();
            }
            headers.add(name);
            headers.add(value);
            return this;
        }

        @Override
        public HttpRequest.Builder headers(String... pairs) {
            if (pairs.length == 0 || pairs.length % 2 != 0) {
                throw new IllegalArgumentException("wrong number, " + pairs.length + ", of parameters");
            }
            for (int i = 0; i < pairs.length; i += 2) {
                header(pairs[i], pairs[i + 1]);
            }
            return this;
        }

        @Override
        public HttpRequest.Builder setHeader(String name, String value) {
            checkName(name);
            if (value == null) {
                throw new NullPointerException();
            }
            for (int i = headers.size() - 2; i >= 0; i -= 2) {
                if (headers.get(i).equalsIgnoreCase(name)) {
                    headers.remove(i + 1);
                    headers.remove(i);
                }
            }
            headers.add(name);
            headers.add(value);
            return this;
        }

        @Override
        public HttpRequest.Builder GET() {
            return method("GET", null);
        }

        @Override
        public HttpRequest.Builder POST(HttpRequest.BodyPublisher publisher) {
            return method("POST", requireNonNull(publisher));
        }

        @Override
        public HttpRequest.Builder PUT(HttpRequest.BodyPublisher publisher) {
            return method("PUT", requireNonNull(publisher));
        }

        @Override
        public HttpRequest.Builder DELETE() {
            return method("DELETE", null);
        }

        private static HttpRequest.BodyPublisher requireNonNull(HttpRequest.BodyPublisher p) {
            if (p == null) {
                throw new NullPointerException();
            }
            return p;
        }

        @Override
        public HttpRequest.Builder method(String method, HttpRequest.BodyPublisher publisher) {
            if (method == null) {
                throw new NullPointerException();
            }
            if (method.equals("CONNECT")) {
                throw new IllegalArgumentException("method CONNECT is not supported");
            }
            if (method.isEmpty()) {
                throw new IllegalArgumentException("illegal method <empty string>");
            }
            this.method = method;
            this.body = publisher;
            return this;
        }

        @Override
        public HttpRequest build() {
            if (uri == null) {
                throw new IllegalStateException("No URI set");
            }
            return new Request(this);
        }

        @Override
        public HttpRequest.Builder copy() {
            RequestBuilder b = new RequestBuilder();
            b.uri = uri;
            b.method = method;
            b.body = body;
            b.expectContinue = expectContinue;
            b.version = version;
            b.headers.addAll(headers);
            return b;
        }

        static final class Request extends HttpRequest {
            private final URI uri;
            private final String method;
            private final HttpRequest.BodyPublisher body;
            private final boolean expectContinue;
            private final HttpClient.Version version;
            private final HttpHeaders headers;

            Request(RequestBuilder b) {
                uri = b.uri;
                method = b.method;
                body = b.body;
                expectContinue = b.expectContinue;
                version = b.version;
                headers = Headers.of(b.headers);
            }

            @Override
            public Optional<HttpRequest.BodyPublisher> bodyPublisher() {
                return Optional.ofNullable(body);
            }

            @Override
            public String method() {
                return method;
            }

            @Override
            public boolean expectContinue() {
                return expectContinue;
            }

            @Override
            public URI uri() {
                return uri;
            }

            @Override
            public Optional<HttpClient.Version> version() {
                return Optional.ofNullable(version);
            }

            @Override
            public HttpHeaders headers() {
                return headers;
            }

            @Override
            public String toString() {
                return uri + " " + method;
            }
        }
    }
}

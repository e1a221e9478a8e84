package java.net.http;

import java.net.URI;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

public abstract class HttpRequest {
    protected HttpRequest() {
    }

    public interface Builder {
        Builder uri(URI uri);

        Builder expectContinue(boolean enable);

        Builder version(HttpClient.Version version);

        Builder header(String name, String value);

        Builder headers(String... headers);

        Builder setHeader(String name, String value);

        Builder GET();

        Builder POST(BodyPublisher bodyPublisher);

        Builder PUT(BodyPublisher bodyPublisher);

        Builder DELETE();

        Builder method(String method, BodyPublisher bodyPublisher);

        HttpRequest build();

        Builder copy();
    }

    public static HttpRequest.Builder newBuilder(URI uri) {
        return new jdk.internal.terrarium.NetHttp.RequestBuilder().uri(uri);
    }

    public static HttpRequest.Builder newBuilder() {
        return new jdk.internal.terrarium.NetHttp.RequestBuilder();
    }

    public abstract Optional<BodyPublisher> bodyPublisher();

    public abstract String method();

    public abstract boolean expectContinue();

    public abstract URI uri();

    public abstract Optional<HttpClient.Version> version();

    public abstract HttpHeaders headers();

    @Override
    public final boolean equals(Object obj) {
        if (!(obj instanceof HttpRequest)) {
            return false;
        }
        HttpRequest that = (HttpRequest) obj;
        return that.method().equals(this.method()) && that.uri().equals(this.uri())
                && that.headers().equals(this.headers());
    }

    @Override
    public final int hashCode() {
        return method().hashCode() + uri().hashCode() + headers().hashCode();
    }

    /** A request body (Terrarium's publishers hold their bytes). */
    public interface BodyPublisher {
        long contentLength();
    }

    public static class BodyPublishers {
        private BodyPublishers() {
        }

        public static BodyPublisher ofString(String s) {
            return ofString(s, StandardCharsets.UTF_8);
        }

        public static BodyPublisher ofString(String s, Charset charset) {
            return new jdk.internal.terrarium.NetHttp.Bytes(s.getBytes(charset));
        }

        public static BodyPublisher ofByteArray(byte[] buf) {
            return new jdk.internal.terrarium.NetHttp.Bytes(buf.clone());
        }

        public static BodyPublisher ofByteArray(byte[] buf, int offset, int length) {
            java.util.Objects.checkFromIndexSize(offset, length, buf.length);
            byte[] b = new byte[length];
            System.arraycopy(buf, offset, b, 0, length);
            return new jdk.internal.terrarium.NetHttp.Bytes(b);
        }

        public static BodyPublisher noBody() {
            return new jdk.internal.terrarium.NetHttp.Bytes(new byte[0]);
        }
    }
}

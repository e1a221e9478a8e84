package java.net.http;

import java.io.InputStream;
import java.net.URI;
import java.nio.charset.Charset;
import java.util.Optional;
import java.util.stream.Stream;

public interface HttpResponse<T> {
    int statusCode();

    HttpRequest request();

    Optional<HttpResponse<T>> previousResponse();

    HttpHeaders headers();

    T body();

    URI uri();

    HttpClient.Version version();

    interface ResponseInfo {
        int statusCode();

        HttpHeaders headers();

        HttpClient.Version version();
    }

    @FunctionalInterface
    interface BodyHandler<T> {
        BodySubscriber<T> apply(ResponseInfo responseInfo);
    }

    /** What a body handler makes of the body (Terrarium's subscribers convert the bytes). */
    interface BodySubscriber<T> {
    }

    class BodyHandlers {
        private BodyHandlers() {
        }

        public static BodyHandler<String> ofString() {
            return new jdk.internal.terrarium.NetHttp.Handler<String>(jdk.internal.terrarium.NetHttp.STRING,
                    null);
        }

        public static BodyHandler<String> ofString(Charset charset) {
            if (charset == null) {
                throw new NullPointerException();
            }
            return new jdk.internal.terrarium.NetHttp.Handler<String>(jdk.internal.terrarium.NetHttp.STRING,
                    charset);
        }

        public static BodyHandler<byte[]> ofByteArray() {
            return new jdk.internal.terrarium.NetHttp.Handler<byte[]>(jdk.internal.terrarium.NetHttp.BYTES, null);
        }

        public static BodyHandler<Stream<String>> ofLines() {
            return new jdk.internal.terrarium.NetHttp.Handler<Stream<String>>(jdk.internal.terrarium.NetHttp.LINES,
                    null);
        }

        public static BodyHandler<InputStream> ofInputStream() {
            return new jdk.internal.terrarium.NetHttp.Handler<InputStream>(jdk.internal.terrarium.NetHttp.STREAM,
                    null);
        }

        public static BodyHandler<Void> discarding() {
            return new jdk.internal.terrarium.NetHttp.Handler<Void>(jdk.internal.terrarium.NetHttp.DISCARD, null);
        }
    }
}

package java.net.http;

import java.io.IOException;

/** Synchronous HTTP on the world's network (send); requests are served by the world's `http` resources. */
public abstract class HttpClient {
    protected HttpClient() {
    }

    public static HttpClient newHttpClient() {
        return newBuilder().build();
    }

    public static Builder newBuilder() {
        return new jdk.internal.terrarium.NetHttp.ClientBuilder();
    }

    public interface Builder {
        Builder followRedirects(Redirect policy);

        Builder version(HttpClient.Version version);

        Builder priority(int priority);

        HttpClient build();
    }

    public enum Version {
        HTTP_1_1,
        HTTP_2
    }

    public enum Redirect {
        NEVER,
        ALWAYS,
        NORMAL
    }

    public abstract Redirect followRedirects();

    public abstract HttpClient.Version version();

    public abstract <T> HttpResponse<T> send(HttpRequest request, HttpResponse.BodyHandler<T> responseBodyHandler)
            throws IOException, InterruptedException;
}

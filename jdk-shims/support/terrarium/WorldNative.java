package terrarium;

/**
 * The natives behind {@link World}, bound by Terrarium
 * ({@code jdk-shims/src/natives/world_api.rs}); World calls them only inside
 * Terrarium, so on another JVM they are never linked.
 */
final class WorldNative {
    private WorldNative() {}

    static native void stdin(String text);
    static native void terminalStdin(String text);
    static native void file(String path, String content);
    static native void failingFile(String path, String message);
    static native void directory(String path);
    static native void unreadableDirectory(String path);
    static native void clock(long epochMillis);
    static native void advanceClock(long millis);
    static native void seed(long seed);
    static native void nextRandom(long... values);
    static native void nextRandom(double... values);
    static native void env(String name, String value);
    static native void property(String name, String value);
    static native void clearProperty(String name);
    static native void host(String name, String address);
    static native void server(String endpoint, String greeting, String reply);
    static native void incoming(int port, String from, String data);
    static native void datagram(int port, String from, String data);
    static native void http(String url, int status, String body);
    static native String stdout();
    static native String fileContent(String path);
}

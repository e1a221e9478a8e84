package terrarium;

/**
 * The virtual world of a test run by Terrarium: what the code under test
 * finds outside itself. Each test starts from a fresh world (an empty
 * console, the standard directories, the clock at 2026-01-01T00:00:00Z,
 * seed 0, no queued random values); the calls below change it before the
 * code under test runs.
 * Paths are absolute or relative to the working directory {@code /work}.
 *
 * <p>These methods work only inside Terrarium ({@code terrarium test}); on
 * another JVM they throw {@link UnsatisfiedLinkError}.
 */
public final class World {
    private World() {}

    /** The console input the program will read ({@code System.in}). */
    public static native void stdin(String text);

    /** Console input made of these lines, each ended by a newline. */
    public static void consoleLines(String... lines) {
        StringBuilder sb = new StringBuilder();
        for (String line : lines) {
            sb.append(line).append('\n');
        }
        stdin(sb.toString());
    }

    /**
     * Console input typed at a terminal: a person types each line when the
     * program waits for it, so every read of {@code System.in} returns at
     * most one line, and a {@code Scanner} made for one question does not
     * swallow the answers to the next ones (as it does with piped input).
     */
    public static native void terminalStdin(String text);

    /** A file with this text (UTF-8), its missing parent directories created. */
    public static native void file(String path, String content);

    /** A file whose opening fails with an {@code IOException} carrying this message. */
    public static native void failingFile(String path, String message);

    /** A directory, its missing parents created. */
    public static native void directory(String path);

    /**
     * A directory without read permission, its missing parents created (an
     * existing one keeps its entries): listing it fails ({@code File.list}
     * and {@code listFiles} return null, {@code Files.list} throws
     * {@code AccessDeniedException}) and {@code canRead} is false, while it
     * still exists, is a directory, and the names in it can be opened.
     */
    public static native void unreadableDirectory(String path);

    /** The clock shows this instant now (milliseconds since 1970-01-01T00:00:00Z) and runs on from it. */
    public static native void clock(long epochMillis);

    /**
     * Time passes: the clock jumps {@code millis} milliseconds ahead (as if the
     * program had waited that long; not negative). Between two calls this is how
     * a session times out or a cache entry expires.
     */
    public static native void advanceClock(long millis);

    /** The seed of the world's random source (unseeded {@code Random}, {@code Math.random}, UUIDs...). */
    public static native void seed(long seed);

    /**
     * The values the next random draws return, in order, before the seed's
     * stream takes over: draws of unseeded generators ({@code new Random()},
     * {@code Math.random}, {@code ThreadLocalRandom}, {@code SecureRandom},
     * {@code Collections.shuffle(list)}, {@code UUID.randomUUID}), never a
     * {@code Random} made with a seed. A whole number is brought into the
     * draw's range by {@code floorMod} ({@code nextInt(100)} takes 42 as 42,
     * {@code nextInt(6)} takes -1 as 5, {@code nextBoolean} is true unless 0);
     * {@code nextDouble} and {@code Math.random} take its fractional part.
     */
    public static native void nextRandom(long... values);

    /**
     * Like {@link #nextRandom(long...)} for numbers with a fraction: a draw of
     * a double in [0, 1) takes the fractional part ({@code 0.75} is 0.75); a
     * whole-number draw takes it as a position in its range ({@code 0.5} is
     * 50 for {@code nextInt(100)}); {@code nextGaussian} takes the number itself.
     */
    public static native void nextRandom(double... values);

    /** An environment variable ({@code System.getenv}). */
    public static native void env(String name, String value);

    /** A system property ({@code System.getProperty}). */
    public static native void property(String name, String value);

    /** No such system property, not even Terrarium's default ({@code System.getProperty} gives null). */
    public static native void clearProperty(String name);

    /** A host name that resolves to this address ({@code InetAddress.getByName}, sockets, URLs). */
    public static native void host(String name, String address);

    /**
     * A remote TCP server at {@code endpoint} ("address:port"): it sends
     * {@code greeting} when the program connects and {@code reply} for every
     * line it receives.
     */
    public static native void server(String endpoint, String greeting, String reply);

    /** A TCP connection from {@code from} ("address:port") to the program's {@code port}, sending {@code data}, then closing. */
    public static native void incoming(int port, String from, String data);

    /** A UDP datagram from {@code from} ("address:port") waiting at the program's {@code port}. */
    public static native void datagram(int port, String from, String data);

    /** A remote HTTP resource: {@code url} answers with {@code status} and {@code body}. */
    public static native void http(String url, int status, String body);

    /** What the program has written to {@code System.out} so far in this test. */
    public static native String stdout();

    /** The text of a file of the world, or null if there is none. */
    public static native String fileContent(String path);
}

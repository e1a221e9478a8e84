package terrarium;

/**
 * The virtual world of a test run by Terrarium: what the code under test
 * finds outside itself. Each test starts from a fresh world (an empty
 * console, the standard directories, the clock at 2026-01-01T00:00:00Z,
 * seed 0, no queued random values); the calls below change it before the
 * code under test runs.
 * Paths are absolute or relative to the working directory {@code /work}.
 *
 * <p>These methods work only inside Terrarium ({@code terrarium test}, or a
 * build's JUnit Platform run through the Terrarium engine of the
 * {@code terrarium-world-api} jar). On another JVM the first call aborts the
 * test, so it is reported as skipped, never failed: with JUnit 5's
 * {@code org.opentest4j.TestAbortedException}, or JUnit 4's
 * {@code org.junit.AssumptionViolatedException} when a JUnit 4 runner runs
 * the test (each found by name, so this class needs neither at compile time).
 */
public final class World {
    private World() {}

    /** Why a world test cannot run here. */
    private static final String ELSEWHERE =
            "this test sets up a virtual world: run it with terrarium test"
                    + " (terrarium.World works only inside Terrarium)";

    /**
     * Whether this JVM is Terrarium (which names itself so). Read once: a test
     * may change or clear {@code java.vm.name} through {@link #property}.
     */
    private static final boolean INSIDE = "Terrarium".equals(System.getProperty("java.vm.name"));

    /**
     * The test relies on the world as every test starts it (Terrarium's
     * defaults: an empty console, the clock at 2026-01-01T00:00:00Z, seed
     * 0...). Changes nothing; generated world tests that set nothing up start
     * with it so that, like the others, they are skipped on another JVM.
     */
    public static void defaults() {
        inside();
    }

    /** Returns inside Terrarium; elsewhere aborts the running test. */
    private static void inside() {
        if (INSIDE) {
            return;
        }
        RuntimeException abort = null;
        // A JUnit 4 runner counts only its own assumption failure as a skip
        // (and treats opentest4j's as a failure), Jupiter counts both.
        if (!underJUnit4()) {
            abort = made("org.opentest4j.TestAbortedException");
        }
        if (abort == null) {
            abort = made("org.junit.AssumptionViolatedException");
        }
        if (abort == null) {
            abort = made("org.opentest4j.TestAbortedException");
        }
        throw abort != null ? abort : new UnsupportedOperationException(ELSEWHERE);
    }

    private static boolean underJUnit4() {
        for (StackTraceElement e : new Throwable().getStackTrace()) {
            String c = e.getClassName();
            if (c.startsWith("org.junit.runners.") || c.startsWith("org.junit.internal.runners.")) {
                return true;
            }
        }
        return false;
    }

    /** An exception of this class made with the message, or null if there is no such class. */
    private static RuntimeException made(String className) {
        ClassLoader[] loaders = {Thread.currentThread().getContextClassLoader(), World.class.getClassLoader()};
        for (ClassLoader loader : loaders) {
            try {
                Class<?> c = Class.forName(className, false, loader);
                Object e = c.getConstructor(String.class).newInstance(ELSEWHERE);
                if (e instanceof RuntimeException) {
                    return (RuntimeException) e;
                }
            } catch (ReflectiveOperationException | LinkageError | RuntimeException ignored) {
                // Not on this loader's class path: try the next one.
            }
        }
        return null;
    }

    /** The console input the program will read ({@code System.in}). */
    public static void stdin(String text) {
        inside();
        WorldNative.stdin(text);
    }

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
    public static void terminalStdin(String text) {
        inside();
        WorldNative.terminalStdin(text);
    }

    /** A file with this text (UTF-8), its missing parent directories created. */
    public static void file(String path, String content) {
        inside();
        WorldNative.file(path, content);
    }

    /** A file whose opening fails with an {@code IOException} carrying this message. */
    public static void failingFile(String path, String message) {
        inside();
        WorldNative.failingFile(path, message);
    }

    /** A directory, its missing parents created. */
    public static void directory(String path) {
        inside();
        WorldNative.directory(path);
    }

    /**
     * A directory without read permission, its missing parents created (an
     * existing one keeps its entries): listing it fails ({@code File.list}
     * and {@code listFiles} return null, {@code Files.list} throws
     * {@code AccessDeniedException}) and {@code canRead} is false, while it
     * still exists, is a directory, and the names in it can be opened.
     */
    public static void unreadableDirectory(String path) {
        inside();
        WorldNative.unreadableDirectory(path);
    }

    /** The clock shows this instant now (milliseconds since 1970-01-01T00:00:00Z) and runs on from it. */
    public static void clock(long epochMillis) {
        inside();
        WorldNative.clock(epochMillis);
    }

    /**
     * Time passes: the clock jumps {@code millis} milliseconds ahead (as if the
     * program had waited that long; not negative). Between two calls this is how
     * a session times out or a cache entry expires.
     */
    public static void advanceClock(long millis) {
        inside();
        WorldNative.advanceClock(millis);
    }

    /** The seed of the world's random source (unseeded {@code Random}, {@code Math.random}, UUIDs...). */
    public static void seed(long seed) {
        inside();
        WorldNative.seed(seed);
    }

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
    public static void nextRandom(long... values) {
        inside();
        WorldNative.nextRandom(values);
    }

    /**
     * Like {@link #nextRandom(long...)} for numbers with a fraction: a draw of
     * a double in [0, 1) takes the fractional part ({@code 0.75} is 0.75); a
     * whole-number draw takes it as a position in its range ({@code 0.5} is
     * 50 for {@code nextInt(100)}); {@code nextGaussian} takes the number itself.
     */
    public static void nextRandom(double... values) {
        inside();
        WorldNative.nextRandom(values);
    }

    /** An environment variable ({@code System.getenv}). */
    public static void env(String name, String value) {
        inside();
        WorldNative.env(name, value);
    }

    /** A system property ({@code System.getProperty}). */
    public static void property(String name, String value) {
        inside();
        WorldNative.property(name, value);
    }

    /** No such system property, not even Terrarium's default ({@code System.getProperty} gives null). */
    public static void clearProperty(String name) {
        inside();
        WorldNative.clearProperty(name);
    }

    /** A host name that resolves to this address ({@code InetAddress.getByName}, sockets, URLs). */
    public static void host(String name, String address) {
        inside();
        WorldNative.host(name, address);
    }

    /**
     * A remote TCP server at {@code endpoint} ("address:port"): it sends
     * {@code greeting} when the program connects and {@code reply} for every
     * line it receives.
     */
    public static void server(String endpoint, String greeting, String reply) {
        inside();
        WorldNative.server(endpoint, greeting, reply);
    }

    /** A TCP connection from {@code from} ("address:port") to the program's {@code port}, sending {@code data}, then closing. */
    public static void incoming(int port, String from, String data) {
        inside();
        WorldNative.incoming(port, from, data);
    }

    /** A UDP datagram from {@code from} ("address:port") waiting at the program's {@code port}. */
    public static void datagram(int port, String from, String data) {
        inside();
        WorldNative.datagram(port, from, data);
    }

    /** A remote HTTP resource: {@code url} answers with {@code status} and {@code body}. */
    public static void http(String url, int status, String body) {
        inside();
        WorldNative.http(url, status, body);
    }

    /** What the program has written to {@code System.out} so far in this test. */
    public static String stdout() {
        inside();
        return WorldNative.stdout();
    }

    /** The text of a file of the world, or null if there is none. */
    public static String fileContent(String path) {
        inside();
        return WorldNative.fileContent(path);
    }
}

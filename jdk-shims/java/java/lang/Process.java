package java.lang;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.nio.charset.Charset;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * A program started by ProcessBuilder or Runtime.exec. Terrarium never runs host programs:
 * every program is absent from the world, so starting one always fails and the library makes
 * no Process; the class is here for programs that subclass it or hold one.
 * (ProcessHandle is not in the library: toHandle, info, children and descendants are absent.)
 */
public abstract class Process {
    private BufferedWriter outputWriter;
    private Charset outputCharset;
    private BufferedReader inputReader;
    private Charset inputCharset;
    private BufferedReader errorReader;
    private Charset errorCharset;

    public Process() {
    }

    public abstract OutputStream getOutputStream();

    public abstract InputStream getInputStream();

    public abstract InputStream getErrorStream();

    /** The charset of native.encoding, as the JDK's readers and writers of a process default to. */
    private static Charset nativeCharset() {
        String name = System.getProperty("native.encoding");
        try {
            return name == null ? Charset.defaultCharset() : Charset.forName(name);
        } catch (RuntimeException e) {
            return Charset.defaultCharset();
        }
    }

    public final BufferedReader inputReader() {
        return inputReader(nativeCharset());
    }

    public final BufferedReader inputReader(Charset charset) {
        Objects.requireNonNull(charset, "charset");
        synchronized (this) {
            if (inputReader == null) {
                inputCharset = charset;
                inputReader = new BufferedReader(new InputStreamReader(getInputStream(), charset));
            } else if (!inputCharset.equals(charset)) {
                throw new IllegalStateException("BufferedReader was created with charset: " + inputCharset);
            }
            return inputReader;
        }
    }

    public final BufferedReader errorReader() {
        return errorReader(nativeCharset());
    }

    public final BufferedReader errorReader(Charset charset) {
        Objects.requireNonNull(charset, "charset");
        synchronized (this) {
            if (errorReader == null) {
                errorCharset = charset;
                errorReader = new BufferedReader(new InputStreamReader(getErrorStream(), charset));
            } else if (!errorCharset.equals(charset)) {
                throw new IllegalStateException("BufferedReader was created with charset: " + errorCharset);
            }
            return errorReader;
        }
    }

    public final BufferedWriter outputWriter() {
        return outputWriter(nativeCharset());
    }

    public final BufferedWriter outputWriter(Charset charset) {
        Objects.requireNonNull(charset, "charset");
        synchronized (this) {
            if (outputWriter == null) {
                outputCharset = charset;
                outputWriter = new BufferedWriter(new OutputStreamWriter(getOutputStream(), charset));
            } else if (!outputCharset.equals(charset)) {
                throw new IllegalStateException("BufferedWriter was created with charset: " + outputCharset);
            }
            return outputWriter;
        }
    }

    public abstract int waitFor() throws InterruptedException;

    /** Polls exitValue, sleeping up to 100 ms between looks, as the JDK's default does. */
    public boolean waitFor(long timeout, TimeUnit unit) throws InterruptedException {
        long remainingNanos = unit.toNanos(timeout); // the NullPointerException of a null unit first
        if (hasExited()) {
            return true;
        }
        if (timeout <= 0) {
            return false;
        }
        long deadline = System.nanoTime() + remainingNanos;
        do {
            Thread.sleep(Math.min(TimeUnit.NANOSECONDS.toMillis(remainingNanos) + 1, 100));
            if (hasExited()) {
                return true;
            }
            remainingNanos = deadline - System.nanoTime();
        } while (remainingNanos > 0);
        return false;
    }

    public abstract int exitValue();

    public abstract void destroy();

    public Process destroyForcibly() {
        destroy();
        return this;
    }

    public boolean supportsNormalTermination() {
        throw new UnsupportedOperationException(this.getClass() + ".supportsNormalTermination() not supported");
    }

    public boolean isAlive() {
        return !hasExited();
    }

    private boolean hasExited() {
        try {
            exitValue();
            return true;
        } catch (IllegalThreadStateException e) {
            return false;
        }
    }

    /** The JDK's default asks toHandle(), whose default fails with this message. */
    public long pid() {
        throw new UnsupportedOperationException(this.getClass() + ".toHandle() not supported");
    }

    public CompletableFuture<Process> onExit() {
        return CompletableFuture.supplyAsync(() -> {
            boolean interrupted = false;
            while (true) {
                try {
                    waitFor();
                    break;
                } catch (InterruptedException x) {
                    interrupted = true;
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
            return this;
        });
    }
}

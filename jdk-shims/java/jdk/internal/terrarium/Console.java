package jdk.internal.terrarium;

/** Raw byte I/O on the host's standard streams (fd 0 = stdin, 1 = stdout, 2 = stderr). */
public final class Console {
    private Console() {
    }

    public static native void write(int fd, byte[] b, int off, int len);

    /** Bytes read into {@code b}, or -1 at end of input. */
    public static native int read(int fd, byte[] b, int off, int len);
}

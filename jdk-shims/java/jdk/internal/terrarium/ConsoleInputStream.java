package jdk.internal.terrarium;

import java.io.InputStream;

/**
 * The console's input, unbuffered (System.in wraps it in a
 * BufferedInputStream, as HotSpot wraps standard input).
 */
public final class ConsoleInputStream extends InputStream {
    private final int fd;
    private final byte[] one = new byte[1];

    public ConsoleInputStream(int fd) {
        this.fd = fd;
    }

    @Override
    public int read() {
        return Console.read(fd, one, 0, 1) <= 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) {
        if ((off | len | (off + len) | (b.length - (off + len))) < 0) {
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            return 0;
        }
        int n = Console.read(fd, b, off, len);
        return (n <= 0) ? -1 : n;
    }
}

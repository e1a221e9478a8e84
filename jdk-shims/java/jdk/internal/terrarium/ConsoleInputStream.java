package jdk.internal.terrarium;

import java.io.InputStream;

/** A buffered InputStream over the console's standard input (fd 0). */
public final class ConsoleInputStream extends InputStream {
    private final int fd;
    private final byte[] buf = new byte[8192];
    private int pos;
    private int count;

    public ConsoleInputStream(int fd) {
        this.fd = fd;
    }

    private boolean fill() {
        int n = Console.read(fd, buf, 0, buf.length);
        if (n <= 0) {
            return false;
        }
        pos = 0;
        count = n;
        return true;
    }

    @Override
    public int read() {
        if (pos >= count && !fill()) {
            return -1;
        }
        return buf[pos++] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) {
        if ((off | len | (off + len) | (b.length - (off + len))) < 0) {
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            return 0;
        }
        int avail = count - pos;
        if (avail <= 0) {
            if (len >= buf.length) {
                int n = Console.read(fd, b, off, len);
                return (n <= 0) ? -1 : n;
            }
            if (!fill()) {
                return -1;
            }
            avail = count - pos;
        }
        int n = (avail < len) ? avail : len;
        System.arraycopy(buf, pos, b, off, n);
        pos += n;
        return n;
    }

    @Override
    public int available() {
        return count - pos;
    }
}

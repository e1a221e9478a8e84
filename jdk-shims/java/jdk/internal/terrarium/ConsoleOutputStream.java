package jdk.internal.terrarium;

import java.io.OutputStream;

/** An unbuffered OutputStream over a console file descriptor (1 or 2). */
public final class ConsoleOutputStream extends OutputStream {
    private final int fd;

    public ConsoleOutputStream(int fd) {
        this.fd = fd;
    }

    @Override
    public void write(int b) {
        byte[] one = new byte[1];
        one[0] = (byte) b;
        Console.write(fd, one, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) {
        if ((off | len | (b.length - (off + len))) < 0) {
            // The JDK's System.out buffers through System.arraycopy, which reports the range.
            if (len < 8192) {
                System.arraycopy(b, off, new byte[8192], 0, len);
            }
            throw new IndexOutOfBoundsException();
        }
        if (len != 0) {
            Console.write(fd, b, off, len);
        }
    }
}

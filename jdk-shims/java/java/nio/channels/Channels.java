package java.nio.channels;

import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.ByteBuffer;
import java.nio.channels.spi.AbstractInterruptibleChannel;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CharsetEncoder;
import java.util.Objects;

/** Streams over channels and channels over streams, as the JDK's adapters behave. */
public final class Channels {
    private Channels() {
    }

    private static final int TRANSFER_SIZE = 8192;

    private static void writeFully(WritableByteChannel ch, ByteBuffer bb) throws IOException {
        while (bb.remaining() > 0) {
            int n = ch.write(bb);
            if (n <= 0) {
                throw new RuntimeException("no bytes written");
            }
        }
    }

    // ------------------------------------------------------------------ streams over channels

    public static InputStream newInputStream(ReadableByteChannel ch) {
        Objects.requireNonNull(ch, "ch");
        return new ChannelInputStream(ch);
    }

    /** sun.nio.ch.ChannelInputStream: available and skip ask a seekable channel. */
    private static final class ChannelInputStream extends InputStream {
        private final ReadableByteChannel ch;
        private ByteBuffer bb;
        private byte[] bs;
        private byte[] b1;

        ChannelInputStream(ReadableByteChannel ch) {
            this.ch = ch;
        }

        @Override
        public synchronized int read() throws IOException {
            if (b1 == null) {
                b1 = new byte[1];
            }
            int n = this.read(b1);
            if (n == 1) {
                return b1[0] & 0xff;
            }
            return -1;
        }

        @Override
        public synchronized int read(byte[] bs, int off, int len) throws IOException {
            Objects.checkFromIndexSize(off, len, bs.length);
            if (len == 0) {
                return 0;
            }
            ByteBuffer bb = ((this.bs == bs) ? this.bb : ByteBuffer.wrap(bs));
            bb.limit(Math.min(off + len, bb.capacity()));
            bb.position(off);
            this.bb = bb;
            this.bs = bs;
            return ch.read(bb);
        }

        @Override
        public int available() throws IOException {
            if (ch instanceof SeekableByteChannel) {
                SeekableByteChannel sbc = (SeekableByteChannel) ch;
                long rem = Math.max(0, sbc.size() - sbc.position());
                return (rem > Integer.MAX_VALUE) ? Integer.MAX_VALUE : (int) rem;
            }
            return 0;
        }

        @Override
        public synchronized long skip(long n) throws IOException {
            if (ch instanceof SeekableByteChannel) {
                SeekableByteChannel sbc = (SeekableByteChannel) ch;
                long pos = sbc.position();
                long newPos;
                if (n > 0) {
                    newPos = pos + n;
                    long size = sbc.size();
                    if (newPos < 0 || newPos > size) {
                        newPos = size;
                    }
                } else {
                    newPos = Long.max(pos + n, 0);
                }
                sbc.position(newPos);
                return newPos - pos;
            }
            return super.skip(n);
        }

        @Override
        public void close() throws IOException {
            ch.close();
        }
    }

    public static OutputStream newOutputStream(WritableByteChannel ch) {
        Objects.requireNonNull(ch, "ch");
        return new OutputStream() {
            private ByteBuffer bb;
            private byte[] bs;
            private byte[] b1;

            @Override
            public synchronized void write(int b) throws IOException {
                if (b1 == null) {
                    b1 = new byte[1];
                }
                b1[0] = (byte) b;
                this.write(b1);
            }

            @Override
            public synchronized void write(byte[] bs, int off, int len) throws IOException {
                if ((off < 0) || (off > bs.length) || (len < 0) || ((off + len) > bs.length) || ((off + len) < 0)) {
                    throw new IndexOutOfBoundsException();
                } else if (len == 0) {
                    return;
                }
                ByteBuffer bb = ((this.bs == bs) ? this.bb : ByteBuffer.wrap(bs));
                bb.limit(Math.min(off + len, bb.capacity()));
                bb.position(off);
                this.bb = bb;
                this.bs = bs;
                writeFully(ch, bb);
            }

            @Override
            public void close() throws IOException {
                ch.close();
            }
        };
    }

    // ------------------------------------------------------------------ channels over streams

    public static ReadableByteChannel newChannel(InputStream in) {
        Objects.requireNonNull(in, "in");
        if (in.getClass() == FileInputStream.class) {
            return ((FileInputStream) in).getChannel();
        }
        return new ReadableByteChannelImpl(in);
    }

    private static final class ReadableByteChannelImpl extends AbstractInterruptibleChannel
            implements ReadableByteChannel {
        private final InputStream in;
        private byte[] buf = new byte[0];
        private final Object readLock = new Object();

        ReadableByteChannelImpl(InputStream in) {
            this.in = in;
        }

        @Override
        public int read(ByteBuffer dst) throws IOException {
            if (!isOpen()) {
                throw new ClosedChannelException();
            }
            int len = dst.remaining();
            int totalRead = 0;
            int bytesRead = 0;
            synchronized (readLock) {
                while (totalRead < len) {
                    int bytesToRead = Math.min((len - totalRead), TRANSFER_SIZE);
                    if (buf.length < bytesToRead) {
                        buf = new byte[bytesToRead];
                    }
                    if ((totalRead > 0) && !(in.available() > 0)) {
                        break; // block at most once
                    }
                    try {
                        begin();
                        bytesRead = in.read(buf, 0, bytesToRead);
                    } finally {
                        end(bytesRead > 0);
                    }
                    if (bytesRead < 0) {
                        break;
                    } else {
                        totalRead += bytesRead;
                    }
                    dst.put(buf, 0, bytesRead);
                }
                if ((bytesRead < 0) && (totalRead == 0)) {
                    return -1;
                }
                return totalRead;
            }
        }

        @Override
        protected void implCloseChannel() throws IOException {
            in.close();
        }
    }

    public static WritableByteChannel newChannel(OutputStream out) {
        Objects.requireNonNull(out, "out");
        if (out.getClass() == FileOutputStream.class) {
            return ((FileOutputStream) out).getChannel();
        }
        return new WritableByteChannelImpl(out);
    }

    private static final class WritableByteChannelImpl extends AbstractInterruptibleChannel
            implements WritableByteChannel {
        private final OutputStream out;
        private byte[] buf = new byte[0];
        private final Object writeLock = new Object();

        WritableByteChannelImpl(OutputStream out) {
            this.out = out;
        }

        @Override
        public int write(ByteBuffer src) throws IOException {
            if (!isOpen()) {
                throw new ClosedChannelException();
            }
            int len = src.remaining();
            int totalWritten = 0;
            synchronized (writeLock) {
                while (totalWritten < len) {
                    int bytesToWrite = Math.min((len - totalWritten), TRANSFER_SIZE);
                    if (buf.length < bytesToWrite) {
                        buf = new byte[bytesToWrite];
                    }
                    src.get(buf, 0, bytesToWrite);
                    try {
                        begin();
                        out.write(buf, 0, bytesToWrite);
                    } finally {
                        end(bytesToWrite > 0);
                    }
                    totalWritten += bytesToWrite;
                }
                return totalWritten;
            }
        }

        @Override
        protected void implCloseChannel() throws IOException {
            out.close();
        }
    }

    // ------------------------------------------------------------------ readers and writers

    public static Reader newReader(ReadableByteChannel ch, CharsetDecoder dec, int minBufferCap) {
        Objects.requireNonNull(ch, "ch");
        return new InputStreamReader(newInputStream(ch), dec.reset());
    }

    public static Reader newReader(ReadableByteChannel ch, String csName) {
        Objects.requireNonNull(csName, "csName");
        return newReader(ch, Charset.forName(csName).newDecoder(), -1);
    }

    public static Reader newReader(ReadableByteChannel ch, Charset charset) {
        Objects.requireNonNull(charset, "charset");
        return newReader(ch, charset.newDecoder(), -1);
    }

    public static Writer newWriter(WritableByteChannel ch, CharsetEncoder enc, int minBufferCap) {
        Objects.requireNonNull(ch, "ch");
        return new OutputStreamWriter(newOutputStream(ch), enc.reset());
    }

    public static Writer newWriter(WritableByteChannel ch, String csName) {
        Objects.requireNonNull(csName, "csName");
        return newWriter(ch, Charset.forName(csName).newEncoder(), -1);
    }

    public static Writer newWriter(WritableByteChannel ch, Charset charset) {
        Objects.requireNonNull(charset, "charset");
        return newWriter(ch, charset.newEncoder(), -1);
    }
}

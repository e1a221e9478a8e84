package java.net;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import jdk.internal.terrarium.Net;

/** The byte streams of a connected Socket, on the world's network. */
final class SocketStreams {
    private SocketStreams() {
    }

    static final class In extends InputStream {
        private final Socket socket;
        private boolean eof;

        In(Socket socket) {
            this.socket = socket;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            int n = read(one, 0, 1);
            return n <= 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            java.util.Objects.checkFromIndexSize(off, len, b.length);
            if (socket.isClosed()) {
                throw new SocketException("Socket closed");
            }
            if (len == 0) {
                return 0;
            }
            if (eof || socket.isInputShutdown()) {
                return -1;
            }
            int n = Net.read(socket.handle(), b, off, len, socket.getSoTimeout());
            if (n < 0) {
                eof = true;
            }
            return n;
        }

        @Override
        public int available() throws IOException {
            if (socket.isClosed()) {
                throw new SocketException("Socket closed");
            }
            if (eof || socket.isInputShutdown()) {
                return 0;
            }
            return Net.available(socket.handle());
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }

    static final class Out extends OutputStream {
        private final Socket socket;

        Out(Socket socket) {
            this.socket = socket;
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            java.util.Objects.checkFromIndexSize(off, len, b.length);
            if (socket.isClosed()) {
                throw new SocketException("Socket closed");
            }
            if (socket.isOutputShutdown()) {
                throw new SocketException("Socket output is shutdown");
            }
            if (len > 0) {
                Net.write(socket.handle(), b, off, len);
            }
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }
}

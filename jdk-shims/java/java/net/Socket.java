package java.net;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import jdk.internal.terrarium.Net;

/** A TCP client socket on the world's network: it reaches the world's scripted servers only. */
public class Socket implements Closeable {
    private int handle = -1;
    private boolean connected;
    private boolean closed;
    private boolean inShut;
    private boolean outShut;
    private int timeout;
    private InetAddress remote;
    private int remotePort;
    private boolean tcpNoDelay;
    private boolean keepAlive;
    private boolean reuseAddress;
    private int linger = -1;
    private int receiveBuffer = 65536;
    private int sendBuffer = 65536;
    private InputStream in;
    private OutputStream out;

    public Socket() {
    }

    /** An accepted connection. */
    Socket(int handle) {
        this.handle = handle;
        this.connected = true;
        this.remote = InetAddress.make(null, InetAddress.literal(Net.address(handle, true)));
        this.remotePort = Net.port(handle, true);
    }

    public Socket(String host, int port) throws UnknownHostException, IOException {
        this(host != null ? new InetSocketAddress(host, port) : new InetSocketAddress(InetAddress.getByName(null), port));
    }

    public Socket(InetAddress address, int port) throws IOException {
        this(address != null ? new InetSocketAddress(address, port) : null);
    }

    private Socket(SocketAddress address) throws IOException {
        if (address == null) {
            throw new NullPointerException();
        }
        try {
            connect(address);
        } catch (IOException | IllegalArgumentException | SecurityException e) {
            try {
                close();
            } catch (IOException ce) {
                e.addSuppressed(ce);
            }
            throw e;
        }
    }

    int handle() {
        return handle;
    }

    public void connect(SocketAddress endpoint) throws IOException {
        connect(endpoint, 0);
    }

    public void connect(SocketAddress endpoint, int timeout) throws IOException {
        if (endpoint == null) {
            throw new IllegalArgumentException("connect: The address can't be null");
        }
        if (timeout < 0) {
            throw new IllegalArgumentException("connect: timeout can't be negative");
        }
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        if (isConnected()) {
            throw new SocketException("already connected");
        }
        if (!(endpoint instanceof InetSocketAddress)) {
            throw new IllegalArgumentException("Unsupported address type");
        }
        InetSocketAddress epoint = (InetSocketAddress) endpoint;
        InetAddress addr = epoint.getAddress();
        if (epoint.isUnresolved()) {
            throw new UnknownHostException(epoint.getHostName());
        }
        String target = addr.isAnyLocalAddress() ? "127.0.0.1" : addr.getHostAddress();
        handle = Net.connect(target, epoint.getPort(), timeout);
        connected = true;
        remote = addr;
        remotePort = epoint.getPort();
    }

    public void bind(SocketAddress bindpoint) throws IOException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        if (bindpoint != null && !(bindpoint instanceof InetSocketAddress)) {
            throw new IllegalArgumentException("Unsupported address type");
        }
    }

    public InetAddress getInetAddress() {
        return connected ? remote : null;
    }

    public InetAddress getLocalAddress() {
        if (!connected || closed) {
            return InetAddress.anyLocal();
        }
        return InetAddress.make(null, InetAddress.literal(Net.address(handle, false)));
    }

    public int getPort() {
        return connected ? remotePort : 0;
    }

    public int getLocalPort() {
        if (!connected) {
            return -1;
        }
        if (closed) {
            return -1;
        }
        return Net.port(handle, false);
    }

    public SocketAddress getRemoteSocketAddress() {
        if (!isConnected()) {
            return null;
        }
        return new InetSocketAddress(getInetAddress(), getPort());
    }

    public SocketAddress getLocalSocketAddress() {
        if (!isBound()) {
            return null;
        }
        return new InetSocketAddress(getLocalAddress(), getLocalPort());
    }

    public InputStream getInputStream() throws IOException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        if (!isConnected()) {
            throw new SocketException("Socket is not connected");
        }
        if (isInputShutdown()) {
            throw new SocketException("Socket input is shutdown");
        }
        if (in == null) {
            in = new SocketStreams.In(this);
        }
        return in;
    }

    public OutputStream getOutputStream() throws IOException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        if (!isConnected()) {
            throw new SocketException("Socket is not connected");
        }
        if (isOutputShutdown()) {
            throw new SocketException("Socket output is shutdown");
        }
        if (out == null) {
            out = new SocketStreams.Out(this);
        }
        return out;
    }

    private void checkOpen() throws SocketException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
    }

    public void setTcpNoDelay(boolean on) throws SocketException {
        checkOpen();
        tcpNoDelay = on;
    }

    public boolean getTcpNoDelay() throws SocketException {
        checkOpen();
        return tcpNoDelay;
    }

    public void setSoLinger(boolean on, int linger) throws SocketException {
        checkOpen();
        if (on && linger < 0) {
            throw new IllegalArgumentException("invalid value for SO_LINGER");
        }
        this.linger = on ? Math.min(linger, 65535) : -1;
    }

    public int getSoLinger() throws SocketException {
        checkOpen();
        return linger;
    }

    public void setSoTimeout(int timeout) throws SocketException {
        checkOpen();
        if (timeout < 0) {
            throw new IllegalArgumentException("timeout can't be negative");
        }
        this.timeout = timeout;
    }

    public int getSoTimeout() throws SocketException {
        checkOpen();
        return timeout;
    }

    public void setSendBufferSize(int size) throws SocketException {
        if (size <= 0) {
            throw new IllegalArgumentException("negative send size");
        }
        checkOpen();
        sendBuffer = size;
    }

    public int getSendBufferSize() throws SocketException {
        checkOpen();
        return sendBuffer;
    }

    public void setReceiveBufferSize(int size) throws SocketException {
        if (size <= 0) {
            throw new IllegalArgumentException("invalid receive size");
        }
        checkOpen();
        receiveBuffer = size;
    }

    public int getReceiveBufferSize() throws SocketException {
        checkOpen();
        return receiveBuffer;
    }

    public void setKeepAlive(boolean on) throws SocketException {
        checkOpen();
        keepAlive = on;
    }

    public boolean getKeepAlive() throws SocketException {
        checkOpen();
        return keepAlive;
    }

    public void setReuseAddress(boolean on) throws SocketException {
        checkOpen();
        reuseAddress = on;
    }

    public boolean getReuseAddress() throws SocketException {
        checkOpen();
        return reuseAddress;
    }

    @Override
    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        if (handle >= 0) {
            Net.close(handle);
        }
    }

    public void shutdownInput() throws IOException {
        checkOpen();
        if (!isConnected()) {
            throw new SocketException("Socket is not connected");
        }
        if (isInputShutdown()) {
            throw new SocketException("Socket input is already shutdown");
        }
        Net.shutdown(handle, 0);
        inShut = true;
    }

    public void shutdownOutput() throws IOException {
        checkOpen();
        if (!isConnected()) {
            throw new SocketException("Socket is not connected");
        }
        if (isOutputShutdown()) {
            throw new SocketException("Socket output is already shutdown");
        }
        Net.shutdown(handle, 1);
        outShut = true;
    }

    @Override
    public String toString() {
        if (isConnected() && !isClosed()) {
            return "Socket[addr=" + getInetAddress() + ",port=" + getPort() + ",localport=" + getLocalPort() + "]";
        }
        return "Socket[unconnected]";
    }

    public boolean isConnected() {
        return connected;
    }

    public boolean isBound() {
        return connected;
    }

    public boolean isClosed() {
        return closed;
    }

    public boolean isInputShutdown() {
        return inShut;
    }

    public boolean isOutputShutdown() {
        return outShut;
    }
}

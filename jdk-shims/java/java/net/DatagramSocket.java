package java.net;

import java.io.Closeable;
import java.io.IOException;
import jdk.internal.terrarium.Net;

/** A UDP socket on the world's network: it receives the world's datagrams for its port. */
public class DatagramSocket implements Closeable {
    private int handle = -1;
    private boolean bound;
    private boolean closed;
    private int timeout;
    private boolean broadcast = true;
    private boolean reuseAddress;
    private InetAddress bindAddr;
    private InetAddress connectedAddress;
    private int connectedPort = -1;
    private int receiveBuffer = 65536;
    private int sendBuffer = 65536;

    public DatagramSocket() throws SocketException {
        this(new InetSocketAddress(0));
    }

    public DatagramSocket(SocketAddress bindaddr) throws SocketException {
        if (bindaddr != null) {
            try {
                bind(bindaddr);
            } finally {
                if (!isBound()) {
                    close();
                }
            }
        }
    }

    public DatagramSocket(int port) throws SocketException {
        this(port, null);
    }

    public DatagramSocket(int port, InetAddress laddr) throws SocketException {
        this(new InetSocketAddress(laddr, port));
    }

    public synchronized void bind(SocketAddress addr) throws SocketException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        if (isBound()) {
            throw new SocketException("already bound");
        }
        if (addr == null) {
            addr = new InetSocketAddress(0);
        }
        if (!(addr instanceof InetSocketAddress)) {
            throw new IllegalArgumentException("Unsupported address type!");
        }
        InetSocketAddress epoint = (InetSocketAddress) addr;
        if (epoint.isUnresolved()) {
            throw new SocketException("Unresolved address");
        }
        handle = Net.udpBind(epoint.getAddress().getHostAddress(), epoint.getPort());
        bindAddr = epoint.getAddress();
        bound = true;
    }

    public void connect(InetAddress address, int port) {
        if (address == null) {
            throw new IllegalArgumentException("Address can't be null");
        }
        if (port < 0 || port > 0xFFFF) {
            throw new IllegalArgumentException("connect: " + port);
        }
        connectedAddress = address;
        connectedPort = port;
    }

    public void connect(SocketAddress addr) throws SocketException {
        if (addr == null) {
            throw new IllegalArgumentException("Address can't be null");
        }
        if (!(addr instanceof InetSocketAddress)) {
            throw new IllegalArgumentException("Unsupported address type");
        }
        InetSocketAddress epoint = (InetSocketAddress) addr;
        if (epoint.isUnresolved()) {
            throw new SocketException("Unresolved address");
        }
        connect(epoint.getAddress(), epoint.getPort());
    }

    public void disconnect() {
        connectedAddress = null;
        connectedPort = -1;
    }

    public boolean isBound() {
        return bound;
    }

    public boolean isConnected() {
        return connectedAddress != null;
    }

    public InetAddress getInetAddress() {
        return connectedAddress;
    }

    public int getPort() {
        return connectedPort;
    }

    public SocketAddress getRemoteSocketAddress() {
        if (!isConnected()) {
            return null;
        }
        return new InetSocketAddress(getInetAddress(), getPort());
    }

    public SocketAddress getLocalSocketAddress() {
        if (isClosed() || !isBound()) {
            return null;
        }
        return new InetSocketAddress(getLocalAddress(), getLocalPort());
    }

    private void ensureBound() throws SocketException {
        if (!isBound()) {
            bind(new InetSocketAddress(0));
        }
    }

    public void send(DatagramPacket p) throws IOException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        InetAddress to = p.getAddress();
        int port = p.getPort();
        if (to == null) {
            if (!isConnected()) {
                throw new IllegalArgumentException("Address not set");
            }
            to = connectedAddress;
            port = connectedPort;
        } else if (isConnected() && (!to.equals(connectedAddress) || port != connectedPort)) {
            throw new IllegalArgumentException("connected address and packet address differ");
        }
        if (port < 0 || port > 0xFFFF) {
            throw new IllegalArgumentException("port out of range: " + port);
        }
        ensureBound();
        String target = to.isAnyLocalAddress() ? "127.0.0.1" : to.getHostAddress();
        Net.udpSend(handle, p.getData(), p.getOffset(), p.getLength(), target, port);
    }

    public synchronized void receive(DatagramPacket p) throws IOException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        ensureBound();
        int n = Net.udpReceive(handle, p.buf, p.offset, p.bufLength, timeout);
        p.length = n;
        p.address = InetAddress.make(null, InetAddress.literal(Net.address(handle, true)));
        p.port = Net.port(handle, true);
    }

    public InetAddress getLocalAddress() {
        if (isClosed()) {
            return null;
        }
        return bindAddr != null ? bindAddr : InetAddress.anyLocal();
    }

    public int getLocalPort() {
        if (isClosed()) {
            return -1;
        }
        if (!isBound()) {
            return 0;
        }
        return Net.port(handle, false);
    }

    public void setSoTimeout(int timeout) throws SocketException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        if (timeout < 0) {
            throw new IllegalArgumentException("timeout < 0");
        }
        this.timeout = timeout;
    }

    public int getSoTimeout() throws SocketException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        return timeout;
    }

    public void setSendBufferSize(int size) throws SocketException {
        if (size <= 0) {
            throw new IllegalArgumentException("negative send size");
        }
        sendBuffer = size;
    }

    public int getSendBufferSize() throws SocketException {
        return sendBuffer;
    }

    public void setReceiveBufferSize(int size) throws SocketException {
        if (size <= 0) {
            throw new IllegalArgumentException("invalid receive size");
        }
        receiveBuffer = size;
    }

    public int getReceiveBufferSize() throws SocketException {
        return receiveBuffer;
    }

    public void setReuseAddress(boolean on) throws SocketException {
        reuseAddress = on;
    }

    public boolean getReuseAddress() throws SocketException {
        return reuseAddress;
    }

    public void setBroadcast(boolean on) throws SocketException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        broadcast = on;
    }

    public boolean getBroadcast() throws SocketException {
        if (isClosed()) {
            throw new SocketException("Socket is closed");
        }
        return broadcast;
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        if (handle >= 0) {
            Net.close(handle);
        }
    }

    public boolean isClosed() {
        return closed;
    }
}

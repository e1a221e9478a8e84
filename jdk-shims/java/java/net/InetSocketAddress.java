package java.net;

public class InetSocketAddress extends SocketAddress {
    private final String hostname;
    private final InetAddress addr;
    private final int port;

    private static int checkPort(int port) {
        if (port < 0 || port > 0xFFFF) {
            throw new IllegalArgumentException("port out of range:" + port);
        }
        return port;
    }

    private static String checkHost(String hostname) {
        if (hostname == null) {
            throw new IllegalArgumentException("hostname can't be null");
        }
        return hostname;
    }

    private InetSocketAddress(int port, String hostName) {
        this.hostname = hostName;
        this.addr = null;
        this.port = port;
    }

    public InetSocketAddress(int port) {
        this(InetAddress.anyLocal(), port);
    }

    public InetSocketAddress(InetAddress addr, int port) {
        this.port = checkPort(port);
        this.addr = addr == null ? InetAddress.anyLocal() : addr;
        this.hostname = null;
    }

    public InetSocketAddress(String hostname, int port) {
        checkHost(hostname);
        this.port = checkPort(port);
        InetAddress a = null;
        String h = null;
        try {
            a = InetAddress.getByName(hostname);
        } catch (UnknownHostException e) {
            h = hostname;
        }
        this.hostname = h;
        this.addr = a;
    }

    public static InetSocketAddress createUnresolved(String host, int port) {
        return new InetSocketAddress(checkPort(port), checkHost(host));
    }

    public final int getPort() {
        return port;
    }

    public final InetAddress getAddress() {
        return addr;
    }

    public final String getHostName() {
        if (hostname != null) {
            return hostname;
        }
        return addr.getHostName();
    }

    public final String getHostString() {
        if (hostname != null) {
            return hostname;
        }
        if (addr.hostName != null) {
            return addr.hostName;
        }
        return addr.getHostAddress();
    }

    public final boolean isUnresolved() {
        return addr == null;
    }

    @Override
    public String toString() {
        String formatted;
        if (isUnresolved()) {
            formatted = hostname + "/<unresolved>";
        } else {
            formatted = addr.toString();
            if (addr instanceof Inet6Address) {
                int i = formatted.lastIndexOf("/");
                formatted = formatted.substring(0, i + 1) + "[" + formatted.substring(i + 1) + "]";
            }
        }
        return formatted + ":" + port;
    }

    @Override
    public final boolean equals(Object obj) {
        if (!(obj instanceof InetSocketAddress)) {
            return false;
        }
        InetSocketAddress that = (InetSocketAddress) obj;
        boolean sameIP;
        if (addr != null) {
            sameIP = addr.equals(that.addr);
        } else if (hostname != null) {
            sameIP = (that.addr == null) && hostname.equalsIgnoreCase(that.hostname);
        } else {
            sameIP = (that.addr == null) && (that.hostname == null);
        }
        return sameIP && (port == that.port);
    }

    @Override
    public final int hashCode() {
        if (addr != null) {
            return addr.hashCode() + port;
        }
        if (hostname != null) {
            return hostname.toLowerCase().hashCode() + port;
        }
        return port;
    }
}

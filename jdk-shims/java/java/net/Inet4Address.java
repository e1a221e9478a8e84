package java.net;

public final class Inet4Address extends InetAddress {
    Inet4Address(String hostName, byte[] addr) {
        super(hostName, addr);
    }

    private int bits() {
        return ((addr[0] & 0xff) << 24) | ((addr[1] & 0xff) << 16) | ((addr[2] & 0xff) << 8) | (addr[3] & 0xff);
    }

    @Override
    public String getHostAddress() {
        return (addr[0] & 0xff) + "." + (addr[1] & 0xff) + "." + (addr[2] & 0xff) + "." + (addr[3] & 0xff);
    }

    @Override
    public boolean isMulticastAddress() {
        return (bits() & 0xf0000000) == 0xe0000000;
    }

    @Override
    public boolean isAnyLocalAddress() {
        return bits() == 0;
    }

    @Override
    public boolean isLoopbackAddress() {
        return (addr[0] & 0xff) == 127;
    }

    @Override
    public boolean isLinkLocalAddress() {
        return (addr[0] & 0xff) == 169 && (addr[1] & 0xff) == 254;
    }

    @Override
    public boolean isSiteLocalAddress() {
        int a = addr[0] & 0xff;
        int b = addr[1] & 0xff;
        return a == 10 || (a == 172 && (b & 0xf0) == 16) || (a == 192 && b == 168);
    }

    @Override
    public int hashCode() {
        return bits();
    }

    @Override
    public boolean equals(Object obj) {
        return (obj instanceof Inet4Address) && ((Inet4Address) obj).bits() == bits();
    }
}

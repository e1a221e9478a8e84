package java.net;

public final class Inet6Address extends InetAddress {
    Inet6Address(String hostName, byte[] addr) {
        super(hostName, addr);
    }

    public static Inet6Address getByAddress(String host, byte[] addr, int scopeId) throws UnknownHostException {
        if (addr == null || addr.length != 16) {
            throw new UnknownHostException("addr is of illegal length");
        }
        return new Inet6Address(host, addr.clone());
    }

    @Override
    public String getHostAddress() {
        StringBuilder sb = new StringBuilder(39);
        for (int i = 0; i < 8; i++) {
            if (i > 0) {
                sb.append(':');
            }
            sb.append(Integer.toHexString(((addr[2 * i] << 8) & 0xff00) | (addr[2 * i + 1] & 0xff)));
        }
        return sb.toString();
    }

    public int getScopeId() {
        return 0;
    }

    public NetworkInterface getScopedInterface() {
        return null;
    }

    public boolean isIPv4CompatibleAddress() {
        for (int i = 0; i < 12; i++) {
            if (addr[i] != 0) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean isMulticastAddress() {
        return (addr[0] & 0xff) == 0xff;
    }

    @Override
    public boolean isAnyLocalAddress() {
        for (byte b : addr) {
            if (b != 0) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean isLoopbackAddress() {
        for (int i = 0; i < 15; i++) {
            if (addr[i] != 0) {
                return false;
            }
        }
        return addr[15] == 1;
    }

    @Override
    public boolean isLinkLocalAddress() {
        return (addr[0] & 0xff) == 0xfe && (addr[1] & 0xc0) == 0x80;
    }

    @Override
    public boolean isSiteLocalAddress() {
        return (addr[0] & 0xff) == 0xfe && (addr[1] & 0xc0) == 0xc0;
    }

    @Override
    public int hashCode() {
        int hash = 0;
        for (int i = 0; i < 16; i += 4) {
            hash += ((addr[i] & 0xff) << 24) | ((addr[i + 1] & 0xff) << 16) | ((addr[i + 2] & 0xff) << 8)
                    | (addr[i + 3] & 0xff);
        }
        return hash;
    }

    @Override
    public boolean equals(Object obj) {
        if (!(obj instanceof Inet6Address)) {
            return false;
        }
        byte[] o = ((Inet6Address) obj).addr;
        for (int i = 0; i < 16; i++) {
            if (o[i] != addr[i]) {
                return false;
            }
        }
        return true;
    }
}

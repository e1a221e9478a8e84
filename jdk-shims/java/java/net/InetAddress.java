package java.net;

import java.io.IOException;
import jdk.internal.terrarium.Net;

/** An IP address with an optional host name; names resolve in the world's network (never the host's DNS). */
public class InetAddress implements java.io.Serializable {
    String hostName;
    final byte[] addr;

    InetAddress(String hostName, byte[] addr) {
        this.hostName = hostName;
        this.addr = addr;
    }

    static InetAddress make(String host, byte[] a) {
        if (a.length == 16 && isMapped(a)) {
            byte[] v4 = new byte[4];
            System.arraycopy(a, 12, v4, 0, 4);
            a = v4;
        }
        if (a.length == 4) {
            return new Inet4Address(host, a);
        }
        return new Inet6Address(host, a);
    }

    private static boolean isMapped(byte[] a) {
        for (int i = 0; i < 10; i++) {
            if (a[i] != 0) {
                return false;
            }
        }
        return (a[10] & 0xff) == 0xff && (a[11] & 0xff) == 0xff;
    }

    static InetAddress anyLocal() {
        return new Inet4Address("0.0.0.0", new byte[4]);
    }

    /** The address of a literal given as text, or null. */
    static byte[] literal(String s) {
        byte[] v4 = parseV4(s);
        if (v4 != null) {
            return v4;
        }
        return parseV6(s);
    }

    static byte[] parseV4(String s) {
        byte[] out = new byte[4];
        int part = 0;
        int i = 0;
        int n = s.length();
        while (part < 4) {
            int start = i;
            int v = 0;
            while (i < n && s.charAt(i) >= '0' && s.charAt(i) <= '9' && i - start < 3) {
                v = v * 10 + (s.charAt(i) - '0');
                i++;
            }
            if (i == start || v > 255) {
                return null;
            }
            out[part++] = (byte) v;
            if (part < 4) {
                if (i >= n || s.charAt(i) != '.') {
                    return null;
                }
                i++;
            }
        }
        return i == n ? out : null;
    }

    static byte[] parseV6(String s) {
        if (s.startsWith("[") && s.endsWith("]")) {
            s = s.substring(1, s.length() - 1);
        }
        int pct = s.indexOf('%');
        if (pct >= 0) {
            s = s.substring(0, pct);
        }
        if (s.indexOf(':') < 0) {
            return null;
        }
        int dc = s.indexOf("::");
        if (dc >= 0 && s.indexOf("::", dc + 1) >= 0) {
            return null;
        }
        int[] head = groups(dc >= 0 ? s.substring(0, dc) : s);
        int[] tail = dc >= 0 ? groups(s.substring(dc + 2)) : new int[0];
        if (head == null || tail == null) {
            return null;
        }
        int total = head.length + tail.length;
        if (dc < 0 ? total != 8 : total > 7) {
            return null;
        }
        byte[] out = new byte[16];
        for (int i = 0; i < head.length; i++) {
            out[2 * i] = (byte) (head[i] >> 8);
            out[2 * i + 1] = (byte) head[i];
        }
        for (int i = 0; i < tail.length; i++) {
            int at = 8 - tail.length + i;
            out[2 * at] = (byte) (tail[i] >> 8);
            out[2 * at + 1] = (byte) tail[i];
        }
        return out;
    }

    private static int[] groups(String t) {
        if (t.isEmpty()) {
            return new int[0];
        }
        String[] parts = t.split(":", -1);
        int extra = parts[parts.length - 1].indexOf('.') >= 0 ? 1 : 0;
        int[] g = new int[parts.length + extra];
        for (int i = 0; i < parts.length; i++) {
            String p = parts[i];
            if (i == parts.length - 1 && extra == 1) {
                byte[] q = parseV4(p);
                if (q == null) {
                    return null;
                }
                g[i] = ((q[0] & 0xff) << 8) | (q[1] & 0xff);
                g[i + 1] = ((q[2] & 0xff) << 8) | (q[3] & 0xff);
                continue;
            }
            if (p.isEmpty() || p.length() > 4) {
                return null;
            }
            int v = 0;
            for (int k = 0; k < p.length(); k++) {
                int d = Character.digit(p.charAt(k), 16);
                if (d < 0) {
                    return null;
                }
                v = v * 16 + d;
            }
            g[i] = v;
        }
        return g;
    }

    public static InetAddress getByName(String host) throws UnknownHostException {
        return getAllByName(host)[0];
    }

    public static InetAddress[] getAllByName(String host) throws UnknownHostException {
        if (host == null || host.isEmpty()) {
            return new InetAddress[] {getLoopbackAddress()};
        }
        byte[] lit = literal(host);
        if (lit != null) {
            return new InetAddress[] {make(null, lit)};
        }
        if (host.charAt(0) == '[') {
            throw new UnknownHostException(host + ": invalid IPv6 address literal");
        }
        String[] found = Net.resolve(host);
        InetAddress[] out = new InetAddress[found.length];
        for (int i = 0; i < found.length; i++) {
            out[i] = make(host, literal(found[i]));
        }
        return out;
    }

    public static InetAddress getByAddress(byte[] addr) throws UnknownHostException {
        return getByAddress(null, addr);
    }

    public static InetAddress getByAddress(String host, byte[] addr) throws UnknownHostException {
        if (host != null && host.length() > 0 && host.charAt(0) == '[') {
            if (host.charAt(host.length() - 1) == ']') {
                host = host.substring(1, host.length() - 1);
            }
        }
        if (addr != null && (addr.length == 4 || addr.length == 16)) {
            return make(host, addr.clone());
        }
        throw new UnknownHostException("addr is of illegal length");
    }

    public static InetAddress getLocalHost() throws UnknownHostException {
        String[] local = Net.localHost();
        return make(local[0], literal(local[1]));
    }

    public static InetAddress getLoopbackAddress() {
        return new Inet4Address("localhost", new byte[] {127, 0, 0, 1});
    }

    public String getHostName() {
        if (hostName == null) {
            String n = Net.nameOf(getHostAddress());
            hostName = n != null ? n : getHostAddress();
        }
        return hostName;
    }

    public String getCanonicalHostName() {
        String n = Net.nameOf(getHostAddress());
        return n != null ? n : getHostAddress();
    }

    public byte[] getAddress() {
        return addr.clone();
    }

    public String getHostAddress() {
        return null;
    }

    public boolean isReachable(int timeout) throws IOException {
        return isReachable(null, 0, timeout);
    }

    public boolean isReachable(NetworkInterface netif, int ttl, int timeout) throws IOException {
        if (ttl < 0) {
            throw new IllegalArgumentException("ttl can't be negative");
        }
        if (timeout < 0) {
            throw new IllegalArgumentException("timeout can't be negative");
        }
        return Net.reachable(getHostAddress(), timeout);
    }

    public boolean isMulticastAddress() {
        return false;
    }

    public boolean isAnyLocalAddress() {
        return false;
    }

    public boolean isLoopbackAddress() {
        return false;
    }

    public boolean isLinkLocalAddress() {
        return false;
    }

    public boolean isSiteLocalAddress() {
        return false;
    }

    public boolean isMCGlobal() {
        return false;
    }

    @Override
    public int hashCode() {
        return -1;
    }

    @Override
    public boolean equals(Object obj) {
        return false;
    }

    @Override
    public String toString() {
        return (hostName != null ? hostName : "") + "/" + getHostAddress();
    }
}

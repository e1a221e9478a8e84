package java.net;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.stream.Stream;
import jdk.internal.terrarium.Net;

/** The machine's interfaces: loopback (lo, index 1) and the world's one interface (index 2). */
public final class NetworkInterface {
    private final String name;
    private final int index;
    private final InetAddress address;
    private final boolean loopback;

    private NetworkInterface(String name, int index, InetAddress address, boolean loopback) {
        this.name = name;
        this.index = index;
        this.address = address;
        this.loopback = loopback;
    }

    private static List<NetworkInterface> all() {
        String[] local = Net.localHost();
        List<NetworkInterface> l = new ArrayList<>();
        l.add(new NetworkInterface("lo", 1, InetAddress.make(null, new byte[] {127, 0, 0, 1}), true));
        l.add(new NetworkInterface(local[2], 2, InetAddress.make(null, InetAddress.literal(local[1])), false));
        return l;
    }

    public String getName() {
        return name;
    }

    public String getDisplayName() {
        return name;
    }

    public int getIndex() {
        return index;
    }

    public Enumeration<InetAddress> getInetAddresses() {
        return Collections.enumeration(Collections.singletonList(address));
    }

    public Stream<InetAddress> inetAddresses() {
        return Collections.singletonList(address).stream();
    }

    public Enumeration<NetworkInterface> getSubInterfaces() {
        return Collections.emptyEnumeration();
    }

    public NetworkInterface getParent() {
        return null;
    }

    public boolean isUp() throws SocketException {
        return true;
    }

    public boolean isLoopback() throws SocketException {
        return loopback;
    }

    public boolean isPointToPoint() throws SocketException {
        return false;
    }

    public boolean supportsMulticast() throws SocketException {
        return true;
    }

    public boolean isVirtual() {
        return false;
    }

    public int getMTU() throws SocketException {
        return loopback ? 65536 : 1500;
    }

    public byte[] getHardwareAddress() throws SocketException {
        if (loopback) {
            return null;
        }
        byte[] a = address.getAddress();
        return new byte[] {2, 0, a[0], a[1], a[2], a[3]};
    }

    public static NetworkInterface getByName(String name) throws SocketException {
        if (name == null) {
            throw new NullPointerException();
        }
        for (NetworkInterface n : all()) {
            if (n.name.equals(name)) {
                return n;
            }
        }
        return null;
    }

    public static NetworkInterface getByIndex(int index) throws SocketException {
        if (index < 0) {
            throw new IllegalArgumentException("Interface index can't be negative");
        }
        for (NetworkInterface n : all()) {
            if (n.index == index) {
                return n;
            }
        }
        return null;
    }

    public static NetworkInterface getByInetAddress(InetAddress addr) throws SocketException {
        if (addr == null) {
            throw new NullPointerException();
        }
        for (NetworkInterface n : all()) {
            if (n.address.equals(addr)) {
                return n;
            }
        }
        return null;
    }

    public static Enumeration<NetworkInterface> getNetworkInterfaces() throws SocketException {
        return Collections.enumeration(all());
    }

    public static Stream<NetworkInterface> networkInterfaces() throws SocketException {
        return all().stream();
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof NetworkInterface && ((NetworkInterface) obj).name.equals(name);
    }

    @Override
    public int hashCode() {
        return name.hashCode();
    }

    @Override
    public String toString() {
        return "name:" + name + " (" + name + ")";
    }
}

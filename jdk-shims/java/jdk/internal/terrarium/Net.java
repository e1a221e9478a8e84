package jdk.internal.terrarium;

import java.io.IOException;
import java.net.SocketException;
import java.net.UnknownHostException;

/**
 * The virtual network of the world (natives in jdk-shims/src/natives/net.rs).
 * Addresses travel as text in Java's form (getHostAddress); handles name the
 * program's sockets. A call nothing in the world can satisfy returns at once:
 * with a timeout (ms &gt; 0) the virtual clock advances by it and
 * SocketTimeoutException is thrown; without one, SocketException
 * ("Connection reset" for a read, "Socket closed" for accept and receive).
 * Every call is logged in the world's access log.
 */
public final class Net {
    private Net() {
    }

    /** The addresses of a host name; UnknownHostException "name: Name or service not known". */
    public static native String[] resolve(String name) throws UnknownHostException;

    /** The world's name for an address, or null. */
    public static native String nameOf(String address);

    /** This machine: host name, interface address, interface name. */
    public static native String[] localHost();

    /** Whether anything answers at the address; if not, the timeout passes. */
    public static native boolean reachable(String address, int timeout);

    /** A connected TCP socket; ConnectException "Connection refused" when no server listens. */
    public static native int connect(String address, int port, int timeout) throws IOException;

    /** A listening TCP socket (port 0: ephemeral); BindException when the port is taken. */
    public static native int listen(String address, int port) throws IOException;

    /** The next connection queued for the listener's port. */
    public static native int accept(int handle, int timeout) throws IOException;

    /** Bytes read, -1 at the end of the stream. */
    public static native int read(int handle, byte[] b, int off, int len, int timeout) throws IOException;

    public static native void write(int handle, byte[] b, int off, int len) throws IOException;

    public static native int available(int handle) throws IOException;

    /** how: 0 input, 1 output. */
    public static native void shutdown(int handle, int how) throws IOException;

    public static native void close(int handle);

    /** The local or remote address of a socket (for UDP, remote is the last sender); null if none. */
    public static native String address(int handle, boolean remote);

    public static native int port(int handle, boolean remote);

    /** A bound UDP socket (port 0: ephemeral). */
    public static native int udpBind(String address, int port) throws SocketException;

    public static native void udpSend(int handle, byte[] b, int off, int len, String address, int port)
            throws IOException;

    /** The next datagram for the socket's port, copied into b (truncated to len): its copied length. */
    public static native int udpReceive(int handle, byte[] b, int off, int len, int timeout) throws IOException;

    /** An HTTP request served from the world: a response handle; UnknownHostException "host". */
    public static native int http(String method, String url, String[] headers, byte[] body) throws IOException;

    /** The response: status, reason, then header names and values. */
    public static native String[] httpResponse(int handle);

    public static native byte[] httpBody(int handle);
}

package java.net;

public abstract class SocketAddress implements java.io.Serializable {
    public SocketAddress() {
    }
}

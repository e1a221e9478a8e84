// Copies 100 MiB per instruction-cheap call, forever: the native's work is
// charged to the fuel, so the instruction budget still bounds wall time.
public class CopyForever {
    public static void main(String[] args) {
        byte[] from = new byte[100 << 20];
        byte[] to = new byte[100 << 20];
        while (true) {
            System.arraycopy(from, 0, to, 0, from.length);
        }
    }
}

package java.util.zip;

public interface Checksum {
    public void update(int b);

    default public void update(byte[] b) {
        update(b, 0, b.length);
    }

    public void update(byte[] b, int off, int len);

    public long getValue();

    public void reset();
}

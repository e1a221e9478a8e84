package java.util.zip;

public interface Checksum {
    public void update(int b);

    default public void update(byte[] b) {
        update(b, 0, b.length);
    }

    public void update(byte[] b, int off, int len);

    /**
     * Updates with the buffer's remaining bytes and moves its position to its
     * limit: straight from the backing array when there is one, else through a
     * scratch array of at most 4096 bytes.
     */
    default public void update(java.nio.ByteBuffer buffer) {
        int pos = buffer.position();
        int limit = buffer.limit();
        int rem = limit - pos;
        if (rem <= 0) {
            return;
        }
        if (buffer.hasArray()) {
            update(buffer.array(), pos + buffer.arrayOffset(), rem);
        } else {
            byte[] b = new byte[Math.min(rem, 4096)];
            while (buffer.hasRemaining()) {
                int length = Math.min(buffer.remaining(), b.length);
                buffer.get(b, 0, length);
                update(b, 0, length);
            }
        }
        buffer.position(limit);
    }

    public long getValue();

    public void reset();
}

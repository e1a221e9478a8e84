package java.nio;

/** The one concrete byte buffer: heap, direct and read-only alike (see ByteBuffer). */
final class HeapByteBuffer extends ByteBuffer {
    HeapByteBuffer(byte[] hb, int offset, boolean direct, boolean readOnly, int mark, int pos, int lim, int cap) {
        super(hb, offset, direct, readOnly, mark, pos, lim, cap);
    }
}

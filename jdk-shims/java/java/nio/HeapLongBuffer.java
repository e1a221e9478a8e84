package java.nio;

/** The one concrete long buffer: heap arrays and views of byte buffers alike (see LongBuffer). */
final class HeapLongBuffer extends LongBuffer {
    HeapLongBuffer(long[] hb, byte[] bytes, int offset, boolean bigEndian, boolean direct, boolean readOnly,
            int mark, int pos, int lim, int cap) {
        super(hb, bytes, offset, bigEndian, direct, readOnly, mark, pos, lim, cap);
    }
}

package java.nio;

/** The one concrete short buffer: heap arrays and views of byte buffers alike (see ShortBuffer). */
final class HeapShortBuffer extends ShortBuffer {
    HeapShortBuffer(short[] hb, byte[] bytes, int offset, boolean bigEndian, boolean direct, boolean readOnly,
            int mark, int pos, int lim, int cap) {
        super(hb, bytes, offset, bigEndian, direct, readOnly, mark, pos, lim, cap);
    }
}

package java.nio;

/** The one concrete int buffer: heap arrays and views of byte buffers alike (see IntBuffer). */
final class HeapIntBuffer extends IntBuffer {
    HeapIntBuffer(int[] hb, byte[] bytes, int offset, boolean bigEndian, boolean direct, boolean readOnly,
            int mark, int pos, int lim, int cap) {
        super(hb, bytes, offset, bigEndian, direct, readOnly, mark, pos, lim, cap);
    }
}

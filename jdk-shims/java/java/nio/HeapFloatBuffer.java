package java.nio;

/** The one concrete float buffer: heap arrays and views of byte buffers alike (see FloatBuffer). */
final class HeapFloatBuffer extends FloatBuffer {
    HeapFloatBuffer(float[] hb, byte[] bytes, int offset, boolean bigEndian, boolean direct, boolean readOnly,
            int mark, int pos, int lim, int cap) {
        super(hb, bytes, offset, bigEndian, direct, readOnly, mark, pos, lim, cap);
    }
}

package java.nio;

/** The one concrete double buffer: heap arrays and views of byte buffers alike (see DoubleBuffer). */
final class HeapDoubleBuffer extends DoubleBuffer {
    HeapDoubleBuffer(double[] hb, byte[] bytes, int offset, boolean bigEndian, boolean direct, boolean readOnly,
            int mark, int pos, int lim, int cap) {
        super(hb, bytes, offset, bigEndian, direct, readOnly, mark, pos, lim, cap);
    }
}

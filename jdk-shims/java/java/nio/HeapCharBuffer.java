package java.nio;

/** The one concrete char buffer: heap arrays, wrapped sequences and views of byte buffers alike (see CharBuffer). */
final class HeapCharBuffer extends CharBuffer {
    HeapCharBuffer(char[] hb, byte[] bytes, CharSequence str, int offset, boolean bigEndian, boolean direct,
            boolean readOnly, int mark, int pos, int lim, int cap) {
        super(hb, bytes, str, offset, bigEndian, direct, readOnly, mark, pos, lim, cap);
    }
}

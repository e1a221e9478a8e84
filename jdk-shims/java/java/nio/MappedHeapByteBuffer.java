package java.nio;

import jdk.internal.terrarium.NioAccess;

/** The one concrete mapped buffer (see MappedByteBuffer). */
final class MappedHeapByteBuffer extends MappedByteBuffer {
    MappedHeapByteBuffer(byte[] hb, int offset, boolean readOnly, int mark, int pos, int lim, int cap,
            NioAccess.Mapping mapping) {
        super(hb, offset, readOnly, mark, pos, lim, cap, mapping);
    }
}

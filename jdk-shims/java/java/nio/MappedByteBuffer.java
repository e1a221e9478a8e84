package java.nio;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Objects;
import jdk.internal.terrarium.NioAccess;

/**
 * A mapped region of a world file. The world has no shared memory, so the
 * region is a copy taken when it is mapped (the JDK leaves unspecified whether
 * later changes of the file show through). A READ_WRITE mapping carries its
 * region back to the file: force() writes the bytes changed since the last
 * write-back, and so does closing the channel that mapped it.
 */
public abstract class MappedByteBuffer extends ByteBuffer {
    /** Where a READ_WRITE mapping writes back; null for READ_ONLY and PRIVATE. */
    final NioAccess.Mapping mapping;

    MappedByteBuffer(byte[] hb, int offset, boolean readOnly, int mark, int pos, int lim, int cap,
            NioAccess.Mapping mapping) {
        super(hb, offset, true, readOnly, mark, pos, lim, cap);
        this.mapping = mapping;
    }

    static {
        NioAccess.buffers = new NioAccess.Buffers() {
            public MappedByteBuffer mapped(byte[] data, boolean readOnly, NioAccess.Mapping mapping) {
                return new MappedHeapByteBuffer(data, 0, readOnly, -1, 0, data.length, data.length, mapping);
            }
        };
    }

    /** The region is in memory: it is a copy. */
    public final boolean isLoaded() {
        return true;
    }

    public final MappedByteBuffer load() {
        return this;
    }

    public final MappedByteBuffer force() {
        return force(0, capacity());
    }

    public final MappedByteBuffer force(int index, int length) {
        if (mapping != null && capacity() != 0) {
            Objects.checkFromIndexSize(index, length, capacity());
            try {
                mapping.writeBack(offset + index, length);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return this;
    }

    private MappedByteBuffer derive(int mark, int pos, int lim, int cap, int off) {
        return new MappedHeapByteBuffer(hb, off, readOnly, mark, pos, lim, cap, mapping);
    }

    @Override
    public MappedByteBuffer slice() {
        int rem = remaining();
        return derive(-1, 0, rem, rem, offset + position);
    }

    @Override
    public MappedByteBuffer slice(int index, int length) {
        Objects.checkFromIndexSize(index, length, limit());
        return derive(-1, 0, length, length, offset + index);
    }

    @Override
    public MappedByteBuffer duplicate() {
        return derive(mark, position, limit, capacity, offset);
    }

    @Override
    public MappedByteBuffer compact() {
        super.compact();
        return this;
    }

    @Override
    public MappedByteBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    @Override
    public MappedByteBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    @Override
    public MappedByteBuffer mark() {
        super.mark();
        return this;
    }

    @Override
    public MappedByteBuffer reset() {
        super.reset();
        return this;
    }

    @Override
    public MappedByteBuffer clear() {
        super.clear();
        return this;
    }

    @Override
    public MappedByteBuffer flip() {
        super.flip();
        return this;
    }

    @Override
    public MappedByteBuffer rewind() {
        super.rewind();
        return this;
    }
}

package java.nio;

import java.util.Objects;

/**
 * A short buffer over a short[] (heap), or a view of a ByteBuffer's bytes in
 * the byte order the view was made with.
 */
public abstract class ShortBuffer extends Buffer implements Comparable<ShortBuffer> {
    /** Heap buffers: the elements, from offset. */
    final short[] hb;
    /** Views: the ByteBuffer's bytes, element 0 at byte offset. */
    final byte[] bytes;
    final int offset;
    final boolean bigEndian;
    final boolean direct;

    ShortBuffer(short[] hb, byte[] bytes, int offset, boolean bigEndian, boolean direct, boolean readOnly,
            int mark, int pos, int lim, int cap) {
        super(mark, pos, lim, cap, readOnly);
        this.hb = hb;
        this.bytes = bytes;
        this.offset = offset;
        this.bigEndian = bigEndian;
        this.direct = direct;
    }

    public static ShortBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw createCapacityException(capacity);
        }
        return new HeapShortBuffer(new short[capacity], null, 0, false, false, false, -1, 0, capacity, capacity);
    }

    public static ShortBuffer wrap(short[] array, int offset, int length) {
        try {
            return new HeapShortBuffer(array, null, 0, false, false, false, -1, offset, offset + length, array.length);
        } catch (IllegalArgumentException x) {
            throw new IndexOutOfBoundsException();
        }
    }

    public static ShortBuffer wrap(short[] array) {
        return wrap(array, 0, array.length);
    }

    /** Where element i of this buffer starts in hb or bytes. */
    private int at(int i) {
        return hb != null ? offset + i : offset + (i << 1);
    }

    private ShortBuffer derive(int mark, int pos, int lim, int cap, int off, boolean ro) {
        return new HeapShortBuffer(hb, bytes, off, bigEndian, direct, ro, mark, pos, lim, cap);
    }

    short load(int i) {
        return hb != null ? hb[offset + i] : ByteBuffer.getShort(bytes, offset + (i << 1), bigEndian);
    }

    private void store(int i, short x) {
        if (hb != null) {
            hb[offset + i] = x;
        } else {
            ByteBuffer.putShort(bytes, offset + (i << 1), x, bigEndian);
        }
    }

    public ShortBuffer slice() {
        int rem = remaining();
        return derive(-1, 0, rem, rem, at(position), readOnly);
    }

    public ShortBuffer slice(int index, int length) {
        Objects.checkFromIndexSize(index, length, limit);
        return derive(-1, 0, length, length, at(index), readOnly);
    }

    public ShortBuffer duplicate() {
        return derive(mark, position, limit, capacity, offset, readOnly);
    }

    public ShortBuffer asReadOnlyBuffer() {
        return derive(mark, position, limit, capacity, offset, true);
    }

    public short get() {
        return load(nextGetIndex());
    }

    public ShortBuffer put(short x) {
        checkWritable();
        store(nextPutIndex(), x);
        return this;
    }

    public short get(int index) {
        return load(checkIndex(index));
    }

    public ShortBuffer put(int index, short x) {
        checkWritable();
        store(checkIndex(index), x);
        return this;
    }

    // ------------------------------------------------------------ bulk transfers

    private void getArray(int index, short[] dst, int off, int len) {
        if (hb != null) {
            System.arraycopy(hb, offset + index, dst, off, len);
        } else {
            for (int i = 0; i < len; i++) {
                dst[off + i] = load(index + i);
            }
        }
    }

    private void putArray(int index, short[] src, int off, int len) {
        if (hb != null) {
            System.arraycopy(src, off, hb, offset + index, len);
        } else {
            for (int i = 0; i < len; i++) {
                store(index + i, src[off + i]);
            }
        }
    }

    /** Copies as if through a temporary array: the two buffers may share their storage. */
    private void putBuffer(int index, ShortBuffer src, int off, int len) {
        if (hb != null && src.hb != null) {
            System.arraycopy(src.hb, src.offset + off, hb, offset + index, len);
        } else {
            short[] tmp = new short[len];
            src.getArray(off, tmp, 0, len);
            putArray(index, tmp, 0, len);
        }
    }

    public ShortBuffer get(short[] dst, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, dst.length);
        int pos = position;
        if (length > limit - pos) {
            throw new BufferUnderflowException();
        }
        getArray(pos, dst, offset, length);
        position = pos + length;
        return this;
    }

    public ShortBuffer get(short[] dst) {
        return get(dst, 0, dst.length);
    }

    public ShortBuffer get(int index, short[] dst, int offset, int length) {
        Objects.checkFromIndexSize(index, length, limit);
        Objects.checkFromIndexSize(offset, length, dst.length);
        getArray(index, dst, offset, length);
        return this;
    }

    public ShortBuffer get(int index, short[] dst) {
        return get(index, dst, 0, dst.length);
    }

    public ShortBuffer put(ShortBuffer src) {
        checkWritable();
        if (src == this) {
            throw createSameBufferException();
        }
        int n = src.remaining();
        if (n > limit - position) {
            throw new BufferOverflowException();
        }
        putBuffer(position, src, src.position, n);
        position += n;
        src.position += n;
        return this;
    }

    public ShortBuffer put(int index, ShortBuffer src, int offset, int length) {
        checkWritable();
        Objects.checkFromIndexSize(index, length, limit);
        Objects.checkFromIndexSize(offset, length, src.limit);
        putBuffer(index, src, offset, length);
        return this;
    }

    public ShortBuffer put(short[] src, int offset, int length) {
        checkWritable();
        Objects.checkFromIndexSize(offset, length, src.length);
        int pos = position;
        if (length > limit - pos) {
            throw new BufferOverflowException();
        }
        putArray(pos, src, offset, length);
        position = pos + length;
        return this;
    }

    public final ShortBuffer put(short[] src) {
        return put(src, 0, src.length);
    }

    public ShortBuffer put(int index, short[] src, int offset, int length) {
        checkWritable();
        Objects.checkFromIndexSize(index, length, limit);
        Objects.checkFromIndexSize(offset, length, src.length);
        putArray(index, src, offset, length);
        return this;
    }

    public ShortBuffer put(int index, short[] src) {
        return put(index, src, 0, src.length);
    }

    // ------------------------------------------------------------ the array

    public final boolean hasArray() {
        return hb != null && !readOnly;
    }

    public final short[] array() {
        if (hb == null) {
            throw new UnsupportedOperationException();
        }
        checkWritable();
        return hb;
    }

    public final int arrayOffset() {
        if (hb == null) {
            throw new UnsupportedOperationException();
        }
        checkWritable();
        return offset;
    }

    public boolean isDirect() {
        return direct;
    }

    public ShortBuffer compact() {
        checkWritable();
        int pos = position;
        int rem = remaining();
        if (hb != null) {
            System.arraycopy(hb, offset + pos, hb, offset, rem);
        } else {
            for (int i = 0; i < rem; i++) {
                store(i, load(pos + i));
            }
        }
        position = rem;
        limit = capacity;
        mark = -1;
        return this;
    }

    public ByteOrder order() {
        return bigEndian ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
    }

    // ------------------------------------------------------------ the cursor, covariantly

    @Override
    public ShortBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    @Override
    public ShortBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    @Override
    public ShortBuffer mark() {
        super.mark();
        return this;
    }

    @Override
    public ShortBuffer reset() {
        super.reset();
        return this;
    }

    @Override
    public ShortBuffer clear() {
        super.clear();
        return this;
    }

    @Override
    public ShortBuffer flip() {
        super.flip();
        return this;
    }

    @Override
    public ShortBuffer rewind() {
        super.rewind();
        return this;
    }

    // ------------------------------------------------------------ Object, Comparable

    public String toString() {
        return describe(implName("Short", hb != null, direct, readOnly, bigEndian));
    }

    public int hashCode() {
        int h = 1;
        int p = position;
        for (int i = limit - 1; i >= p; i--) {
            h = 31 * h + (int) load(i);
        }
        return h;
    }

    public boolean equals(Object ob) {
        if (this == ob) {
            return true;
        }
        if (!(ob instanceof ShortBuffer)) {
            return false;
        }
        ShortBuffer that = (ShortBuffer) ob;
        int n = limit - position;
        if (n < 0 || n != that.limit - that.position) {
            return false;
        }
        return mismatch(this, position, that, that.position, n) < 0;
    }

    public int compareTo(ShortBuffer that) {
        int thisRem = limit - position;
        int thatRem = that.limit - that.position;
        int n = Math.min(thisRem, thatRem);
        if (n < 0) {
            return -1;
        }
        int i = mismatch(this, position, that, that.position, n);
        if (i >= 0) {
            return Short.compare(load(position + i), that.load(that.position + i));
        }
        return thisRem - thatRem;
    }

    public int mismatch(ShortBuffer that) {
        int thisRem = limit - position;
        int thatRem = that.limit - that.position;
        int n = Math.min(thisRem, thatRem);
        if (n < 0) {
            return -1;
        }
        int r = mismatch(this, position, that, that.position, n);
        return (r == -1 && thisRem != thatRem) ? n : r;
    }

    private static int mismatch(ShortBuffer a, int ai, ShortBuffer b, int bi, int n) {
        for (int i = 0; i < n; i++) {
            if (a.load(ai + i) != b.load(bi + i)) {
                return i;
            }
        }
        return -1;
    }
}

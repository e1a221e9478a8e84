package java.nio;

import java.util.Objects;

/**
 * A double buffer over a double[] (heap), or a view of a ByteBuffer's bytes in
 * the byte order the view was made with.
 */
public abstract class DoubleBuffer extends Buffer implements Comparable<DoubleBuffer> {
    /** Heap buffers: the elements, from offset. */
    final double[] hb;
    /** Views: the ByteBuffer's bytes, element 0 at byte offset. */
    final byte[] bytes;
    final int offset;
    final boolean bigEndian;
    final boolean direct;

    DoubleBuffer(double[] hb, byte[] bytes, int offset, boolean bigEndian, boolean direct, boolean readOnly,
            int mark, int pos, int lim, int cap) {
        super(mark, pos, lim, cap, readOnly);
        this.hb = hb;
        this.bytes = bytes;
        this.offset = offset;
        this.bigEndian = bigEndian;
        this.direct = direct;
    }

    public static DoubleBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw createCapacityException(capacity);
        }
        return new HeapDoubleBuffer(new double[capacity], null, 0, false, false, false, -1, 0, capacity, capacity);
    }

    public static DoubleBuffer wrap(double[] array, int offset, int length) {
        try {
            return new HeapDoubleBuffer(array, null, 0, false, false, false, -1, offset, offset + length, array.length);
        } catch (IllegalArgumentException x) {
            throw new IndexOutOfBoundsException();
        }
    }

    public static DoubleBuffer wrap(double[] array) {
        return wrap(array, 0, array.length);
    }

    /** Where element i of this buffer starts in hb or bytes. */
    private int at(int i) {
        return hb != null ? offset + i : offset + (i << 3);
    }

    private DoubleBuffer derive(int mark, int pos, int lim, int cap, int off, boolean ro) {
        return new HeapDoubleBuffer(hb, bytes, off, bigEndian, direct, ro, mark, pos, lim, cap);
    }

    double load(int i) {
        if (hb != null) {
            return hb[offset + i];
        }
        return Double.longBitsToDouble(ByteBuffer.getLong(bytes, offset + (i << 3), bigEndian));
    }

    private void store(int i, double x) {
        if (hb != null) {
            hb[offset + i] = x;
        } else {
            ByteBuffer.putLong(bytes, offset + (i << 3), Double.doubleToRawLongBits(x), bigEndian);
        }
    }

    public DoubleBuffer slice() {
        int rem = remaining();
        return derive(-1, 0, rem, rem, at(position), readOnly);
    }

    public DoubleBuffer slice(int index, int length) {
        Objects.checkFromIndexSize(index, length, limit);
        return derive(-1, 0, length, length, at(index), readOnly);
    }

    public DoubleBuffer duplicate() {
        return derive(mark, position, limit, capacity, offset, readOnly);
    }

    public DoubleBuffer asReadOnlyBuffer() {
        return derive(mark, position, limit, capacity, offset, true);
    }

    public double get() {
        return load(nextGetIndex());
    }

    public DoubleBuffer put(double x) {
        checkWritable();
        store(nextPutIndex(), x);
        return this;
    }

    public double get(int index) {
        return load(checkIndex(index));
    }

    public DoubleBuffer put(int index, double x) {
        checkWritable();
        store(checkIndex(index), x);
        return this;
    }

    // ------------------------------------------------------------ bulk transfers

    private void getArray(int index, double[] dst, int off, int len) {
        if (hb != null) {
            System.arraycopy(hb, offset + index, dst, off, len);
        } else {
            for (int i = 0; i < len; i++) {
                dst[off + i] = load(index + i);
            }
        }
    }

    private void putArray(int index, double[] src, int off, int len) {
        if (hb != null) {
            System.arraycopy(src, off, hb, offset + index, len);
        } else {
            for (int i = 0; i < len; i++) {
                store(index + i, src[off + i]);
            }
        }
    }

    /** Copies as if through a temporary array: the two buffers may share their storage. */
    private void putBuffer(int index, DoubleBuffer src, int off, int len) {
        if (hb != null && src.hb != null) {
            System.arraycopy(src.hb, src.offset + off, hb, offset + index, len);
        } else {
            double[] tmp = new double[len];
            src.getArray(off, tmp, 0, len);
            putArray(index, tmp, 0, len);
        }
    }

    public DoubleBuffer get(double[] dst, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, dst.length);
        int pos = position;
        if (length > limit - pos) {
            throw new BufferUnderflowException();
        }
        getArray(pos, dst, offset, length);
        position = pos + length;
        return this;
    }

    public DoubleBuffer get(double[] dst) {
        return get(dst, 0, dst.length);
    }

    public DoubleBuffer get(int index, double[] dst, int offset, int length) {
        Objects.checkFromIndexSize(index, length, limit);
        Objects.checkFromIndexSize(offset, length, dst.length);
        getArray(index, dst, offset, length);
        return this;
    }

    public DoubleBuffer get(int index, double[] dst) {
        return get(index, dst, 0, dst.length);
    }

    public DoubleBuffer put(DoubleBuffer src) {
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

    public DoubleBuffer put(int index, DoubleBuffer src, int offset, int length) {
        checkWritable();
        Objects.checkFromIndexSize(index, length, limit);
        Objects.checkFromIndexSize(offset, length, src.limit);
        putBuffer(index, src, offset, length);
        return this;
    }

    public DoubleBuffer put(double[] src, int offset, int length) {
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

    public final DoubleBuffer put(double[] src) {
        return put(src, 0, src.length);
    }

    public DoubleBuffer put(int index, double[] src, int offset, int length) {
        checkWritable();
        Objects.checkFromIndexSize(index, length, limit);
        Objects.checkFromIndexSize(offset, length, src.length);
        putArray(index, src, offset, length);
        return this;
    }

    public DoubleBuffer put(int index, double[] src) {
        return put(index, src, 0, src.length);
    }

    // ------------------------------------------------------------ the array

    public final boolean hasArray() {
        return hb != null && !readOnly;
    }

    public final double[] array() {
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

    public DoubleBuffer compact() {
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
    public DoubleBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    @Override
    public DoubleBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    @Override
    public DoubleBuffer mark() {
        super.mark();
        return this;
    }

    @Override
    public DoubleBuffer reset() {
        super.reset();
        return this;
    }

    @Override
    public DoubleBuffer clear() {
        super.clear();
        return this;
    }

    @Override
    public DoubleBuffer flip() {
        super.flip();
        return this;
    }

    @Override
    public DoubleBuffer rewind() {
        super.rewind();
        return this;
    }

    // ------------------------------------------------------------ Object, Comparable

    public String toString() {
        return describe(implName("Double", hb != null, direct, readOnly, bigEndian));
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
        if (!(ob instanceof DoubleBuffer)) {
            return false;
        }
        DoubleBuffer that = (DoubleBuffer) ob;
        int n = limit - position;
        if (n < 0 || n != that.limit - that.position) {
            return false;
        }
        return mismatch(this, position, that, that.position, n) < 0;
    }

    public int compareTo(DoubleBuffer that) {
        int thisRem = limit - position;
        int thatRem = that.limit - that.position;
        int n = Math.min(thisRem, thatRem);
        if (n < 0) {
            return -1;
        }
        int i = mismatch(this, position, that, that.position, n);
        if (i >= 0) {
            return Double.compare(load(position + i), that.load(that.position + i));
        }
        return thisRem - thatRem;
    }

    public int mismatch(DoubleBuffer that) {
        int thisRem = limit - position;
        int thatRem = that.limit - that.position;
        int n = Math.min(thisRem, thatRem);
        if (n < 0) {
            return -1;
        }
        int r = mismatch(this, position, that, that.position, n);
        return (r == -1 && thisRem != thatRem) ? n : r;
    }

    private static int mismatch(DoubleBuffer a, int ai, DoubleBuffer b, int bi, int n) {
        for (int i = 0; i < n; i++) {
            double x = a.load(ai + i);
            double y = b.load(bi + i);
            // equal as the JDK counts it: -0.0 equals 0.0, NaN equals NaN
            if (x != y && !(Double.isNaN(x) && Double.isNaN(y))) {
                return i;
            }
        }
        return -1;
    }
}

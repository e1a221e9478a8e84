package java.nio;

import java.util.Objects;

/**
 * A byte buffer over a byte[]. Direct buffers are heap arrays too; they only
 * answer isDirect() true and, as HotSpot's, have no accessible array.
 */
public abstract class ByteBuffer extends Buffer implements Comparable<ByteBuffer> {
    final byte[] hb;
    final int offset;
    final boolean direct;
    boolean bigEndian = true;

    ByteBuffer(byte[] hb, int offset, boolean direct, boolean readOnly, int mark, int pos, int lim, int cap) {
        super(mark, pos, lim, cap, readOnly);
        this.hb = hb;
        this.offset = offset;
        this.direct = direct;
    }

    public static ByteBuffer allocateDirect(int capacity) {
        if (capacity < 0) {
            throw createCapacityException(capacity);
        }
        return new HeapByteBuffer(new byte[capacity], 0, true, false, -1, 0, capacity, capacity);
    }

    public static ByteBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw createCapacityException(capacity);
        }
        return new HeapByteBuffer(new byte[capacity], 0, false, false, -1, 0, capacity, capacity);
    }

    public static ByteBuffer wrap(byte[] array, int offset, int length) {
        try {
            return new HeapByteBuffer(array, 0, false, false, -1, offset, offset + length, array.length);
        } catch (IllegalArgumentException x) {
            throw new IndexOutOfBoundsException();
        }
    }

    public static ByteBuffer wrap(byte[] array) {
        return wrap(array, 0, array.length);
    }

    /** Slices, duplicates and read-only copies start in big-endian order, as the JDK's do. */
    private ByteBuffer derive(int mark, int pos, int lim, int cap, int off, boolean ro) {
        return new HeapByteBuffer(hb, off, direct, ro, mark, pos, lim, cap);
    }

    public ByteBuffer slice() {
        int rem = remaining();
        return derive(-1, 0, rem, rem, offset + position, readOnly);
    }

    public ByteBuffer slice(int index, int length) {
        Objects.checkFromIndexSize(index, length, limit);
        return derive(-1, 0, length, length, offset + index, readOnly);
    }

    public ByteBuffer duplicate() {
        return derive(mark, position, limit, capacity, offset, readOnly);
    }

    public ByteBuffer asReadOnlyBuffer() {
        return derive(mark, position, limit, capacity, offset, true);
    }

    // ------------------------------------------------------------ single bytes

    public byte get() {
        return hb[offset + nextGetIndex()];
    }

    public ByteBuffer put(byte b) {
        checkWritable();
        hb[offset + nextPutIndex()] = b;
        return this;
    }

    public byte get(int index) {
        return hb[offset + checkIndex(index)];
    }

    public ByteBuffer put(int index, byte b) {
        checkWritable();
        hb[offset + checkIndex(index)] = b;
        return this;
    }

    // ------------------------------------------------------------ bulk transfers

    public ByteBuffer get(byte[] dst, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, dst.length);
        int pos = position;
        if (length > limit - pos) {
            throw new BufferUnderflowException();
        }
        System.arraycopy(hb, this.offset + pos, dst, offset, length);
        position = pos + length;
        return this;
    }

    public ByteBuffer get(byte[] dst) {
        return get(dst, 0, dst.length);
    }

    public ByteBuffer get(int index, byte[] dst, int offset, int length) {
        Objects.checkFromIndexSize(index, length, limit);
        Objects.checkFromIndexSize(offset, length, dst.length);
        System.arraycopy(hb, this.offset + index, dst, offset, length);
        return this;
    }

    public ByteBuffer get(int index, byte[] dst) {
        return get(index, dst, 0, dst.length);
    }

    public ByteBuffer put(ByteBuffer src) {
        checkWritable();
        if (src == this) {
            throw createSameBufferException();
        }
        int n = src.remaining();
        if (n > limit - position) {
            throw new BufferOverflowException();
        }
        System.arraycopy(src.hb, src.offset + src.position, hb, offset + position, n);
        position += n;
        src.position += n;
        return this;
    }

    public ByteBuffer put(int index, ByteBuffer src, int offset, int length) {
        checkWritable();
        Objects.checkFromIndexSize(index, length, limit);
        Objects.checkFromIndexSize(offset, length, src.limit);
        System.arraycopy(src.hb, src.offset + offset, hb, this.offset + index, length);
        return this;
    }

    public ByteBuffer put(byte[] src, int offset, int length) {
        checkWritable();
        Objects.checkFromIndexSize(offset, length, src.length);
        int pos = position;
        if (length > limit - pos) {
            throw new BufferOverflowException();
        }
        System.arraycopy(src, offset, hb, this.offset + pos, length);
        position = pos + length;
        return this;
    }

    public final ByteBuffer put(byte[] src) {
        return put(src, 0, src.length);
    }

    public ByteBuffer put(int index, byte[] src, int offset, int length) {
        checkWritable();
        Objects.checkFromIndexSize(index, length, limit);
        Objects.checkFromIndexSize(offset, length, src.length);
        System.arraycopy(src, offset, hb, this.offset + index, length);
        return this;
    }

    public ByteBuffer put(int index, byte[] src) {
        return put(index, src, 0, src.length);
    }

    // ------------------------------------------------------------ the array

    public final boolean hasArray() {
        return !direct && !readOnly;
    }

    public final byte[] array() {
        if (direct) {
            throw new UnsupportedOperationException();
        }
        checkWritable();
        return hb;
    }

    public final int arrayOffset() {
        if (direct) {
            throw new UnsupportedOperationException();
        }
        checkWritable();
        return offset;
    }

    public final boolean isDirect() {
        return direct;
    }

    public ByteBuffer compact() {
        checkWritable();
        int rem = remaining();
        System.arraycopy(hb, offset + position, hb, offset, rem);
        position = rem;
        limit = capacity;
        mark = -1;
        return this;
    }

    // ------------------------------------------------------------ the cursor, covariantly

    @Override
    public ByteBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    @Override
    public ByteBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    @Override
    public ByteBuffer mark() {
        super.mark();
        return this;
    }

    @Override
    public ByteBuffer reset() {
        super.reset();
        return this;
    }

    @Override
    public ByteBuffer clear() {
        super.clear();
        return this;
    }

    @Override
    public ByteBuffer flip() {
        super.flip();
        return this;
    }

    @Override
    public ByteBuffer rewind() {
        super.rewind();
        return this;
    }

    // ------------------------------------------------------------ Object, Comparable

    public String toString() {
        String name = direct ? (readOnly ? "java.nio.DirectByteBufferR" : "java.nio.DirectByteBuffer")
                : (readOnly ? "java.nio.HeapByteBufferR" : "java.nio.HeapByteBuffer");
        return describe(name);
    }

    public int hashCode() {
        int h = 1;
        int p = position;
        for (int i = limit - 1; i >= p; i--) {
            h = 31 * h + get(i);
        }
        return h;
    }

    public boolean equals(Object ob) {
        if (this == ob) {
            return true;
        }
        if (!(ob instanceof ByteBuffer)) {
            return false;
        }
        ByteBuffer that = (ByteBuffer) ob;
        int n = limit - position;
        if (n < 0 || n != that.limit - that.position) {
            return false;
        }
        return mismatch(this, position, that, that.position, n) < 0;
    }

    public int compareTo(ByteBuffer that) {
        int thisRem = limit - position;
        int thatRem = that.limit - that.position;
        int n = Math.min(thisRem, thatRem);
        if (n < 0) {
            return -1;
        }
        int i = mismatch(this, position, that, that.position, n);
        if (i >= 0) {
            return Byte.compare(get(position + i), that.get(that.position + i));
        }
        return thisRem - thatRem;
    }

    public int mismatch(ByteBuffer that) {
        int thisRem = limit - position;
        int thatRem = that.limit - that.position;
        int n = Math.min(thisRem, thatRem);
        if (n < 0) {
            return -1;
        }
        int r = mismatch(this, position, that, that.position, n);
        return (r == -1 && thisRem != thatRem) ? n : r;
    }

    private static int mismatch(ByteBuffer a, int ai, ByteBuffer b, int bi, int n) {
        byte[] x = a.hb;
        byte[] y = b.hb;
        int xo = a.offset + ai;
        int yo = b.offset + bi;
        for (int i = 0; i < n; i++) {
            if (x[xo + i] != y[yo + i]) {
                return i;
            }
        }
        return -1;
    }

    // ------------------------------------------------------------ byte order

    public final ByteOrder order() {
        return bigEndian ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
    }

    /** As in the JDK, any order but BIG_ENDIAN (null included) means little-endian. */
    public final ByteBuffer order(ByteOrder bo) {
        bigEndian = bo == ByteOrder.BIG_ENDIAN;
        return this;
    }

    public final int alignmentOffset(int index, int unitSize) {
        if (index < 0) {
            throw new IllegalArgumentException("Index less than zero: " + index);
        }
        if (unitSize < 1 || (unitSize & (unitSize - 1)) != 0) {
            throw new IllegalArgumentException("Unit size not a power of two: " + unitSize);
        }
        if (unitSize > 8 && !direct) {
            throw new UnsupportedOperationException("Unit size unsupported for non-direct buffers: " + unitSize);
        }
        // HotSpot's byte arrays start 16 bytes into the object; direct memory is taken as 16-byte aligned
        return (offset + index) & (unitSize - 1);
    }

    public final ByteBuffer alignedSlice(int unitSize) {
        int pos = position;
        int lim = limit;
        int posMod = alignmentOffset(pos, unitSize);
        int limMod = alignmentOffset(lim, unitSize);
        int from = posMod > 0 ? pos + (unitSize - posMod) : pos;
        int to = lim - limMod;
        if (from > lim || to < pos) {
            from = to = pos;
        }
        return slice(from, to - from);
    }

    // ------------------------------------------------------------ multi-byte values

    static short getShort(byte[] b, int i, boolean big) {
        return big ? (short) ((b[i] << 8) | (b[i + 1] & 0xff)) : (short) ((b[i + 1] << 8) | (b[i] & 0xff));
    }

    static void putShort(byte[] b, int i, short x, boolean big) {
        if (big) {
            b[i] = (byte) (x >> 8);
            b[i + 1] = (byte) x;
        } else {
            b[i] = (byte) x;
            b[i + 1] = (byte) (x >> 8);
        }
    }

    static int getInt(byte[] b, int i, boolean big) {
        if (big) {
            return (b[i] << 24) | ((b[i + 1] & 0xff) << 16) | ((b[i + 2] & 0xff) << 8) | (b[i + 3] & 0xff);
        }
        return (b[i + 3] << 24) | ((b[i + 2] & 0xff) << 16) | ((b[i + 1] & 0xff) << 8) | (b[i] & 0xff);
    }

    static void putInt(byte[] b, int i, int x, boolean big) {
        if (big) {
            b[i] = (byte) (x >> 24);
            b[i + 1] = (byte) (x >> 16);
            b[i + 2] = (byte) (x >> 8);
            b[i + 3] = (byte) x;
        } else {
            b[i] = (byte) x;
            b[i + 1] = (byte) (x >> 8);
            b[i + 2] = (byte) (x >> 16);
            b[i + 3] = (byte) (x >> 24);
        }
    }

    static long getLong(byte[] b, int i, boolean big) {
        long hi = getInt(b, big ? i : i + 4, big);
        long lo = getInt(b, big ? i + 4 : i, big) & 0xffffffffL;
        return (hi << 32) | lo;
    }

    static void putLong(byte[] b, int i, long x, boolean big) {
        putInt(b, big ? i : i + 4, (int) (x >> 32), big);
        putInt(b, big ? i + 4 : i, (int) x, big);
    }

    public char getChar() {
        return (char) getShort(hb, offset + nextGetIndex(2), bigEndian);
    }

    public ByteBuffer putChar(char value) {
        checkWritable();
        putShort(hb, offset + nextPutIndex(2), (short) value, bigEndian);
        return this;
    }

    public char getChar(int index) {
        return (char) getShort(hb, offset + checkIndex(index, 2), bigEndian);
    }

    public ByteBuffer putChar(int index, char value) {
        checkWritable();
        putShort(hb, offset + checkIndex(index, 2), (short) value, bigEndian);
        return this;
    }

    public short getShort() {
        return getShort(hb, offset + nextGetIndex(2), bigEndian);
    }

    public ByteBuffer putShort(short value) {
        checkWritable();
        putShort(hb, offset + nextPutIndex(2), value, bigEndian);
        return this;
    }

    public short getShort(int index) {
        return getShort(hb, offset + checkIndex(index, 2), bigEndian);
    }

    public ByteBuffer putShort(int index, short value) {
        checkWritable();
        putShort(hb, offset + checkIndex(index, 2), value, bigEndian);
        return this;
    }

    public int getInt() {
        return getInt(hb, offset + nextGetIndex(4), bigEndian);
    }

    public ByteBuffer putInt(int value) {
        checkWritable();
        putInt(hb, offset + nextPutIndex(4), value, bigEndian);
        return this;
    }

    public int getInt(int index) {
        return getInt(hb, offset + checkIndex(index, 4), bigEndian);
    }

    public ByteBuffer putInt(int index, int value) {
        checkWritable();
        putInt(hb, offset + checkIndex(index, 4), value, bigEndian);
        return this;
    }

    public long getLong() {
        return getLong(hb, offset + nextGetIndex(8), bigEndian);
    }

    public ByteBuffer putLong(long value) {
        checkWritable();
        putLong(hb, offset + nextPutIndex(8), value, bigEndian);
        return this;
    }

    public long getLong(int index) {
        return getLong(hb, offset + checkIndex(index, 8), bigEndian);
    }

    public ByteBuffer putLong(int index, long value) {
        checkWritable();
        putLong(hb, offset + checkIndex(index, 8), value, bigEndian);
        return this;
    }

    public float getFloat() {
        return Float.intBitsToFloat(getInt());
    }

    public ByteBuffer putFloat(float value) {
        return putInt(Float.floatToRawIntBits(value));
    }

    public float getFloat(int index) {
        return Float.intBitsToFloat(getInt(index));
    }

    public ByteBuffer putFloat(int index, float value) {
        return putInt(index, Float.floatToRawIntBits(value));
    }

    public double getDouble() {
        return Double.longBitsToDouble(getLong());
    }

    public ByteBuffer putDouble(double value) {
        return putLong(Double.doubleToRawLongBits(value));
    }

    public double getDouble(int index) {
        return Double.longBitsToDouble(getLong(index));
    }

    public ByteBuffer putDouble(int index, double value) {
        return putLong(index, Double.doubleToRawLongBits(value));
    }

    // ------------------------------------------------------------ views

    public CharBuffer asCharBuffer() {
        int n = remaining() >> 1;
        return new HeapCharBuffer(null, hb, null, offset + position, bigEndian, direct, readOnly, -1, 0, n, n);
    }

    public ShortBuffer asShortBuffer() {
        int n = remaining() >> 1;
        return new HeapShortBuffer(null, hb, offset + position, bigEndian, direct, readOnly, -1, 0, n, n);
    }

    public IntBuffer asIntBuffer() {
        int n = remaining() >> 2;
        return new HeapIntBuffer(null, hb, offset + position, bigEndian, direct, readOnly, -1, 0, n, n);
    }

    public LongBuffer asLongBuffer() {
        int n = remaining() >> 3;
        return new HeapLongBuffer(null, hb, offset + position, bigEndian, direct, readOnly, -1, 0, n, n);
    }

    public FloatBuffer asFloatBuffer() {
        int n = remaining() >> 2;
        return new HeapFloatBuffer(null, hb, offset + position, bigEndian, direct, readOnly, -1, 0, n, n);
    }

    public DoubleBuffer asDoubleBuffer() {
        int n = remaining() >> 3;
        return new HeapDoubleBuffer(null, hb, offset + position, bigEndian, direct, readOnly, -1, 0, n, n);
    }
}

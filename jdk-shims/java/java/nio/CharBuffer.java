package java.nio;

import java.util.Objects;

/**
 * A char buffer over a char[] (heap), a CharSequence (read-only, from
 * wrap(CharSequence)), or a view of a ByteBuffer's bytes in the byte order the
 * view was made with.
 */
public abstract class CharBuffer extends Buffer implements Comparable<CharBuffer>, Appendable, CharSequence, Readable {
    /** Heap buffers: the elements, from offset. */
    final char[] hb;
    /** Views: the ByteBuffer's bytes, element 0 at byte offset. */
    final byte[] bytes;
    /** Wrapped character sequences: element 0 at index offset. */
    final CharSequence str;
    final int offset;
    final boolean bigEndian;
    final boolean direct;

    CharBuffer(char[] hb, byte[] bytes, CharSequence str, int offset, boolean bigEndian, boolean direct,
            boolean readOnly, int mark, int pos, int lim, int cap) {
        super(mark, pos, lim, cap, readOnly);
        this.hb = hb;
        this.bytes = bytes;
        this.str = str;
        this.offset = offset;
        this.bigEndian = bigEndian;
        this.direct = direct;
    }

    public static CharBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw createCapacityException(capacity);
        }
        return new HeapCharBuffer(new char[capacity], null, null, 0, false, false, false, -1, 0, capacity, capacity);
    }

    public static CharBuffer wrap(char[] array, int offset, int length) {
        try {
            return new HeapCharBuffer(array, null, null, 0, false, false, false, -1, offset, offset + length,
                    array.length);
        } catch (IllegalArgumentException x) {
            throw new IndexOutOfBoundsException();
        }
    }

    public static CharBuffer wrap(char[] array) {
        return wrap(array, 0, array.length);
    }

    public static CharBuffer wrap(CharSequence csq, int start, int end) {
        try {
            return new HeapCharBuffer(null, null, csq, 0, false, false, true, -1, start, end, csq.length());
        } catch (IllegalArgumentException x) {
            throw new IndexOutOfBoundsException();
        }
    }

    public static CharBuffer wrap(CharSequence csq) {
        return wrap(csq, 0, csq.length());
    }

    public int read(CharBuffer target) throws java.io.IOException {
        if (target == this) {
            throw createSameBufferException();
        }
        int pos = position;
        int rem = limit - pos;
        if (rem <= 0) {
            return -1;
        }
        int targetRem = target.remaining();
        if (targetRem <= 0) {
            return 0;
        }
        int n = Math.min(rem, targetRem);
        int lim = limit;
        if (targetRem < rem) {
            limit(pos + n);
        }
        try {
            target.put(this);
        } finally {
            limit(lim);
        }
        return n;
    }

    /** Where element i of this buffer starts in hb, str or bytes. */
    private int at(int i) {
        return bytes == null ? offset + i : offset + (i << 1);
    }

    private CharBuffer derive(int mark, int pos, int lim, int cap, int off, boolean ro) {
        return new HeapCharBuffer(hb, bytes, str, off, bigEndian, direct, ro, mark, pos, lim, cap);
    }

    char load(int i) {
        if (hb != null) {
            return hb[offset + i];
        }
        return str != null ? str.charAt(offset + i) : (char) ByteBuffer.getShort(bytes, offset + (i << 1), bigEndian);
    }

    private void store(int i, char x) {
        if (hb != null) {
            hb[offset + i] = x;
        } else {
            ByteBuffer.putShort(bytes, offset + (i << 1), (short) x, bigEndian);
        }
    }

    public CharBuffer slice() {
        int rem = remaining();
        return derive(-1, 0, rem, rem, at(position), readOnly);
    }

    public CharBuffer slice(int index, int length) {
        Objects.checkFromIndexSize(index, length, limit);
        return derive(-1, 0, length, length, at(index), readOnly);
    }

    public CharBuffer duplicate() {
        return derive(mark, position, limit, capacity, offset, readOnly);
    }

    public CharBuffer asReadOnlyBuffer() {
        return derive(mark, position, limit, capacity, offset, true);
    }

    public char get() {
        return load(nextGetIndex());
    }

    public CharBuffer put(char x) {
        checkWritable();
        store(nextPutIndex(), x);
        return this;
    }

    public char get(int index) {
        return load(checkIndex(index));
    }

    public CharBuffer put(int index, char x) {
        checkWritable();
        store(checkIndex(index), x);
        return this;
    }

    // ------------------------------------------------------------ bulk transfers

    private void getArray(int index, char[] dst, int off, int len) {
        if (hb != null) {
            System.arraycopy(hb, offset + index, dst, off, len);
        } else {
            for (int i = 0; i < len; i++) {
                dst[off + i] = load(index + i);
            }
        }
    }

    private void putArray(int index, char[] src, int off, int len) {
        if (hb != null) {
            System.arraycopy(src, off, hb, offset + index, len);
        } else {
            for (int i = 0; i < len; i++) {
                store(index + i, src[off + i]);
            }
        }
    }

    /** Copies as if through a temporary array: the two buffers may share their storage. */
    private void putBuffer(int index, CharBuffer src, int off, int len) {
        if (hb != null && src.hb != null) {
            System.arraycopy(src.hb, src.offset + off, hb, offset + index, len);
        } else {
            char[] tmp = new char[len];
            src.getArray(off, tmp, 0, len);
            putArray(index, tmp, 0, len);
        }
    }

    public CharBuffer get(char[] dst, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, dst.length);
        int pos = position;
        if (length > limit - pos) {
            throw new BufferUnderflowException();
        }
        getArray(pos, dst, offset, length);
        position = pos + length;
        return this;
    }

    public CharBuffer get(char[] dst) {
        return get(dst, 0, dst.length);
    }

    public CharBuffer get(int index, char[] dst, int offset, int length) {
        Objects.checkFromIndexSize(index, length, limit);
        Objects.checkFromIndexSize(offset, length, dst.length);
        getArray(index, dst, offset, length);
        return this;
    }

    public CharBuffer get(int index, char[] dst) {
        return get(index, dst, 0, dst.length);
    }

    public CharBuffer put(CharBuffer src) {
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

    public CharBuffer put(int index, CharBuffer src, int offset, int length) {
        checkWritable();
        Objects.checkFromIndexSize(index, length, limit);
        Objects.checkFromIndexSize(offset, length, src.limit);
        putBuffer(index, src, offset, length);
        return this;
    }

    public CharBuffer put(char[] src, int offset, int length) {
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

    public final CharBuffer put(char[] src) {
        return put(src, 0, src.length);
    }

    public CharBuffer put(String src, int start, int end) {
        // HotSpot's read-only buffers refuse before checking the range, wrapped sequences after
        if (str == null) {
            checkWritable();
        }
        Objects.checkFromIndexSize(start, end - start, src.length());
        checkWritable();
        if (end - start > limit - position) {
            throw new BufferOverflowException();
        }
        for (int i = start; i < end; i++) {
            store(position++, src.charAt(i));
        }
        return this;
    }

    public final CharBuffer put(String src) {
        return put(src, 0, src.length());
    }

    public CharBuffer put(int index, char[] src, int offset, int length) {
        checkWritable();
        Objects.checkFromIndexSize(index, length, limit);
        Objects.checkFromIndexSize(offset, length, src.length);
        putArray(index, src, offset, length);
        return this;
    }

    public CharBuffer put(int index, char[] src) {
        return put(index, src, 0, src.length);
    }

    // ------------------------------------------------------------ the array

    public final boolean hasArray() {
        return hb != null && !readOnly;
    }

    public final char[] array() {
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

    public CharBuffer compact() {
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
    public CharBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    @Override
    public CharBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    @Override
    public CharBuffer mark() {
        super.mark();
        return this;
    }

    @Override
    public CharBuffer reset() {
        super.reset();
        return this;
    }

    @Override
    public CharBuffer clear() {
        super.clear();
        return this;
    }

    @Override
    public CharBuffer flip() {
        super.flip();
        return this;
    }

    @Override
    public CharBuffer rewind() {
        super.rewind();
        return this;
    }

    // ------------------------------------------------------------ Object, Comparable

    // ------------------------------------------------------------ CharSequence, Appendable

    /** The remaining characters. */
    public String toString() {
        int pos = position;
        int n = remaining();
        if (hb != null) {
            return new String(hb, offset + pos, n);
        }
        if (str != null) {
            return str.subSequence(offset + pos, offset + pos + n).toString();
        }
        char[] c = new char[n];
        getArray(pos, c, 0, n);
        return new String(c);
    }

    public final int length() {
        return remaining();
    }

    public final boolean isEmpty() {
        return remaining() == 0;
    }

    public final char charAt(int index) {
        if (index < 0 || index >= limit - position) {
            throw new IndexOutOfBoundsException();
        }
        return load(position + index);
    }

    /** A buffer over the same characters, from position + start to position + end. */
    public CharBuffer subSequence(int start, int end) {
        int pos = position;
        if (str == null) {
            Objects.checkFromToIndex(start, end, limit - pos);
        } else if (start < 0 || end > limit - pos || start > end) {
            // HotSpot's wrapped sequences say no more
            throw new IndexOutOfBoundsException();
        }
        return derive(-1, pos + start, pos + end, capacity, offset, readOnly);
    }

    public CharBuffer append(CharSequence csq) {
        return csq == null ? put("null") : put(csq.toString());
    }

    public CharBuffer append(CharSequence csq, int start, int end) {
        CharSequence cs = csq == null ? "null" : csq;
        return put(cs.subSequence(start, end).toString());
    }

    public CharBuffer append(char c) {
        return put(c);
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
        if (!(ob instanceof CharBuffer)) {
            return false;
        }
        CharBuffer that = (CharBuffer) ob;
        int n = limit - position;
        if (n < 0 || n != that.limit - that.position) {
            return false;
        }
        return mismatch(this, position, that, that.position, n) < 0;
    }

    public int compareTo(CharBuffer that) {
        int thisRem = limit - position;
        int thatRem = that.limit - that.position;
        int n = Math.min(thisRem, thatRem);
        if (n < 0) {
            return -1;
        }
        int i = mismatch(this, position, that, that.position, n);
        if (i >= 0) {
            return Character.compare(load(position + i), that.load(that.position + i));
        }
        return thisRem - thatRem;
    }

    public int mismatch(CharBuffer that) {
        int thisRem = limit - position;
        int thatRem = that.limit - that.position;
        int n = Math.min(thisRem, thatRem);
        if (n < 0) {
            return -1;
        }
        int r = mismatch(this, position, that, that.position, n);
        return (r == -1 && thisRem != thatRem) ? n : r;
    }

    private static int mismatch(CharBuffer a, int ai, CharBuffer b, int bi, int n) {
        for (int i = 0; i < n; i++) {
            if (a.load(ai + i) != b.load(bi + i)) {
                return i;
            }
        }
        return -1;
    }
}

package java.nio;

/**
 * The cursor every buffer shares: mark <= position <= limit <= capacity, with
 * JDK 17's checks and messages. Element storage lives in the typed subclasses.
 */
public abstract class Buffer {
    int mark = -1;
    int position;
    int limit;
    final int capacity;
    final boolean readOnly;

    Buffer(int mark, int pos, int lim, int cap, boolean readOnly) {
        if (cap < 0) {
            throw createCapacityException(cap);
        }
        this.capacity = cap;
        this.readOnly = readOnly;
        setLimit(lim);
        setPosition(pos);
        if (mark >= 0) {
            if (mark > pos) {
                throw new IllegalArgumentException("mark > position: (" + mark + " > " + pos + ")");
            }
            this.mark = mark;
        }
    }

    static IllegalArgumentException createCapacityException(int capacity) {
        return new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
    }

    static IllegalArgumentException createSameBufferException() {
        return new IllegalArgumentException("The source buffer is this buffer");
    }

    public final int capacity() {
        return capacity;
    }

    public final int position() {
        return position;
    }

    public Buffer position(int newPosition) {
        setPosition(newPosition);
        return this;
    }

    private void setPosition(int newPosition) {
        if (newPosition > limit || newPosition < 0) {
            throw new IllegalArgumentException(newPosition > limit
                    ? "newPosition > limit: (" + newPosition + " > " + limit + ")"
                    : "newPosition < 0: (" + newPosition + " < 0)");
        }
        if (mark > newPosition) {
            mark = -1;
        }
        position = newPosition;
    }

    public final int limit() {
        return limit;
    }

    public Buffer limit(int newLimit) {
        setLimit(newLimit);
        return this;
    }

    private void setLimit(int newLimit) {
        if (newLimit > capacity || newLimit < 0) {
            throw new IllegalArgumentException(newLimit > capacity
                    ? "newLimit > capacity: (" + newLimit + " > " + capacity + ")"
                    : "newLimit < 0: (" + newLimit + " < 0)");
        }
        limit = newLimit;
        if (position > newLimit) {
            position = newLimit;
        }
        if (mark > newLimit) {
            mark = -1;
        }
    }

    public Buffer mark() {
        mark = position;
        return this;
    }

    public Buffer reset() {
        int m = mark;
        if (m < 0) {
            throw new InvalidMarkException();
        }
        position = m;
        return this;
    }

    public Buffer clear() {
        position = 0;
        limit = capacity;
        mark = -1;
        return this;
    }

    public Buffer flip() {
        limit = position;
        position = 0;
        mark = -1;
        return this;
    }

    public Buffer rewind() {
        position = 0;
        mark = -1;
        return this;
    }

    public final int remaining() {
        int rem = limit - position;
        return rem > 0 ? rem : 0;
    }

    public final boolean hasRemaining() {
        return position < limit;
    }

    public boolean isReadOnly() {
        return readOnly;
    }

    public abstract boolean hasArray();

    public abstract Object array();

    public abstract int arrayOffset();

    public abstract boolean isDirect();

    public abstract Buffer slice();

    public abstract Buffer slice(int index, int length);

    public abstract Buffer duplicate();

    // ------------------------------------------------------------ for the subclasses

    final int nextGetIndex() {
        int p = position;
        if (p >= limit) {
            throw new BufferUnderflowException();
        }
        position = p + 1;
        return p;
    }

    final int nextGetIndex(int nb) {
        int p = position;
        if (limit - p < nb) {
            throw new BufferUnderflowException();
        }
        position = p + nb;
        return p;
    }

    final int nextPutIndex() {
        int p = position;
        if (p >= limit) {
            throw new BufferOverflowException();
        }
        position = p + 1;
        return p;
    }

    final int nextPutIndex(int nb) {
        int p = position;
        if (limit - p < nb) {
            throw new BufferOverflowException();
        }
        position = p + nb;
        return p;
    }

    final int checkIndex(int i) {
        if (i < 0 || i >= limit) {
            throw new IndexOutOfBoundsException();
        }
        return i;
    }

    final int checkIndex(int i, int nb) {
        if (i < 0 || nb > limit - i) {
            throw new IndexOutOfBoundsException();
        }
        return i;
    }

    final void checkWritable() {
        if (readOnly) {
            throw new ReadOnlyBufferException();
        }
    }

    /**
     * The class name HotSpot's buffer of this kind has, for toString: heap
     * ("HeapIntBuffer"), a view of a heap ByteBuffer ("ByteBufferAsIntBufferB")
     * or of a direct one ("DirectIntBufferU", U when in native order). R marks
     * read-only buffers.
     */
    static String implName(String type, boolean heap, boolean direct, boolean readOnly, boolean bigEndian) {
        String r = readOnly ? "R" : "";
        if (heap) {
            return "java.nio.Heap" + type + "Buffer" + r;
        }
        if (direct) {
            return "java.nio.Direct" + type + "Buffer" + r + (bigEndian ? "S" : "U");
        }
        return "java.nio.ByteBufferAs" + type + "Buffer" + r + (bigEndian ? "B" : "L");
    }

    final String describe(String implName) {
        return implName + "[pos=" + position + " lim=" + limit + " cap=" + capacity + "]";
    }
}

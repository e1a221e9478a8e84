package subjects;

/** Fixed-size circular buffer of ints that overwrites or rejects when full. */
public class RingBuffer {

    private final int[] data;
    private final boolean overwrite;
    private int head;
    private int count;
    private int dropped;

    public RingBuffer(int capacity, boolean overwrite) {
        if (capacity <= 0) {
            throw new IllegalArgumentException("capacity must be positive");
        }
        this.data = new int[capacity];
        this.overwrite = overwrite;
    }

    public boolean offer(int value) {
        if (count == data.length) {
            if (!overwrite) {
                return false;
            }
            head = (head + 1) % data.length;
            count--;
            dropped++;
        }
        data[(head + count) % data.length] = value;
        count++;
        return true;
    }

    public int poll() {
        if (count == 0) {
            throw new IllegalStateException("buffer empty");
        }
        int value = data[head];
        head = (head + 1) % data.length;
        count--;
        return value;
    }

    public int peekLast() {
        if (count == 0) {
            throw new IllegalStateException("buffer empty");
        }
        return data[(head + count - 1) % data.length];
    }

    public int size() {
        return count;
    }

    public int getDropped() {
        return dropped;
    }

    public double average() {
        if (count == 0) {
            return Double.NaN;
        }
        long sum = 0;
        for (int i = 0; i < count; i++) {
            sum += data[(head + i) % data.length];
        }
        return (double) sum / count;
    }

    public int[] toArray() {
        int[] out = new int[count];
        for (int i = 0; i < count; i++) {
            out[i] = data[(head + i) % data.length];
        }
        return out;
    }
}

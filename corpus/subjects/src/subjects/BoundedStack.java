package subjects;

import java.util.ArrayList;
import java.util.List;

/** A fixed-capacity stack of objects; can absorb another stack. */
public class BoundedStack<T> {

    private final Object[] elements;
    private int size;

    public BoundedStack(int capacity) {
        if (capacity < 1 || capacity > 1000) {
            throw new IllegalArgumentException("capacity must be in 1..1000");
        }
        elements = new Object[capacity];
    }

    public void push(T element) {
        if (element == null) {
            throw new IllegalArgumentException("null elements not allowed");
        }
        if (isFull()) {
            throw new IllegalStateException("stack full");
        }
        elements[size++] = element;
    }

    @SuppressWarnings("unchecked")
    public T pop() {
        if (isEmpty()) {
            throw new IllegalStateException("stack empty");
        }
        T top = (T) elements[--size];
        elements[size] = null;
        return top;
    }

    @SuppressWarnings("unchecked")
    public T peek() {
        return isEmpty() ? null : (T) elements[size - 1];
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public boolean isFull() {
        return size == elements.length;
    }

    public int size() {
        return size;
    }

    /** Moves all elements of other onto this stack (reversing their order); returns how many moved. */
    public int absorb(BoundedStack<T> other) {
        if (other == this) {
            throw new IllegalArgumentException("cannot absorb itself");
        }
        int moved = 0;
        while (!other.isEmpty() && !isFull()) {
            push(other.pop());
            moved++;
        }
        return moved;
    }

    public List<T> drain() {
        List<T> result = new ArrayList<>();
        while (!isEmpty()) {
            result.add(pop());
        }
        return result;
    }
}

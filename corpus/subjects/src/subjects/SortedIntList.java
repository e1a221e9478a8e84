package subjects;

/** A singly linked list of ints kept in ascending order. */
public class SortedIntList {

    private static final class Node {
        final int value;
        Node next;

        Node(int value, Node next) {
            this.value = value;
            this.next = next;
        }
    }

    private Node head;
    private int size;

    public void insert(int value) {
        if (head == null || value <= head.value) {
            head = new Node(value, head);
        } else {
            Node current = head;
            while (current.next != null && current.next.value < value) {
                current = current.next;
            }
            current.next = new Node(value, current.next);
        }
        size++;
    }

    public boolean remove(int value) {
        if (head == null) {
            return false;
        }
        if (head.value == value) {
            head = head.next;
            size--;
            return true;
        }
        Node current = head;
        while (current.next != null && current.next.value <= value) {
            if (current.next.value == value) {
                current.next = current.next.next;
                size--;
                return true;
            }
            current = current.next;
        }
        return false;
    }

    public int size() {
        return size;
    }

    public int get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException("index " + index + " of " + size);
        }
        Node current = head;
        for (int i = 0; i < index; i++) {
            current = current.next;
        }
        return current.value;
    }

    /** Merges another sorted list into this one; the other list is left unchanged. */
    public void mergeFrom(SortedIntList other) {
        for (Node n = other.head; n != null; n = n.next) {
            insert(n.value);
        }
    }

    public int countDuplicates() {
        int dups = 0;
        for (Node n = head; n != null && n.next != null; n = n.next) {
            if (n.value == n.next.value) {
                dups++;
            }
        }
        return dups;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("[");
        for (Node n = head; n != null; n = n.next) {
            sb.append(n.value);
            if (n.next != null) {
                sb.append(", ");
            }
        }
        return sb.append(']').toString();
    }
}

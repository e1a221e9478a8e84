// A huge number of small live objects: OutOfMemoryError (uncaught, exit 1).
public class ManyObjects {
    static final class Node {
        final Node next;
        final int value;

        Node(Node next, int value) {
            this.next = next;
            this.value = value;
        }
    }

    public static void main(String[] args) {
        Node head = null;
        for (int i = 0; ; i++) {
            head = new Node(head, i);
        }
    }
}

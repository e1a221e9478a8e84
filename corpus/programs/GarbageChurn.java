public class GarbageChurn {
    static final class Node {
        final int value;
        final Node next;
        Node(int value, Node next) { this.value = value; this.next = next; }
    }

    public static void main(String[] args) {
        long checksum = 0;
        // ~1 GB in 1 MB byte arrays
        for (int i = 0; i < 1024; i++) {
            byte[] chunk = new byte[1 << 20];
            chunk[i % chunk.length] = (byte) i;
            chunk[chunk.length - 1] = (byte) (i * 3);
            checksum += chunk[i % chunk.length] + chunk[chunk.length - 1] + chunk.length;
        }
        System.out.println("arrays checksum " + checksum);
        // ~1 GB in small objects (16-24 bytes each) via short linked lists
        long objSum = 0;
        for (int round = 0; round < 3000; round++) {
            Node head = null;
            for (int i = 0; i < 10000; i++) head = new Node(i ^ round, (i % 100 == 0) ? null : head);
            int n = 0;
            for (Node p = head; p != null; p = p.next) { objSum += p.value; n++; }
            objSum += n;
        }
        System.out.println("objects checksum " + objSum);
        // mixed: int arrays + strings
        long mixed = 0;
        for (int i = 0; i < 2000; i++) {
            int[] a = new int[64 * 1024];
            a[i % a.length] = i;
            String s = "s" + i;
            mixed += a[i % a.length] + s.length();
        }
        System.out.println("mixed checksum " + mixed);
        Object survivor = null;
        for (int i = 0; i < 100000; i++) {
            Object[] holder = new Object[4];
            holder[0] = survivor;
            holder[1] = Integer.valueOf(i);
            if (i % 1000 == 0) survivor = holder;
        }
        int chain = 0;
        for (Object o = survivor; o != null; o = ((Object[]) o)[0]) chain++;
        System.out.println("survivor chain " + chain);
    }
}

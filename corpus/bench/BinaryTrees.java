public class BinaryTrees {
    static final class Node {
        final Node left, right;
        Node(Node l, Node r) { left = l; right = r; }
        int check() { return left == null ? 1 : 1 + left.check() + right.check(); }
    }
    static Node build(int depth) { return depth == 0 ? new Node(null, null) : new Node(build(depth - 1), build(depth - 1)); }

    public static void main(String[] args) {
        int maxDepth = 15;
        long checksum = 0;
        Node longLived = build(maxDepth);
        for (int d = 4; d <= maxDepth; d += 2) {
            int iterations = 1 << (maxDepth - d + 4);
            long check = 0;
            for (int i = 0; i < iterations; i++) check += build(d).check();
            checksum = checksum * 31 + check;
        }
        checksum += longLived.check();
        System.out.println("BinaryTrees checksum " + checksum);
    }
}

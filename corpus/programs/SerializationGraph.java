import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Date;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Object graphs through serialization: shared references stay shared,
 * cycles survive, arrays, enums (with constant bodies), records and the
 * common collections come back equal, and the bytes of the collections
 * are those of the JDK's own serial forms.
 */
public class SerializationGraph {
    static class Person implements Serializable {
        private static final long serialVersionUID = 1L;
        final String name;
        Person partner;
        List<Person> friends = new ArrayList<>();
        Map<String, Object> attributes = new LinkedHashMap<>();

        Person(String name) {
            this.name = name;
        }
    }

    static class TreeNode implements Serializable {
        private static final long serialVersionUID = 2L;
        final int value;
        TreeNode parent;
        final List<TreeNode> children = new LinkedList<>();

        TreeNode(int value, TreeNode parent) {
            this.value = value;
            this.parent = parent;
            if (parent != null) {
                parent.children.add(this);
            }
        }
    }

    enum Op {
        PLUS {
            int apply(int a, int b) {
                return a + b;
            }
        },
        TIMES {
            int apply(int a, int b) {
                return a * b;
            }
        };

        abstract int apply(int a, int b);
    }

    enum Planet { MERCURY, VENUS }

    record Line(Point from, Point to, Op op) implements Serializable {
    }

    record Point(int x, int y) implements Serializable {
        Point {
            if (x < 0) {
                throw new IllegalArgumentException("negative x");
            }
        }
    }

    static String hex(byte[] bytes) {
        StringBuilder sb = new StringBuilder();
        for (byte b : bytes) {
            sb.append(String.format("%02x", b));
        }
        return sb.toString();
    }

    static byte[] write(Object o) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bo)) {
            out.writeObject(o);
        }
        return bo.toByteArray();
    }

    @SuppressWarnings("unchecked")
    static <T> T roundTrip(T o) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(write(o)))) {
            return (T) in.readObject();
        }
    }

    static void collection(String label, Object c) throws Exception {
        byte[] b = write(c);
        Object back = new ObjectInputStream(new ByteArrayInputStream(b)).readObject();
        System.out.println(label + ": " + back + " equal=" + back.equals(c) + " class="
                + back.getClass().getSimpleName());
        System.out.println("  " + hex(b));
    }

    public static void main(String[] args) throws Exception {
        Person ann = new Person("Ann");
        Person bob = new Person("Bob");
        ann.partner = bob;
        bob.partner = ann;
        ann.friends.add(bob);
        ann.friends.add(ann);
        bob.friends.add(ann);
        ann.attributes.put("self", ann);
        ann.attributes.put("age", 41);
        ann.attributes.put("tags", new String[] {"x", "y"});
        Person[] both = roundTrip(new Person[] {ann, bob});
        Person a = both[0];
        Person b = both[1];
        System.out.println("partners: " + a.partner.name + " " + b.partner.name + " cycle="
                + (a.partner.partner == a));
        System.out.println("friends: " + (a.friends.get(0) == b) + " " + (a.friends.get(1) == a) + " "
                + (b.friends.get(0) == a));
        System.out.println("attributes: " + a.attributes.keySet() + " self=" + (a.attributes.get("self") == a)
                + " tags=" + Arrays.toString((String[]) a.attributes.get("tags")));

        TreeNode root = new TreeNode(1, null);
        TreeNode c1 = new TreeNode(2, root);
        new TreeNode(3, root);
        new TreeNode(4, c1);
        TreeNode r = roundTrip(root);
        System.out.println("tree: " + r.value + " children " + r.children.size() + " grandchild "
                + r.children.get(0).children.get(0).value + " parent link "
                + (r.children.get(1).parent == r));

        List<Object> self = new ArrayList<>();
        self.add("head");
        self.add(self);
        List<?> selfBack = roundTrip(self);
        System.out.println("self-containing list: " + (selfBack.get(1) == selfBack) + " size " + selfBack.size());

        String s = "shared";
        Object[] arr = {s, s, new int[] {1, 2}, null, Planet.VENUS, Planet.VENUS, Op.TIMES};
        arr[3] = arr;
        byte[] ab = write(arr);
        System.out.println("array graph: " + hex(ab));
        Object[] back = (Object[]) new ObjectInputStream(new ByteArrayInputStream(ab)).readObject();
        System.out.println("  shared string " + (back[0] == back[1]) + " self " + (back[3] == back) + " enum same "
                + (back[4] == Planet.VENUS) + " body enum " + back[6] + " " + ((Op) back[6]).apply(6, 7)
                + " class " + back[6].getClass().getName());

        int[][][] cube = new int[2][3][];
        cube[1][2] = new int[] {7};
        int[][][] cubeBack = roundTrip(cube);
        System.out.println("int[][][]: " + Arrays.deepToString(cubeBack));

        Point p = new Point(1, 2);
        Line line = new Line(p, p, Op.PLUS);
        byte[] lb = write(line);
        System.out.println("record: " + hex(lb));
        Line lineBack = (Line) new ObjectInputStream(new ByteArrayInputStream(lb)).readObject();
        System.out.println("  " + lineBack + " same point " + (lineBack.from() == lineBack.to()) + " equal "
                + lineBack.equals(line));
        byte[] bad = write(new Point(5, 6));
        bad[bad.length - 8] = (byte) 0xff; // x, the first of the two int fields, becomes negative
        try {
            roundTripBytes(bad);
        } catch (java.io.InvalidObjectException e) {
            System.out.println("record canonical constructor rejects: " + e.getMessage() + " / cause "
                    + e.getCause());
        }

        ArrayList<String> al = new ArrayList<>(List.of("a", "b", "c"));
        al.remove(1);
        collection("ArrayList", al);
        collection("empty ArrayList", new ArrayList<>());
        HashMap<String, Integer> hm = new HashMap<>();
        for (int i = 0; i < 5; i++) {
            hm.put("k" + i, i);
        }
        collection("HashMap", hm);
        LinkedHashMap<String, Integer> lhm = new LinkedHashMap<>();
        lhm.put("zebra", 1);
        lhm.put("apple", 2);
        lhm.put("mango", 3);
        collection("LinkedHashMap", lhm);
        LinkedHashMap<String, Integer> access = new LinkedHashMap<>(16, 0.75f, true);
        access.put("one", 1);
        access.put("two", 2);
        access.get("one");
        collection("access-ordered LinkedHashMap", access);
        collection("HashSet", new HashSet<>(List.of(3, 1, 2)));
        collection("LinkedHashSet", new LinkedHashSet<>(List.of("q", "a", "z")));
        TreeMap<String, Double> tm = new TreeMap<>();
        tm.put("pi", Math.PI);
        tm.put("e", Math.E);
        tm.put("zero", 0.0);
        collection("TreeMap", tm);
        TreeMap<Integer, String> bigTree = new TreeMap<>();
        for (int i = 0; i < 20; i++) {
            bigTree.put(i * 7 % 20, "v" + i);
        }
        TreeMap<Integer, String> bigBack = roundTrip(bigTree);
        System.out.println("TreeMap of 20: " + bigBack.equals(bigTree) + " first " + bigBack.firstKey() + " last "
                + bigBack.lastKey() + " head(5) " + bigBack.headMap(5));
        collection("TreeSet", new TreeSet<>(List.of("pear", "apple", "fig")));
        collection("LinkedList", new LinkedList<>(List.of(1L, 2L, 3L)));
        ArrayDeque<Character> deque = new ArrayDeque<>();
        deque.add('b');
        deque.addFirst('a');
        deque.addLast('c');
        collection("ArrayDeque", deque);
        collection("Date", new Date(1_000_000_000_000L));
        collection("boxed", new Object[] {(byte) 1, (short) 2, 3, 4L, 5f, 6d, 'c', true}.length);
        Object[] boxed = roundTrip(new Object[] {(byte) 1, (short) 2, 3, 4L, 5f, 6d, 'c', true, null});
        System.out.println("boxed: " + Arrays.toString(boxed));

        Map<String, List<Integer>> nested = new HashMap<>();
        nested.put("evens", new ArrayList<>(List.of(2, 4)));
        nested.put("odds", new LinkedList<>(List.of(1, 3)));
        Map<String, List<Integer>> nestedBack = roundTrip(nested);
        System.out.println("nested: " + nestedBack + " " + nestedBack.get("odds").getClass().getSimpleName());
        nestedBack.get("evens").add(6);
        System.out.println("  independent: " + nested.get("evens") + " vs " + nestedBack.get("evens"));
    }

    static Object roundTripBytes(byte[] b) throws IOException, ClassNotFoundException {
        return new ObjectInputStream(new ByteArrayInputStream(b)).readObject();
    }
}

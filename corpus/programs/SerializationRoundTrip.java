import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.Arrays;

/**
 * The exact bytes of Java serialization for a few shapes of object, and
 * what reading them back gives: primitives of every type, strings (with
 * non-ASCII text), arrays, nested objects, class objects, enums, records,
 * block data written around objects, reset, unshared writes.
 */
public class SerializationRoundTrip {
    static class Prims implements Serializable {
        private static final long serialVersionUID = 1L;
        boolean z = true;
        byte b = -2;
        char c = '\u00e9';
        short s = -300;
        int i = 123456789;
        long j = -9876543210L;
        float f = 1.5f;
        double d = -0.1;
        String text = "h\u00e9llo \u4e16\u754c \u0000!";
        transient int notWritten = 99;
        static int alsoNot = 5;
    }

    static class Node implements Serializable {
        private static final long serialVersionUID = 2L;
        final String name;
        Node next;

        Node(String name, Node next) {
            this.name = name;
            this.next = next;
        }
    }

    enum Suit { CLUBS, HEARTS }

    record Pair(String left, int right) implements Serializable {
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

    static Object read(byte[] bytes) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            return in.readObject();
        }
    }

    static void show(String label, Object o) throws Exception {
        byte[] bytes = write(o);
        System.out.println(label + " (" + bytes.length + " bytes)");
        System.out.println("  " + hex(bytes));
        Object back = read(bytes);
        String text = back instanceof Object[] a ? Arrays.deepToString(a)
                : back instanceof int[] a ? Arrays.toString(a)
                : back instanceof double[] a ? Arrays.toString(a)
                : back instanceof char[] a ? Arrays.toString(a)
                : back instanceof boolean[] a ? Arrays.toString(a)
                : back instanceof long[] a ? Arrays.toString(a)
                : back instanceof byte[] a ? Arrays.toString(a)
                : String.valueOf(back);
        System.out.println("  read: " + text);
    }

    public static void main(String[] args) throws Exception {
        ByteArrayOutputStream empty = new ByteArrayOutputStream();
        new ObjectOutputStream(empty);
        System.out.println("header only: " + hex(empty.toByteArray()));

        show("null", null);
        show("string", "hello");
        show("unicode string", "caf\u00e9 \u2603 \ud83d\ude00 \u0000");
        show("empty string", "");
        show("Integer", 42);
        show("Long", Long.MIN_VALUE);
        show("Double", Math.PI);
        show("Character", 'x');
        show("Boolean", Boolean.FALSE);
        show("int[]", new int[] {1, -1, Integer.MAX_VALUE});
        show("long[]", new long[] {1L << 40});
        show("double[]", new double[] {0.5, Double.NaN, -0.0});
        show("char[]", new char[] {'a', '\u00ff'});
        show("boolean[]", new boolean[] {true, false});
        show("byte[]", new byte[] {0, 127, -128});
        show("String[]", new String[] {"a", null, "a"});
        show("int[][]", new int[][] {{1}, {2, 3}});
        show("Object[] mixed", new Object[] {1, "two", 3.0, null});
        show("enum", Suit.HEARTS);
        show("record", new Pair("L", 7));
        show("class String", String.class);
        show("class int", int.class);
        show("class Suit", Suit.class);

        Prims p = new Prims();
        byte[] pb = write(p);
        System.out.println("Prims (" + pb.length + " bytes)");
        System.out.println("  " + hex(pb));
        Prims pr = (Prims) read(pb);
        System.out.println("  read: " + pr.z + " " + pr.b + " " + (int) pr.c + " " + pr.s + " " + pr.i + " " + pr.j
                + " " + pr.f + " " + pr.d + " [" + pr.text + "] notWritten=" + pr.notWritten);

        Node list = new Node("a", new Node("b", new Node("c", null)));
        byte[] nb = write(list);
        System.out.println("Node chain (" + nb.length + " bytes)");
        System.out.println("  " + hex(nb));
        Node nr = (Node) read(nb);
        System.out.println("  read: " + nr.name + " -> " + nr.next.name + " -> " + nr.next.next.name + " -> "
                + nr.next.next.next);

        // Primitive data around objects, written as block data.
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        ObjectOutputStream out = new ObjectOutputStream(bo);
        out.writeInt(7);
        out.writeUTF("utf \u00e9");
        out.writeObject("obj");
        out.writeBoolean(true);
        out.writeLong(-1L);
        out.writeDouble(2.5);
        out.writeChars("hi");
        out.writeBytes("ab");
        out.writeShort(65535);
        out.writeByte(200);
        out.writeFloat(0.25f);
        out.writeChar('Z');
        out.write(new byte[] {9, 8, 7});
        out.writeObject("obj");
        out.reset();
        out.writeObject("obj");
        out.writeUnshared("unshared");
        out.flush();
        System.out.println("mixed stream: " + hex(bo.toByteArray()));
        ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bo.toByteArray()));
        System.out.println("  " + in.readInt() + " " + in.readUTF() + " " + in.readObject() + " " + in.readBoolean()
                + " " + in.readLong() + " " + in.readDouble() + " " + in.readChar() + in.readChar() + " "
                + (char) in.readByte() + (char) in.readByte() + " " + in.readUnsignedShort() + " "
                + in.readUnsignedByte() + " " + in.readFloat() + " " + in.readChar());
        byte[] three = new byte[3];
        in.readFully(three);
        System.out.println("  " + Arrays.toString(three) + " " + in.readObject() + " " + in.readObject() + " "
                + in.readUnshared() + " available=" + in.available() + " read()=" + in.read());

        // Block data longer than one 1024-byte block.
        bo = new ByteArrayOutputStream();
        out = new ObjectOutputStream(bo);
        for (int i = 0; i < 300; i++) {
            out.writeInt(i);
        }
        out.writeObject("end");
        out.close();
        byte[] big = bo.toByteArray();
        System.out.println("300 ints: " + big.length + " bytes, head " + hex(Arrays.copyOf(big, 12)) + " at 1028: "
                + hex(Arrays.copyOfRange(big, 1028, 1040)));
        in = new ObjectInputStream(new ByteArrayInputStream(big));
        long sum = 0;
        byte[] chunk = new byte[4000];
        int n = in.read(chunk, 0, chunk.length);
        System.out.println("  first read(byte[]) gives " + n + " bytes");
        for (int i = n / 4; i < 300; i++) {
            sum += in.readInt();
        }
        System.out.println("  sum of the rest " + sum + ", then " + in.readObject());

        // The same object twice, written shared and unshared.
        String shared = new String("twice");
        bo = new ByteArrayOutputStream();
        out = new ObjectOutputStream(bo);
        out.writeObject(shared);
        out.writeObject(shared);
        out.writeUnshared(shared);
        out.close();
        System.out.println("shared/unshared: " + hex(bo.toByteArray()));
        in = new ObjectInputStream(new ByteArrayInputStream(bo.toByteArray()));
        Object s1 = in.readObject();
        Object s2 = in.readObject();
        Object s3 = in.readObject();
        System.out.println("  same=" + (s1 == s2) + " unsharedSame=" + (s1 == s3));

        // A long string (more than 65535 bytes of UTF-8).
        String longText = "\u00e9".repeat(40000);
        byte[] lb = write(longText);
        System.out.println("long string: " + lb.length + " bytes, head " + hex(Arrays.copyOf(lb, 16)));
        System.out.println("  read back equal: " + longText.equals(read(lb)));
    }
}

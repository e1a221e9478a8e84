import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import sun.misc.Unsafe;

/**
 * A lock-free stack and counters over sun.misc.Unsafe, the way libraries
 * such as guava reach it: theUnsafe by reflection, field offsets, compare-and-swap,
 * and array elements read eight bytes at a time.
 */
public class UnsafeAccess {
    static final Unsafe U = unsafe();

    static Unsafe unsafe() {
        try {
            return Unsafe.getUnsafe();
        } catch (SecurityException e) {
            System.out.println("getUnsafe: " + e);
        }
        try {
            Field f = Unsafe.class.getDeclaredField("theUnsafe");
            f.setAccessible(true);
            return (Unsafe) f.get(null);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    static final class Node {
        final String value;
        Node next;

        Node(String value) {
            this.value = value;
        }
    }

    static final class Stack {
        volatile Node head;
        volatile int size;
        volatile long pushes;
        static final long HEAD;
        static final long SIZE;
        static final long PUSHES;

        static {
            try {
                HEAD = U.objectFieldOffset(Stack.class.getDeclaredField("head"));
                SIZE = U.objectFieldOffset(Stack.class.getDeclaredField("size"));
                PUSHES = U.objectFieldOffset(Stack.class.getDeclaredField("pushes"));
            } catch (NoSuchFieldException e) {
                throw new ExceptionInInitializerError(e);
            }
        }

        void push(String v) {
            Node n = new Node(v);
            do {
                n.next = head;
            } while (!U.compareAndSwapObject(this, HEAD, n.next, n));
            U.getAndAddInt(this, SIZE, 1);
            U.getAndAddLong(this, PUSHES, 1L);
        }

        String pop() {
            Node h;
            do {
                h = head;
                if (h == null) {
                    return null;
                }
            } while (!U.compareAndSwapObject(this, HEAD, h, h.next));
            U.getAndAddInt(this, SIZE, -1);
            return h.value;
        }
    }

    static int x;
    long stamp = 7;
    int flags;
    Object payload = "first";

    public static void main(String[] args) throws Exception {
        System.out.println("distinct offsets: " + (Stack.HEAD != Stack.SIZE && Stack.SIZE != Stack.PUSHES));

        Stack s = new Stack();
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            final int id = t;
            Thread th = new Thread(() -> {
                for (int i = 0; i < 250; i++) {
                    s.push("t" + id + "-" + i);
                    if (i % 5 == 4) {
                        s.pop();
                    }
                }
            });
            threads.add(th);
            th.start();
        }
        for (Thread th : threads) {
            th.join();
        }
        int count = 0;
        for (Node n = s.head; n != null; n = n.next) {
            count++;
        }
        System.out.println("size=" + s.size + " nodes=" + count + " pushes=" + s.pushes);

        UnsafeAccess o = new UnsafeAccess();
        long stampOff = U.objectFieldOffset(UnsafeAccess.class.getDeclaredField("stamp"));
        long flagsOff = U.objectFieldOffset(UnsafeAccess.class.getDeclaredField("flags"));
        long payloadOff = U.objectFieldOffset(UnsafeAccess.class.getDeclaredField("payload"));
        System.out.println("cas long 7->8: " + U.compareAndSwapLong(o, stampOff, 7L, 8L) + " stamp=" + o.stamp);
        System.out.println("cas long 7->9: " + U.compareAndSwapLong(o, stampOff, 7L, 9L) + " stamp=" + o.stamp);
        System.out.println("cas int 0->5: " + U.compareAndSwapInt(o, flagsOff, 0, 5) + " flags=" + o.flags);
        System.out.println("cas int 0->6: " + U.compareAndSwapInt(o, flagsOff, 0, 6) + " flags=" + o.flags);
        U.putLong(o, stampOff, -1L);
        U.putInt(o, flagsOff, 0x7fffffff);
        System.out.println("getLong=" + U.getLong(o, stampOff) + " getInt=" + U.getInt(o, flagsOff)
                + " volatile=" + U.getIntVolatile(o, flagsOff));
        Object prev = U.getAndSetObject(o, payloadOff, "second");
        System.out.println("getAndSet: " + prev + " -> " + U.getObject(o, payloadOff));
        U.putOrderedObject(o, payloadOff, "third");
        U.putObjectVolatile(o, payloadOff, U.getObjectVolatile(o, payloadOff) + "!");
        System.out.println("payload=" + o.payload);
        System.out.println("getAndAddInt=" + U.getAndAddInt(o, flagsOff, 1) + " now " + o.flags);

        Field xf = UnsafeAccess.class.getDeclaredField("x");
        Object base = U.staticFieldBase(xf);
        long xOff = U.staticFieldOffset(xf);
        U.putInt(base, xOff, 42);
        System.out.println("static x=" + x + " read " + U.getInt(base, xOff));
        try {
            U.objectFieldOffset(xf);
        } catch (IllegalArgumentException e) {
            System.out.println("objectFieldOffset(static): " + e);
        }

        int byteBase = U.arrayBaseOffset(byte[].class);
        System.out.println("byte[] scale=" + U.arrayIndexScale(byte[].class) + " aligned=" + (byteBase % 8 == 0)
                + " Object[] scale=" + U.arrayIndexScale(Object[].class) + " long[] scale="
                + U.arrayIndexScale(long[].class) + " address=" + U.addressSize());
        byte[] bytes = "Terrarium runs bytecode".getBytes("UTF-8");
        for (int i = 0; i + 8 <= bytes.length; i += 8) {
            long v = U.getLong(bytes, (long) byteBase + i);
            System.out.printf("bytes[%d..%d] as long: %016x%n", i, i + 8, v);
        }
        U.putLong(bytes, (long) byteBase, 0x0102030405060708L);
        System.out.println("after putLong: " + java.util.Arrays.toString(java.util.Arrays.copyOf(bytes, 10)));
        System.out.println("int at 2: " + Integer.toHexString(U.getInt(bytes, (long) byteBase + 2)));

        int[] ints = {10, 20, 30};
        long intBase = U.arrayBaseOffset(int[].class);
        int intScale = U.arrayIndexScale(int[].class);
        System.out.println("cas ints[1] 20->21: " + U.compareAndSwapInt(ints, intBase + intScale, 20, 21)
                + " " + java.util.Arrays.toString(ints));
        System.out.println("ints[0..1] as long: " + Long.toHexString(U.getLong(ints, intBase)));

        long[] longs = new long[4];
        long longBase = U.arrayBaseOffset(long[].class);
        for (int i = 0; i < longs.length; i++) {
            U.getAndAddLong(longs, longBase + 8L * i, i * 1000L);
        }
        System.out.println("longs: " + java.util.Arrays.toString(longs));

        String[] names = {"a", "b", "c"};
        long objBase = U.arrayBaseOffset(String[].class);
        int objScale = U.arrayIndexScale(String[].class);
        System.out.println("names[2]=" + U.getObject(names, objBase + 2L * objScale));
        System.out.println("cas names[0]: " + U.compareAndSwapObject(names, objBase, "a", "z")
                + " " + U.compareAndSwapObject(names, objBase, "a", "y") + " " + String.join(",", names));

        Node raw = (Node) U.allocateInstance(Node.class);
        System.out.println("allocateInstance: value=" + raw.value + " next=" + raw.next);
        try {
            U.allocateInstance(Runnable.class);
        } catch (InstantiationException e) {
            System.out.println("allocateInstance(interface): " + e);
        }
        try {
            U.throwException(new java.io.IOException("thrown unchecked"));
        } catch (Exception e) {
            System.out.println("throwException: " + e);
        }
    }
}

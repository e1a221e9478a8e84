public class StaticNested {
    private static int outerStatic = 10;
    private int outerInstance = 20;

    static class Counter {
        private static int instances = 0;
        private final int id;
        Counter() { id = ++instances; }
        int id() { return id; }
        static int instances() { return instances; }
    }
    static class Builder {
        private String name = "unnamed";
        private int size;
        private boolean flag;
        Builder name(String n) { name = n; return this; }
        Builder size(int s) { size = s; return this; }
        Builder flag(boolean f) { flag = f; return this; }
        Product build() { return new Product(this); }
    }
    static class Product {
        final String name; final int size; final boolean flag;
        private Product(Builder b) { name = b.name; size = b.size; flag = b.flag; }
        public String toString() { return "Product{" + name + "," + size + "," + flag + "}"; }
    }
    static class Level1 {
        static String hello() { return "L1 sees outerStatic=" + outerStatic; }
        static class Level2 {
            static class Level3 {
                int read(StaticNested o) { return o.outerInstance + outerStatic; }
            }
        }
    }
    static class Pair<A, B> {
        final A first; final B second;
        Pair(A a, B b) { first = a; second = b; }
        static <A, B> Pair<A, B> of(A a, B b) { return new Pair<>(a, b); }
        Pair<B, A> swap() { return new Pair<>(second, first); }
        public String toString() { return "(" + first + ", " + second + ")"; }
    }
    static class LinkedStack {
        private static class Node { int v; Node next; Node(int v, Node n) { this.v = v; next = n; } }
        private Node head;
        private int size;
        void push(int v) { head = new Node(v, head); size++; }
        int pop() { int v = head.v; head = head.next; size--; return v; }
        boolean isEmpty() { return head == null; }
    }

    public static void main(String[] args) {
        Counter a = new Counter(), b = new Counter(), c = new Counter();
        System.out.println("ids " + a.id() + " " + b.id() + " " + c.id() + " instances " + Counter.instances());
        Product p = new Builder().name("widget").size(3).flag(true).build();
        System.out.println(p + " " + new Builder().build());
        System.out.println(Level1.hello());
        System.out.println("L3 " + new Level1.Level2.Level3().read(new StaticNested()));
        outerStatic = 100;
        System.out.println(Level1.hello());
        Pair<String, Integer> pr = Pair.of("one", 1);
        System.out.println(pr + " " + pr.swap() + " " + pr.swap().swap());
        LinkedStack st = new LinkedStack();
        for (int i = 1; i <= 10; i++) st.push(i * i);
        StringBuilder sb = new StringBuilder();
        while (!st.isEmpty()) sb.append(st.pop()).append(' ');
        System.out.println("stack " + sb + "size " + st.size);
        System.out.println("names " + Level1.Level2.Level3.class.getName() + " " + Level1.Level2.Level3.class.getSimpleName() + " " + LinkedStack.class.getName());
    }
}

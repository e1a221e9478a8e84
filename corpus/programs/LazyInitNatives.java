public class LazyInitNatives {
    enum Color { RED, GREEN, BLUE }

    enum Untouched { A, B }

    static class Lazy {
        static {
            System.out.println("Lazy initialised");
        }

        static int value = 42;
    }

    public static void main(String[] args) throws Exception {
        // Natives that must initialise a class first, then finish the call.
        Object[] cs = Color.class.getEnumConstants();
        System.out.println("constants " + cs.length + " first " + cs[0]);
        System.out.println("valueOf " + Enum.valueOf(Untouched.class, "B"));
        System.out.println("before forName");
        Class<?> c = Class.forName("LazyInitNatives$Lazy");
        System.out.println("after forName " + c.getName());
        Class.forName("LazyInitNatives$Lazy");
        System.out.println("value " + Lazy.value);
        try {
            Class.forName("LazyInitNatives$Missing");
        } catch (ClassNotFoundException e) {
            System.out.println("missing: " + e.getMessage());
        }
    }
}

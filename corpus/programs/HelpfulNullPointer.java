public class HelpfulNullPointer {
    static String staticField;
    String instanceField;
    int[] numbers;
    HelpfulNullPointer next;

    static String returnsNull() { return null; }
    String name() { return null; }

    interface Thrower { void run(); }

    static void show(String label, Thrower t) {
        try {
            t.run();
            System.out.println(label + ": no exception");
        } catch (NullPointerException e) {
            System.out.println(label + ": " + e.getMessage());
        }
    }

    static void localCase() {
        String s = null;
        if (System.out != null) {
            try {
                System.out.println(s.length());
            } catch (NullPointerException e) {
                System.out.println("local: " + e.getMessage());
            }
        }
    }
    static void paramCase(String p, int[] arr, Object o) {
        try {
            p.isEmpty();
        } catch (NullPointerException e) {
            System.out.println("param: " + e.getMessage());
        }
        try {
            arr[0] = 1;
        } catch (NullPointerException e) {
            System.out.println("param array store: " + e.getMessage());
        }
        try {
            System.out.println(arr.length);
        } catch (NullPointerException e) {
            System.out.println("param array length: " + e.getMessage());
        }
        try {
            synchronized (o) { System.out.println("unreachable"); }
        } catch (NullPointerException e) {
            System.out.println("monitorenter: " + e.getMessage());
        }
    }
    void instanceCases() {
        try {
            instanceField.trim();
        } catch (NullPointerException e) {
            System.out.println("field: " + e.getMessage());
        }
        try {
            numbers[1]++;
        } catch (NullPointerException e) {
            System.out.println("field array: " + e.getMessage());
        }
        try {
            next.instanceField = "x";
        } catch (NullPointerException e) {
            System.out.println("putfield: " + e.getMessage());
        }
        try {
            System.out.println(next.next.instanceField);
        } catch (NullPointerException e) {
            System.out.println("chained getfield: " + e.getMessage());
        }
        try {
            name().length();
        } catch (NullPointerException e) {
            System.out.println("method return: " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        localCase();
        paramCase(null, null, null);
        new HelpfulNullPointer().instanceCases();
        try {
            staticField.toUpperCase();
        } catch (NullPointerException e) {
            System.out.println("static field: " + e.getMessage());
        }
        try {
            returnsNull().length();
        } catch (NullPointerException e) {
            System.out.println("static method return: " + e.getMessage());
        }
        String[] strs = new String[2];
        try {
            strs[1].length();
        } catch (NullPointerException e) {
            System.out.println("array element: " + e.getMessage());
        }
        int[][] grid = new int[2][];
        try {
            grid[1][0] = 3;
        } catch (NullPointerException e) {
            System.out.println("2d array: " + e.getMessage());
        }
        Integer boxed = null;
        try {
            int x = boxed;
            System.out.println(x);
        } catch (NullPointerException e) {
            System.out.println("unboxing: " + e.getMessage());
        }
        try {
            throw null;
        } catch (NullPointerException e) {
            System.out.println("throw null: " + e.getMessage());
        }
        try {
            Object o = null;
            o.hashCode();
        } catch (NullPointerException e) {
            System.out.println("Object method: " + e.getMessage());
        }
        HelpfulNullPointer h = new HelpfulNullPointer();
        try {
            h.next.name();
        } catch (NullPointerException e) {
            System.out.println("field then invoke: " + e.getMessage());
        }
        try {
            long[] la = null;
            la[0] = 5L;
        } catch (NullPointerException e) {
            System.out.println("long array store: " + e.getMessage());
        }
        show("lambda local", () -> { String s = null; s.length(); });
        NullPointerException explicit = new NullPointerException("explicit message");
        System.out.println("explicit: " + explicit.getMessage());
        NullPointerException noMsg = new NullPointerException();
        System.out.println("constructed, not thrown by VM: " + noMsg.getMessage());
    }
}

public class Enums {
    enum Color { RED, GREEN, BLUE }
    enum Planet {
        MERCURY(3.303e+23, 2.4397e6), EARTH(5.976e+24, 6.37814e6), JUPITER(1.9e+27, 7.1492e7);
        private final double mass, radius;
        Planet(double mass, double radius) { this.mass = mass; this.radius = radius; }
        double surfaceGravity() { return 6.67300E-11 * mass / (radius * radius); }
    }
    enum Op {
        PLUS("+") { int apply(int a, int b) { return a + b; } },
        MINUS("-") { int apply(int a, int b) { return a - b; } },
        TIMES("*") {
            int apply(int a, int b) { return a * b; }
            @Override public String toString() { return "TIMES!"; }
        };
        final String sym;
        Op(String sym) { this.sym = sym; }
        abstract int apply(int a, int b);
    }
    interface HasCode { int code(); }
    enum Status implements HasCode {
        OK(200), NOT_FOUND(404), ERROR(500);
        private final int code;
        private static final Status DEFAULT;
        static { DEFAULT = OK; System.out.println("  Status static init"); }
        Status(int c) { code = c; }
        public int code() { return code; }
        static Status byCode(int c) {
            for (Status s : values()) if (s.code == c) return s;
            return DEFAULT;
        }
    }
    enum Empty {}
    enum Single { INSTANCE; int counter; int next() { return ++counter; } }

    static String describe(Color c) {
        switch (c) {
            case RED: return "warm";
            case GREEN: return "natural";
            default: return "cool";
        }
    }

    public static void main(String[] args) {
        for (Color c : Color.values()) {
            System.out.println(c + " name=" + c.name() + " ordinal=" + c.ordinal() + " describe=" + describe(c) + " cmpGREEN=" + c.compareTo(Color.GREEN) + " eqRED=" + c.equals(Color.RED));
        }
        System.out.println("valueOf BLUE " + Color.valueOf("BLUE") + " same " + (Color.valueOf("BLUE") == Color.BLUE));
        try {
            Color.valueOf("PURPLE");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            Color.valueOf(null);
        } catch (NullPointerException e) {
            System.out.println("NPE " + e.getMessage());
        }
        try {
            Enum.valueOf(Color.class, "red");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        System.out.println("Enum.valueOf " + Enum.valueOf(Color.class, "GREEN"));
        for (Planet p : Planet.values()) {
            double g = p.surfaceGravity();
            System.out.println(p + " gravity*1000 rounded " + Math.round(g * 1000));
        }
        for (Op op : Op.values()) {
            System.out.println(op.name() + " '" + op + "' sym=" + op.sym + " 7?3=" + op.apply(7, 3)
                + " class=" + op.getClass().getName() + " declaring=" + op.getDeclaringClass().getName()
                + " isOpClass=" + (op.getClass() == Op.class));
        }
        System.out.println("before Status use");
        System.out.println("Status.byCode(404)=" + Status.byCode(404) + " byCode(1)=" + Status.byCode(1) + " code " + Status.ERROR.code());
        HasCode hc = Status.NOT_FOUND;
        System.out.println("via interface " + hc.code());
        System.out.println("Empty values " + Empty.values().length);
        System.out.println("Single " + Single.INSTANCE.next() + " " + Single.INSTANCE.next());
        Color[] vals = Color.values();
        vals[0] = Color.BLUE;
        System.out.println("values() is a copy: " + Color.values()[0]);
        System.out.println("declaring class of RED " + Color.RED.getDeclaringClass().getSimpleName() + " superclass " + Color.class.getSuperclass().getName());
        System.out.println("Op superclass of PLUS class " + Op.PLUS.getClass().getSuperclass().getName());
        Enum<?> e = Color.GREEN;
        System.out.println("as Enum " + e.name() + " " + e.ordinal());
        Comparable<Color> cmp = Color.RED;
        System.out.println("comparable " + cmp.compareTo(Color.BLUE));
        System.out.println("enum in string switch-like: " + java.util.Arrays.toString(Status.values()));
    }
}

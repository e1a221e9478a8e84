import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

// Generic record and enum tooling: "withers" and map conversion for records
// through their canonical constructors, and a lenient enum parser / describer.
// getDeclaredFields/Methods order is unspecified, so they are sorted by name;
// getRecordComponents and getEnumConstants are in declaration order by spec.
public class ReflectRecordsAndEnums {

    @Retention(RetentionPolicy.RUNTIME) @interface Unit { String value(); }

    record Money(@Unit("cents") long cents, String currency) {
        Money {
            if (cents < 0) throw new IllegalArgumentException("negative amount: " + cents);
            currency = currency.toUpperCase();
        }
        Money plus(Money other) { return new Money(cents + other.cents, currency); }
    }

    record Pair<A, B extends Comparable<B>>(A first, B second) { }

    record Tags(String owner, String... values) { }

    record Empty() { }

    record Line(Money price, int quantity, List<String> notes) {
        static int created;
        Line { created++; }
        public int quantity() { return Math.max(quantity, 0); }
    }

    interface Operator { int apply(int a, int b); }

    enum Op implements Operator {
        PLUS("+") { public int apply(int a, int b) { return a + b; } },
        MINUS("-") { public int apply(int a, int b) { return a - b; } },
        TIMES("*") { public int apply(int a, int b) { return a * b; } };
        final String symbol;
        Op(String symbol) { this.symbol = symbol; }
    }

    enum Planet {
        MERCURY(3.303e+23, 2.4397e6), EARTH(5.976e+24, 6.37814e6);
        private final double mass, radius;
        static final double G = 6.67300E-11;
        Planet(double mass, double radius) { this.mass = mass; this.radius = radius; }
        double surfaceGravity() { return G * mass / (radius * radius); }
    }

    enum Empty0 { }

    @SuppressWarnings("unchecked")
    static <R extends Record> R with(R record, String component, Object value) throws ReflectiveOperationException {
        RecordComponent[] rcs = record.getClass().getRecordComponents();
        Class<?>[] types = new Class<?>[rcs.length];
        Object[] values = new Object[rcs.length];
        boolean found = false;
        for (int i = 0; i < rcs.length; i++) {
            types[i] = rcs[i].getType();
            if (rcs[i].getName().equals(component)) { values[i] = value; found = true; }
            else values[i] = rcs[i].getAccessor().invoke(record);
        }
        if (!found) throw new NoSuchFieldException(record.getClass().getSimpleName() + " has no component " + component);
        Constructor<?> canonical = record.getClass().getDeclaredConstructor(types);
        return (R) canonical.newInstance(values);
    }

    static Map<String, Object> toMap(Record r) throws ReflectiveOperationException {
        Map<String, Object> m = new LinkedHashMap<>();
        for (RecordComponent rc : r.getClass().getRecordComponents()) {
            Object v = rc.getAccessor().invoke(r);
            m.put(rc.getName(), v instanceof Record ? toMap((Record) v) : v instanceof Object[] ? Arrays.toString((Object[]) v) : v);
        }
        return m;
    }

    static <E extends Enum<E>> E parse(Class<E> type, String text) {
        for (E e : type.getEnumConstants()) if (e.name().equalsIgnoreCase(text.trim())) return e;
        return Enum.valueOf(type, text);  // throws with the JDK's message
    }

    static void describeRecord(Class<?> c) {
        System.out.println(c.getSimpleName() + " isRecord=" + c.isRecord() + " superclass=" + c.getSuperclass().getName() + " modifiers=" + Modifier.toString(c.getModifiers()));
        for (RecordComponent rc : c.getRecordComponents()) {
            System.out.println("  " + rc + " type=" + rc.getType().getName() + " generic=" + rc.getGenericType().getTypeName() + " signature=" + rc.getGenericSignature()
                    + " accessor=" + rc.getAccessor() + " record=" + rc.getDeclaringRecord().getSimpleName() + " annotations=" + Arrays.toString(rc.getAnnotations()));
        }
        Field[] fs = c.getDeclaredFields();
        Arrays.sort(fs, Comparator.comparing(Field::getName));
        for (Field f : fs) System.out.println("  field " + f);
        Constructor<?>[] cs = c.getDeclaredConstructors();
        for (Constructor<?> k : cs) System.out.println("  ctor " + k.toGenericString() + " varargs=" + k.isVarArgs());
    }

    public static void main(String[] args) throws Exception {
        describeRecord(Money.class);
        describeRecord(Pair.class);
        describeRecord(Tags.class);
        describeRecord(Empty.class);
        System.out.println("Pair type params " + Arrays.toString(Pair.class.getTypeParameters()) + ", Empty components " + Empty.class.getRecordComponents().length
                + ", String components " + String.class.getRecordComponents() + ", Record.class isRecord " + Record.class.isRecord());

        Money m = new Money(1250, "eur");
        System.out.println(m + " -> " + with(m, "cents", 99L) + " / " + with(m, "currency", "usd"));
        try {
            with(m, "cents", -1L);
        } catch (InvocationTargetException e) {
            System.out.println("compact constructor rejected: " + e.getCause());
        }
        try {
            with(m, "amount", 1L);
        } catch (NoSuchFieldException e) {
            System.out.println("NoSuchFieldException: " + e.getMessage());
        }
        System.out.println("Integer for long component (widened): " + with(m, "cents", 5));
        try {
            with(m, "cents", "5");
        } catch (IllegalArgumentException e) {
            System.out.println("String for long component: " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        Pair<String, Integer> p = new Pair<>("k", 1);
        System.out.println(with(p, "second", 2) + " " + with(p, "second", "not an int (erased)"));
        Line line = new Line(m, -3, List.of("gift"));
        System.out.println("toMap " + toMap(line) + " | " + toMap(new Tags("me", "a", "b")) + " | " + toMap(new Empty()));
        System.out.println("Line accessor override: field " + Line.class.getDeclaredField("quantity").getInt(line) + " vs accessor " + Line.class.getRecordComponents()[1].getAccessor().invoke(line)
                + ", created " + Line.created + ", static field is not a component: " + Arrays.stream(Line.class.getRecordComponents()).noneMatch(rc -> rc.getName().equals("created")));
        Field cents = Money.class.getDeclaredField("cents");
        cents.setAccessible(true);
        try {
            cents.setLong(m, 5);
        } catch (IllegalAccessException e) {
            System.out.println("record field is not writable: " + e.getMessage());
        }
        Method plus = Money.class.getDeclaredMethod("plus", Money.class);
        System.out.println("plus via reflection " + plus.invoke(m, new Money(50, "eur")) + ", equals " + m.equals(with(m, "currency", "EUR")));

        // Enums.
        System.out.println("Op constants " + Arrays.toString(Op.class.getEnumConstants()) + " isEnum " + Op.class.isEnum() + " modifiers '" + Modifier.toString(Op.class.getModifiers()) + "'");
        for (Op op : Op.values()) {
            Class<?> body = op.getClass();
            System.out.println("  " + op.name() + " ordinal " + op.ordinal() + " symbol " + op.symbol + " class " + body.getName() + " isEnum " + body.isEnum()
                    + " declaring " + op.getDeclaringClass().getSimpleName() + " super " + body.getSuperclass().getSimpleName() + " 6?3=" + op.apply(6, 3));
        }
        Field[] fields = Op.class.getDeclaredFields();
        Arrays.sort(fields, Comparator.comparing(Field::getName));
        for (Field f : fields) System.out.println("  field " + f.getName() + " enumConstant=" + f.isEnumConstant() + " synthetic=" + f.isSynthetic() + " " + Modifier.toString(f.getModifiers()) + " " + f.getType().getSimpleName());
        Method[] methods = Op.class.getDeclaredMethods();
        Arrays.sort(methods, Comparator.comparing(Method::toString));
        for (Method mt : methods) System.out.println("  method " + mt + " synthetic=" + mt.isSynthetic());
        Op[] vals = (Op[]) Op.class.getMethod("values").invoke(null);
        vals[0] = null;
        System.out.println("values() returns a copy: " + Arrays.toString(Op.values()) + ", valueOf via reflection " + Op.class.getMethod("valueOf", String.class).invoke(null, "MINUS"));
        try {
            Op.class.getMethod("valueOf", String.class).invoke(null, "DIVIDE");
        } catch (InvocationTargetException e) {
            System.out.println("valueOf(DIVIDE): " + e.getCause());
        }
        System.out.println("parse " + parse(Op.class, " times ") + " " + parse(Planet.class, "earth"));
        try {
            parse(Planet.class, "Pluto");
        } catch (IllegalArgumentException e) {
            System.out.println("parse Pluto: " + e.getMessage());
        }
        try {
            Enum.valueOf(Planet.class, null);
        } catch (NullPointerException e) {
            System.out.println("valueOf null: " + e.getMessage());
        }
        for (Planet pl : Planet.class.getEnumConstants()) System.out.printf("  %s g=%.2f%n", pl, pl.surfaceGravity());
        Field mass = Planet.class.getDeclaredField("mass");
        System.out.println("EARTH mass " + mass.getDouble(Planet.EARTH) + ", G static " + Planet.class.getDeclaredField("G").get(null)
                + ", EARTH field is " + Planet.class.getField("EARTH") + " -> " + (Planet.class.getField("EARTH").get(null) == Planet.EARTH));
        System.out.println("Empty0 constants " + Empty0.class.getEnumConstants().length + ", String constants " + String.class.getEnumConstants()
                + ", body class constants " + Op.PLUS.getClass().getEnumConstants());
        EnumMap<Op, String> names = new EnumMap<>(Op.class);
        for (Op op : EnumSet.complementOf(EnumSet.of(Op.MINUS))) names.put(op, op.symbol);
        System.out.println("EnumMap " + names + ", EnumSet.allOf " + EnumSet.allOf(Planet.class) + ", Operator impls " + Operator.class.isAssignableFrom(Op.class));
        List<String> kinds = new ArrayList<>();
        for (Class<?> c : new Class<?>[] {Op.class, Op.PLUS.getClass(), Planet.class, Enum.class, Money.class}) kinds.add(c.getSimpleName() + ":" + c.isEnum() + "/" + Enum.class.isAssignableFrom(c));
        System.out.println("isEnum/assignable " + kinds);
    }
}

import java.io.ObjectStreamClass;
import java.io.ObjectStreamField;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;

/**
 * The serialVersionUID the JDK computes for classes that declare none
 * (the SHA-1 of the class's name, modifiers, interfaces, fields, static
 * initializer, constructors and methods), for classes of many shapes: the
 * value old streams depend on, so a change to any member must change it
 * exactly as the JDK's does.
 */
public class SerializationDefaultUid {
    static class Empty implements Serializable {
    }

    public static class PublicEmpty implements Serializable {
    }

    static final class FinalWithFields implements Serializable {
        int a;
        private String b;
        protected long c;
        public double d;
        transient int e;
        private transient int privateTransient;
        private static int privateStatic;
        static int packageStatic;
        volatile boolean v;
        final char f = 'x';
    }

    static class WithStaticInit implements Serializable {
        static final List<String> NAMES = new ArrayList<>();
    }

    static class WithConstantOnly implements Serializable {
        static final int LIMIT = 10;
        static final String NAME = "constant";
    }

    static class WithStaticBlock implements Serializable {
        static int counter;

        static {
            counter = 3;
        }
    }

    static class ClinitLiteral implements Serializable {
        String name() {
            return "<clinit>";
        }
    }

    static class Constructors implements Serializable {
        Constructors() {
        }

        public Constructors(int x) {
        }

        protected Constructors(String s, long[] arr) {
        }

        private Constructors(double d) {
        }
    }

    abstract static class Methods implements Serializable, Comparable<Methods>, Cloneable {
        public abstract void run();

        public int compareTo(Methods o) {
            return 0;
        }

        static synchronized String[] names(List<String> l, int[][] grid) {
            return null;
        }

        private void hidden() {
        }

        protected final Object self() {
            return this;
        }

        native void nativeOne();

        void overloaded(int x) {
        }

        void overloaded(String s) {
        }
    }

    interface Shape extends Serializable {
        double area();
    }

    interface Marker extends Serializable {
    }

    class Inner implements Serializable {
        int value;
    }

    static class WithLambda implements Serializable {
        Supplier<String> supplier() {
            return () -> "lambda";
        }
    }

    static class Generic<T extends Comparable<T>> implements Serializable {
        T value;
        List<? extends T> values;

        <U> U convert(T t, U u) {
            return u;
        }
    }

    static class Sub extends FinalWithFieldsBase {
        int extra;
    }

    static class FinalWithFieldsBase implements Serializable {
        int base;
    }

    enum Color { RED, GREEN }

    record Point(int x, int y) implements Serializable {
    }

    static class Declared implements Serializable {
        private static final long serialVersionUID = 123456789L;
    }

    static class WrongTypeUid implements Serializable {
        static final int serialVersionUID = 5;
    }

    public static void main(String[] args) {
        Class<?>[] classes = {
            Empty.class, PublicEmpty.class, FinalWithFields.class, WithStaticInit.class, WithConstantOnly.class,
            WithStaticBlock.class, ClinitLiteral.class, Constructors.class, Methods.class, Shape.class, Marker.class,
            Inner.class, WithLambda.class, Generic.class, Sub.class, FinalWithFieldsBase.class, Color.class,
            Point.class, Declared.class, WrongTypeUid.class, SerializationDefaultUid.class, String[].class,
            int[].class, Empty[].class, Object[][].class,
        };
        for (Class<?> c : classes) {
            ObjectStreamClass osc = ObjectStreamClass.lookup(c);
            if (osc == null) {
                System.out.println(c.getName() + ": not serializable");
                continue;
            }
            System.out.println(c.getName() + ": " + osc.getSerialVersionUID());
            ObjectStreamField[] fields = osc.getFields();
            if (fields.length > 0) {
                System.out.println("  fields " + Arrays.toString(fields));
            }
        }
        System.out.println(ObjectStreamClass.lookup(Empty.class));
        System.out.println(ObjectStreamClass.lookupAny(Object.class) + " / "
                + ObjectStreamClass.lookupAny(Thread.class).getSerialVersionUID());
        System.out.println("same descriptor: " + (ObjectStreamClass.lookup(Empty.class)
                == ObjectStreamClass.lookup(Empty.class)));
        System.out.println("forClass: " + ObjectStreamClass.lookup(Point.class).forClass().getSimpleName()
                + " field x: " + ObjectStreamClass.lookup(Point.class).getField("x") + " missing: "
                + ObjectStreamClass.lookup(Point.class).getField("z"));

        Class<?>[] library = {
            String.class, Integer.class, Long.class, Double.class, Float.class, Short.class, Byte.class,
            Character.class, Boolean.class, Number.class, Enum.class, java.util.ArrayList.class,
            java.util.HashMap.class, java.util.LinkedHashMap.class, java.util.HashSet.class,
            java.util.LinkedHashSet.class, java.util.TreeMap.class, java.util.TreeSet.class,
            java.util.LinkedList.class, java.util.ArrayDeque.class, java.util.Date.class, Throwable.class,
            Exception.class, RuntimeException.class, Error.class, java.io.IOException.class,
            java.io.NotSerializableException.class, java.io.InvalidClassException.class,
            java.io.StreamCorruptedException.class, java.io.OptionalDataException.class,
            java.io.InvalidObjectException.class, java.io.WriteAbortedException.class,
            java.io.NotActiveException.class, ObjectStreamClass.class,
        };
        for (Class<?> c : library) {
            System.out.println(c.getName() + ": " + ObjectStreamClass.lookup(c).getSerialVersionUID() + " "
                    + Arrays.toString(ObjectStreamClass.lookup(c).getFields()));
        }
    }
}

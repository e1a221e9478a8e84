import java.io.Serializable;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.Supplier;

// A "class inspector" such as a debugger or documentation tool would print:
// names, nesting, modifiers, kinds, nest membership and sealed hierarchies for
// every kind of class. getDeclaredClasses()/getClasses() order is unspecified,
// so those are sorted by name.
public class ReflectClassMetadata {

    public static class PublicNested { }
    private static final class PrivateNested { }
    protected abstract static class ProtectedAbstract { }
    class Inner { class InnerInner { } }
    interface Api extends Serializable, Comparable<Api> { }
    @interface Marker { }
    enum Suit { CLUBS, HEARTS { @Override public String toString() { return "hearts!"; } } }
    record Pair(int a, int b) implements Serializable { }

    sealed interface Shape permits Circle, Square, Polygon { }
    record Circle(double r) implements Shape { }
    static final class Square implements Shape { }
    static non-sealed class Polygon implements Shape { }
    static class Hexagon extends Polygon { }
    abstract static sealed class Vehicle { }
    static final class Car extends Vehicle { }
    static final class Bike extends Vehicle { }

    final Object anonInField = new Object() { };
    static final Runnable ANON_STATIC = new Runnable() { public void run() { } };
    final Object anonInCtor;
    Object localInCtor;

    ReflectClassMetadata() {
        anonInCtor = new Serializable() { };
        class CtorLocal { }
        localInCtor = new CtorLocal();
    }

    private static Object makeLocal() {
        class Local implements Supplier<String> { public String get() { return "local"; } }
        return new Local();
    }

    private Object makeAnonymousInInstanceMethod(int seed) {
        return new Comparable<Integer>() { public int compareTo(Integer o) { return seed - o; } };
    }

    static String n(Class<?> c) { return c == null ? "null" : c.getName(); }

    static void describe(String label, Class<?> c) {
        System.out.println("== " + label);
        System.out.println("  name=" + c.getName() + " simple='" + c.getSimpleName() + "' canonical=" + c.getCanonicalName()
                + " typeName=" + c.getTypeName() + " package='" + c.getPackageName() + "'");
        List<String> kinds = new ArrayList<>();
        if (c.isInterface()) kinds.add("interface");
        if (c.isAnnotation()) kinds.add("annotation");
        if (c.isEnum()) kinds.add("enum");
        if (c.isRecord()) kinds.add("record");
        if (c.isArray()) kinds.add("array");
        if (c.isPrimitive()) kinds.add("primitive");
        if (c.isMemberClass()) kinds.add("member");
        if (c.isLocalClass()) kinds.add("local");
        if (c.isAnonymousClass()) kinds.add("anonymous");
        if (c.isSynthetic()) kinds.add("synthetic");
        if (c.isSealed()) kinds.add("sealed");
        System.out.println("  kinds=" + kinds + " modifiers='" + Modifier.toString(c.getModifiers()) + "' (0x" + Integer.toHexString(c.getModifiers()) + ")");
        System.out.println("  enclosingClass=" + n(c.getEnclosingClass()) + " declaringClass=" + n(c.getDeclaringClass())
                + " enclosingMethod=" + c.getEnclosingMethod() + " enclosingConstructor=" + c.getEnclosingConstructor());
        System.out.println("  superclass=" + n(c.getSuperclass()) + " interfaces=" + Arrays.toString(c.getInterfaces())
                + " nestHost=" + n(c.getNestHost()) + " descriptor=" + c.descriptorString());
        if (c.isSealed()) {
            StringBuilder sb = new StringBuilder();
            for (Class<?> p : c.getPermittedSubclasses()) sb.append(' ').append(p.getName());
            System.out.println("  permits" + sb);
        }
    }

    static String sortedNames(Class<?>[] classes) {
        Class<?>[] copy = classes.clone();
        Arrays.sort(copy, Comparator.comparing(Class::getName));
        StringBuilder sb = new StringBuilder();
        for (Class<?> c : copy) sb.append(sb.length() == 0 ? "" : ", ").append(c.getName().replace("ReflectClassMetadata$", "$"));
        return "[" + sb + "]";
    }

    public static void main(String[] args) throws Exception {
        ReflectClassMetadata self = new ReflectClassMetadata();
        describe("top level", ReflectClassMetadata.class);
        describe("public static nested", PublicNested.class);
        describe("private static final nested", PrivateNested.class);
        describe("protected abstract static nested", ProtectedAbstract.class);
        describe("inner", Inner.class);
        describe("inner of inner", Inner.InnerInner.class);
        describe("nested interface", Api.class);
        describe("nested annotation", Marker.class);
        describe("enum", Suit.class);
        describe("enum constant with body", Suit.HEARTS.getClass());
        describe("record", Pair.class);
        describe("sealed interface", Shape.class);
        describe("record in sealed hierarchy", Circle.class);
        describe("non-sealed class", Polygon.class);
        describe("subclass of non-sealed", Hexagon.class);
        describe("sealed abstract class (implicit permits)", Vehicle.class);
        describe("local class in static method", makeLocal().getClass());
        describe("local class in constructor", self.localInCtor.getClass());
        describe("anonymous in instance method", self.makeAnonymousInInstanceMethod(3).getClass());
        describe("anonymous in constructor", self.anonInCtor.getClass());
        describe("anonymous in field initializer", self.anonInField.getClass());
        describe("anonymous in static initializer", ANON_STATIC.getClass());
        describe("int", int.class);
        describe("void", void.class);
        describe("int[][]", int[][].class);
        describe("array of nested", Pair[].class);
        describe("array of anonymous", java.lang.reflect.Array.newInstance(self.anonInField.getClass(), 0).getClass());
        describe("Map.Entry", java.util.Map.Entry.class);

        System.out.println("declared classes: " + sortedNames(ReflectClassMetadata.class.getDeclaredClasses()));
        System.out.println("public member classes: " + sortedNames(ReflectClassMetadata.class.getClasses()));
        System.out.println("Inner declares: " + sortedNames(Inner.class.getDeclaredClasses()) + ", Suit declares: " + sortedNames(Suit.class.getDeclaredClasses()));
        System.out.println("nest members: " + sortedNames(ReflectClassMetadata.class.getNestMembers()));
        System.out.println("Inner nestmate of Pair: " + Inner.class.isNestmateOf(Pair.class) + ", of String: " + Inner.class.isNestmateOf(String.class)
                + ", Map.Entry nestmate of Map: " + java.util.Map.Entry.class.isNestmateOf(java.util.Map.class) + ", int[] nest host: " + n(int[].class.getNestHost()));
        System.out.println("Square permitted by Shape: " + Arrays.asList(Shape.class.getPermittedSubclasses()).contains(Square.class)
                + ", Polygon sealed: " + Polygon.class.isSealed() + ", permitted of non-sealed: " + Arrays.toString(Polygon.class.getPermittedSubclasses()));
        System.out.println("HEARTS class " + Suit.HEARTS.getClass().getName() + " declaringClass " + Suit.HEARTS.getDeclaringClass().getName()
                + " isEnum " + Suit.HEARTS.getClass().isEnum() + " enum constants via body class " + Arrays.toString(Suit.HEARTS.getClass().getEnumConstants()));

        Class<?> ia = int[].class;
        System.out.println("int[] component " + ia.componentType() + ", arrayType " + ia.arrayType().getName() + ", int.arrayType " + int.class.arrayType().getName()
                + ", int component " + int.class.componentType() + ", String[][] component " + String[][].class.getComponentType().getName());
        System.out.println("forName [[I same: " + (Class.forName("[[I") == int[][].class) + ", forName nested array: " + Class.forName("[LReflectClassMetadata$Pair;").getSimpleName());
        System.out.println("Object super " + Object.class.getSuperclass() + ", interface super " + Api.class.getSuperclass() + ", int[] super " + n(int[].class.getSuperclass())
                + ", int[] interfaces " + Arrays.toString(int[].class.getInterfaces()));
        System.out.println("int[] modifiers '" + Modifier.toString(int[].class.getModifiers()) + "', PrivateNested[] modifiers '" + Modifier.toString(PrivateNested[].class.getModifiers()) + "'");
        System.out.println("isInstance: " + Shape.class.isInstance(new Circle(1)) + " " + Shape.class.isInstance(null) + " " + int.class.isInstance(3)
                + "; assignable: " + Polygon.class.isAssignableFrom(Hexagon.class) + " " + Object.class.isAssignableFrom(int.class)
                + " " + Object[].class.isAssignableFrom(Pair[][].class) + " " + long.class.isAssignableFrom(int.class));
        System.out.println("toString: " + ReflectClassMetadata.class + " | " + Api.class + " | " + int.class + " | " + Marker.class + " | " + String[].class);
        System.out.println("toGenericString: " + Api.class.toGenericString() + " | " + Marker.class.toGenericString() + " | " + Suit.class.toGenericString()
                + " | " + Pair.class.toGenericString() + " | " + Shape.class.toGenericString() + " | " + Supplier.class.toGenericString() + " | " + int[][].class.toGenericString());
    }
}

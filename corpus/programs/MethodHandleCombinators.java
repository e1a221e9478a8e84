import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.WrongMethodTypeException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

// A templating/validation pipeline assembled from method handle combinators,
// the way expression compilers and rule engines build call trees without
// generating bytecode: each stage is a small static method, glued together with
// insertArguments, dropArguments, filterArguments, filterReturnValue,
// foldArguments, collectArguments, guardWithTest, catchException, tryFinally,
// permuteArguments and the spreader/collector adapters. Bad combinations print
// the exceptions the JDK throws while building.
public class MethodHandleCombinators {

    static final List<String> TRACE = new ArrayList<>();

    static String greet(String greeting, String name, int times) {
        return (greeting + ", " + name + "! ").repeat(times).trim();
    }

    static String upper(String s) {
        return s.toUpperCase(Locale.ROOT);
    }

    static String trimmed(String s) {
        return s.trim();
    }

    static int length(String s) {
        return s.length();
    }

    static String bracket(String s) {
        return "[" + s + "]";
    }

    static boolean isShort(String s) {
        return s.length() <= 5;
    }

    static String shortForm(String s) {
        return "short:" + s;
    }

    static String longForm(String s) {
        return "long:" + s.substring(0, 5) + "...";
    }

    static int parse(String s) {
        return Integer.parseInt(s.trim());
    }

    static int fallbackParse(NumberFormatException e, String s) {
        TRACE.add("fallback for '" + s + "': " + e.getMessage());
        return -1;
    }

    static String checksum(String a, String b) {
        return Integer.toString((a + b).length());
    }

    static String signed(String checksum, String a, String b) {
        return a + "+" + b + "#" + checksum;
    }

    static void log(String a, String b) {
        TRACE.add("log " + a + "," + b);
    }

    static int divide(int a, int b) {
        return a / b;
    }

    static int cleanup(Throwable t, int result, int a, int b) {
        TRACE.add("cleanup a=" + a + " b=" + b + " result=" + result + " thrown=" + t);
        return t == null ? result : 0;
    }

    static String describe(String label, int count, double ratio) {
        return label + ":" + count + ":" + ratio;
    }

    static String concatAll(String... parts) {
        return String.join("", parts);
    }

    static int total(int[] values) {
        int s = 0;
        for (int v : values) {
            s += v;
        }
        return s;
    }

    static int step(int acc, int i) {
        return acc + i * i;
    }

    static String name(int i) {
        return "case" + i;
    }

    static final MethodHandles.Lookup L = MethodHandles.lookup();

    static MethodHandle find(String name, Class<?> ret, Class<?>... params) throws ReflectiveOperationException {
        return L.findStatic(MethodHandleCombinators.class, name, MethodType.methodType(ret, params));
    }

    static void show(String label, MethodHandle h, Object... args) {
        try {
            System.out.println(label + " " + h.type() + " -> " + h.invokeWithArguments(args));
        } catch (Throwable t) {
            System.out.println(label + " " + h.type() + " !! " + t);
        }
    }

    interface Builder {
        MethodHandle build() throws Throwable;
    }

    static void tryBuild(String label, Builder b) {
        try {
            MethodHandle h = b.build();
            System.out.println(label + ": built " + h.type());
        } catch (Throwable t) {
            System.out.println(label + ": " + t);
        }
    }

    public static void main(String[] args) throws Throwable {
        MethodHandle greet = find("greet", String.class, String.class, String.class, int.class);
        MethodHandle upper = find("upper", String.class, String.class);
        MethodHandle trimmed = find("trimmed", String.class, String.class);
        MethodHandle length = find("length", int.class, String.class);
        MethodHandle bracket = find("bracket", String.class, String.class);

        System.out.println("== insert and drop");
        MethodHandle hello = MethodHandles.insertArguments(greet, 0, "Hello");
        show("hello", hello, "Ada", 2);
        MethodHandle helloOnce = MethodHandles.insertArguments(greet, 0, "Hi", "Bob", (short) 1);
        show("helloOnce", helloOnce);
        MethodHandle ignoring = MethodHandles.dropArguments(hello, 1, long.class, Object.class);
        show("ignoring", ignoring, "Cy", 9L, "unused", 1);
        MethodHandle matched = MethodHandles.dropArgumentsToMatch(length, 0,
                List.of(int.class, String.class, boolean.class), 1);
        show("matched", matched, 7, "seven", true);
        show("dropReturn", MethodHandles.dropReturn(length), "gone");

        System.out.println("== filters");
        MethodHandle shout = MethodHandles.filterReturnValue(hello, upper);
        show("shout", shout, "Dee", 1);
        MethodHandle cleanName = MethodHandles.filterArguments(greet, 1, trimmed, length);
        show("cleanName", cleanName, "Hey", "  Eve  ", "xyz");
        MethodHandle bracketedLength = MethodHandles.filterReturnValue(bracket, length);
        show("bracketedLength", bracketedLength, "abc");
        MethodHandle skipFirst = MethodHandles.filterArguments(greet, 0, null, upper);
        show("skipFirst", skipFirst, "yo", "fay", 1);

        System.out.println("== fold and collect");
        MethodHandle signed = find("signed", String.class, String.class, String.class, String.class);
        MethodHandle withChecksum = MethodHandles.foldArguments(signed,
                find("checksum", String.class, String.class, String.class));
        show("folded", withChecksum, "ab", "cde");
        MethodHandle logged = MethodHandles.foldArguments(find("concatAll", String.class, String[].class)
                .asCollector(String[].class, 2), find("log", void.class, String.class, String.class));
        show("logged", logged, "x", "y");
        MethodHandle collected = MethodHandles.collectArguments(greet, 2, length);
        show("collected", collected, "Yo", "Gus", "four");
        MethodHandle voidCollected = MethodHandles.collectArguments(length, 0,
                find("log", void.class, String.class, String.class));
        show("voidCollected", voidCollected, "p", "q", "measure me");

        System.out.println("== guard and catch");
        MethodHandle shortOrLong = MethodHandles.guardWithTest(find("isShort", boolean.class, String.class),
                find("shortForm", String.class, String.class), find("longForm", String.class, String.class));
        show("guard", shortOrLong, "tiny");
        show("guard", shortOrLong, "enormous");
        MethodHandle safeParse = MethodHandles.catchException(find("parse", int.class, String.class),
                NumberFormatException.class,
                find("fallbackParse", int.class, NumberFormatException.class, String.class));
        show("safeParse", safeParse, " 42 ");
        show("safeParse", safeParse, "4x2");
        MethodHandle unguarded = MethodHandles.catchException(find("parse", int.class, String.class),
                IllegalStateException.class, MethodHandles.dropArguments(MethodHandles.constant(int.class, 0), 0,
                        IllegalStateException.class));
        show("unguarded", unguarded, "nope");
        MethodHandle divide = find("divide", int.class, int.class, int.class);
        MethodHandle guardedDivide = MethodHandles.tryFinally(divide,
                find("cleanup", int.class, Throwable.class, int.class, int.class, int.class));
        show("tryFinally", guardedDivide, 10, 3);
        show("tryFinally", guardedDivide, 1, 0);
        MethodHandle thrower = MethodHandles.throwException(String.class, IllegalStateException.class);
        show("thrower", thrower, new IllegalStateException("thrown by a handle"));
        for (String line : TRACE) {
            System.out.println("  trace: " + line);
        }

        System.out.println("== permute, spread, collect");
        MethodHandle describe = find("describe", String.class, String.class, int.class, double.class);
        MethodHandle reordered = MethodHandles.permuteArguments(describe,
                MethodType.methodType(String.class, double.class, String.class, int.class), 1, 2, 0);
        show("reordered", reordered, 0.5, "r", 3);
        MethodHandle twice = MethodHandles.permuteArguments(greet,
                MethodType.methodType(String.class, String.class, int.class), 0, 0, 1);
        show("twice", twice, "Hola", 2);
        MethodHandle spread = describe.asSpreader(Object[].class, 2);
        show("spread", spread, "s", new Object[] {4, 1.25});
        MethodHandle spreadMiddle = describe.asSpreader(1, Object[].class, 2);
        show("spreadMiddle", spreadMiddle, "m", new Object[] {5, 2.5});
        try {
            spread.invokeWithArguments("s", new Object[] {1});
        } catch (IllegalArgumentException e) {
            System.out.println("wrong length: " + e.getMessage());
        }
        MethodHandle total = find("total", int.class, int[].class);
        MethodHandle three = total.asCollector(int[].class, 3);
        show("collector", three, 1, 2, 3);
        System.out.println("collector invokeExact: " + (int) three.invokeExact(4, 5, 6));
        MethodHandle var = total.asVarargsCollector(int[].class);
        System.out.println("varargs invoke: " + (int) var.invoke() + " " + (int) var.invoke(7) + " "
                + (int) var.invoke(7, 8, (short) 9) + " " + (int) var.invoke(new int[] {10, 11}));
        MethodHandle spreadTotal = three.asSpreader(int[].class, 3);
        System.out.println("spread again: " + (int) spreadTotal.invokeExact(new int[] {1, 1, 1}));

        System.out.println("== constants, identities, arrays, loops");
        show("constant", MethodHandles.constant(long.class, 7));
        show("identity", MethodHandles.identity(String.class), "same");
        show("zero", MethodHandles.zero(double.class));
        show("empty", MethodHandles.empty(MethodType.methodType(int.class, String.class, long.class)), "x", 1L);
        MethodHandle getter = MethodHandles.arrayElementGetter(String[].class);
        MethodHandle setter = MethodHandles.arrayElementSetter(String[].class);
        String[] names = (String[]) MethodHandles.arrayConstructor(String[].class).invoke(3);
        setter.invoke(names, 1, "middle");
        System.out.println("array: " + Arrays.toString(names) + " [1]=" + getter.invoke(names, 1) + " length="
                + (int) MethodHandles.arrayLength(String[].class).invokeExact(names));
        show("oob", getter, names, 5);
        show("store", MethodHandles.arrayElementSetter(Object[].class), (Object) names, 0, 42);
        MethodHandle squares = MethodHandles.countedLoop(MethodHandles.constant(int.class, 5),
                MethodHandles.constant(int.class, 0), find("step", int.class, int.class, int.class));
        show("countedLoop", squares);
        MethodHandle cases = MethodHandles.tableSwitch(
                MethodHandles.dropArguments(MethodHandles.constant(String.class, "default"), 0, int.class),
                find("name", String.class, int.class), find("name", String.class, int.class));
        show("switch", cases, 1);
        show("switch", cases, 9);
        MethodHandle explicit = MethodHandles.explicitCastArguments(describe,
                MethodType.methodType(Object.class, Object.class, long.class, float.class));
        show("explicitCast", explicit, "e", 1L << 33, 0.5f);

        System.out.println("== invokers");
        MethodHandle exact = MethodHandles.exactInvoker(MethodType.methodType(String.class, String.class));
        MethodHandle generic = MethodHandles.invoker(MethodType.methodType(Object.class, Object.class));
        MethodHandle spreadInv = MethodHandles.spreadInvoker(describe.type(), 1);
        System.out.println("exact: " + (String) exact.invokeExact(upper, "abc") + ", generic: "
                + generic.invoke(length, "abcd") + ", spread: " + spreadInv.invoke(describe, "sp",
                        new Object[] {1, 2.0}));
        show("exact mismatch", exact, length, "x");
        System.out.println(exact.type() + " " + generic.type() + " " + spreadInv.type());

        System.out.println("== building errors");
        tryBuild("insert too many", () -> MethodHandles.insertArguments(upper, 0, "a", "b"));
        tryBuild("insert wrong type", () -> MethodHandles.insertArguments(greet, 2, "three"));
        tryBuild("insert narrowing", () -> MethodHandles.insertArguments(greet, 2, 3L));
        tryBuild("drop out of range", () -> MethodHandles.dropArguments(upper, 3, int.class));
        tryBuild("filter mismatch", () -> MethodHandles.filterArguments(greet, 2, upper));
        tryBuild("too many filters", () -> MethodHandles.filterArguments(upper, 0, upper, upper));
        tryBuild("return filter mismatch", () -> MethodHandles.filterReturnValue(length, upper));
        tryBuild("fold mismatch", () -> MethodHandles.foldArguments(greet, length));
        tryBuild("collect position", () -> MethodHandles.collectArguments(upper, 4, length));
        tryBuild("guard not predicate", () -> MethodHandles.guardWithTest(length, upper, upper));
        tryBuild("guard types", () -> MethodHandles.guardWithTest(find("isShort", boolean.class, String.class),
                upper, length));
        tryBuild("catch handler", () -> MethodHandles.catchException(length, Exception.class, upper));
        tryBuild("permute length", () -> MethodHandles.permuteArguments(greet, greet.type(), 0, 1));
        tryBuild("permute index", () -> MethodHandles.permuteArguments(upper, upper.type(), 4));
        tryBuild("permute types", () -> MethodHandles.permuteArguments(length,
                MethodType.methodType(int.class, Object.class), 0));
        tryBuild("spreader type", () -> describe.asSpreader(String.class, 2));
        tryBuild("spreader length", () -> describe.asSpreader(Object[].class, 4));
        tryBuild("spreader conversion", () -> describe.asSpreader(String[].class, 2));
        tryBuild("collector type", () -> upper.asCollector(int[].class, 2));
        tryBuild("varargs on int", () -> length.asVarargsCollector(int[].class));
        tryBuild("asType", () -> length.asType(MethodType.methodType(int.class, Integer.class)));
        tryBuild("asType arity", () -> length.asType(MethodType.methodType(int.class)));
        tryBuild("explicit arity", () -> MethodHandles.explicitCastArguments(length, MethodType.methodType(int.class)));
        tryBuild("constant void", () -> MethodHandles.constant(void.class, null));
        tryBuild("constant mismatch", () -> MethodHandles.constant(int.class, "1"));
        tryBuild("identity void", () -> MethodHandles.identity(void.class));
        tryBuild("not an array", () -> MethodHandles.arrayElementGetter(String.class));
        tryBuild("tryFinally cleanup", () -> MethodHandles.tryFinally(divide, divide));
        tryBuild("spreadInvoker count", () -> MethodHandles.spreadInvoker(describe.type(), 5));
        try {
            String s = (String) upper.invokeExact((Object) "x");
            System.out.println("unexpected " + s);
        } catch (WrongMethodTypeException e) {
            System.out.println("invokeExact: " + e.getMessage());
        }
    }
}

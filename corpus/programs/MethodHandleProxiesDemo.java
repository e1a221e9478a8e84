import java.lang.invoke.CallSite;
import java.lang.invoke.ConstantBootstraps;
import java.lang.invoke.ConstantCallSite;
import java.lang.invoke.LambdaConversionException;
import java.lang.invoke.LambdaMetafactory;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandleProxies;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.MutableCallSite;
import java.lang.invoke.VarHandle;
import java.lang.invoke.VolatileCallSite;
import java.lang.invoke.WrongMethodTypeException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;

// A plugin host that turns method handles into ordinary interface objects and
// rewires them at run time, as language runtimes (JRuby, Nashorn) and rule
// engines do: MethodHandleProxies.asInterfaceInstance adapts handles to
// single-method interfaces, call sites (constant, mutable, volatile) hold
// retargetable targets behind dynamicInvoker, LambdaMetafactory is called
// directly to spin function objects, and ConstantBootstraps compute constants.
public class MethodHandleProxiesDemo {

    public interface PriceRule {
        long price(String sku, int quantity);

        default String explain(String sku, int quantity) {
            return sku + " x" + quantity + " = " + price(sku, quantity);
        }
    }

    public interface Notifier {
        void notify(String message) throws java.io.IOException;
    }

    public interface Overloaded {
        String render(Object o);

        String render(String s, int width);
    }

    public interface TwoMethods {
        void first();

        void second();
    }

    static final List<String> SENT = new ArrayList<>();

    static long flatPrice(String sku, int quantity) {
        return quantity * 100L;
    }

    static long bulkPrice(String sku, int quantity) {
        return quantity >= 10 ? quantity * 80L : quantity * 100L;
    }

    static long premiumPrice(String sku, int quantity) {
        return quantity * 150L + sku.length();
    }

    static void send(String message) throws java.io.IOException {
        if (message.isEmpty()) {
            throw new java.io.IOException("empty message");
        }
        SENT.add(message);
    }

    static void sendUnchecked(String message) throws Exception {
        throw new Exception("not declared by Notifier: " + message);
    }

    static String renderAny(Object... parts) {
        StringBuilder sb = new StringBuilder("<");
        for (Object p : parts) {
            sb.append(p).append(';');
        }
        return sb.append('>').toString();
    }

    static int add(int a, int b) {
        return a + b;
    }

    static String tag(String prefix, Object value) {
        return prefix + "=" + value;
    }

    static final class Counter {
        private int count;

        Counter(int start) {
            count = start;
        }

        int next(int step) {
            count += step;
            return count;
        }
    }

    enum Tier { FREE, PRO, ENTERPRISE }

    static final String REGION = "eu-west";

    interface Step {
        Object run() throws Throwable;
    }

    static void attempt(String label, Step step) {
        try {
            System.out.println(label + ": " + step.run());
        } catch (Throwable t) {
            System.out.println(label + ": " + t);
        }
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        MethodType priceType = MethodType.methodType(long.class, String.class, int.class);
        MethodHandle flat = lookup.findStatic(MethodHandleProxiesDemo.class, "flatPrice", priceType);
        MethodHandle bulk = lookup.findStatic(MethodHandleProxiesDemo.class, "bulkPrice", priceType);
        MethodHandle premium = lookup.findStatic(MethodHandleProxiesDemo.class, "premiumPrice", priceType);

        System.out.println("== interface instances");
        PriceRule rule = MethodHandleProxies.asInterfaceInstance(PriceRule.class, flat);
        System.out.println("price: " + rule.price("apple", 3) + ", explain (default method): "
                + rule.explain("pear", 2));
        System.out.println("wrapper: " + MethodHandleProxies.isWrapperInstance(rule) + " type="
                + MethodHandleProxies.wrapperInstanceType(rule).getSimpleName() + " target="
                + MethodHandleProxies.wrapperInstanceTarget(rule) + " same target="
                + (MethodHandleProxies.wrapperInstanceTarget(rule) == flat));
        System.out.println("equals self: " + rule.equals(rule) + ", equals other: "
                + rule.equals(MethodHandleProxies.asInterfaceInstance(PriceRule.class, flat))
                + ", hashCode stable: " + (rule.hashCode() == rule.hashCode()));
        MethodHandle widened = lookup.findStatic(MethodHandleProxiesDemo.class, "add",
                MethodType.methodType(int.class, int.class, int.class));
        IntBinaryOperator adder = MethodHandleProxies.asInterfaceInstance(IntBinaryOperator.class, widened);
        System.out.println("IntBinaryOperator: " + adder.applyAsInt(20, 22));
        Comparator<String> byLength = MethodHandleProxies.asInterfaceInstance(Comparator.class,
                MethodHandles.dropArguments(MethodHandles.constant(int.class, 0), 0, Object.class, Object.class));
        System.out.println("Comparator from constant: " + byLength.compare("a", "bb") + ", reversed: "
                + byLength.reversed().compare("x", "y"));
        Notifier notifier = MethodHandleProxies.asInterfaceInstance(Notifier.class,
                lookup.findStatic(MethodHandleProxiesDemo.class, "send",
                        MethodType.methodType(void.class, String.class)));
        notifier.notify("deploy finished");
        try {
            notifier.notify("");
        } catch (java.io.IOException e) {
            System.out.println("declared exception passes: " + e.getMessage());
        }
        Notifier leaky = MethodHandleProxies.asInterfaceInstance(Notifier.class,
                lookup.findStatic(MethodHandleProxiesDemo.class, "sendUnchecked",
                        MethodType.methodType(void.class, String.class)));
        try {
            leaky.notify("x");
        } catch (java.lang.reflect.UndeclaredThrowableException e) {
            System.out.println("undeclared: " + e.getCause());
        }
        Overloaded overloaded = MethodHandleProxies.asInterfaceInstance(Overloaded.class,
                lookup.findStatic(MethodHandleProxiesDemo.class, "renderAny",
                        MethodType.methodType(String.class, Object[].class)));
        System.out.println("overloads share one varargs target: " + overloaded.render(42) + " "
                + overloaded.render("w", 8));
        Supplier<Object> supplier = MethodHandleProxies.asInterfaceInstance(Supplier.class,
                MethodHandles.constant(String.class, "supplied"));
        System.out.println("Supplier: " + supplier.get() + ", sent: " + SENT);
        attempt("not an interface", () -> MethodHandleProxies.asInterfaceInstance(ArrayList.class, flat));
        attempt("two abstract methods", () -> MethodHandleProxies.asInterfaceInstance(TwoMethods.class,
                MethodHandles.zero(void.class)));
        attempt("wrong target type", () -> MethodHandleProxies.asInterfaceInstance(Callable.class, flat));
        attempt("not a wrapper", () -> MethodHandleProxies.wrapperInstanceTarget(SENT));
        attempt("isWrapperInstance", () -> MethodHandleProxies.isWrapperInstance("text"));

        System.out.println("== call sites");
        MutableCallSite pricing = new MutableCallSite(flat);
        MethodHandle dynamic = pricing.dynamicInvoker();
        PriceRule live = MethodHandleProxies.asInterfaceInstance(PriceRule.class, dynamic);
        System.out.println("dynamic invoker type: " + dynamic.type() + ", price: " + live.price("kiwi", 12));
        pricing.setTarget(bulk);
        System.out.println("after retarget to bulk: " + live.price("kiwi", 12) + ", exact: "
                + (long) dynamic.invokeExact("kiwi", 12));
        pricing.setTarget(premium);
        MutableCallSite.syncAll(new MutableCallSite[] {pricing});
        System.out.println("after retarget to premium: " + live.price("kiwi", 12) + ", target is premium: "
                + (pricing.getTarget() == premium));
        attempt("retarget with wrong type", () -> {
            pricing.setTarget(widened);
            return "changed";
        });
        MutableCallSite blank = new MutableCallSite(MethodType.methodType(String.class, int.class));
        System.out.println("blank site type: " + blank.type() + ", target: " + blank.getTarget());
        attempt("calling uninitialized site", () -> blank.dynamicInvoker().invoke(1));
        blank.setTarget(MethodHandles.dropArguments(MethodHandles.constant(String.class, "ready"), 0, int.class));
        attempt("after setTarget", () -> blank.dynamicInvoker().invoke(1));
        ConstantCallSite fixed = new ConstantCallSite(bulk);
        System.out.println("constant: " + fixed.type() + " dynamicInvoker is target: "
                + (fixed.dynamicInvoker() == bulk) + " -> " + (long) fixed.dynamicInvoker().invokeExact("fig", 20));
        attempt("constant setTarget", () -> {
            fixed.setTarget(flat);
            return "changed";
        });
        VolatileCallSite flag = new VolatileCallSite(MethodHandles.constant(boolean.class, false));
        MethodHandle flagReader = flag.dynamicInvoker();
        System.out.print("volatile flag: " + (boolean) flagReader.invokeExact());
        flag.setTarget(MethodHandles.constant(boolean.class, true));
        System.out.println(" -> " + (boolean) flagReader.invokeExact());
        MethodHandle selector = MethodHandles.guardWithTest(
                MethodHandles.dropArguments(flagReader, 0, String.class, int.class), premium, flat);
        System.out.println("guard on call site: " + (long) selector.invokeExact("plum", 1));

        System.out.println("== LambdaMetafactory called directly");
        MethodType addType = MethodType.methodType(int.class, int.class, int.class);
        CallSite site = LambdaMetafactory.metafactory(lookup, "applyAsInt",
                MethodType.methodType(IntBinaryOperator.class), MethodType.methodType(int.class, int.class, int.class),
                widened, addType);
        IntBinaryOperator op = (IntBinaryOperator) site.getTarget().invokeExact();
        System.out.println("site " + site.getClass().getSimpleName() + " " + site.type() + " -> "
                + op.applyAsInt(3, 4) + ", same instance: " + (op == (IntBinaryOperator) site.getTarget().invokeExact()));
        MethodHandle tag = lookup.findStatic(MethodHandleProxiesDemo.class, "tag",
                MethodType.methodType(String.class, String.class, Object.class));
        CallSite capturing = LambdaMetafactory.metafactory(lookup, "apply",
                MethodType.methodType(Function.class, String.class),
                MethodType.methodType(Object.class, Object.class), tag,
                MethodType.methodType(String.class, Object.class));
        @SuppressWarnings("unchecked")
        Function<Object, String> tagger = (Function<Object, String>) capturing.getTarget().invoke("id");
        System.out.println("captured: " + tagger.apply(7) + " " + tagger.andThen(String::length).apply("abc"));
        MethodHandle next = lookup.findVirtual(Counter.class, "next", MethodType.methodType(int.class, int.class));
        CallSite bound = LambdaMetafactory.metafactory(lookup, "applyAsInt",
                MethodType.methodType(ToIntFunction.class, Counter.class),
                MethodType.methodType(int.class, Object.class), next,
                MethodType.methodType(int.class, Integer.class));
        @SuppressWarnings("unchecked")
        ToIntFunction<Integer> stepper = (ToIntFunction<Integer>) bound.getTarget().invoke(new Counter(100));
        System.out.println("bound receiver: " + stepper.applyAsInt(5) + " " + stepper.applyAsInt(5));
        MethodHandle ctor = lookup.findConstructor(Counter.class, MethodType.methodType(void.class, int.class));
        CallSite factory = LambdaMetafactory.altMetafactory(lookup, "apply",
                MethodType.methodType(Function.class), MethodType.methodType(Object.class, Object.class), ctor,
                MethodType.methodType(Counter.class, Integer.class), LambdaMetafactory.FLAG_MARKERS, 1,
                Runnable.class);
        @SuppressWarnings("unchecked")
        Function<Integer, Counter> make = (Function<Integer, Counter>) factory.getTarget().invokeExact();
        System.out.println("constructor reference: " + make.apply(9).next(1) + ", marker: "
                + (make instanceof Runnable));
        MethodHandle compare = lookup.findVirtual(String.class, "compareTo",
                MethodType.methodType(int.class, String.class));
        CallSite cmp = LambdaMetafactory.metafactory(lookup, "apply",
                MethodType.methodType(BiFunction.class), MethodType.methodType(Object.class, Object.class, Object.class),
                compare, MethodType.methodType(Integer.class, String.class, String.class));
        @SuppressWarnings("unchecked")
        BiFunction<String, String, Integer> cmpFn = (BiFunction<String, String, Integer>) cmp.getTarget().invoke();
        System.out.println("unbound receiver: " + cmpFn.apply("apple", "banana"));
        attempt("not an interface", () -> LambdaMetafactory.metafactory(lookup, "get",
                MethodType.methodType(String.class), MethodType.methodType(Object.class), flat,
                MethodType.methodType(Object.class)));
        attempt("not direct", () -> LambdaMetafactory.metafactory(lookup, "get",
                MethodType.methodType(Supplier.class), MethodType.methodType(Object.class),
                MethodHandles.constant(Object.class, "x"), MethodType.methodType(Object.class)));

        System.out.println("== ConstantBootstraps");
        System.out.println("nullConstant: " + ConstantBootstraps.nullConstant(lookup, "_", String.class));
        System.out.println("primitiveClass: " + ConstantBootstraps.primitiveClass(lookup, "D", Class.class));
        System.out.println("enumConstant: " + ConstantBootstraps.enumConstant(lookup, "PRO", Tier.class) + " "
                + ConstantBootstraps.enumConstant(lookup, "MINUTES", TimeUnit.class));
        System.out.println("getStaticFinal: " + ConstantBootstraps.getStaticFinal(lookup, "REGION", String.class,
                MethodHandleProxiesDemo.class) + " " + ConstantBootstraps.getStaticFinal(lookup, "MIN_VALUE",
                        long.class));
        System.out.println("invoke: " + ConstantBootstraps.invoke(lookup, "_", long.class, widened, 40, 2) + " "
                + ConstantBootstraps.invoke(lookup, "_", String.class, lookup.findStatic(
                        MethodHandleProxiesDemo.class, "renderAny",
                        MethodType.methodType(String.class, Object[].class)), 1, "two"));
        VarHandle vh = ConstantBootstraps.fieldVarHandle(lookup, "count", VarHandle.class, Counter.class, int.class);
        VarHandle arr = ConstantBootstraps.arrayVarHandle(lookup, "_", VarHandle.class, int[].class);
        System.out.println("fieldVarHandle: " + vh + ", arrayVarHandle: " + arr);
        System.out.println("explicitCast: " + ConstantBootstraps.explicitCast(lookup, "_", byte.class, 300) + " "
                + ConstantBootstraps.explicitCast(lookup, "_", boolean.class, 3) + " "
                + ConstantBootstraps.explicitCast(lookup, "_", int.class, null) + " "
                + ConstantBootstraps.explicitCast(lookup, "_", char.class, 66L) + " "
                + ConstantBootstraps.explicitCast(lookup, "_", Object.class, "kept"));
        attempt("nullConstant primitive", () -> ConstantBootstraps.nullConstant(lookup, "_", int.class));
        attempt("primitiveClass bad", () -> ConstantBootstraps.primitiveClass(lookup, "int", Class.class));
        attempt("enumConstant missing", () -> ConstantBootstraps.enumConstant(lookup, "GOLD", Tier.class));
        attempt("getStaticFinal not final", () -> ConstantBootstraps.getStaticFinal(lookup, "SENT", List.class,
                MethodHandleProxiesDemo.class));
        attempt("getStaticFinal missing", () -> ConstantBootstraps.getStaticFinal(lookup, "NOPE", int.class,
                MethodHandleProxiesDemo.class));
        attempt("explicitCast void", () -> ConstantBootstraps.explicitCast(lookup, "_", void.class, 1));
        attempt("explicitCast reference", () -> ConstantBootstraps.explicitCast(lookup, "_", String.class, 1));
        try {
            long wrong = (long) dynamic.invokeExact("x", 1L);
            System.out.println("unexpected " + wrong);
        } catch (WrongMethodTypeException e) {
            System.out.println("dynamic invoker is exact: " + e.getMessage());
        }
    }
}

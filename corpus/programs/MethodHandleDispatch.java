import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.WrongMethodTypeException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

// A command interpreter in the style of a small scripting host: each command
// is a MethodHandle found once with findVirtual/findStatic/findConstructor/
// findGetter and kept in a table; scripts call them with invokeWithArguments,
// and hot paths use invokeExact. Shows how invoke converts arguments (boxing,
// widening, varargs collection), what invokeExact rejects, and that a target's
// exceptions pass through handles unwrapped.
public class MethodHandleDispatch {

    static final class Account {
        private final String owner;
        private long balance;
        final List<String> log = new ArrayList<>();

        Account(String owner) {
            this(owner, 0L);
        }

        Account(String owner, long opening) {
            this.owner = owner;
            this.balance = opening;
        }

        public long deposit(int amount) {
            if (amount <= 0) {
                throw new IllegalArgumentException("deposit must be positive: " + amount);
            }
            balance += amount;
            log.add("+" + amount);
            return balance;
        }

        public long withdraw(long amount) throws InsufficientFundsException {
            if (amount > balance) {
                throw new InsufficientFundsException(owner, balance, amount);
            }
            balance -= amount;
            log.add("-" + amount);
            return balance;
        }

        public String owner() {
            return owner;
        }

        public String describe(String prefix, Object... tags) {
            return prefix + owner + "=" + balance + " " + Arrays.toString(tags);
        }

        @Override
        public String toString() {
            return "Account(" + owner + ", " + balance + ")";
        }
    }

    static final class InsufficientFundsException extends Exception {
        InsufficientFundsException(String owner, long balance, long wanted) {
            super(owner + " has " + balance + ", wanted " + wanted);
        }
    }

    static final class Fees {
        static double percent(double amount, float rate) {
            return amount * rate / 100;
        }

        static int clamp(int value, int low, int high) {
            return Math.max(low, Math.min(high, value));
        }

        static String join(String sep, String... parts) {
            return String.join(sep, parts);
        }

        static long sum(long... values) {
            long s = 0;
            for (long v : values) {
                s += v;
            }
            return s;
        }

        static void audit(String what) {
            System.out.println("  audit: " + what);
        }
    }

    private static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();
    private static final Map<String, MethodHandle> COMMANDS = new LinkedHashMap<>();

    static void register(String name, MethodHandle handle) {
        COMMANDS.put(name, handle);
        System.out.printf("%-10s %-22s varargs=%b%n", name, handle.type(), handle.isVarargsCollector());
    }

    static void run(String name, Object... args) {
        MethodHandle h = COMMANDS.get(name);
        try {
            Object result = h.invokeWithArguments(args);
            System.out.println("  " + name + Arrays.deepToString(args) + " -> " + result);
        } catch (Throwable t) {
            System.out.println("  " + name + Arrays.deepToString(args) + " !! " + t);
        }
    }

    public static void main(String[] args) throws Throwable {
        System.out.println("== command table");
        register("open", LOOKUP.findConstructor(Account.class, MethodType.methodType(void.class, String.class)));
        register("openWith", LOOKUP.findConstructor(Account.class,
                MethodType.methodType(void.class, String.class, long.class)));
        register("deposit", LOOKUP.findVirtual(Account.class, "deposit", MethodType.methodType(long.class, int.class)));
        register("withdraw", LOOKUP.findVirtual(Account.class, "withdraw",
                MethodType.methodType(long.class, long.class)));
        register("owner", LOOKUP.findVirtual(Account.class, "owner", MethodType.methodType(String.class)));
        register("balance", LOOKUP.findGetter(Account.class, "balance", long.class));
        register("describe", LOOKUP.findVirtual(Account.class, "describe",
                MethodType.methodType(String.class, String.class, Object[].class)));
        register("percent", LOOKUP.findStatic(Fees.class, "percent",
                MethodType.methodType(double.class, double.class, float.class)));
        register("clamp", LOOKUP.findStatic(Fees.class, "clamp",
                MethodType.methodType(int.class, int.class, int.class, int.class)));
        register("join", LOOKUP.findStatic(Fees.class, "join",
                MethodType.methodType(String.class, String.class, String[].class)));
        register("sum", LOOKUP.findStatic(Fees.class, "sum", MethodType.methodType(long.class, long[].class)));
        register("audit", LOOKUP.findStatic(Fees.class, "audit", MethodType.methodType(void.class, String.class)));
        register("length", LOOKUP.findVirtual(String.class, "length", MethodType.methodType(int.class)));
        register("parse", LOOKUP.findStatic(Integer.class, "parseInt", MethodType.methodType(int.class, String.class)));

        System.out.println("== scripted calls (invokeWithArguments)");
        Account alice = (Account) COMMANDS.get("open").invokeWithArguments("alice");
        run("deposit", alice, 120);
        run("deposit", alice, (short) 5);
        run("deposit", alice, 'A');
        run("withdraw", alice, 30);
        run("withdraw", alice, 1_000L);
        run("deposit", alice, -4);
        run("deposit", alice, 2.5);
        run("deposit", alice, "ten");
        run("deposit", alice);
        run("balance", alice);
        run("describe", alice, "acct:", "gold", 7, 'x');
        run("describe", alice, "acct:");
        run("percent", 200, 15);
        run("percent", 200.0, 2.5f);
        run("clamp", 42, 0, 10);
        run("join", "/", "usr", "local", "bin");
        run("join", "-");
        run("sum", 1, 2L, (byte) 3, 'd');
        run("sum", new long[] {10, 20});
        run("audit", "ok");
        run("length", "method handles");
        run("parse", "12x");
        run("owner", "not an account");

        System.out.println("== invokeExact on hot paths");
        MethodHandle deposit = COMMANDS.get("deposit");
        MethodHandle withdraw = COMMANDS.get("withdraw");
        Account bob = (Account) COMMANDS.get("openWith").invokeExact("bob", 50L);
        long after = (long) deposit.invokeExact(bob, 25);
        System.out.println("bob after deposit: " + after);
        try {
            int wrongReturn = (int) deposit.invokeExact(bob, 25);
            System.out.println("unexpected " + wrongReturn);
        } catch (WrongMethodTypeException e) {
            System.out.println("WMTE: " + e.getMessage());
        }
        try {
            Object boxed = deposit.invokeExact(bob, 25);
            System.out.println("unexpected " + boxed);
        } catch (WrongMethodTypeException e) {
            System.out.println("WMTE: " + e.getMessage());
        }
        try {
            long viaInteger = (long) deposit.invokeExact(bob, Integer.valueOf(25));
            System.out.println("unexpected " + viaInteger);
        } catch (WrongMethodTypeException e) {
            System.out.println("WMTE: " + e.getMessage());
        }
        try {
            long viaObject = (long) deposit.invokeExact((Object) bob, 25);
            System.out.println("unexpected " + viaObject);
        } catch (WrongMethodTypeException e) {
            System.out.println("WMTE: " + e.getMessage());
        }
        try {
            long left = (long) withdraw.invokeExact(bob, 500L);
            System.out.println("unexpected " + left);
        } catch (InsufficientFundsException e) {
            System.out.println("checked exception passed through: " + e.getMessage());
        }
        System.out.println("bob log: " + bob.log);

        System.out.println("== invoke converts");
        Object boxedBalance = deposit.invoke(bob, (byte) 1);
        System.out.println("boxed result: " + boxedBalance + " (" + boxedBalance.getClass().getSimpleName() + ")");
        double widened = (double) deposit.invoke(bob, 'B');
        System.out.println("widened result: " + widened);
        Number asNumber = (Number) COMMANDS.get("clamp").invoke(99, (short) -5, Integer.valueOf(50));
        System.out.println("clamp as Number: " + asNumber);
        String joined = (String) COMMANDS.get("join").invoke(", ", "a", "b", "c");
        System.out.println("joined: " + joined);
        String none = (String) COMMANDS.get("join").invoke("+");
        System.out.println("joined nothing: '" + none + "'");
        String[] parts = {"x", "y"};
        String passedArray = (String) COMMANDS.get("join").invoke("|", parts);
        System.out.println("array passed as is: " + passedArray);
        long summed = (long) COMMANDS.get("sum").invoke(1, 2, 3, 4);
        System.out.println("sum of four: " + summed);
        COMMANDS.get("audit").invoke("void result ignored");
        Object voidAsObject = COMMANDS.get("audit").invoke("void as Object");
        System.out.println("void call returned " + voidAsObject);
        try {
            int bad = (int) COMMANDS.get("percent").invoke(1.0, 2.0f);
            System.out.println("unexpected " + bad);
        } catch (WrongMethodTypeException e) {
            System.out.println("WMTE: " + e.getMessage());
        }
        try {
            long bad = (long) deposit.invoke(bob, 3L);
            System.out.println("unexpected " + bad);
        } catch (WrongMethodTypeException e) {
            System.out.println("WMTE: " + e.getMessage());
        }
        try {
            Object bad = deposit.invoke((Object) "bob", 1);
            System.out.println("unexpected " + bad);
        } catch (ClassCastException e) {
            System.out.println("CCE: " + e.getMessage());
        }
        try {
            Object bad = deposit.invoke(bob, (Object) Long.valueOf(3));
            System.out.println("unexpected " + bad);
        } catch (ClassCastException e) {
            System.out.println("CCE: " + e.getMessage());
        }
        try {
            Object bad = deposit.invoke(bob, (Integer) null);
            System.out.println("unexpected " + bad);
        } catch (NullPointerException e) {
            System.out.println("NPE: " + e.getMessage());
        }
        try {
            Object bad = deposit.invoke((Account) null, 1);
            System.out.println("unexpected " + bad);
        } catch (NullPointerException e) {
            System.out.println("NPE for null receiver");
        }

        System.out.println("== binding");
        MethodHandle bobDeposit = deposit.bindTo(bob);
        System.out.println("bound: " + bobDeposit + " -> " + (long) bobDeposit.invokeExact(100));
        MethodHandle describeBob = COMMANDS.get("describe").bindTo(bob);
        System.out.println("bound varargs stays varargs: " + describeBob.isVarargsCollector());
        System.out.println(describeBob.invokeWithArguments("[", new Object[] {"a", 1}));
        MethodHandle tagged = describeBob.asVarargsCollector(Object[].class);
        System.out.println((String) tagged.invoke("> ", "silver", 2));
        MethodHandle fixed = tagged.asFixedArity();
        System.out.println("fixed arity: " + fixed.isVarargsCollector() + " " + fixed.type());
        MethodHandle viaBind = LOOKUP.bind(bob, "describe", MethodType.methodType(String.class, String.class,
                Object[].class));
        System.out.println("Lookup.bind: " + viaBind.type() + " varargs=" + viaBind.isVarargsCollector() + " "
                + viaBind.invoke("* ", true));
        try {
            COMMANDS.get("clamp").bindTo(1);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE: " + e.getMessage());
        }
        try {
            deposit.bindTo("not an account");
        } catch (ClassCastException e) {
            System.out.println("CCE: " + e.getMessage());
        }

        System.out.println("== method types");
        MethodType mt = MethodType.methodType(long.class, Account.class, int.class);
        System.out.println(mt + " equals deposit type: " + mt.equals(deposit.type()) + ", same object: "
                + (mt == deposit.type()));
        System.out.println("descriptor: " + mt.toMethodDescriptorString());
        System.out.println("wrap: " + mt.wrap() + ", erase: " + mt.erase() + ", generic: " + mt.generic());
        System.out.println("parameters: " + mt.parameterList() + ", last: " + mt.lastParameterType().getName());
        MethodType parsed = MethodType.fromMethodDescriptorString("(Ljava/lang/String;[I)V", null);
        System.out.println("parsed: " + parsed + " hasPrimitives=" + parsed.hasPrimitives() + " hasWrappers="
                + parsed.hasWrappers());
        System.out.println("changed: " + mt.changeParameterType(1, long.class).changeReturnType(void.class)
                + " inserted: " + mt.insertParameterTypes(1, String.class, char.class) + " dropped: "
                + mt.dropParameterTypes(0, 1) + " appended: " + mt.appendParameterTypes(double[].class));
        try {
            MethodType.methodType(void.class, int.class, void.class);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE: " + e.getMessage());
        }
        try {
            MethodType.fromMethodDescriptorString("(I", null);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE: " + e.getMessage());
        }
        try {
            MethodType.fromMethodDescriptorString("(Lcom/example/Missing;)V", null);
        } catch (TypeNotPresentException e) {
            System.out.println("TNPE: " + e.getMessage());
        }
        try {
            mt.dropParameterTypes(1, 3);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("IOOBE: " + e.getMessage());
        }

        System.out.println("== lookups that fail");
        try {
            LOOKUP.findVirtual(Account.class, "deposit", MethodType.methodType(long.class, long.class));
        } catch (NoSuchMethodException e) {
            System.out.println("NSME: " + e.getMessage());
        }
        try {
            LOOKUP.findStatic(Account.class, "owner", MethodType.methodType(String.class));
        } catch (IllegalAccessException e) {
            System.out.println("IAE: " + e.getMessage());
        }
        try {
            LOOKUP.findConstructor(Account.class, MethodType.methodType(void.class, int.class));
        } catch (NoSuchMethodException e) {
            System.out.println("NSME: " + e.getMessage());
        }
        try {
            LOOKUP.findGetter(Account.class, "balance", int.class);
        } catch (NoSuchFieldException e) {
            System.out.println("NSFE: " + e.getMessage());
        }
        try {
            LOOKUP.findVirtual(Account.class, "<init>", MethodType.methodType(void.class));
        } catch (NoSuchMethodException e) {
            System.out.println("NSME: " + e.getMessage());
        }
        System.out.println("final alice: " + alice + ", bob: " + bob);
    }
}

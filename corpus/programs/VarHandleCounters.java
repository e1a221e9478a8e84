import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.VarHandle;
import java.lang.invoke.WrongMethodTypeException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

// A lock-free metrics collector in the style of Micrometer/Dropwizard
// internals: counters, maxima and a histogram updated through VarHandles
// (getAndAdd, compareAndSet retry loops, getAndBitwiseOr) on instance fields,
// a static field and array elements, from several threads. Only totals that do
// not depend on scheduling are printed. Then the VarHandle API itself: access
// mode types, supported modes, read-only finals, exact invocation and the
// errors of wrong uses.
public class VarHandleCounters {

    static final class Stats {
        volatile long requests;
        volatile int errors;
        volatile long maxLatency;
        volatile double totalLatency;
        volatile byte flags;
        volatile boolean closed;
        volatile String lastError;
        volatile char grade = 'A';
        volatile short shards;
        final long createdAt = 1_000L;
        final long[] histogram = new long[8];

        static volatile long globalEvents;

        private static final VarHandle REQUESTS;
        private static final VarHandle ERRORS;
        private static final VarHandle MAX_LATENCY;
        private static final VarHandle TOTAL_LATENCY;
        private static final VarHandle FLAGS;
        private static final VarHandle CLOSED;
        private static final VarHandle LAST_ERROR;
        private static final VarHandle GRADE;
        private static final VarHandle SHARDS;
        private static final VarHandle CREATED_AT;
        private static final VarHandle GLOBAL_EVENTS;
        private static final VarHandle BUCKETS = MethodHandles.arrayElementVarHandle(long[].class);

        static {
            try {
                MethodHandles.Lookup l = MethodHandles.lookup();
                REQUESTS = l.findVarHandle(Stats.class, "requests", long.class);
                ERRORS = l.findVarHandle(Stats.class, "errors", int.class);
                MAX_LATENCY = l.findVarHandle(Stats.class, "maxLatency", long.class);
                TOTAL_LATENCY = l.findVarHandle(Stats.class, "totalLatency", double.class);
                FLAGS = l.findVarHandle(Stats.class, "flags", byte.class);
                CLOSED = l.findVarHandle(Stats.class, "closed", boolean.class);
                LAST_ERROR = l.findVarHandle(Stats.class, "lastError", String.class);
                GRADE = l.findVarHandle(Stats.class, "grade", char.class);
                SHARDS = l.findVarHandle(Stats.class, "shards", short.class);
                CREATED_AT = l.findVarHandle(Stats.class, "createdAt", long.class);
                GLOBAL_EVENTS = l.findStaticVarHandle(Stats.class, "globalEvents", long.class);
            } catch (ReflectiveOperationException e) {
                throw new ExceptionInInitializerError(e);
            }
        }

        void record(long latency, boolean failed) {
            long n = (long) REQUESTS.getAndAdd(this, 1L);
            GLOBAL_EVENTS.getAndAdd(1L);
            if (failed) {
                ERRORS.getAndAdd(this, 1);
                LAST_ERROR.setRelease(this, "timeout");
                FLAGS.getAndBitwiseOr(this, (byte) 0x02);
            }
            long cur;
            do {
                cur = (long) MAX_LATENCY.getVolatile(this);
                if (latency <= cur) {
                    break;
                }
            } while (!MAX_LATENCY.compareAndSet(this, cur, latency));
            double before;
            do {
                before = (double) TOTAL_LATENCY.getVolatile(this);
            } while (!TOTAL_LATENCY.weakCompareAndSet(this, before, before + latency));
            int bucket = (int) Math.min(7, 63 - Long.numberOfLeadingZeros(Math.max(1, latency)));
            BUCKETS.getAndAdd(histogram, bucket, 1L);
            if (n == 0) {
                FLAGS.getAndBitwiseOr(this, (byte) 0x01);
            }
        }
    }

    static final class Worker extends Thread {
        private final Stats stats;
        private final int id;

        Worker(Stats stats, int id) {
            this.stats = stats;
            this.id = id;
        }

        @Override
        public void run() {
            for (int i = 0; i < 300; i++) {
                long latency = (i * 37L + id * 11L) % 200;
                stats.record(latency, (i + id) % 25 == 0);
                if (i % 50 == 0) {
                    Thread.yield();
                }
            }
        }
    }

    public static void main(String[] args) throws Throwable {
        System.out.println("== collecting from 4 threads");
        Stats stats = new Stats();
        List<Worker> workers = new ArrayList<>();
        for (int id = 0; id < 4; id++) {
            workers.add(new Worker(stats, id));
        }
        for (Worker w : workers) {
            w.start();
        }
        for (Worker w : workers) {
            w.join();
        }
        System.out.println("requests=" + stats.requests + " errors=" + stats.errors + " max=" + stats.maxLatency
                + " total=" + stats.totalLatency + " global=" + Stats.globalEvents);
        System.out.println("histogram=" + Arrays.toString(stats.histogram) + " flags=" + stats.flags
                + " lastError=" + stats.lastError);

        System.out.println("== plain and atomic modes");
        VarHandle requests = Stats.REQUESTS;
        System.out.println("get=" + (long) requests.get(stats) + " getAcquire=" + (long) requests.getAcquire(stats)
                + " getOpaque=" + (long) requests.getOpaque(stats));
        requests.set(stats, 10L);
        requests.setVolatile(stats, (long) requests.getVolatile(stats) + 1);
        requests.setOpaque(stats, (long) requests.get(stats) * 2);
        System.out.println("after sets: " + stats.requests);
        System.out.println("getAndSet returned " + (long) requests.getAndSet(stats, 5L) + ", now " + stats.requests);
        System.out.println("compareAndExchange hit: " + (long) requests.compareAndExchange(stats, 5L, 6L)
                + ", miss: " + (long) requests.compareAndExchangeAcquire(stats, 5L, 7L) + ", now " + stats.requests);
        System.out.println("compareAndSet wrong expected: " + requests.compareAndSet(stats, 99L, 1L)
                + ", weakCompareAndSetPlain: " + requests.weakCompareAndSetPlain(stats, 6L, 8L) + ", now "
                + stats.requests);
        System.out.println("getAndAddRelease: " + (long) requests.getAndAddRelease(stats, 2L) + ", now "
                + stats.requests);
        System.out.println("bitwise and/xor: " + (long) requests.getAndBitwiseAnd(stats, 0xCL) + " "
                + (long) requests.getAndBitwiseXorAcquire(stats, 0xFL) + " -> " + stats.requests);
        Stats.GRADE.getAndAdd(stats, (char) 2);
        Stats.SHARDS.getAndAdd(stats, (short) 40000);
        System.out.println("char grade=" + stats.grade + " short shards=" + stats.shards);
        System.out.println("boolean or: " + (boolean) Stats.CLOSED.getAndBitwiseOr(stats, true) + " -> "
                + stats.closed + ", xor: " + (boolean) Stats.CLOSED.getAndBitwiseXor(stats, true) + " -> "
                + stats.closed);
        System.out.println("String CAS: " + Stats.LAST_ERROR.compareAndSet(stats, "timeout", "reset") + " "
                + stats.lastError + " " + Stats.LAST_ERROR.compareAndSet(stats, new String("reset"), "x") + " "
                + stats.lastError);
        System.out.println("double getAndAdd: " + (double) Stats.TOTAL_LATENCY.getAndAdd(stats, 0.5) + " -> "
                + stats.totalLatency);
        System.out.println("static: " + (long) Stats.GLOBAL_EVENTS.getAndAdd(-200L) + " -> "
                + (long) Stats.GLOBAL_EVENTS.get());

        System.out.println("== invoke-style conversions");
        requests.set(stats, 3);
        Object boxed = requests.get(stats);
        System.out.println("int stored into long: " + stats.requests + ", read as Object: " + boxed + " ("
                + boxed.getClass().getSimpleName() + ")");
        int narrowed = (int) Stats.ERRORS.getAndAdd(stats, (short) 1);
        System.out.println("short delta into int field: " + narrowed + " -> " + stats.errors);
        long[] buckets = stats.histogram;
        VarHandle bucketsVh = Stats.BUCKETS;
        bucketsVh.setVolatile(buckets, 0, 100L);
        System.out.println("bucket CAS: " + bucketsVh.compareAndSet(buckets, 0, 100L, 101L) + " "
                + (long) bucketsVh.getAndAdd(buckets, 0, 1L) + " " + buckets[0]);

        System.out.println("== the handles themselves");
        VarHandle[] all = {Stats.REQUESTS, Stats.CLOSED, Stats.LAST_ERROR, Stats.TOTAL_LATENCY, Stats.CREATED_AT,
            Stats.GLOBAL_EVENTS, Stats.BUCKETS, MethodHandles.arrayElementVarHandle(String[].class)};
        VarHandle.AccessMode[] probes = {VarHandle.AccessMode.GET, VarHandle.AccessMode.SET,
            VarHandle.AccessMode.COMPARE_AND_SET, VarHandle.AccessMode.GET_AND_ADD,
            VarHandle.AccessMode.GET_AND_BITWISE_OR, VarHandle.AccessMode.COMPARE_AND_EXCHANGE};
        for (VarHandle vh : all) {
            StringBuilder sb = new StringBuilder();
            for (VarHandle.AccessMode m : probes) {
                sb.append(vh.isAccessModeSupported(m) ? '+' : '-');
            }
            System.out.println(vh + " varType=" + vh.varType().getSimpleName() + " coords=" + vh.coordinateTypes()
                    + " modes=" + sb);
        }
        for (VarHandle.AccessMode m : probes) {
            System.out.println(m + " (" + m.methodName() + "): " + Stats.REQUESTS.accessModeType(m) + " / "
                    + Stats.BUCKETS.accessModeType(m));
        }
        System.out.println("modes: " + VarHandle.AccessMode.values().length + ", from name: "
                + VarHandle.AccessMode.valueFromMethodName("getAndBitwiseXorRelease"));
        MethodHandle getter = Stats.REQUESTS.toMethodHandle(VarHandle.AccessMode.GET);
        MethodHandle adder = Stats.REQUESTS.toMethodHandle(VarHandle.AccessMode.GET_AND_ADD);
        System.out.println(getter + " " + adder + " -> " + (long) adder.invokeExact(stats, 10L) + " "
                + (long) getter.invokeExact(stats));
        MethodHandle invoker = MethodHandles.varHandleInvoker(VarHandle.AccessMode.GET,
                MethodType.methodType(Object.class, Stats.class));
        System.out.println(invoker + " -> " + invoker.invoke(Stats.REQUESTS, stats));
        VarHandle exact = Stats.REQUESTS.withInvokeExactBehavior();
        System.out.println("exact: " + exact.hasInvokeExactBehavior() + " " + Stats.REQUESTS.hasInvokeExactBehavior()
                + " back: " + exact.withInvokeBehavior().hasInvokeExactBehavior());
        System.out.println("exact get: " + (long) exact.get(stats));
        VarHandle.fullFence();
        VarHandle.acquireFence();
        VarHandle.releaseFence();
        VarHandle.loadLoadFence();
        VarHandle.storeStoreFence();

        System.out.println("== misuse");
        attempt("final field set", () -> Stats.CREATED_AT.set(stats, 5L));
        attempt("final field read", () -> System.out.println("  createdAt=" + (long) Stats.CREATED_AT.get(stats)));
        attempt("add on boolean", () -> Stats.CLOSED.getAndAdd(stats, true));
        attempt("add on String", () -> Stats.LAST_ERROR.getAndAdd(stats, "x"));
        attempt("bitwise on double", () -> Stats.TOTAL_LATENCY.getAndBitwiseOr(stats, 1.0));
        attempt("unsupported as handle", () -> Stats.LAST_ERROR.toMethodHandle(VarHandle.AccessMode.GET_AND_ADD)
                .invoke(stats, "x"));
        attempt("wrong value type", () -> requests.set(stats, "ten"));
        attempt("missing value", () -> requests.set(stats));
        attempt("wrong receiver", () -> requests.get("not stats"));
        attempt("null receiver", () -> requests.get((Stats) null));
        attempt("exact with int", () -> exact.set(stats, 1));
        attempt("exact returning int", () -> {
            int i = (int) exact.get(stats);
        });
        attempt("index out of bounds", () -> bucketsVh.get(buckets, 8));
        attempt("array store", () -> MethodHandles.arrayElementVarHandle(Object[].class).set(
                (Object[]) new String[1], 0, 1));
        attempt("not an array", () -> MethodHandles.arrayElementVarHandle(long.class));
        attempt("no such field", () -> MethodHandles.lookup().findVarHandle(Stats.class, "missing", int.class));
        attempt("static as instance", () -> MethodHandles.lookup().findVarHandle(Stats.class, "globalEvents",
                long.class));
        attempt("instance as static", () -> MethodHandles.lookup().findStaticVarHandle(Stats.class, "errors",
                int.class));
        attempt("bad mode name", () -> VarHandle.AccessMode.valueFromMethodName("increment"));
        System.out.println("final requests=" + stats.requests + " errors=" + stats.errors);
    }

    interface Action {
        void run() throws Throwable;
    }

    static void attempt(String label, Action a) {
        try {
            a.run();
            System.out.println(label + ": ok");
        } catch (Throwable t) {
            System.out.println(label + ": " + withoutModuleHash(String.valueOf(t)));
        }
    }

    /** The unnamed module prints with its identity hash, which differs from run to run. */
    static String withoutModuleHash(String s) {
        int at = s.indexOf("module @");
        if (at < 0) {
            return s;
        }
        int end = at + "module @".length();
        while (end < s.length() && Character.digit(s.charAt(end), 16) >= 0) {
            end++;
        }
        return s.substring(0, at) + "module" + s.substring(end);
    }
}

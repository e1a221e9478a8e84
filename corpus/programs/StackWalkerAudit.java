import java.lang.reflect.Method;
import java.util.EnumSet;
import java.util.List;
import java.util.stream.Collectors;

/**
 * An audit logger that records who called it, the way logging frameworks
 * find their caller: StackWalker frames, getCallerClass, frames through
 * reflection and lambdas, and the options that change what is seen.
 */
public class StackWalkerAudit {
    static final StackWalker PLAIN = StackWalker.getInstance();
    static final StackWalker WITH_CLASSES = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE);
    static final StackWalker ALL = StackWalker.getInstance(
            EnumSet.of(StackWalker.Option.RETAIN_CLASS_REFERENCE, StackWalker.Option.SHOW_REFLECT_FRAMES));

    static final class Audit {
        static String where() {
            return PLAIN.walk(s -> s.skip(1).findFirst())
                    .map(f -> f.getClassName() + "." + f.getMethodName() + ":" + f.getLineNumber())
                    .orElse("?");
        }

        static Class<?> caller() {
            return WITH_CLASSES.getCallerClass();
        }

        static void log(String event) {
            System.out.println("[" + where() + "] " + event + " (caller class " + caller().getSimpleName() + ")");
        }
    }

    static final class Service {
        void handle(String request) {
            Audit.log("handle " + request);
        }

        public void reflective() {
            // HotSpot's own accessor frames (jdk.internal.reflect) differ between
            // JDKs: only the frames a program can rely on are printed.
            List<String> names = ALL.walk(s -> s
                    .map(f -> f.getDeclaringClass().getSimpleName() + "." + f.getMethodName())
                    .collect(Collectors.toList()));
            System.out.println("with reflect frames: first " + names.get(0) + ", shows Method.invoke "
                    + names.contains("Method.invoke") + ", last " + names.get(names.size() - 1));
            List<String> plain = WITH_CLASSES.walk(s -> s.limit(3)
                    .map(f -> f.getDeclaringClass().getSimpleName() + "." + f.getMethodName())
                    .collect(Collectors.toList()));
            System.out.println("without: " + plain);
        }
    }

    static int depth() {
        return PLAIN.walk(s -> (int) s.count());
    }

    static int recurse(int n) {
        return n == 0 ? depth() : recurse(n - 1);
    }

    public static void main(String[] args) throws Exception {
        Service svc = new Service();
        svc.handle("first");
        Runnable r = () -> svc.handle("from a lambda");
        r.run();
        Method m = Service.class.getMethod("reflective");
        m.invoke(svc);
        System.out.println("depth grows by 5: " + (recurse(5) - recurse(0)));
        StackWalker.StackFrame top = PLAIN.walk(s -> s.findFirst()).get();
        System.out.println("top: " + top.getMethodName() + " " + top.getFileName() + " native=" + top.isNativeMethod()
                + " element=" + top.toStackTraceElement());
        System.out.println("descriptor: " + top.getDescriptor());
        try {
            top.getDeclaringClass();
        } catch (UnsupportedOperationException e) {
            System.out.println("getDeclaringClass: " + e.getMessage());
        }
        try {
            PLAIN.getCallerClass();
        } catch (UnsupportedOperationException e) {
            System.out.println("getCallerClass: " + e.getMessage());
        }
        try {
            StackWalker.getInstance(EnumSet.noneOf(StackWalker.Option.class), 0);
        } catch (IllegalArgumentException e) {
            System.out.println("estimateDepth 0: " + e.getMessage());
        }
        List<String> outer = PLAIN.walk(s -> s.map(StackWalker.StackFrame::getMethodName).collect(Collectors.toList()));
        System.out.println("main's walk: " + outer);
        Thread t = new Thread(() -> System.out.println("thread frames: "
                + PLAIN.walk(s -> s.map(f -> f.getClassName() + "." + f.getMethodName()).collect(Collectors.toList()))));
        t.start();
        t.join();
    }
}

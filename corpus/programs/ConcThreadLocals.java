import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class ConcThreadLocals {
    // per-thread request context, as in a web framework
    static final ThreadLocal<String> currentUser = new ThreadLocal<>();
    static final ThreadLocal<StringBuilder> scratch = ThreadLocal.withInitial(() -> new StringBuilder("buf:"));
    static final ThreadLocal<Integer> requestCount = ThreadLocal.withInitial(() -> 0);
    static final InheritableThreadLocal<String> traceId = new InheritableThreadLocal<>();
    static final InheritableThreadLocal<List<String>> tags = new InheritableThreadLocal<>() {
        @Override
        protected List<String> childValue(List<String> parentValue) {
            List<String> copy = new ArrayList<>(parentValue);
            copy.add("child");
            return copy;
        }
    };

    static final Map<String, String> results = new TreeMap<>();

    static void handle(String user, int requests) {
        currentUser.set(user);
        for (int i = 0; i < requests; i++) {
            requestCount.set(requestCount.get() + 1);
            scratch.get().append(user.charAt(0));
        }
        String summary = currentUser.get() + " handled " + requestCount.get() + " " + scratch.get();
        currentUser.remove();
        synchronized (results) {
            results.put(user, summary + " | after remove: " + currentUser.get());
        }
    }

    public static void main(String[] args) throws Exception {
        System.out.println("main user before: " + currentUser.get());
        System.out.println("main count initial: " + requestCount.get());
        currentUser.set("admin");

        List<Thread> workers = new ArrayList<>();
        String[] users = {"alice", "bob", "carol", "dave"};
        for (int i = 0; i < users.length; i++) {
            final String u = users[i];
            final int n = i + 2;
            workers.add(new Thread(() -> handle(u, n)));
        }
        for (Thread t : workers) t.start();
        for (Thread t : workers) t.join();
        results.forEach((k, v) -> System.out.println(v));
        System.out.println("main user after workers: " + currentUser.get());
        System.out.println("main scratch untouched: " + scratch.get());

        scratch.get().append("xyz");
        System.out.println("main scratch now: " + scratch.get());
        scratch.remove();
        System.out.println("after remove, fresh initial: " + scratch.get());

        traceId.set("trace-42");
        tags.set(new ArrayList<>(List.of("root")));
        String[] seen = new String[4];
        Thread child = new Thread(() -> {
            seen[0] = traceId.get();
            seen[1] = String.valueOf(tags.get());
            seen[2] = currentUser.get();
            traceId.set("trace-child");
            Thread grandChild = new Thread(() -> seen[3] = traceId.get() + " " + tags.get());
            grandChild.start();
            try {
                grandChild.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        traceId.set("trace-43");
        child.start();
        child.join();
        System.out.println("child inherited trace: " + seen[0]);
        System.out.println("child tags: " + seen[1]);
        System.out.println("plain ThreadLocal not inherited: " + seen[2]);
        System.out.println("grandchild: " + seen[3]);
        System.out.println("parent trace unchanged: " + traceId.get() + " tags " + tags.get());

        ThreadLocal<Integer> counter = new ThreadLocal<>();
        counter.set(1);
        ThreadLocal<Integer> other = new ThreadLocal<>();
        other.set(2);
        System.out.println("independent locals: " + counter.get() + " " + other.get());
        counter.remove();
        System.out.println("removed one: " + counter.get() + " " + other.get());
    }
}

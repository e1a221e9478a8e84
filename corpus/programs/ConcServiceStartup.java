import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

public class ConcServiceStartup {
    // an application container starting services in parallel and waiting for all of them
    static class Service extends Thread {
        private final String component;
        private final long warmupMillis;
        private final CountDownLatch startGate;
        private final CountDownLatch ready;
        private final Map<String, String> status;

        Service(String component, long warmupMillis, CountDownLatch startGate, CountDownLatch ready, Map<String, String> status) {
            super("svc-" + component);
            this.component = component;
            this.warmupMillis = warmupMillis;
            this.startGate = startGate;
            this.ready = ready;
            this.status = status;
        }

        @Override
        public void run() {
            try {
                startGate.await();
                Thread.sleep(warmupMillis);
                synchronized (status) {
                    status.put(component, "UP");
                }
            } catch (InterruptedException e) {
                synchronized (status) {
                    status.put(component, "ABORTED");
                }
            } finally {
                ready.countDown();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        String[] components = {"database", "cache", "queue", "http"};
        long[] warmups = {60, 20, 40, 10};
        CountDownLatch startGate = new CountDownLatch(1);
        CountDownLatch ready = new CountDownLatch(components.length);
        Map<String, String> status = new TreeMap<>();
        List<Service> services = new ArrayList<>();
        for (int i = 0; i < components.length; i++) {
            services.add(new Service(components[i], warmups[i], startGate, ready, status));
        }
        for (Service s : services) s.start();
        System.out.println("services created, gate count " + startGate.getCount() + ", ready count " + ready.getCount());
        synchronized (status) {
            System.out.println("nobody started before the gate opened: " + status.isEmpty());
        }
        startGate.countDown();
        boolean allUp = ready.await(5, TimeUnit.SECONDS);
        System.out.println("all services reported: " + allUp + ", ready count " + ready.getCount());
        synchronized (status) {
            System.out.println("status " + status);
        }
        ready.countDown();
        System.out.println("counting down past zero stays at " + ready.getCount());
        System.out.println("await on an open latch returns at once: " + ready.await(0, TimeUnit.SECONDS));

        // a latch that never opens: await times out, a waiting thread can be interrupted
        CountDownLatch license = new CountDownLatch(1);
        System.out.println("license check (30ms) passed: " + license.await(30, TimeUnit.MILLISECONDS));
        String[] result = new String[1];
        Thread blocked = new Thread(() -> {
            try {
                license.await();
                result[0] = "licensed";
            } catch (InterruptedException e) {
                result[0] = "startup aborted while waiting for license";
            }
        }, "license-waiter");
        blocked.start();
        while (blocked.getState() != Thread.State.WAITING) Thread.sleep(1);
        blocked.interrupt();
        blocked.join();
        System.out.println(result[0]);
        System.out.println("latch string ends with: " + license.toString().substring(license.toString().indexOf('[')));

        // end-gate pattern: measure that N workers all finished
        int workers = 5;
        CountDownLatch done = new CountDownLatch(workers);
        int[] squares = new int[workers];
        for (int i = 0; i < workers; i++) {
            final int n = i;
            new Thread(() -> {
                squares[n] = (n + 1) * (n + 1);
                done.countDown();
            }).start();
        }
        done.await();
        int sum = 0;
        for (int s : squares) sum += s;
        System.out.println("sum of squares from workers " + sum);
    }
}

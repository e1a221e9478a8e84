import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.concurrent.TimeUnit;

public class ConcTimeUnits {
    static String human(long millis) {
        long h = TimeUnit.MILLISECONDS.toHours(millis);
        long m = TimeUnit.MILLISECONDS.toMinutes(millis) - TimeUnit.HOURS.toMinutes(h);
        long s = TimeUnit.MILLISECONDS.toSeconds(millis) - TimeUnit.MINUTES.toSeconds(TimeUnit.MILLISECONDS.toMinutes(millis));
        return String.format("%02dh%02dm%02ds", h, m, s);
    }

    public static void main(String[] args) throws Exception {
        for (TimeUnit u : TimeUnit.values()) {
            System.out.printf("%-12s ordinal %d  1 day = %d, toChronoUnit %s%n", u, u.ordinal(), u.convert(1, TimeUnit.DAYS), u.toChronoUnit());
        }
        System.out.println("90 minutes in hours: " + TimeUnit.MINUTES.toHours(90));
        System.out.println("1500 ms in seconds (truncates): " + TimeUnit.MILLISECONDS.toSeconds(1500));
        System.out.println("-1500 ms in seconds: " + TimeUnit.MILLISECONDS.toSeconds(-1500));
        System.out.println("2 s in micros: " + TimeUnit.SECONDS.toMicros(2));
        System.out.println("saturates: " + TimeUnit.DAYS.toNanos(Long.MAX_VALUE / 1000) + " " + TimeUnit.DAYS.toNanos(Long.MIN_VALUE / 1000));
        System.out.println("convert(Duration) 3m7s to seconds: " + TimeUnit.SECONDS.convert(Duration.ofMinutes(3).plusSeconds(7)));
        System.out.println("convert(Duration) to hours: " + TimeUnit.HOURS.convert(Duration.ofMinutes(179)));
        System.out.println("of(ChronoUnit.MILLIS) = " + TimeUnit.of(ChronoUnit.MILLIS));
        try {
            TimeUnit.of(ChronoUnit.WEEKS);
        } catch (IllegalArgumentException e) {
            System.out.println("weeks: " + e.getMessage());
        }
        System.out.println("valueOf(SECONDS) " + TimeUnit.valueOf("SECONDS"));
        System.out.println("uptime display " + human(TimeUnit.DAYS.toMillis(1) / 3 + 61_500));

        long t0 = System.nanoTime();
        TimeUnit.MILLISECONDS.sleep(110);
        long elapsedTenths = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0) / 100;
        System.out.println("TimeUnit.sleep(110ms) took ~" + elapsedTenths + " tenth(s)");
        TimeUnit.SECONDS.sleep(-5);
        System.out.println("negative TimeUnit.sleep returns at once");

        Thread worker = new Thread(() -> {
            try {
                TimeUnit.MILLISECONDS.sleep(300);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        worker.start();
        TimeUnit.MILLISECONDS.timedJoin(worker, 50);
        System.out.println("timedJoin(50ms) on a 300ms worker: alive " + worker.isAlive());
        worker.join();
        System.out.println("after join: alive " + worker.isAlive());

        Object monitor = new Object();
        synchronized (monitor) {
            long w0 = System.nanoTime();
            TimeUnit.MILLISECONDS.timedWait(monitor, 100);
            long nearestTenth = (System.nanoTime() - w0 + 50_000_000) / 100_000_000;
            System.out.println("timedWait(100ms) returned after ~" + nearestTenth + " tenth(s)");
        }
    }
}

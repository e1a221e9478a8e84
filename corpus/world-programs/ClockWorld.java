import java.text.SimpleDateFormat;
import java.time.*;
import java.time.temporal.ChronoUnit;
import java.util.Calendar;
import java.util.Date;
import java.util.TimeZone;

/**
 * The clock of ClockWorld.world.json: 2023-11-14T22:13:20Z (1700000000000 ms)
 * in Asia/Tokyo (+09:00). Time runs on one nanosecond per instruction, far
 * less than a second here, and Thread.sleep moves it without waiting.
 */
public class ClockWorld {
    public static void main(String[] args) throws InterruptedException {
        long t0 = System.currentTimeMillis();
        long n0 = System.nanoTime();
        System.out.println("seconds " + t0 / 1000); // 1700000000
        System.out.println("zone " + TimeZone.getDefault().getID() + " " + ZoneId.systemDefault());
        System.out.println("date " + new Date()); // Wed Nov 15 07:13:20 JST 2023
        System.out.println("instant " + Instant.now().truncatedTo(ChronoUnit.SECONDS));
        System.out.println("local " + LocalDateTime.now().truncatedTo(ChronoUnit.SECONDS) + " " + LocalDate.now());
        System.out.println("zoned " + ZonedDateTime.now().truncatedTo(ChronoUnit.SECONDS));
        System.out.println("utc clock " + Clock.systemUTC().instant().truncatedTo(ChronoUnit.SECONDS) + " "
                + Clock.systemDefaultZone().getZone());
        Calendar c = Calendar.getInstance();
        System.out.println("calendar " + c.get(Calendar.YEAR) + "-" + (c.get(Calendar.MONTH) + 1) + "-"
                + c.get(Calendar.DAY_OF_MONTH) + " " + c.get(Calendar.HOUR_OF_DAY) + "h " + c.getTimeZone().getID());
        System.out.println("format " + new SimpleDateFormat("yyyy-MM-dd HH:mm z").format(new Date()));
        Thread.sleep(90_000); // never waits: the clock jumps 90 s
        System.out.println("slept " + (System.currentTimeMillis() - t0) / 1000 + " s by the clock, "
                + (System.nanoTime() - n0) / 1_000_000_000L + " s by nanoTime");
        System.out.println("now " + LocalTime.now().truncatedTo(ChronoUnit.MINUTES)); // 07:13:20 + 90 s: 07:14
        try {
            Thread.sleep(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("sleep(-1): " + e.getMessage());
        }
    }
}

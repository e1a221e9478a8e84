import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.Test;

/** Renders a report and uploads it in the background. */
public class ReportExportTest {

    static final class ReportExporter {
        static final long UPLOAD_LATENCY_MS = 50;
        volatile String uploadedTo;
        volatile int bytes;

        Thread exportAsync(String name, CountDownLatch started) {
            String target = "s3://reports/" + name + ".csv";
            Thread t = new Thread(() -> {
                started.countDown();
                StringBuilder body = new StringBuilder();
                for (int row = 0; row < 30; row++) {
                    body.append(name).append(',').append(row).append(',').append(row * 17 % 101).append('\n');
                }
                try {
                    Thread.sleep(UPLOAD_LATENCY_MS); // the upload
                } catch (InterruptedException e) {
                    return;
                }
                bytes = body.length();
                uploadedTo = target;
            });
            t.start();
            return t;
        }
    }

    // FLAKY (async-wait): sleeps for the upload's latency instead of joining the exporter;
    // both threads wake at about the same time.
    @Test
    public void uploadsReportInBackground() throws InterruptedException {
        ReportExporter exporter = new ReportExporter();
        CountDownLatch started = new CountDownLatch(1);
        exporter.exportAsync("sales-q3", started);
        started.await();
        Thread.sleep(ReportExporter.UPLOAD_LATENCY_MS);
        assertEquals("s3://reports/sales-q3.csv", exporter.uploadedTo);
    }

    @Test
    public void uploadsReportJoiningTheExporter() throws InterruptedException {
        ReportExporter exporter = new ReportExporter();
        CountDownLatch started = new CountDownLatch(1);
        Thread t = exporter.exportAsync("sales-q3", started);
        assertTrue(started.await(2, TimeUnit.SECONDS));
        t.join();
        assertEquals("s3://reports/sales-q3.csv", exporter.uploadedTo);
        assertTrue(exporter.bytes > 0);
    }
}

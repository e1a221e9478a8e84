import static org.junit.Assert.assertEquals;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

import org.junit.Test;

/** Invoices are due 30 days after they are issued. */
public class InvoiceTest {

    static final class Invoice {
        private final Clock clock;
        final LocalDate issuedOn;
        final List<String> lines = new ArrayList<>();

        Invoice(Clock clock) {
            this.clock = clock;
            this.issuedOn = LocalDate.now(clock);
        }

        void add(String item, int cents) {
            lines.add(item + ";" + cents);
        }

        /** BUG: reads the clock again instead of using issuedOn. */
        LocalDate dueDate() {
            return LocalDate.now(clock).plusDays(30);
        }

        String render() throws InterruptedException {
            Thread.sleep(20); // the PDF renderer
            return String.join("\n", lines);
        }
    }

    // FLAKY (time): reads today's date twice, 20 ms apart; fails when midnight falls in between.
    @Test
    public void dueThirtyDaysAfterIssue() throws InterruptedException {
        Invoice invoice = new Invoice(Clock.systemDefaultZone());
        invoice.add("widget", 1299);
        invoice.render();
        assertEquals(invoice.issuedOn.plusDays(30), invoice.dueDate());
    }

    @Test
    public void dueThirtyDaysAfterIssueOnFixedClock() throws InterruptedException {
        Clock clock = Clock.fixed(Instant.parse("2024-02-28T23:59:59.990Z"), ZoneOffset.UTC);
        Invoice invoice = new Invoice(clock);
        invoice.add("widget", 1299);
        invoice.render();
        assertEquals(LocalDate.of(2024, 3, 29), invoice.dueDate());
    }
}

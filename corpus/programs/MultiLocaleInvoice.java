import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.DateFormat;
import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.Locale;
import java.util.TimeZone;

/** Prints the same invoice for customers in several countries, each in their own conventions. */
public class MultiLocaleInvoice {
    static final class Line {
        final String item;
        final int qty;
        final BigDecimal unit;

        Line(String item, int qty, String unit) {
            this.item = item;
            this.qty = qty;
            this.unit = new BigDecimal(unit);
        }

        BigDecimal total() {
            return unit.multiply(BigDecimal.valueOf(qty));
        }
    }

    static final class Customer {
        final String name;
        final Locale locale;
        final double vatRate;

        Customer(String name, Locale locale, double vatRate) {
            this.name = name;
            this.locale = locale;
            this.vatRate = vatRate;
        }
    }

    public static void main(String[] args) {
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        List<Line> lines = new ArrayList<>();
        lines.add(new Line("Widget, large", 12, "19.99"));
        lines.add(new Line("Service hours", 7, "1250.50"));
        lines.add(new Line("Cable (3 m)", 250, "0.45"));
        lines.add(new Line("Licence, perpetual", 1, "123456.78"));
        Customer[] customers = {
            new Customer("Acme Corp.", Locale.US, 0.0),
            new Customer("Müller GmbH", Locale.GERMANY, 0.19),
            new Customer("Huber KG", new Locale("de", "AT"), 0.20),
            new Customer("Société Dupont", Locale.FRANCE, 0.20),
            new Customer("Rossi S.p.A.", Locale.ITALY, 0.22),
            new Customer("Banco Sol", new Locale("es", "ES"), 0.21),
            new Customer("Tanaka K.K.", Locale.JAPAN, 0.10),
            new Customer("Uhrwerk AG", new Locale("de", "CH"), 0.081),
            new Customer("Maple Ltd.", Locale.CANADA_FRENCH, 0.15),
            new Customer("Kowalski sp. z o.o.", new Locale("pl", "PL"), 0.23),
            new Customer("Sharma Traders", new Locale("en", "IN"), 0.18),
            new Customer("Öztürk A.Ş.", new Locale("tr", "TR"), 0.20),
            new Customer("Silva Ltda.", new Locale("pt", "BR"), 0.17),
            new Customer("Svensson AB", new Locale("sv", "SE"), 0.25),
        };
        Date issued = new Date(1709647629000L);
        Date due = new Date(1709647629000L + 30L * 86_400_000L);
        for (Customer c : customers) {
            printInvoice(c, lines, issued, due);
        }
        // Edge cases: negative amounts (credit notes), zero, and very large sums.
        NumberFormat de = NumberFormat.getCurrencyInstance(Locale.GERMANY);
        NumberFormat fr = NumberFormat.getCurrencyInstance(Locale.FRANCE);
        NumberFormat jp = NumberFormat.getCurrencyInstance(Locale.JAPAN);
        for (double v : new double[] {-42.5, 0, 0.005, 0.015, 1e9, -1e-3}) {
            System.out.println("credit/edge " + v + ": [" + de.format(v) + "] [" + fr.format(v) + "] [" + jp.format(v) + "]");
        }
        System.out.println("de currency: " + de.getCurrency() + " digits " + de.getMaximumFractionDigits());
        System.out.println("jp currency: " + jp.getCurrency() + " digits " + jp.getMaximumFractionDigits());
    }

    static void printInvoice(Customer c, List<Line> lines, Date issued, Date due) {
        Locale l = c.locale;
        NumberFormat money = NumberFormat.getCurrencyInstance(l);
        NumberFormat number = NumberFormat.getNumberInstance(l);
        NumberFormat percent = NumberFormat.getPercentInstance(l);
        percent.setMaximumFractionDigits(1);
        DateFormat date = DateFormat.getDateInstance(DateFormat.LONG, l);
        DateFormat shortDate = DateFormat.getDateInstance(DateFormat.SHORT, l);
        System.out.println("==== INVOICE for " + c.name + " (" + l.toLanguageTag() + ", " + l.getDisplayCountry(Locale.ENGLISH) + ")");
        System.out.println("Issued: " + date.format(issued) + "   due: " + shortDate.format(due));
        BigDecimal net = BigDecimal.ZERO;
        for (Line line : lines) {
            BigDecimal t = line.total();
            net = net.add(t);
            System.out.println(String.format(l, "  %-20s %6d x %12s = %16s", line.item, line.qty,
                money.format(line.unit), money.format(t)));
        }
        BigDecimal vat = net.multiply(BigDecimal.valueOf(c.vatRate)).setScale(2, RoundingMode.HALF_UP);
        System.out.println("  Net:   " + money.format(net));
        System.out.println("  VAT " + percent.format(c.vatRate) + ": " + money.format(vat));
        System.out.println("  Total: " + money.format(net.add(vat)));
        System.out.println(String.format(l, "  Items: %,d   weight: %,.3f kg   avg unit: %.2f", 270, 1234.5678,
            net.doubleValue() / 270));
        System.out.println("  Plain number: " + number.format(net) + "   symbol " + money.getCurrency().getSymbol(l));
    }
}

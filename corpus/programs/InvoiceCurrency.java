import java.math.BigDecimal;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.FieldPosition;
import java.text.NumberFormat;
import java.text.ParseException;
import java.util.Currency;
import java.util.Locale;

// Renders an invoice: currency amounts, discounts in percent, a tax rate in per mille.
public class InvoiceCurrency {
    record Line(String item, int qty, BigDecimal unit) {
    }

    public static void main(String[] args) throws ParseException {
        NumberFormat money = NumberFormat.getCurrencyInstance(Locale.US);
        NumberFormat pct = NumberFormat.getPercentInstance(Locale.US);
        NumberFormat qty = NumberFormat.getIntegerInstance(Locale.US);
        DecimalFormat perMille = new DecimalFormat("#,##0.0\u2030", DecimalFormatSymbols.getInstance(Locale.US));
        DecimalFormat ledger = new DecimalFormat("\u00a4#,##0.00;(\u00a4#,##0.00)", DecimalFormatSymbols.getInstance(Locale.US));
        DecimalFormat intl = new DecimalFormat("\u00a4\u00a4 #,##0.00", DecimalFormatSymbols.getInstance(Locale.US));

        Line[] lines = {
            new Line("Widget", 12, new BigDecimal("3.75")),
            new Line("Gadget, deluxe", 1, new BigDecimal("1249.995")),
            new Line("Cable (2m)", 250, new BigDecimal("0.485")),
            new Line("Refund", -1, new BigDecimal("80.10")),
        };
        BigDecimal total = BigDecimal.ZERO;
        for (Line l : lines) {
            BigDecimal amount = l.unit().multiply(BigDecimal.valueOf(l.qty()));
            total = total.add(amount);
            System.out.printf("%-16s %6s x %12s = %14s %16s%n", l.item(), qty.format(l.qty()), money.format(l.unit()),
                money.format(amount), ledger.format(amount));
        }
        double discount = 0.075;
        double tax = 0.0825;
        System.out.println("subtotal " + money.format(total) + " / " + intl.format(total));
        System.out.println("discount " + pct.format(discount) + " (" + new DecimalFormat("0.##%").format(discount) + ")");
        System.out.println("tax rate " + perMille.format(tax) + " = " + pct.format(tax));
        BigDecimal net = total.multiply(BigDecimal.valueOf(1 - discount));
        System.out.println("net " + money.format(net) + " tax " + money.format(net.doubleValue() * tax));
        System.out.println("negative " + money.format(-1234.5) + " " + ledger.format(-0.004) + " " + ledger.format(-0.005));

        System.out.println("currency " + money.getCurrency() + " " + money.getCurrency().getSymbol(Locale.US) + " "
            + money.getCurrency().getDefaultFractionDigits() + " max frac " + money.getMaximumFractionDigits());
        DecimalFormat yen = (DecimalFormat) NumberFormat.getCurrencyInstance(Locale.US);
        yen.setCurrency(Currency.getInstance("JPY"));
        System.out.println("yen " + yen.format(1234567.891) + " frac " + yen.getMaximumFractionDigits());
        DecimalFormat euro = (DecimalFormat) NumberFormat.getCurrencyInstance(Locale.US);
        euro.setCurrency(Currency.getInstance("EUR"));
        System.out.println("euro " + euro.format(99.5) + " " + euro.toPattern() + " " + euro.getPositivePrefix());

        System.out.println("patterns " + ((DecimalFormat) money).toPattern() + " | " + ((DecimalFormat) pct).toPattern()
            + " | " + ((DecimalFormat) qty).toPattern() + " | " + perMille.toPattern() + " | " + ledger.toPattern());
        System.out.println("integer " + qty.format(2.5) + " " + qty.format(3.5) + " " + qty.format(-2.5) + " "
            + qty.isParseIntegerOnly() + " " + qty.parse("1,234.56"));
        System.out.println("percent parse " + pct.parse("12%") + " " + pct.parse("-7.5%") + " " + perMille.parse("82.5\u2030"));
        System.out.println("money parse " + money.parse("$1,234.50") + " " + ledger.parse("($12.00)"));
        try {
            money.parse("1,234.50");
        } catch (ParseException e) {
            System.out.println(e.getMessage() + " @" + e.getErrorOffset());
        }
        StringBuffer sb = new StringBuffer();
        FieldPosition fp = new FieldPosition(NumberFormat.INTEGER_FIELD);
        money.format(1234567.25, sb, fp);
        System.out.println(sb + " integer field " + fp.getBeginIndex() + ".." + fp.getEndIndex());
        fp = new FieldPosition(NumberFormat.FRACTION_FIELD);
        sb.setLength(0);
        money.format(-42.5, sb, fp);
        System.out.println(sb + " fraction field " + fp.getBeginIndex() + ".." + fp.getEndIndex());
    }
}

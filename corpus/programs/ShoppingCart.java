import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.*;
import java.util.stream.*;

public class ShoppingCart {
    enum TaxClass { STANDARD("0.20"), REDUCED("0.05"), ZERO("0");
        final BigDecimal rate;
        TaxClass(String r) { rate = new BigDecimal(r); }
    }
    record Product(String name, BigDecimal price, TaxClass tax) {}
    record Line(Product product, int qty) {
        BigDecimal net() { return product.price().multiply(BigDecimal.valueOf(qty)); }
    }
    interface Discount { BigDecimal apply(List<Line> lines, BigDecimal subtotal); String describe(); }

    static final class PercentOff implements Discount {
        final BigDecimal pct;
        PercentOff(String p) { pct = new BigDecimal(p); }
        public BigDecimal apply(List<Line> lines, BigDecimal sub) { return sub.multiply(pct).divide(BigDecimal.valueOf(100), 2, RoundingMode.HALF_UP); }
        public String describe() { return pct.stripTrailingZeros().toPlainString() + "% off"; }
    }
    static final class BuyXGetY implements Discount {
        final String name; final int x, y;
        BuyXGetY(String name, int x, int y) { this.name = name; this.x = x; this.y = y; }
        public BigDecimal apply(List<Line> lines, BigDecimal sub) {
            return lines.stream().filter(l -> l.product().name().equals(name))
                .map(l -> l.product().price().multiply(BigDecimal.valueOf((long) (l.qty() / (x + y)) * y)))
                .reduce(BigDecimal.ZERO, BigDecimal::add);
        }
        public String describe() { return "buy " + x + " get " + y + " free on " + name; }
    }

    final Map<String, Line> lines = new LinkedHashMap<>();
    final List<Discount> discounts = new ArrayList<>();

    void add(Product p, int qty) {
        if (qty <= 0) throw new IllegalArgumentException("quantity must be positive, was " + qty);
        lines.merge(p.name(), new Line(p, qty), (a, b) -> new Line(a.product(), a.qty() + b.qty()));
    }

    void remove(String name, int qty) {
        Line l = lines.get(name);
        if (l == null) throw new NoSuchElementException("not in cart: " + name);
        if (qty >= l.qty()) lines.remove(name); else lines.put(name, new Line(l.product(), l.qty() - qty));
    }

    void printReceipt() {
        List<Line> ls = new ArrayList<>(lines.values());
        BigDecimal sub = ls.stream().map(Line::net).reduce(BigDecimal.ZERO, BigDecimal::add);
        for (Line l : ls) System.out.printf("  %-14s %3d x %7s = %9s  [%s]%n", l.product().name(), l.qty(), l.product().price(), l.net(), l.product().tax());
        System.out.printf("  %-30s %9s%n", "subtotal", sub);
        BigDecimal disc = BigDecimal.ZERO;
        for (Discount d : discounts) {
            BigDecimal a = d.apply(ls, sub);
            if (a.signum() > 0) { System.out.printf("  %-30s %9s%n", d.describe(), a.negate()); disc = disc.add(a); }
        }
        BigDecimal factor = sub.signum() == 0 ? BigDecimal.ONE : BigDecimal.ONE.subtract(disc.divide(sub, MathContext.DECIMAL64));
        Map<TaxClass, BigDecimal> taxes = new EnumMap<>(TaxClass.class);
        for (Line l : ls) taxes.merge(l.product().tax(), l.net().multiply(factor).multiply(l.product().tax().rate), BigDecimal::add);
        BigDecimal taxTotal = BigDecimal.ZERO;
        for (Map.Entry<TaxClass, BigDecimal> e : taxes.entrySet()) {
            BigDecimal t = e.getValue().setScale(2, RoundingMode.HALF_EVEN);
            taxTotal = taxTotal.add(t);
            System.out.printf("  tax %-8s @%-5s %20s%n", e.getKey(), e.getKey().rate.multiply(BigDecimal.valueOf(100)).stripTrailingZeros().toPlainString() + "%", t);
        }
        BigDecimal total = sub.subtract(disc).add(taxTotal).setScale(2, RoundingMode.HALF_EVEN);
        System.out.printf("  %-30s %9s%n", "TOTAL", total);
        BigDecimal[] split = total.divideAndRemainder(BigDecimal.valueOf(3));
        System.out.println("  split 3 ways: " + total.divide(BigDecimal.valueOf(3), 2, RoundingMode.FLOOR) + " each, remainder " + split[1]);
    }

    public static void main(String[] args) {
        Product apple = new Product("apple", new BigDecimal("0.35"), TaxClass.ZERO);
        Product book = new Product("book", new BigDecimal("12.99"), TaxClass.REDUCED);
        Product laptop = new Product("laptop", new BigDecimal("899.00"), TaxClass.STANDARD);
        Product cable = new Product("cable", new BigDecimal("7.49"), TaxClass.STANDARD);
        Product coffee = new Product("coffee beans", new BigDecimal("8.75"), TaxClass.REDUCED);
        ShoppingCart cart = new ShoppingCart();
        cart.add(apple, 7); cart.add(book, 2); cart.add(cable, 3); cart.add(apple, 5); cart.add(coffee, 1);
        System.out.println("cart 1");
        cart.printReceipt();
        cart.discounts.add(new BuyXGetY("apple", 3, 1));
        cart.discounts.add(new PercentOff("12.5"));
        cart.add(laptop, 1);
        System.out.println("cart 2 with discounts");
        cart.printReceipt();
        cart.remove("cable", 2); cart.remove("laptop", 5);
        try { cart.remove("laptop", 1); } catch (NoSuchElementException e) { System.out.println("error: " + e.getMessage()); }
        try { cart.add(book, 0); } catch (IllegalArgumentException e) { System.out.println("error: " + e.getMessage()); }
        System.out.println("cart 3");
        cart.printReceipt();
        // BigDecimal corner cases around money
        BigDecimal a = new BigDecimal("10"), b = new BigDecimal("3");
        System.out.println("10/3 scale 4 " + a.divide(b, 4, RoundingMode.HALF_UP) + " mc7 " + a.divide(b, new MathContext(7)) + " HALF_EVEN 2.345->" + new BigDecimal("2.345").setScale(2, RoundingMode.HALF_EVEN)
            + " 2.355->" + new BigDecimal("2.355").setScale(2, RoundingMode.HALF_EVEN) + " CEILING -1.01->" + new BigDecimal("-1.011").setScale(2, RoundingMode.CEILING));
        try { a.divide(b); } catch (ArithmeticException e) { System.out.println("exact divide: " + e.getMessage()); }
        try { new BigDecimal("1.005").setScale(2); } catch (ArithmeticException e) { System.out.println("setScale: " + e.getMessage()); }
        List<BigDecimal> prices = Stream.of("19.99", "5", "5.00", "0.10", "100.5", "-3.25").map(BigDecimal::new).sorted().collect(Collectors.toList());
        System.out.println("sorted " + prices + " max " + Collections.max(prices) + " distinct(set) " + new HashSet<>(prices).size() + " distinct(tree) " + new TreeSet<>(prices).size());
        System.out.println("valueOf(0.1) " + BigDecimal.valueOf(0.1) + " new(0.1) " + new BigDecimal(0.1).round(new MathContext(20)) + " engineering " + new BigDecimal("12345E-10").toEngineeringString()
            + " precision " + new BigDecimal("123.4500").precision() + " unscaled " + new BigDecimal("123.4500").unscaledValue() + " movePoint " + new BigDecimal("1.5").movePointRight(3) + " pow " + new BigDecimal("1.1").pow(5));
    }
}

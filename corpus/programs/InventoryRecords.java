import java.util.*;
import java.util.stream.*;

public class InventoryRecords {
    enum Category { ELECTRONICS, GROCERY, TOYS, BOOKS }
    record Sku(String code) {
        Sku {
            Objects.requireNonNull(code, "code");
            if (!code.matches("[A-Z]{3}-\\d{3}")) throw new IllegalArgumentException("malformed SKU: " + code);
        }
    }
    record Item(Sku sku, String name, Category cat, int stock, long priceCents) {
        Item withStock(int s) { return new Item(sku, name, cat, s, priceCents); }
        String price() { return String.format("%d.%02d", priceCents / 100, priceCents % 100); }
    }
    record Movement(Sku sku, int delta, String reason) {}
    record Point(int x, int y) { static Point origin() { return new Point(0, 0); } double dist(Point o) { return Math.hypot(x - o.x, y - o.y); } }

    public static void main(String[] args) {
        Map<Sku, Item> inv = new LinkedHashMap<>();
        Object[][] raw = {
            {"ELE-001", "Headphones", Category.ELECTRONICS, 15, 5999L}, {"ELE-002", "USB cable", Category.ELECTRONICS, 120, 799L},
            {"GRO-010", "Coffee", Category.GROCERY, 40, 1249L}, {"GRO-011", "Tea", Category.GROCERY, 0, 450L},
            {"TOY-100", "Puzzle", Category.TOYS, 8, 2500L}, {"BOO-500", "Novel", Category.BOOKS, 22, 1899L},
            {"BOO-501", "Atlas", Category.BOOKS, 3, 4500L}, {"TOY-101", "Kite", Category.TOYS, 11, 1575L},
        };
        for (Object[] r : raw) {
            Item it = new Item(new Sku((String) r[0]), (String) r[1], (Category) r[2], (Integer) r[3], (Long) r[4]);
            inv.put(it.sku(), it);
        }
        for (String bad : new String[]{"abc-123", "TOY-1000", null}) {
            try { new Sku(bad); } catch (IllegalArgumentException | NullPointerException e) {
                System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
        System.out.println(inv.get(new Sku("ELE-001")));
        System.out.println("record equality " + new Sku("GRO-010").equals(new Sku("GRO-010")) + " hash " + (new Sku("GRO-010").hashCode() == "GRO-010".hashCode() * 0 + new Sku("GRO-010").hashCode()));
        List<Movement> moves = List.of(new Movement(new Sku("ELE-001"), -5, "sale"), new Movement(new Sku("GRO-011"), 30, "restock"),
            new Movement(new Sku("TOY-100"), -9, "sale"), new Movement(new Sku("BOO-501"), -3, "sale"), new Movement(new Sku("XYZ-999"), 1, "found"),
            new Movement(new Sku("ELE-002"), -20, "return-to-vendor"), new Movement(new Sku("GRO-010"), -40, "sale"));
        for (Movement m : moves) {
            Item it = inv.get(m.sku());
            if (it == null) { System.out.println("unknown " + m.sku().code() + " (" + m.reason() + ")"); continue; }
            int ns = it.stock() + m.delta();
            if (ns < 0) { System.out.println("rejected " + m + ": only " + it.stock() + " left"); continue; }
            inv.put(m.sku(), it.withStock(ns));
            System.out.printf("%-8s %-10s %+4d -> %3d%n", m.sku().code(), it.name(), m.delta(), ns);
        }
        System.out.println();
        System.out.printf("%-8s %-11s %-12s %5s %8s %10s%n", "SKU", "Name", "Category", "Stock", "Price", "Value");
        long total = 0;
        for (Item it : inv.values()) {
            long value = it.stock() * it.priceCents();
            total += value;
            System.out.printf("%-8s %-11s %-12s %5d %8s %10.2f%n", it.sku().code(), it.name(), it.cat(), it.stock(), it.price(), value / 100.0);
        }
        System.out.printf("%-47s %10.2f%n", "TOTAL", total / 100.0);
        Map<Category, IntSummaryStatistics> perCat = inv.values().stream().collect(
            Collectors.groupingBy(Item::cat, () -> new EnumMap<>(Category.class), Collectors.summarizingInt(Item::stock)));
        perCat.forEach((c, s) -> System.out.println(c + " " + s));
        List<String> outOfStock = inv.values().stream().filter(i -> i.stock() == 0).map(Item::name).collect(Collectors.toList());
        System.out.println("out of stock: " + outOfStock);
        Map<Boolean, Long> cheap = inv.values().stream().collect(Collectors.partitioningBy(i -> i.priceCents() < 2000, Collectors.counting()));
        System.out.println("cheap partition " + cheap);
        Comparator<Item> byValue = Comparator.comparingLong(i -> i.stock() * i.priceCents());
        System.out.println("most valuable " + inv.values().stream().max(byValue).map(Item::name).orElse("?")
            + ", least " + inv.values().stream().min(byValue).map(Item::name).orElse("?"));
        Set<Item> set = new HashSet<>(inv.values());
        System.out.println("set contains copy: " + set.contains(inv.get(new Sku("BOO-500")).withStock(22)) + ", changed: " + set.contains(inv.get(new Sku("BOO-500")).withStock(21)));
        Point a = new Point(3, 4);
        System.out.println(a + " " + a.dist(Point.origin()) + " " + a.equals(new Point(3, 4)) + " " + new Point(-1, 2).hashCode() + " " + Point.origin().hashCode());
        record Tmp(String s, int[] arr, double d) {}
        Tmp t = new Tmp("x", null, -0.0);
        System.out.println(t + " eq " + t.equals(new Tmp("x", null, 0.0)) + " " + t.equals(new Tmp("x", null, -0.0)));
        Map<String, Item> byName = inv.values().stream().collect(Collectors.toMap(Item::name, i -> i, (x, y) -> x, TreeMap::new));
        System.out.println("by name: " + byName.keySet() + " first=" + ((TreeMap<String, Item>) byName).firstEntry().getValue().sku());
    }
}

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/** The bundled example: a small inventory with records, enums, lambdas and exceptions. */
public class Inventory {
    enum Category { TOOLS, GARDEN, KITCHEN }

    record Item(String name, Category category, int quantity, double price) {
        Item {
            if (quantity < 0) {
                throw new IllegalArgumentException("negative quantity for " + name);
            }
        }

        double value() {
            return quantity * price;
        }
    }

    private final List<Item> items = new ArrayList<>();

    void add(String name, Category category, int quantity, double price) {
        items.add(new Item(name, category, quantity, price));
    }

    Optional<Item> find(String name) {
        for (Item i : items) {
            if (i.name().equalsIgnoreCase(name)) {
                return Optional.of(i);
            }
        }
        return Optional.empty();
    }

    double total(Category c) {
        double sum = 0;
        for (Item i : items) {
            if (i.category() == c) {
                sum += i.value();
            }
        }
        return sum;
    }

    public static void main(String[] args) {
        Inventory inv = new Inventory();
        inv.add("hammer", Category.TOOLS, 12, 9.5);
        inv.add("rake", Category.GARDEN, 3, 17.25);
        inv.add("whisk", Category.KITCHEN, 40, 2.1);
        inv.add("saw", Category.TOOLS, 5, 24.0);
        try {
            inv.add("hose", Category.GARDEN, -1, 30.0);
        } catch (IllegalArgumentException e) {
            System.out.println("rejected: " + e.getMessage());
        }
        inv.items.sort(Comparator.comparingDouble(Item::value).reversed());
        for (Item i : inv.items) {
            System.out.println(i + " value=" + i.value());
        }
        for (Category c : Category.values()) {
            System.out.println(c + " total " + inv.total(c));
        }
        String wanted = args.length > 0 ? args[0] : "saw";
        System.out.println(wanted + ": " + inv.find(wanted).map(Item::toString).orElse("not stocked"));
    }
}

import com.acme.orders.InMemoryRepository;
import com.acme.orders.Notifier;
import com.acme.orders.Order;
import com.acme.orders.OrderService;
import com.acme.orders.OutOfStockException;

/**
 * The example shop (examples/orders) under load: thousands of orders placed,
 * paid and cancelled — an application-like run for measuring what
 * `terrarium record` costs (corpus/bench/record.py).
 */
public class ShopWeek {
    public static void main(String[] args) {
        int days = args.length > 0 ? Integer.parseInt(args[0]) : 300;
        InMemoryRepository repository = new InMemoryRepository();
        String[] skus = {"apple", "pear", "plum", "fig", "kiwi", "lime"};
        for (int i = 0; i < skus.length; i++) {
            repository.add(skus[i], 1_000_000, 20 + 7 * i);
        }
        int[] sent = new int[1];
        Notifier quiet = (id, message) -> {
            sent[0]++;
            return message.length() % 7 != 0;
        };
        OrderService service = new OrderService(repository, quiet);
        long revenue = 0;
        int rejected = 0;
        int placed = 0;
        for (int day = 0; day < days; day++) {
            for (int k = 0; k < 20; k++) {
                String sku = skus[(day * 31 + k * 7) % skus.length];
                int quantity = (day + k) % 15;
                try {
                    Order o = service.place(sku, quantity);
                    placed++;
                    revenue += o.getTotalCents();
                    if (k % 3 == 0) {
                        service.pay(o.getId());
                    } else if (k % 5 == 0) {
                        service.cancel(o.getId());
                    }
                } catch (IllegalArgumentException | OutOfStockException e) {
                    rejected++;
                }
            }
        }
        System.out.println("placed " + placed + ", rejected " + rejected + ", revenue " + revenue
                + ", notifications " + sent[0] + ", failed " + service.failedNotifications());
    }
}

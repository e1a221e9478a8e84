// jars: guava
import com.google.common.collect.ComparisonChain;
import com.google.common.collect.HashBasedTable;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSortedMap;
import com.google.common.collect.ListMultimap;
import com.google.common.collect.Multimaps;
import com.google.common.collect.MultimapBuilder;
import com.google.common.collect.Ordering;
import com.google.common.collect.Table;
import com.google.common.collect.TreeBasedTable;
import com.google.common.collect.Iterables;
import com.google.common.collect.FluentIterable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;

/** A tiny limit order book with price-time priority, built on guava collections. */
public class GuavaOrderBook {
    enum Side { BUY, SELL }

    static final class Order implements Comparable<Order> {
        final long id; final String trader; final Side side; final int price; int qty; final int seq;
        Order(long id, String trader, Side side, int price, int qty, int seq) {
            this.id = id; this.trader = trader; this.side = side; this.price = price; this.qty = qty; this.seq = seq;
        }
        @Override public int compareTo(Order o) {
            return ComparisonChain.start()
                    .compare(side, o.side)
                    .compare(price, o.price, side == Side.BUY ? Ordering.natural().reverse() : Ordering.natural())
                    .compare(seq, o.seq)
                    .result();
        }
        @Override public String toString() { return "#" + id + " " + trader + " " + side + " " + qty + "@" + price; }
    }

    // price -> orders (insertion order within a level)
    final ListMultimap<Integer, Order> bids = MultimapBuilder.treeKeys(Ordering.natural().reverse()).arrayListValues().build();
    final ListMultimap<Integer, Order> asks = MultimapBuilder.treeKeys().arrayListValues().build();
    final Table<String, String, Integer> fills = TreeBasedTable.create(); // trader x counterparty -> qty
    final List<String> trades = new ArrayList<>();
    int seq;

    void submit(long id, String trader, Side side, int price, int qty) {
        Order o = new Order(id, trader, side, price, qty, seq++);
        ListMultimap<Integer, Order> opposite = side == Side.BUY ? asks : bids;
        while (o.qty > 0 && !opposite.isEmpty()) {
            Integer best = opposite.keySet().iterator().next();
            boolean crosses = side == Side.BUY ? best <= price : best >= price;
            if (!crosses) break;
            List<Order> level = opposite.get(best);
            Order resting = level.get(0);
            int q = Math.min(o.qty, resting.qty);
            o.qty -= q; resting.qty -= q;
            trades.add(String.format("%s buys %d from %s at %d", side == Side.BUY ? o.trader : resting.trader, q,
                    side == Side.BUY ? resting.trader : o.trader, best));
            Integer prev = fills.get(o.trader, resting.trader);
            fills.put(o.trader, resting.trader, (prev == null ? 0 : prev) + q);
            if (resting.qty == 0) level.remove(0);
        }
        if (o.qty > 0) (side == Side.BUY ? bids : asks).put(price, o);
    }

    SortedMap<Integer, Integer> depth(ListMultimap<Integer, Order> side) {
        ImmutableSortedMap.Builder<Integer, Integer> b = ImmutableSortedMap.naturalOrder();
        for (Map.Entry<Integer, java.util.Collection<Order>> e : side.asMap().entrySet()) {
            int sum = 0;
            for (Order o : e.getValue()) sum += o.qty;
            b.put(e.getKey(), sum);
        }
        return b.build();
    }

    public static void main(String[] args) {
        GuavaOrderBook book = new GuavaOrderBook();
        book.submit(1, "alice", Side.SELL, 101, 50);
        book.submit(2, "bob", Side.SELL, 102, 30);
        book.submit(3, "carol", Side.BUY, 99, 40);
        book.submit(4, "dave", Side.SELL, 101, 20);
        book.submit(5, "erin", Side.BUY, 100, 10);
        book.submit(6, "frank", Side.BUY, 102, 85);
        book.submit(7, "alice", Side.SELL, 98, 45);
        book.submit(8, "bob", Side.BUY, 100, 5);

        book.trades.forEach(System.out::println);
        System.out.println("bids " + book.bids);
        System.out.println("asks " + book.asks);
        System.out.println("bid depth " + book.depth(book.bids));
        System.out.println("ask depth " + book.depth(book.asks));
        System.out.println("fills " + book.fills);
        System.out.println("fills by counterparty " + book.fills.columnMap());
        System.out.println("alice row " + book.fills.row("alice") + " col frank " + book.fills.column("frank"));

        List<Order> resting = new ArrayList<>(book.bids.values());
        resting.addAll(book.asks.values());
        System.out.println("priority " + Ordering.natural().sortedCopy(resting));
        System.out.println("largest 2 " + Ordering.natural().onResultOf((Order o) -> o.qty).greatestOf(resting, 2));
        ListMultimap<String, Order> byTrader = Multimaps.index(resting, o -> o.trader);
        System.out.println("by trader " + byTrader.keySet() + " " + byTrader.size());
        ImmutableList<String> names = FluentIterable.from(resting).transform(o -> o.trader).toSortedSet(Ordering.natural()).asList();
        System.out.println("names " + names + " first " + Iterables.getFirst(names, "none") + " last " + Iterables.getLast(names));
        Table<Integer, Side, Integer> grid = HashBasedTable.create();
        for (Order o : resting) grid.put(o.price, o.side, o.qty + (grid.contains(o.price, o.side) ? grid.get(o.price, o.side) : 0));
        System.out.println("grid " + ImmutableSortedMap.copyOf(grid.rowMap()));
        System.out.println("cell count " + grid.size() + " has 100/BUY " + grid.contains(100, Side.BUY));
        System.out.println("partitions " + Iterables.partition(names, 2));
        System.out.println("is ordered " + Ordering.natural().isOrdered(names) + " strictly " + Ordering.natural().reverse().isStrictlyOrdered(ImmutableList.of(3, 2, 2)));
    }
}

// jars: guava
import com.google.common.base.Throwables;
import com.google.common.eventbus.AllowConcurrentEvents;
import com.google.common.eventbus.DeadEvent;
import com.google.common.eventbus.EventBus;
import com.google.common.eventbus.Subscribe;
import com.google.common.eventbus.SubscriberExceptionContext;
import com.google.common.eventbus.SubscriberExceptionHandler;
import com.google.common.util.concurrent.AsyncFunction;
import com.google.common.util.concurrent.FluentFuture;
import com.google.common.util.concurrent.FutureCallback;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.common.util.concurrent.SettableFuture;
import com.google.common.util.concurrent.UncheckedExecutionException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;

/** An order pipeline: domain events on an EventBus, and asynchronous steps composed with ListenableFutures. */
public class GuavaEventsFutures {
    static final List<String> LOG = new ArrayList<>();

    static class OrderEvent { final String id; OrderEvent(String id) { this.id = id; } }
    static class OrderPlaced extends OrderEvent { final int amount; OrderPlaced(String id, int amount) { super(id); this.amount = amount; } }
    static class OrderShipped extends OrderEvent { OrderShipped(String id) { super(id); } }
    static class Unrouted { @Override public String toString() { return "Unrouted"; } }

    static class Billing {
        int total;
        @Subscribe public void onPlaced(OrderPlaced e) {
            if (e.amount < 0) throw new IllegalStateException("negative amount for " + e.id);
            total += e.amount;
            LOG.add("billing " + e.id + " total=" + total);
        }
    }
    static class Audit {
        @Subscribe @AllowConcurrentEvents public void any(OrderEvent e) { LOG.add("audit " + e.getClass().getSimpleName() + " " + e.id); }
        @Subscribe public void dead(DeadEvent d) { LOG.add("dead " + d.getEvent() + " from " + d.getSource()); }
    }
    static class Shipping {
        final EventBus bus;
        Shipping(EventBus bus) { this.bus = bus; }
        @Subscribe public void onPlaced(OrderPlaced e) {
            LOG.add("shipping schedules " + e.id);
            bus.post(new OrderShipped(e.id)); // re-entrant post: queued until the current event is dispatched
        }
        @Subscribe public void onShipped(OrderShipped e) { LOG.add("shipping done " + e.id); }
    }

    static void flush(String title) {
        System.out.println("-- " + title);
        LOG.forEach(l -> System.out.println("  " + l));
        LOG.clear();
    }

    public static void main(String[] args) throws Exception {
        SubscriberExceptionHandler handler = (Throwable ex, SubscriberExceptionContext ctx) ->
                LOG.add("handler: " + ex.getMessage() + " in " + ctx.getSubscriberMethod().getName() + " of "
                        + ctx.getSubscriber().getClass().getSimpleName() + " event " + ctx.getEvent().getClass().getSimpleName() + " bus " + ctx.getEventBus().identifier());
        EventBus bus = new EventBus(handler);
        Billing billing = new Billing();
        Shipping shipping = new Shipping(bus);
        bus.register(billing);
        bus.register(shipping);
        bus.post(new OrderPlaced("A1", 30));
        flush("without audit");
        Audit audit = new Audit();
        bus.register(audit);
        bus.post(new OrderPlaced("A2", 12));
        bus.post(new OrderPlaced("A3", -5));
        bus.post(new Unrouted());
        flush("with audit");
        bus.unregister(shipping);
        bus.post(new OrderShipped("A4"));
        try {
            bus.unregister(shipping);
        } catch (IllegalArgumentException e) {
            LOG.add("unregister twice: " + e.getMessage().replaceAll("@[0-9a-f]+", "@…"));
        }
        flush("after unregister " + new EventBus("orders").identifier());

        // futures, all on the direct executor
        SettableFuture<Integer> stock = SettableFuture.create();
        ListenableFuture<String> reserved = Futures.transform(stock, n -> n >= 3 ? "reserved 3 of " + n : "short by " + (3 - n), MoreExecutors.directExecutor());
        Futures.addCallback(reserved, new FutureCallback<String>() {
            @Override public void onSuccess(String r) { LOG.add("callback " + r); }
            @Override public void onFailure(Throwable t) { LOG.add("callback failed " + t); }
        }, MoreExecutors.directExecutor());
        LOG.add("done before set? " + reserved.isDone());
        stock.set(7);
        LOG.add("result " + reserved.get() + " " + Futures.getDone(reserved));
        flush("transform");

        AsyncFunction<String, Integer> price = id -> id.startsWith("X") ? Futures.immediateFailedFuture(new IllegalArgumentException("unknown sku " + id))
                : Futures.immediateFuture(id.length() * 100);
        ListenableFuture<Integer> p1 = Futures.transformAsync(Futures.immediateFuture("SKU-1"), price, MoreExecutors.directExecutor());
        ListenableFuture<Integer> p2 = Futures.transformAsync(Futures.immediateFuture("X-9"), price, MoreExecutors.directExecutor());
        try {
            p2.get();
        } catch (ExecutionException e) {
            LOG.add("p2 failed: " + e.getCause());
        }
        ListenableFuture<Integer> recovered = Futures.catching(p2, IllegalArgumentException.class, ex -> -1, MoreExecutors.directExecutor());
        LOG.add("p1 " + p1.get() + " recovered " + recovered.get());
        ListenableFuture<List<Integer>> all = Futures.allAsList(p1, recovered, Futures.immediateFuture(3));
        ListenableFuture<List<Integer>> some = Futures.successfulAsList(p1, p2);
        LOG.add("all " + all.get() + " successful " + some.get());
        ListenableFuture<Integer> sum = Futures.whenAllSucceed(p1, recovered).call(() -> Futures.getDone(p1) + Futures.getDone(recovered), MoreExecutors.directExecutor());
        LOG.add("sum " + sum.get());
        FluentFuture<String> fluent = FluentFuture.from(Futures.immediateFuture(21)).transform(x -> x * 2, MoreExecutors.directExecutor())
                .transform(x -> "answer=" + x, MoreExecutors.directExecutor());
        LOG.add("fluent " + fluent.get());
        try {
            Futures.getChecked(p2, java.io.IOException.class);
        } catch (java.io.IOException e) {
            LOG.add("getChecked " + e.getMessage());
        } catch (UncheckedExecutionException e) {
            LOG.add("getChecked unchecked cause " + e.getCause());
        }
        try {
            Futures.getChecked(Futures.immediateFailedFuture(new java.util.concurrent.TimeoutException("slow supplier")), java.io.IOException.class);
        } catch (java.io.IOException e) {
            LOG.add("getChecked wrapped " + e.getMessage() + " / " + e.getCause().getClass().getName());
        }
        try {
            Futures.getUnchecked(p2);
        } catch (UncheckedExecutionException e) {
            LOG.add("getUnchecked root " + Throwables.getRootCause(e).getMessage() + " chain " + Throwables.getCausalChain(e).size());
        }
        SettableFuture<String> cancelled = SettableFuture.create();
        ListenableFuture<String> downstream = Futures.transform(cancelled, String::trim, MoreExecutors.directExecutor());
        cancelled.cancel(false);
        LOG.add("cancelled " + cancelled.isCancelled() + " downstream " + downstream.isCancelled());
        try {
            downstream.get();
        } catch (CancellationException e) {
            LOG.add("CancellationException " + e.getMessage());
        }
        SettableFuture<String> failing = SettableFuture.create();
        failing.setException(new java.io.UncheckedIOException(new java.io.IOException("disk full")));
        LOG.add("setFuture " + SettableFuture.create().setFuture(failing) + " done " + failing.isDone());
        flush("composition");

        Exception wrapped = new RuntimeException("outer", new IllegalStateException("middle", new java.io.FileNotFoundException("config.yml")));
        System.out.println("root " + Throwables.getRootCause(wrapped));
        System.out.println("chain " + Throwables.getCausalChain(wrapped).stream().map(t -> t.getClass().getSimpleName()).collect(java.util.stream.Collectors.toList()));
        System.out.println("causeAs " + Throwables.getCauseAs(wrapped, IllegalStateException.class).getMessage());
        try {
            Throwables.throwIfInstanceOf(wrapped.getCause(), IllegalStateException.class);
        } catch (IllegalStateException e) {
            System.out.println("rethrown " + e.getMessage());
        }
        try {
            Throwables.throwIfUnchecked(new java.io.IOException("checked"));
            System.out.println("checked not thrown");
            Throwables.propagateIfPossible(new ArithmeticException("unchecked"));
        } catch (ArithmeticException e) {
            System.out.println("propagated " + e.getMessage());
        }
        String trace = Throwables.getStackTraceAsString(new IllegalArgumentException("bad"));
        System.out.println("trace first line " + trace.substring(0, trace.indexOf('\n')) + " mentions main " + trace.contains("GuavaEventsFutures.main"));
    }
}

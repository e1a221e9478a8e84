import java.util.*;

public class VendingStateMachine {
    enum State {
        IDLE, HAS_MONEY, DISPENSING, OUT_OF_SERVICE;
        boolean accepts(Input in) { return TRANSITIONS.get(this).containsKey(in); }
    }
    enum Input { COIN, SELECT, CANCEL, DONE, FAULT, REPAIR }
    enum Coin {
        NICKEL(5), DIME(10), QUARTER(25), DOLLAR(100);
        final int cents;
        Coin(int c) { cents = c; }
    }
    enum Product {
        COLA("A1", 125) { @Override String slogan() { return "fizzy!"; } },
        CHIPS("A2", 75),
        CANDY("B1", 65) { @Override String slogan() { return "sweet"; } },
        WATER("B2", 100);
        final String slot; final int price;
        Product(String slot, int price) { this.slot = slot; this.price = price; }
        String slogan() { return "plain " + name().toLowerCase(); }
        static Product bySlot(String s) {
            for (Product p : values()) if (p.slot.equals(s)) return p;
            throw new IllegalArgumentException("no product in slot " + s);
        }
    }

    static final EnumMap<State, EnumMap<Input, State>> TRANSITIONS = new EnumMap<>(State.class);
    static void t(State from, Input in, State to) {
        TRANSITIONS.computeIfAbsent(from, k -> new EnumMap<>(Input.class)).put(in, to);
    }
    static {
        t(State.IDLE, Input.COIN, State.HAS_MONEY);
        t(State.IDLE, Input.FAULT, State.OUT_OF_SERVICE);
        t(State.HAS_MONEY, Input.COIN, State.HAS_MONEY);
        t(State.HAS_MONEY, Input.SELECT, State.DISPENSING);
        t(State.HAS_MONEY, Input.CANCEL, State.IDLE);
        t(State.HAS_MONEY, Input.FAULT, State.OUT_OF_SERVICE);
        t(State.DISPENSING, Input.DONE, State.IDLE);
        t(State.OUT_OF_SERVICE, Input.REPAIR, State.IDLE);
    }

    State state = State.IDLE;
    int credit;
    final EnumMap<Product, Integer> stock = new EnumMap<>(Product.class);
    final EnumMap<Coin, Integer> coinBox = new EnumMap<>(Coin.class);
    final EnumMap<State, Integer> visits = new EnumMap<>(State.class);

    void fire(Input in, String arg) {
        if (!state.accepts(in)) {
            System.out.printf("  %-15s ignores %-6s%n", state, in);
            return;
        }
        State next = TRANSITIONS.get(state).get(in);
        switch (in) {
            case COIN -> {
                Coin c = Coin.valueOf(arg);
                credit += c.cents;
                coinBox.merge(c, 1, Integer::sum);
            }
            case SELECT -> {
                Product p = Product.bySlot(arg);
                int left = stock.getOrDefault(p, 0);
                if (left == 0) { System.out.println("  sold out: " + p); return; }
                if (credit < p.price) { System.out.println("  need " + (p.price - credit) + " more for " + p); return; }
                stock.put(p, left - 1);
                credit -= p.price;
                System.out.println("  vend " + p + " (" + p.slogan() + "), change " + change(credit));
                credit = 0;
            }
            case CANCEL -> { System.out.println("  refund " + change(credit)); credit = 0; }
            default -> {}
        }
        System.out.printf("  %-15s --%-6s--> %s%n", state, in, next);
        state = next;
        visits.merge(state, 1, Integer::sum);
    }

    static List<String> change(int cents) {
        List<String> out = new ArrayList<>();
        Coin[] cs = Coin.values();
        for (int i = cs.length - 1; i >= 0; i--) {
            int n = cents / cs[i].cents;
            if (n > 0) { out.add(n + "x" + cs[i]); cents -= n * cs[i].cents; }
        }
        return out;
    }

    public static void main(String[] args) {
        VendingStateMachine m = new VendingStateMachine();
        for (Product p : Product.values()) m.stock.put(p, p.ordinal() % 3);
        System.out.println("stock " + m.stock + " transitions " + TRANSITIONS);
        String script = "SELECT A1;COIN QUARTER;COIN DOLLAR;SELECT A1;DONE;COIN DOLLAR;SELECT B1;CANCEL;COIN DIME;COIN NICKEL;"
            + "SELECT A2;CANCEL;FAULT;COIN DIME;REPAIR;COIN DOLLAR;COIN DOLLAR;SELECT A2;DONE;COIN QUARTER;SELECT Z9;CANCEL";
        for (String cmd : script.split(";")) {
            String[] parts = cmd.split(" ");
            System.out.println("> " + cmd + " [credit " + m.credit + "]");
            try {
                m.fire(Input.valueOf(parts[0]), parts[1 % parts.length]);
            } catch (IllegalArgumentException e) {
                System.out.println("  error: " + e.getMessage());
            }
        }
        System.out.println("final state " + m.state + ", stock " + m.stock + ", coins " + m.coinBox + ", visits " + m.visits);
        int boxTotal = 0;
        for (Map.Entry<Coin, Integer> e : m.coinBox.entrySet()) boxTotal += e.getKey().cents * e.getValue();
        System.out.println("coin box total " + boxTotal);
        try { Input.valueOf("KICK"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
        System.out.println(Product.COLA.getClass() + " " + Product.COLA.getDeclaringClass().getSimpleName() + " " + Product.CHIPS.getClass().getSimpleName()
            + " " + Product.valueOf("WATER").compareTo(Product.CHIPS) + " " + Arrays.toString(Coin.values()));
        EnumSet<State> reachable = EnumSet.noneOf(State.class);
        Deque<State> dq = new ArrayDeque<>(List.of(State.IDLE));
        while (!dq.isEmpty()) { State s = dq.pop(); if (reachable.add(s)) dq.addAll(TRANSITIONS.getOrDefault(s, new EnumMap<>(Input.class)).values()); }
        System.out.println("reachable " + reachable + " dead-ends " + EnumSet.complementOf(EnumSet.copyOf(TRANSITIONS.keySet())));
    }
}

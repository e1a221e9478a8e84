public class AbstractClasses {
    static abstract class Account {
        private static int nextId = 1;
        protected final int id;
        protected long balance;
        Account(long initial) { id = nextId++; balance = initial; }
        abstract double rate();
        abstract String kind();
        void applyInterest() { balance += (long) (balance * rate()); }
        final String summary() { return kind() + "#" + id + " balance=" + balance + " rate=" + rate(); }
        void withdraw(long amt) {
            if (amt > balance) throw new IllegalArgumentException(kind() + "#" + id + " insufficient: " + balance + " < " + amt);
            balance -= amt;
        }
    }
    static class Savings extends Account {
        Savings(long i) { super(i); }
        double rate() { return 0.05; }
        String kind() { return "Savings"; }
    }
    static class Checking extends Account {
        Checking(long i) { super(i); }
        double rate() { return 0.0; }
        String kind() { return "Checking"; }
        @Override void withdraw(long amt) { balance -= amt; }
    }
    static abstract class Premium extends Savings {
        Premium(long i) { super(i); }
        @Override double rate() { return super.rate() * bonus(); }
        abstract double bonus();
    }
    static class Gold extends Premium {
        Gold(long i) { super(i); }
        double bonus() { return 2; }
        String kind() { return "Gold"; }
    }
    static abstract class Template {
        final String run() { return "[" + step1() + "|" + step2() + "|" + hook() + "]"; }
        protected abstract String step1();
        protected abstract String step2();
        protected String hook() { return "default-hook"; }
    }
    static abstract class NoAbstractMethods { int v() { return 1; } }

    public static void main(String[] args) {
        Account[] accts = {new Savings(1000), new Checking(500), new Gold(2000), new Savings(10)};
        for (int year = 0; year < 3; year++) for (Account a : accts) a.applyInterest();
        for (Account a : accts) System.out.println(a.summary());
        for (Account a : accts) {
            try {
                a.withdraw(600);
                System.out.println("withdrew from " + a.kind() + "#" + a.id + " now " + a.balance);
            } catch (IllegalArgumentException e) {
                System.out.println("error: " + e.getMessage());
            }
        }
        Template t1 = new Template() {
            protected String step1() { return "a1"; }
            protected String step2() { return "a2"; }
        };
        Template t2 = new Template() {
            protected String step1() { return "b1"; }
            protected String step2() { return "b2"; }
            @Override protected String hook() { return "custom"; }
        };
        System.out.println(t1.run() + " " + t2.run());
        NoAbstractMethods n = new NoAbstractMethods() {};
        System.out.println("abstract w/o abstract methods " + n.v() + " super " + n.getClass().getSuperclass().getSimpleName());
        System.out.println("hierarchy " + Gold.class.getSuperclass().getSimpleName() + " > " + Gold.class.getSuperclass().getSuperclass().getSimpleName() + " > " + Gold.class.getSuperclass().getSuperclass().getSuperclass().getSimpleName() + " > " + Account.class.getSuperclass().getName() + " > " + Object.class.getSuperclass());
    }
}

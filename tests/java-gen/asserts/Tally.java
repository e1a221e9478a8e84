package asserts;

/** A count whose state only its getters show (issue 20: object results are asserted through them). */
public class Tally {
    private final String name;
    private int count;

    public Tally(String name) {
        this.name = name;
    }

    /** A new tally with `n` added: its result is an object. */
    public Tally plus(int n) {
        Tally t = new Tally(name);
        t.count = count + (n > 0 ? n : 0);
        return t;
    }

    public void add(int n) {
        if (n > 0) {
            count += n;
        }
    }

    public int getCount() {
        return count;
    }

    public String getName() {
        return name;
    }
}

// An infinite loop in a constructor: ends by the instruction budget (exit 124).
public class ConstructorLoop {
    private long spins;

    ConstructorLoop() {
        while (true) {
            spins++;
        }
    }

    public static void main(String[] args) {
        System.out.println("constructing");
        new ConstructorLoop();
        System.out.println("unreachable");
    }
}

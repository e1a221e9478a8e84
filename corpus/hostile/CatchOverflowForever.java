// Catches StackOverflowError and recurses again from the handler: the calls
// grow exponentially and each overflow walks the deep stack. Fuel must bound
// the run's wall time (the stack walks are charged), not only its instructions.
public class CatchOverflowForever {
    static void descend() {
        try {
            descend();
        } catch (StackOverflowError e) {
            descend();
        }
    }

    public static void main(String[] args) {
        descend();
    }
}

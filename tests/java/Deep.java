public class Deep {
    static int depth;

    static void down() {
        depth++;
        down();
    }

    public static void main(String[] args) {
        try {
            down();
        } catch (StackOverflowError e) {
            System.out.println("caught StackOverflowError at depth " + depth);
        }
        System.out.println("still running");
    }
}

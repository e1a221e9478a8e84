public class UsesMissing {
    public static void main(String[] args) {
        try {
            new java.util.concurrent.ConcurrentSkipListMap<String, String>();
        } catch (NoClassDefFoundError e) {
            System.out.println("caught: " + e.getMessage());
        }
        System.out.println("x".describeConstable());
    }
}

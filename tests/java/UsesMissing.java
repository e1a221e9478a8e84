public class UsesMissing {
    public static void main(String[] args) {
        try {
            new javax.swing.JButton();
        } catch (NoClassDefFoundError e) {
            System.out.println("caught: " + e.getMessage());
        }
        Runtime.getRuntime().load("/usr/lib/libnative.so");
    }
}

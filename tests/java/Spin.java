public class Spin {
    public static void main(String[] args) {
        long n = 0;
        while (true) {
            n++;
        }
    }
}

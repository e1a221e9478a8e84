public class UncaughtException {
    static class Service {
        void process(int n) {
            System.out.println("processing " + n);
            validate(n);
        }
        private void validate(int n) {
            if (n > 2) throw new IllegalStateException("value too large: " + n);
        }
    }

    public static void main(String[] args) {
        Service s = new Service();
        for (int i = 0; i < 5; i++) {
            s.process(i);
        }
        System.out.println("not reached");
    }
}

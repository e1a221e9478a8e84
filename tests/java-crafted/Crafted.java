public class Crafted {
    public static void main(String[] args) {
        String what = args.length > 0 ? args[0] : "";
        for (int i = 0; i < 2; i++) {
            if (what.equals("indy")) {
                indyOnMethodref();
            } else {
                Object grid = new int[2][3];
                System.out.println(grid != null);
            }
        }
    }

    static void indyOnMethodref() {
        Runnable r = () -> {};
        int n = "x".length();
        System.out.println(r != null && n == 1);
    }
}

class Foo {
}

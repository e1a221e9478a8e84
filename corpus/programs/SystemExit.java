public class SystemExit {
    static void helper(int depth) {
        if (depth == 0) {
            System.out.println("exiting with 3 from depth 0");
            System.err.println("stderr message before exit");
            System.exit(3);
        }
        try {
            helper(depth - 1);
        } finally {
            System.out.println("finally should NOT run (depth " + depth + ")");
        }
    }
    public static void main(String[] args) {
        System.out.println("before exit");
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 20; i++) sb.append(i).append(',');
        System.out.println(sb);
        System.out.print("partial line without newline; ");
        helper(3);
        System.out.println("not reached");
    }
}

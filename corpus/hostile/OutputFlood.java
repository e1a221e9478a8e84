// A flood of output: ends by the output budget (exit 123).
public class OutputFlood {
    public static void main(String[] args) {
        String line = "flood flood flood flood flood flood flood flood flood flood\n";
        while (true) {
            System.out.print(line);
            System.err.print(line);
        }
    }
}

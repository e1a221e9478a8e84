import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

public class ConcPipeline {
    // CSV lines -> parsed records -> enriched records -> report; one thread per stage
    static final String EOF = "\u0000EOF";

    record Sale(String region, String product, int qty, int unitCents) {
    }

    static final Sale END = new Sale("", "", 0, 0);

    static abstract class Stage<I, O> extends Thread {
        final BlockingQueue<I> in;
        final BlockingQueue<O> out;
        final I endIn;
        final O endOut;
        int handled;

        Stage(String name, BlockingQueue<I> in, BlockingQueue<O> out, I endIn, O endOut) {
            super(name);
            this.in = in;
            this.out = out;
            this.endIn = endIn;
            this.endOut = endOut;
        }

        abstract O process(I item);

        @Override
        public void run() {
            try {
                while (true) {
                    I item = in.take();
                    if (item == endIn) {
                        out.put(endOut);
                        return;
                    }
                    O result = process(item);
                    handled++;
                    if (result != null) out.put(result);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        BlockingQueue<String> lines = new ArrayBlockingQueue<>(2);
        BlockingQueue<Sale> parsed = new ArrayBlockingQueue<>(2);
        BlockingQueue<String> formatted = new LinkedBlockingQueue<>();

        Stage<String, Sale> parser = new Stage<>("parser", lines, parsed, EOF, END) {
            Sale process(String line) {
                String[] f = line.split(",");
                if (f.length != 4) return null;
                return new Sale(f[0].trim(), f[1].trim(), Integer.parseInt(f[2].trim()), Integer.parseInt(f[3].trim()));
            }
        };
        int[] running = {0};
        Stage<Sale, String> formatter = new Stage<>("formatter", parsed, formatted, END, EOF) {
            String process(Sale s) {
                int total = s.qty() * s.unitCents();
                running[0] += total;
                return String.format("%-5s %-8s %3d x %6.2f = %8.2f  running %9.2f",
                        s.region(), s.product(), s.qty(), s.unitCents() / 100.0, total / 100.0, running[0] / 100.0);
            }
        };
        parser.start();
        formatter.start();

        String[] input = {
            "west, bolts, 120, 15",
            "east, nuts, 300, 4",
            "this line is malformed",
            "west, washers, 1000, 1",
            "north, gears, 7, 1250",
            "east, bolts, 60, 15",
            "south, springs, 45, 99",
            "north, nuts, 10, 4",
            "west, gears, 2, 1250",
        };
        for (String line : input) lines.put(line);
        lines.put(EOF);

        String out;
        int printed = 0;
        while (!(out = formatted.take()).equals(EOF)) {
            System.out.println(out);
            printed++;
        }
        parser.join();
        formatter.join();
        System.out.println(parser.getName() + " handled " + parser.handled + ", " + formatter.getName() + " handled " + formatter.handled + ", printed " + printed);
        System.out.println("queues drained: " + lines.isEmpty() + " " + parsed.isEmpty() + " " + formatted.isEmpty());
    }
}

import java.util.ArrayList;
import java.util.List;

public class ConcUncaughtThread {
    static class ReportJob extends Thread {
        private final String region;
        private final int[] sales;

        ReportJob(String region, int[] sales) {
            this.region = region;
            this.sales = sales;
        }

        @Override
        public void run() {
            int total = 0;
            for (int s : sales) total += s;
            if (sales.length == 0) {
                throw new IllegalStateException("no sales data for region " + region);
            }
            synchronized (ConcUncaughtThread.class) {
                System.out.println(region + " total " + total + ", average " + total / sales.length);
            }
        }
    }

    static class Parser {
        int parse(String s) {
            try {
                return digits(s);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("bad record '" + s + "'", e);
            }
        }

        private int digits(String s) {
            int v = 0;
            for (char c : s.toCharArray()) {
                if (c < '0' || c > '9') throw new NumberFormatException("not a digit: " + c);
                v = v * 10 + (c - '0');
            }
            return v;
        }
    }

    public static void main(String[] args) throws Exception {
        List<ReportJob> jobs = new ArrayList<>();
        jobs.add(new ReportJob("north", new int[] {10, 20, 30}));
        jobs.add(new ReportJob("south", new int[0]));
        jobs.add(new ReportJob("east", new int[] {7}));
        for (ReportJob j : jobs) {
            j.start();
            j.join();
        }
        System.out.println("main continues after the failed job");
        System.out.println("south alive=" + jobs.get(1).isAlive() + " state=" + jobs.get(1).getState());

        Thread importer = new Thread(() -> {
            Parser p = new Parser();
            int sum = 0;
            for (String rec : new String[] {"4", "5", "x7"}) sum += p.parse(rec);
            System.out.println("import sum " + sum);
        }, "importer");
        importer.start();
        importer.join();

        Thread npe = new Thread() {
            @Override
            public void run() {
                String config = System.getProperty("conc.no.such.property");
                System.out.println("config length " + config.length());
            }
        };
        npe.start();
        npe.join();

        System.out.println("all jobs done; main exits normally");
    }
}

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The out-of-the-box console logging (root ConsoleHandler, SimpleFormatter's
 * default two-line format). The console is captured and each record's time
 * checked against the format, so what is printed does not depend on the clock.
 */
public class LoggingDefaultFormat {
    // "Mar 05, 2024 2:07:09 PM Source method"
    static final Pattern HEADER = Pattern.compile(
            "(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) ([0-3][0-9]), (\\d{4}) (1[0-2]|[1-9]):([0-5][0-9]):([0-5][0-9]) (AM|PM) (.*)");

    static class Worker {
        private static final Logger LOG = Logger.getLogger("jobs.worker");

        void run(int job) {
            LOG.info("job " + job + " started");
            if (job % 2 == 0) {
                LOG.log(Level.WARNING, "job {0} is slow", job);
            }
            try {
                if (job == 3) {
                    throw new UnsupportedOperationException("job 3 unsupported");
                }
            } catch (UnsupportedOperationException e) {
                LOG.log(Level.SEVERE, "job failed", e);
            }
            LOG.fine("not at the default level");
        }
    }

    public static void main(String[] args) {
        PrintStream realErr = System.err;
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        // before the first logger: the root's ConsoleHandler takes System.err when made
        System.setErr(new PrintStream(console, true));
        long before = System.currentTimeMillis();
        Worker w = new Worker();
        for (int job = 1; job <= 4; job++) {
            w.run(job);
        }
        Logger.getGlobal().config("config is below INFO");
        Logger.getAnonymousLogger().info(() -> "anonymous supplier");
        Logger.getLogger("").severe("root speaks");
        long after = System.currentTimeMillis();
        System.setErr(realErr);

        String text = console.toString(StandardCharsets.UTF_8);
        String[] lines = text.split("\n", -1);
        System.out.println("captured " + (lines.length - 1) + " lines, ends with newline: "
                + text.endsWith("\n"));
        int headers = 0;
        int inRange = 0;
        for (String line : lines) {
            Matcher m = HEADER.matcher(line);
            if (m.matches()) {
                headers++;
                // hour in 12-hour form, no leading zero; the day two digits
                System.out.println("HEADER <month> " + m.group(2).length() + "-digit day, <year> <h>:<mm>:<ss> "
                        + "<AM|PM> source=[" + m.group(8) + "]");
                int year = Integer.parseInt(m.group(3));
                java.time.ZonedDateTime b = java.time.Instant.ofEpochMilli(before).atZone(java.time.ZoneId.systemDefault());
                java.time.ZonedDateTime a = java.time.Instant.ofEpochMilli(after).atZone(java.time.ZoneId.systemDefault());
                if (year >= b.getYear() && year <= a.getYear()) {
                    inRange++;
                }
            } else {
                System.out.println("LINE   " + line.replaceAll("\\(LoggingDefaultFormat\\.java:\\d+\\)", "(LINE)"));
            }
        }
        System.out.println("headers=" + headers + " years in range=" + inRange);
    }
}

import java.io.File;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.TimeZone;

import org.junit.runner.JUnitCore;
import org.junit.runner.Request;
import org.junit.runner.Result;
import org.junit.runner.notification.Failure;

/**
 * The recorder's runner (not a test). Runs test methods with JUnit 4 on this JVM.
 *
 * <pre>
 *   java -cp RUNNER_DIR:junit4.jar:hamcrest-core.jar RunOne CLASSES_DIR RUNS Class method...
 *   java -cp ... RunOne CLASSES_DIR RUNS --sequence Class m1 m2 ...
 * </pre>
 *
 * Without --sequence, each method runs RUNS times, each run in a fresh class loader that
 * loads the test classes from CLASSES_DIR, so every run starts with fresh static state, as a
 * new JVM would (RUNNER_DIR must not contain the test classes). The default Locale, TimeZone
 * and the system properties are restored after each run. With --sequence, each of the RUNS
 * runs executes all the methods one after another in ONE fresh class loader, so they share
 * static state (used for the order-dependent tests).
 *
 * Prints one line per method: {@code method<TAB>runs<TAB>failures}; failure messages go to
 * stderr as {@code FAIL<TAB>Class.method<TAB>run<TAB>message}.
 */
public class RunOne {
    public static void main(String[] args) throws Exception {
        URL classes = new File(args[0]).toURI().toURL();
        int runs = Integer.parseInt(args[1]);
        boolean sequence = args[2].equals("--sequence");
        int at = sequence ? 3 : 2;
        String className = args[at];
        List<String> methods = new ArrayList<>(Arrays.asList(args).subList(at + 1, args.length));
        int[] failures = new int[methods.size()];

        if (sequence) {
            for (int run = 0; run < runs; run++) {
                runInFreshLoader(classes, className, methods, run, failures, 0);
            }
        } else {
            for (int m = 0; m < methods.size(); m++) {
                for (int run = 0; run < runs; run++) {
                    runInFreshLoader(classes, className, methods.subList(m, m + 1), run, failures, m);
                }
            }
        }
        for (int m = 0; m < methods.size(); m++) {
            System.out.println(methods.get(m) + "\t" + runs + "\t" + failures[m]);
        }
        System.out.flush();
        // Tests may leave non-daemon threads (executors a failing test did not shut down).
        System.exit(0);
    }

    /** Runs the methods one after another in one new class loader; counts failures from failures[base]. */
    private static void runInFreshLoader(URL classes, String className, List<String> methods, int run,
            int[] failures, int base) throws Exception {
        Locale locale = Locale.getDefault();
        TimeZone zone = TimeZone.getDefault();
        Properties props = (Properties) System.getProperties().clone();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes}, RunOne.class.getClassLoader())) {
            Class<?> testClass = Class.forName(className, true, loader);
            for (int m = 0; m < methods.size(); m++) {
                Result result = new JUnitCore().run(Request.method(testClass, methods.get(m)));
                if (result.getRunCount() != 1) {
                    System.err.println("ERROR\t" + className + "." + methods.get(m) + "\tran "
                            + result.getRunCount() + " tests");
                    System.exit(2);
                }
                if (!result.wasSuccessful()) {
                    failures[base + m]++;
                    for (Failure f : result.getFailures()) {
                        String msg = String.valueOf(f.getException()).replace('\n', ' ').replace('\t', ' ');
                        if (msg.length() > 200) {
                            msg = msg.substring(0, 200) + "...";
                        }
                        System.err.println("FAIL\t" + className + "." + methods.get(m) + "\t" + run + "\t" + msg);
                    }
                }
            }
        } finally {
            Locale.setDefault(locale);
            TimeZone.setDefault(zone);
            System.setProperties(props);
        }
    }
}

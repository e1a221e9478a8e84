import org.junit.runner.Description;
import org.junit.runner.JUnitCore;
import org.junit.runner.notification.Failure;
import org.junit.runner.notification.RunListener;

/**
 * Runs test classes with JUnit 4 on HotSpot and prints one line per test:
 * class, method, and "passed" or "failed" with the failure's exception
 * class and its message (newlines escaped), tab-separated.
 */
public class MockitoReport {
    public static void main(String[] args) throws Exception {
        JUnitCore core = new JUnitCore();
        core.addListener(new RunListener() {
            private Failure failure;

            @Override
            public void testStarted(Description d) {
                failure = null;
            }

            @Override
            public void testFailure(Failure f) {
                if (f.getDescription().getMethodName() == null) {
                    print(f.getDescription().getClassName(), "", f);
                } else {
                    failure = f;
                }
            }

            @Override
            public void testFinished(Description d) {
                print(d.getClassName(), d.getMethodName(), failure);
            }
        });
        for (String c : args) {
            core.run(Class.forName(c));
        }
    }

    static void print(String cls, String method, Failure f) {
        if (f == null) {
            System.out.println(cls + "\t" + method + "\tpassed");
            return;
        }
        Throwable t = f.getException();
        String m = String.valueOf(t.getMessage()).replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t");
        System.out.println(cls + "\t" + method + "\tfailed\t" + t.getClass().getName() + "\t" + m);
    }
}

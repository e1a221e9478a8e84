import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class ConcUncaughtHandlers {
    static final List<String> incidents = Collections.synchronizedList(new ArrayList<>());

    static class Supervisor extends ThreadGroup {
        Supervisor(String name) {
            super(name);
        }

        @Override
        public void uncaughtException(Thread t, Throwable e) {
            incidents.add("group " + getName() + " saw " + t.getName() + ": " + e);
        }
    }

    static Runnable failing(String what) {
        return () -> {
            throw new UnsupportedOperationException(what);
        };
    }

    public static void main(String[] args) throws Exception {
        Thread.UncaughtExceptionHandler perThread = (t, e) ->
                incidents.add("handler for " + t.getName() + ": " + e.getClass().getSimpleName() + " " + e.getMessage());

        Thread a = new Thread(failing("resize image"), "image-worker");
        a.setUncaughtExceptionHandler(perThread);
        System.out.println("handler installed: " + (a.getUncaughtExceptionHandler() == perThread));
        a.start();
        a.join();

        System.out.println("default handler before: " + Thread.getDefaultUncaughtExceptionHandler());
        Thread.setDefaultUncaughtExceptionHandler((t, e) ->
                incidents.add("default handler: " + t.getName() + " died with " + e.getMessage()));
        Thread b = new Thread(failing("send email"), "mailer");
        b.start();
        b.join();

        Thread c = new Thread(failing("override wins"), "with-own-handler");
        c.setUncaughtExceptionHandler((t, e) -> incidents.add("own handler beats default: " + e.getMessage()));
        c.start();
        c.join();

        Supervisor group = new Supervisor("payments");
        Thread d = new Thread(group, () -> {
            int[] ledger = new int[2];
            ledger[2] = 1;
        }, "ledger-writer");
        System.out.println("d group: " + d.getThreadGroup().getName() + ", handler is group: " + (d.getUncaughtExceptionHandler() == group));
        d.start();
        d.join();

        Thread f = new Thread(() -> incidents.add("healthy thread finished"), "healthy");
        f.start();
        f.join();

        for (String s : incidents) System.out.println(s);
        System.out.println("terminated: " + a.getState() + " " + b.getState() + " " + d.getState());
        System.out.println("handler cleared after death: " + (a.getUncaughtExceptionHandler() == a.getThreadGroup()));

        Thread.setDefaultUncaughtExceptionHandler(null);
        Thread g = new Thread(failing("falls back to System.err"), "last");
        g.start();
        g.join();
        System.out.println("done");
    }
}

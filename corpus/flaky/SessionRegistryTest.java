import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertSame;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

import org.junit.Test;

/** Login sessions kept per user name. */
public class SessionRegistryTest {

    static final class Session {
        final String user;
        final String token;

        Session(String user, int serial) {
            this.user = user;
            this.token = makeToken(user, serial);
        }

        /** A slow-ish token: an FNV-style hash stretched over a few hundred rounds. */
        private static String makeToken(String user, int serial) {
            long h = 0xcbf29ce484222325L ^ serial;
            for (int round = 0; round < 60; round++) {
                for (int i = 0; i < user.length(); i++) {
                    h ^= user.charAt(i);
                    h *= 0x100000001b3L;
                }
            }
            return Long.toHexString(h);
        }
    }

    static final class SessionRegistry {
        private final Map<String, Session> sessions = new ConcurrentHashMap<>();
        final AtomicInteger created = new AtomicInteger();

        /** Check-then-act: two threads can both see no session and both create one. */
        Session sessionFor(String user) {
            Session session = sessions.get(user);
            if (session == null) {
                session = new Session(user, created.incrementAndGet());
                sessions.put(user, session);
            }
            return session;
        }

        /** Atomic version. */
        Session sessionForAtomically(String user) {
            return sessions.computeIfAbsent(user, u -> new Session(u, created.incrementAndGet()));
        }
    }

    private static List<Session> loginConcurrently(int threads, Function<String, Session> login)
            throws InterruptedException {
        CountDownLatch startGate = new CountDownLatch(1);
        List<Session> seen = new ArrayList<>();
        List<Thread> workers = new ArrayList<>();
        for (int i = 0; i < threads; i++) {
            Thread t = new Thread(() -> {
                try {
                    startGate.await();
                } catch (InterruptedException e) {
                    return;
                }
                Session s = login.apply("alice");
                synchronized (seen) {
                    seen.add(s);
                }
            });
            workers.add(t);
            t.start();
        }
        startGate.countDown();
        for (Thread t : workers) {
            t.join();
        }
        return seen;
    }

    @Test
    public void sameUserGetsSameSessionSequentially() {
        SessionRegistry registry = new SessionRegistry();
        assertSame(registry.sessionFor("bob"), registry.sessionFor("bob"));
        assertEquals(1, registry.created.get());
    }

    // FLAKY (concurrency): check-then-act on the shared map; concurrent logins of one user
    // sometimes create two sessions.
    @Test
    public void concurrentLoginsCreateOneSession() throws InterruptedException {
        SessionRegistry registry = new SessionRegistry();
        List<Session> seen = loginConcurrently(3, registry::sessionFor);
        assertEquals(3, seen.size());
        assertEquals(1, registry.created.get());
    }

    @Test
    public void concurrentLoginsWithComputeIfAbsentCreateOneSession() throws InterruptedException {
        SessionRegistry registry = new SessionRegistry();
        List<Session> seen = loginConcurrently(3, registry::sessionForAtomically);
        assertEquals(1, registry.created.get());
        for (Session s : seen) {
            assertSame(seen.get(0), s);
        }
    }
}

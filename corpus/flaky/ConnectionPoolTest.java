import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.ArrayDeque;
import java.util.Deque;

import org.junit.Test;

/**
 * A static connection pool.
 *
 * ORDER-DEPENDENT (the other way round): state-setter {@link #opensPoolWithFiveConnections}
 * creates the static pool; victim {@link #borrowsAndReturnsConnection} relies on it and
 * passes only when it runs AFTER the state-setter (it fails alone or first, with a
 * NullPointerException).
 */
public class ConnectionPoolTest {

    static final class Pool {
        static Pool shared;

        private final Deque<String> idle = new ArrayDeque<>();

        Pool(int size) {
            for (int i = 1; i <= size; i++) {
                idle.push("conn-" + i);
            }
        }

        String borrow() {
            return idle.pop();
        }

        void giveBack(String conn) {
            idle.push(conn);
        }

        int idle() {
            return idle.size();
        }
    }

    // State-setter (passes in any order).
    @Test
    public void opensPoolWithFiveConnections() {
        Pool.shared = new Pool(5);
        assertEquals(5, Pool.shared.idle());
    }

    // Victim (order-dependent): needs Pool.shared.
    @Test
    public void borrowsAndReturnsConnection() {
        String conn = Pool.shared.borrow();
        assertTrue(conn.startsWith("conn-"));
        Pool.shared.giveBack(conn);
        assertEquals(5, Pool.shared.idle());
    }

    @Test
    public void freshPoolLendsLastOpenedFirst() {
        Pool pool = new Pool(2);
        assertEquals("conn-2", pool.borrow());
    }
}

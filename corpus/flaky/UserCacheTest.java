import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNull;

import java.util.LinkedHashMap;
import java.util.Map;

import org.junit.Test;

/**
 * A process-wide cache of user records (a singleton).
 *
 * ORDER-DEPENDENT: polluter {@link #cachesLoadedUser} leaves "bob" in the singleton cache;
 * victim {@link #reportsCacheStatistics} expects an empty cache and passes only when it runs
 * before the polluter (or alone).
 */
public class UserCacheTest {

    static final class UserCache {
        static final UserCache INSTANCE = new UserCache();

        private final Map<String, String> users = new LinkedHashMap<>();
        private int misses;

        String load(String name) {
            String user = users.get(name);
            if (user == null) {
                misses++;
                user = name.toUpperCase() + "@corp";
                users.put(name, user);
            }
            return user;
        }

        String stats() {
            return "size=" + users.size() + " misses=" + misses;
        }

        String peek(String name) {
            return users.get(name);
        }
    }

    // Polluter (passes in any order).
    @Test
    public void cachesLoadedUser() {
        assertEquals("BOB@corp", UserCache.INSTANCE.load("bob"));
        assertEquals("BOB@corp", UserCache.INSTANCE.peek("bob"));
    }

    // Victim (order-dependent).
    @Test
    public void reportsCacheStatistics() {
        UserCache.INSTANCE.load("carol");
        UserCache.INSTANCE.load("carol");
        assertEquals("size=1 misses=1", UserCache.INSTANCE.stats());
    }

    @Test
    public void unknownUserIsNotCached() {
        assertNull(UserCache.INSTANCE.peek("mallory"));
    }
}

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.Test;

/** Builds a word index from documents, one shard per thread. */
public class SearchIndexBuilderTest {

    static final class IndexBuilder {
        final Map<String, Integer> index = new ConcurrentHashMap<>();

        /** BUG: each shard signals "done" before it has indexed anything. */
        void buildSignallingEarly(List<List<String>> shards, CountDownLatch done) {
            for (List<String> shard : shards) {
                new Thread(() -> {
                    done.countDown();
                    indexShard(shard);
                }).start();
            }
        }

        void build(List<List<String>> shards, CountDownLatch done) {
            for (List<String> shard : shards) {
                new Thread(() -> {
                    try {
                        indexShard(shard);
                    } finally {
                        done.countDown();
                    }
                }).start();
            }
        }

        private void indexShard(List<String> shard) {
            for (String doc : shard) {
                for (String word : doc.split(" ")) {
                    index.merge(word.toLowerCase(), 1, Integer::sum);
                }
            }
        }
    }

    private static List<List<String>> shards() {
        List<List<String>> shards = new ArrayList<>();
        for (int s = 0; s < 2; s++) {
            List<String> docs = new ArrayList<>();
            for (int d = 0; d < 20; d++) {
                docs.add("Shard" + s + " doc" + d + " mentions terrarium and junit");
            }
            shards.add(docs);
        }
        return shards;
    }

    // FLAKY (concurrency): the latch is counted down before the work; the test wakes up while
    // the shards are still being indexed.
    @Test
    public void indexHoldsEveryWordOnceLatchOpens() throws InterruptedException {
        IndexBuilder builder = new IndexBuilder();
        CountDownLatch done = new CountDownLatch(2);
        builder.buildSignallingEarly(shards(), done);
        assertTrue(done.await(1, TimeUnit.SECONDS));
        assertEquals(Integer.valueOf(40), builder.index.get("terrarium"));
        assertEquals(2 + 20 + 4, builder.index.size());
    }

    @Test
    public void indexIsCompleteWhenLatchIsCountedDownAfterWork() throws InterruptedException {
        IndexBuilder builder = new IndexBuilder();
        CountDownLatch done = new CountDownLatch(2);
        builder.build(shards(), done);
        assertTrue(done.await(5, TimeUnit.SECONDS));
        assertEquals(Integer.valueOf(40), builder.index.get("terrarium"));
        assertEquals(2 + 20 + 4, builder.index.size());
    }
}

import static org.junit.Assert.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

import org.junit.Test;

/** A CSV import: a reader thread feeds a parser thread through a blocking queue (all stable). */
public class ImportPipelineTest {

    static final String POISON = "\u0000EOF";

    @Test
    public void parserSeesEveryLineInOrder() throws InterruptedException {
        BlockingQueue<String> queue = new LinkedBlockingQueue<>(8);
        List<Integer> parsed = new ArrayList<>();
        Thread reader = new Thread(() -> {
            try {
                for (int i = 0; i < 200; i++) {
                    queue.put(i + ",item" + i);
                }
                queue.put(POISON);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        Thread parser = new Thread(() -> {
            try {
                for (String line = queue.take(); !line.equals(POISON); line = queue.take()) {
                    parsed.add(Integer.parseInt(line.substring(0, line.indexOf(','))));
                }
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        reader.start();
        parser.start();
        reader.join();
        parser.join();
        assertEquals(200, parsed.size());
        for (int i = 0; i < 200; i++) {
            assertEquals(Integer.valueOf(i), parsed.get(i));
        }
    }

    @Test
    public void drainToTakesWhatIsQueued() {
        BlockingQueue<String> queue = new LinkedBlockingQueue<>();
        queue.add("a");
        queue.add("b");
        List<String> out = new ArrayList<>();
        assertEquals(2, queue.drainTo(out));
        assertEquals("[a, b]", out.toString());
    }
}

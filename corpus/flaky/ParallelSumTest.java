import static org.junit.Assert.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.Future;
import java.util.concurrent.RecursiveTask;

import org.junit.Test;

/** Sums large arrays in parallel (all stable). */
public class ParallelSumTest {

    static long[] numbers(int n) {
        long[] a = new long[n];
        for (int i = 0; i < n; i++) {
            a[i] = (i * 31L) % 1000;
        }
        return a;
    }

    static long sequentialSum(long[] a, int from, int to) {
        long s = 0;
        for (int i = from; i < to; i++) {
            s += a[i];
        }
        return s;
    }

    static final class SumTask extends RecursiveTask<Long> {
        private final long[] a;
        private final int from;
        private final int to;

        SumTask(long[] a, int from, int to) {
            this.a = a;
            this.from = from;
            this.to = to;
        }

        @Override
        protected Long compute() {
            if (to - from <= 2000) {
                return sequentialSum(a, from, to);
            }
            int mid = (from + to) >>> 1;
            SumTask left = new SumTask(a, from, mid);
            left.fork();
            long right = new SumTask(a, mid, to).compute();
            return left.join() + right;
        }
    }

    @Test
    public void executorChunksAddUp() throws Exception {
        long[] a = numbers(20000);
        ExecutorService pool = Executors.newFixedThreadPool(3);
        try {
            List<Callable<Long>> chunks = new ArrayList<>();
            for (int c = 0; c < 4; c++) {
                int from = c * 5000;
                chunks.add(() -> sequentialSum(a, from, from + 5000));
            }
            long total = 0;
            for (Future<Long> f : pool.invokeAll(chunks)) {
                total += f.get();
            }
            assertEquals(sequentialSum(a, 0, a.length), total);
        } finally {
            pool.shutdown();
        }
    }

    @Test
    public void forkJoinSumMatchesSequentialSum() {
        long[] a = numbers(20000);
        ForkJoinPool pool = new ForkJoinPool(2);
        try {
            assertEquals(Long.valueOf(sequentialSum(a, 0, a.length)), pool.invoke(new SumTask(a, 0, a.length)));
        } finally {
            pool.shutdown();
        }
    }

    @Test
    public void submittedFuturesAreReadInSubmissionOrder() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<Future<String>> futures = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                int n = i;
                futures.add(pool.submit(() -> "job-" + n));
            }
            StringBuilder sb = new StringBuilder();
            for (Future<String> f : futures) {
                sb.append(f.get()).append(' ');
            }
            assertEquals("job-0 job-1 job-2 job-3 job-4 ", sb.toString());
        } finally {
            pool.shutdown();
        }
    }
}

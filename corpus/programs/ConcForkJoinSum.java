import java.util.Arrays;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RecursiveAction;
import java.util.concurrent.RecursiveTask;

public class ConcForkJoinSum {
    static final int THRESHOLD = 1_000;

    static class SumTask extends RecursiveTask<Long> {
        private final long[] data;
        private final int lo, hi;

        SumTask(long[] data, int lo, int hi) {
            this.data = data;
            this.lo = lo;
            this.hi = hi;
        }

        @Override
        protected Long compute() {
            if (hi - lo <= THRESHOLD) {
                long s = 0;
                for (int i = lo; i < hi; i++) s += data[i];
                return s;
            }
            int mid = (lo + hi) >>> 1;
            SumTask left = new SumTask(data, lo, mid);
            SumTask right = new SumTask(data, mid, hi);
            left.fork();
            long r = right.compute();
            return left.join() + r;
        }
    }

    // in-place scaling of an array, no result
    static class ScaleAction extends RecursiveAction {
        private final long[] data;
        private final int lo, hi;
        private final long factor;

        ScaleAction(long[] data, int lo, int hi, long factor) {
            this.data = data;
            this.lo = lo;
            this.hi = hi;
            this.factor = factor;
        }

        @Override
        protected void compute() {
            if (hi - lo <= THRESHOLD) {
                for (int i = lo; i < hi; i++) data[i] *= factor;
                return;
            }
            int mid = (lo + hi) >>> 1;
            invokeAll(new ScaleAction(data, lo, mid, factor), new ScaleAction(data, mid, hi, factor));
        }
    }

    // parallel merge sort
    static class SortTask extends RecursiveAction {
        private final int[] a, tmp;
        private final int lo, hi;

        SortTask(int[] a, int[] tmp, int lo, int hi) {
            this.a = a;
            this.tmp = tmp;
            this.lo = lo;
            this.hi = hi;
        }

        @Override
        protected void compute() {
            if (hi - lo <= 64) {
                Arrays.sort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            invokeAll(new SortTask(a, tmp, lo, mid), new SortTask(a, tmp, mid, hi));
            int i = lo, j = mid, k = lo;
            while (i < mid && j < hi) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
            while (i < mid) tmp[k++] = a[i++];
            while (j < hi) tmp[k++] = a[j++];
            System.arraycopy(tmp, lo, a, lo, hi - lo);
        }
    }

    static long fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    static class FibTask extends RecursiveTask<Long> {
        final int n;

        FibTask(int n) {
            this.n = n;
        }

        @Override
        protected Long compute() {
            if (n <= 15) return fib(n);
            FibTask f1 = new FibTask(n - 1);
            f1.fork();
            return new FibTask(n - 2).compute() + f1.join();
        }
    }

    public static void main(String[] args) throws Exception {
        long[] data = new long[100_000];
        for (int i = 0; i < data.length; i++) data[i] = (i * 31L) % 1000;
        ForkJoinPool pool = new ForkJoinPool(4);
        System.out.println("pool parallelism " + pool.getParallelism());
        long sum = pool.invoke(new SumTask(data, 0, data.length));
        long check = 0;
        for (long d : data) check += d;
        System.out.println("fork/join sum " + sum + ", sequential " + check);

        pool.invoke(new ScaleAction(data, 0, data.length, 3));
        System.out.println("after scaling x3: " + pool.invoke(new SumTask(data, 0, data.length)));

        int[] values = new int[20_000];
        long seed = 42;
        for (int i = 0; i < values.length; i++) {
            seed = (seed * 6364136223846793005L + 1442695040888963407L);
            values[i] = (int) (seed >>> 40) % 100_000;
        }
        int[] expected = values.clone();
        Arrays.sort(expected);
        pool.invoke(new SortTask(values, new int[values.length], 0, values.length));
        System.out.println("parallel merge sort matches Arrays.sort: " + Arrays.equals(values, expected));
        System.out.println("smallest " + values[0] + ", median " + values[values.length / 2] + ", largest " + values[values.length - 1]);

        ForkJoinTask<Long> fibTask = pool.submit(new FibTask(27));
        System.out.println("fib(27) = " + fibTask.get() + ", isDone " + fibTask.isDone() + ", completedNormally " + fibTask.isCompletedNormally());

        ForkJoinTask<Integer> boom = pool.submit(() -> {
            if (sum > 0) throw new IllegalStateException("task failed");
            return 1;
        });
        try {
            boom.join();
        } catch (IllegalStateException e) {
            System.out.println("join rethrows the task's exception: " + e.getMessage() + ", completedAbnormally " + boom.isCompletedAbnormally());
        }

        System.out.println("commonPool sum " + ForkJoinPool.commonPool().invoke(new SumTask(data, 0, 5_000)));
        pool.shutdown();
        System.out.println("pool terminated " + pool.awaitTermination(2, java.util.concurrent.TimeUnit.SECONDS));
    }
}

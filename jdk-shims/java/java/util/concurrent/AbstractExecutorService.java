package java.util.concurrent;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;

/** submit/invokeAll/invokeAny on top of execute, as the JDK's skeleton does them. */
public abstract class AbstractExecutorService implements ExecutorService {
    public AbstractExecutorService() {
    }

    protected <T> RunnableFuture<T> newTaskFor(Runnable runnable, T value) {
        return new FutureTask<T>(runnable, value);
    }

    protected <T> RunnableFuture<T> newTaskFor(Callable<T> callable) {
        return new FutureTask<T>(callable);
    }

    public Future<?> submit(Runnable task) {
        if (task == null) {
            throw new NullPointerException();
        }
        RunnableFuture<Void> ftask = newTaskFor(task, null);
        execute(ftask);
        return ftask;
    }

    public <T> Future<T> submit(Runnable task, T result) {
        if (task == null) {
            throw new NullPointerException();
        }
        RunnableFuture<T> ftask = newTaskFor(task, result);
        execute(ftask);
        return ftask;
    }

    public <T> Future<T> submit(Callable<T> task) {
        if (task == null) {
            throw new NullPointerException();
        }
        RunnableFuture<T> ftask = newTaskFor(task);
        execute(ftask);
        return ftask;
    }

    /**
     * Submits one task, then one more each time none has finished yet; the
     * first success wins, otherwise the last failure is reported.
     */
    private <T> T doInvokeAny(Collection<? extends Callable<T>> tasks, boolean timed, long nanos)
        throws InterruptedException, ExecutionException, TimeoutException {
        if (tasks == null) {
            throw new NullPointerException();
        }
        int left = tasks.size();
        if (left == 0) {
            throw new IllegalArgumentException();
        }
        ArrayList<Future<T>> futures = new ArrayList<Future<T>>(left);
        ExecutorCompletionService<T> ecs = new ExecutorCompletionService<T>(this);
        try {
            ExecutionException ee = null;
            long deadline = timed ? Blocking.deadline(nanos) : 0L;
            Iterator<? extends Callable<T>> it = tasks.iterator();
            futures.add(ecs.submit(it.next()));
            left--;
            int active = 1;
            for (;;) {
                Future<T> f = ecs.poll();
                if (f == null) {
                    if (left > 0) {
                        left--;
                        futures.add(ecs.submit(it.next()));
                        active++;
                    } else if (active == 0) {
                        break;
                    } else if (timed) {
                        f = ecs.poll(nanos, TimeUnit.NANOSECONDS);
                        if (f == null) {
                            throw new TimeoutException();
                        }
                        nanos = deadline - System.nanoTime();
                    } else {
                        f = ecs.take();
                    }
                }
                if (f != null) {
                    active--;
                    try {
                        return f.get();
                    } catch (ExecutionException eex) {
                        ee = eex;
                    } catch (RuntimeException rex) {
                        ee = new ExecutionException(rex);
                    }
                }
            }
            if (ee == null) {
                ee = new ExecutionException();
            }
            throw ee;
        } finally {
            cancelAll(futures, 0);
        }
    }

    public <T> T invokeAny(Collection<? extends Callable<T>> tasks) throws InterruptedException, ExecutionException {
        try {
            return doInvokeAny(tasks, false, 0L);
        } catch (TimeoutException cannotHappen) {
            return null;
        }
    }

    public <T> T invokeAny(Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
        throws InterruptedException, ExecutionException, TimeoutException {
        return doInvokeAny(tasks, true, unit.toNanos(timeout));
    }

    public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks) throws InterruptedException {
        if (tasks == null) {
            throw new NullPointerException();
        }
        ArrayList<Future<T>> futures = new ArrayList<Future<T>>(tasks.size());
        try {
            for (Callable<T> t : tasks) {
                RunnableFuture<T> f = newTaskFor(t);
                futures.add(f);
                execute(f);
            }
            for (int i = 0, n = futures.size(); i < n; i++) {
                Future<T> f = futures.get(i);
                if (!f.isDone()) {
                    try {
                        f.get();
                    } catch (CancellationException ignore) {
                        // reported through the future itself
                    } catch (ExecutionException ignore) {
                        // reported through the future itself
                    }
                }
            }
            return futures;
        } catch (Throwable t) {
            cancelAll(futures, 0);
            throw t;
        }
    }

    public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
        throws InterruptedException {
        if (tasks == null) {
            throw new NullPointerException();
        }
        long nanos = unit.toNanos(timeout);
        long deadline = Blocking.deadline(nanos);
        ArrayList<Future<T>> futures = new ArrayList<Future<T>>(tasks.size());
        int j = 0;
        try {
            for (Callable<T> t : tasks) {
                futures.add(newTaskFor(t));
            }
            int size = futures.size();
            boolean timedOut = false;
            // Tasks not yet handed to execute when the time is up are cancelled unrun.
            for (int i = 0; i < size; i++) {
                if (((i == 0) ? nanos : deadline - System.nanoTime()) <= 0L) {
                    timedOut = true;
                    break;
                }
                execute((Runnable) futures.get(i));
            }
            if (!timedOut) {
                for (; j < size; j++) {
                    Future<T> f = futures.get(j);
                    if (!f.isDone()) {
                        try {
                            f.get(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
                        } catch (CancellationException ignore) {
                            // reported through the future itself
                        } catch (ExecutionException ignore) {
                            // reported through the future itself
                        } catch (TimeoutException e) {
                            timedOut = true;
                            break;
                        }
                    }
                }
                if (!timedOut) {
                    return futures;
                }
            }
        } catch (Throwable t) {
            cancelAll(futures, 0);
            throw t;
        }
        cancelAll(futures, j);
        return futures;
    }

    private static <T> void cancelAll(ArrayList<Future<T>> futures, int from) {
        for (int i = from, n = futures.size(); i < n; i++) {
            futures.get(i).cancel(true);
        }
    }
}

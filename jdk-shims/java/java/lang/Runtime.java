package java.lang;

import jdk.internal.terrarium.VM;

public class Runtime {
    private static final Runtime currentRuntime = new Runtime();

    private Runtime() {
    }

    public static Runtime getRuntime() {
        return currentRuntime;
    }

    public void exit(int status) {
        jdk.internal.terrarium.Shutdown.exit(status);
    }

    public void addShutdownHook(Thread hook) {
        jdk.internal.terrarium.Shutdown.add(hook);
    }

    public boolean removeShutdownHook(Thread hook) {
        return jdk.internal.terrarium.Shutdown.remove(hook);
    }

    public void halt(int status) {
        VM.halt(status);
    }

    // The machine is the world's ("runtime" in a world file).
    public int availableProcessors() {
        return (int) Math.min(Integer.MAX_VALUE, VM.runtime(0));
    }

    public long freeMemory() {
        return VM.runtime(1);
    }

    public long totalMemory() {
        return VM.runtime(2);
    }

    public long maxMemory() {
        return VM.runtime(3);
    }

    public void gc() {
    }

    public void runFinalization() {
    }
}

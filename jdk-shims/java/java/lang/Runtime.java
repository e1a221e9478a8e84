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
        VM.exit(status);
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

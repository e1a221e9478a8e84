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

    public int availableProcessors() {
        return 1;
    }

    public long freeMemory() {
        return 250_000_000L;
    }

    public long totalMemory() {
        return 268_435_456L;
    }

    public long maxMemory() {
        return 4_294_967_296L;
    }

    public void gc() {
    }

    public void runFinalization() {
    }
}

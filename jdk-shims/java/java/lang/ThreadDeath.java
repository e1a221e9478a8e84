package java.lang;

/** Thrown by the deprecated Thread.stop (which Terrarium, like JDK 20+, does not provide). */
public class ThreadDeath extends Error {
    private static final long serialVersionUID = -4417128565033088268L;

    public ThreadDeath() {
    }
}

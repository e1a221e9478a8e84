package org.mockito.internal.terrarium;

/** Where a call on a mock or a Mockito call was made: the first frame outside Mockito and mocks. */
public final class Location {
    private Location() {
    }

    /** "-> at" lines name this: {@code Class.method(File.java:N)}. */
    public static String here() {
        for (StackTraceElement e : new Throwable().getStackTrace()) {
            String c = e.getClassName();
            if (c.startsWith("org.mockito.") || c.startsWith("jdk.internal.") || c.contains("$MockitoMock$")
                    || c.startsWith("java.lang.reflect.")) {
                continue;
            }
            return e.toString();
        }
        return "unknown location";
    }
}

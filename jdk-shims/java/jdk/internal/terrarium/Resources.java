package jdk.internal.terrarium;

/**
 * The application class path's files, as the host read them: what the
 * application class loader finds as resources. URLs are the ones `java`
 * gives (`file:/dir/a/b.txt`, `jar:file:/lib/x.jar!/a/b.txt`).
 */
public final class Resources {
    private Resources() {
    }

    /** The URLs of every file at {@code path} (`a/b.txt`), in class path order. */
    public static native String[] urls(String path);

    /** The bytes of the class path file with this URL, or null if none has it. */
    public static native byte[] read(String url);
}

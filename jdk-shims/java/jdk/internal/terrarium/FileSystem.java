package jdk.internal.terrarium;

/**
 * The virtual file system of the world (natives in jdk-shims/src/natives/fs.rs).
 * Paths are as the program gave them; the VM resolves relative ones against the
 * world's working directory. Every call is logged in the world's access log.
 */
public final class FileSystem {
    private FileSystem() {
    }

    public static final int EXISTS = 1;
    public static final int DIRECTORY = 2;
    public static final int READ = 4;
    public static final int WRITE = 8;
    public static final int EXECUTE = 16;

    public static final int OPEN_READ = 0;
    public static final int OPEN_WRITE = 1;
    public static final int OPEN_APPEND = 2;

    /** The working directory (user.dir). */
    public static native String cwd();

    /** The absolute, normalised form of a path (no symbolic links in the world). */
    public static native String resolve(String path);

    /** Bits EXISTS, DIRECTORY, READ, WRITE, EXECUTE; 0 when nothing is there. */
    public static native int stat(String path);

    public static native long length(String path);

    public static native long lastModified(String path);

    /** The names in a directory, sorted; null if it is not a directory. */
    public static native String[] list(String path);

    public static native boolean mkdir(String path);

    public static native boolean delete(String path);

    public static native boolean rename(String from, String to);

    /** Creates an empty file; false if something exists there; IOException when it cannot. */
    public static native boolean createFile(String path);

    public static native boolean setLastModified(String path, long time);

    /** access: 4 read, 2 write, 1 execute. */
    public static native boolean setPermission(String path, int access, boolean enable);

    /** The next number for a temporary file's name, drawn from the world's seed. */
    public static native long tempNumber();

    /** A handle; FileNotFoundException "path (reason)" when the file cannot be opened. */
    public static native int open(String path, int mode);

    /** Bytes read, or -1 at the end of the file. */
    public static native int read(int handle, byte[] b, int off, int len);

    public static native void write(int handle, byte[] b, int off, int len);

    public static native int available(int handle);

    public static native long skip(int handle, long n);

    public static native void close(int handle);
}

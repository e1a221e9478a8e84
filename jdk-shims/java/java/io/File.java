package java.io;

import java.util.ArrayList;
import jdk.internal.terrarium.FileSystem;

/**
 * A path in the world's virtual file system (a Unix one: '/' separated, no
 * symbolic links). Queries and changes go to the world, never to the host.
 */
public class File implements Serializable, Comparable<File> {
    // Not compile-time constants, as in the JDK (they come from the file
    // system there): compilers must not inline them into class files.
    public static final char separatorChar = "/".charAt(0);
    public static final String separator = String.valueOf(separatorChar);
    public static final char pathSeparatorChar = ":".charAt(0);
    public static final String pathSeparator = String.valueOf(pathSeparatorChar);

    private final String path;
    private final transient int prefixLength;

    public File(String pathname) {
        if (pathname == null) {
            throw new NullPointerException();
        }
        this.path = normalize(pathname);
        this.prefixLength = this.path.startsWith("/") ? 1 : 0;
    }

    public File(String parent, String child) {
        if (child == null) {
            throw new NullPointerException();
        }
        if (parent != null) {
            if (parent.isEmpty()) {
                this.path = resolve("/", normalize(child));
            } else {
                this.path = resolve(normalize(parent), normalize(child));
            }
        } else {
            this.path = normalize(child);
        }
        this.prefixLength = this.path.startsWith("/") ? 1 : 0;
    }

    public File(File parent, String child) {
        if (child == null) {
            throw new NullPointerException();
        }
        if (parent != null) {
            if (parent.path.isEmpty()) {
                this.path = resolve("/", normalize(child));
            } else {
                this.path = resolve(parent.path, normalize(child));
            }
        } else {
            this.path = normalize(child);
        }
        this.prefixLength = this.path.startsWith("/") ? 1 : 0;
    }

    public File(java.net.URI uri) {
        if (!uri.isAbsolute()) {
            throw new IllegalArgumentException("URI is not absolute");
        }
        if (uri.isOpaque()) {
            throw new IllegalArgumentException("URI is not hierarchical");
        }
        String scheme = uri.getScheme();
        if (scheme == null || !scheme.equalsIgnoreCase("file")) {
            throw new IllegalArgumentException("URI scheme is not \"file\"");
        }
        if (uri.getRawAuthority() != null) {
            throw new IllegalArgumentException("URI has an authority component");
        }
        if (uri.getRawFragment() != null) {
            throw new IllegalArgumentException("URI has a fragment component");
        }
        if (uri.getRawQuery() != null) {
            throw new IllegalArgumentException("URI has a query component");
        }
        String p = uri.getPath();
        if (p.isEmpty()) {
            throw new IllegalArgumentException("URI path component is empty");
        }
        this.path = normalize(p);
        this.prefixLength = this.path.startsWith("/") ? 1 : 0;
    }

    /** UnixFileSystem.normalize: no repeated slashes, no trailing slash (but "/"). */
    private static String normalize(String p) {
        int n = p.length();
        StringBuilder sb = new StringBuilder(n);
        char prev = 0;
        for (int i = 0; i < n; i++) {
            char c = p.charAt(i);
            if (c == '/' && prev == '/') {
                continue;
            }
            sb.append(c);
            prev = c;
        }
        int len = sb.length();
        if (len > 1 && sb.charAt(len - 1) == '/') {
            sb.setLength(len - 1);
        }
        return sb.toString();
    }

    /** UnixFileSystem.resolve(parent, child). */
    private static String resolve(String parent, String child) {
        if (child.isEmpty()) {
            return parent;
        }
        if (child.charAt(0) == '/') {
            if (parent.equals("/")) {
                return child;
            }
            return parent + child;
        }
        if (parent.equals("/")) {
            return parent + child;
        }
        return parent + '/' + child;
    }

    public String getName() {
        int index = path.lastIndexOf(separatorChar);
        if (index < prefixLength) {
            return path.substring(prefixLength);
        }
        return path.substring(index + 1);
    }

    public String getParent() {
        int index = path.lastIndexOf(separatorChar);
        if (index < prefixLength) {
            if (prefixLength > 0 && path.length() > prefixLength) {
                return path.substring(0, prefixLength);
            }
            return null;
        }
        return path.substring(0, index);
    }

    public File getParentFile() {
        String p = getParent();
        if (p == null) {
            return null;
        }
        return new File(p);
    }

    public String getPath() {
        return path;
    }

    public boolean isAbsolute() {
        return prefixLength != 0;
    }

    public String getAbsolutePath() {
        if (isAbsolute()) {
            return path;
        }
        return resolve(FileSystem.cwd(), path);
    }

    public File getAbsoluteFile() {
        return new File(getAbsolutePath());
    }

    public String getCanonicalPath() throws IOException {
        return FileSystem.resolve(getAbsolutePath());
    }

    public File getCanonicalFile() throws IOException {
        return new File(getCanonicalPath());
    }

    private boolean isInvalid() {
        return path.indexOf('\u0000') >= 0;
    }

    private int stat() {
        if (isInvalid() || path.isEmpty()) {
            return 0;
        }
        return FileSystem.stat(path);
    }

    public boolean canRead() {
        int s = stat();
        return (s & FileSystem.EXISTS) != 0 && (s & FileSystem.READ) != 0;
    }

    public boolean canWrite() {
        int s = stat();
        return (s & FileSystem.EXISTS) != 0 && (s & FileSystem.WRITE) != 0;
    }

    public boolean canExecute() {
        int s = stat();
        return (s & FileSystem.EXISTS) != 0 && (s & FileSystem.EXECUTE) != 0;
    }

    public boolean exists() {
        return (stat() & FileSystem.EXISTS) != 0;
    }

    public boolean isDirectory() {
        return (stat() & FileSystem.DIRECTORY) != 0;
    }

    public boolean isFile() {
        int s = stat();
        return (s & FileSystem.EXISTS) != 0 && (s & FileSystem.DIRECTORY) == 0;
    }

    public boolean isHidden() {
        if (isInvalid()) {
            return false;
        }
        return getName().startsWith(".");
    }

    public long lastModified() {
        if (isInvalid() || path.isEmpty()) {
            return 0L;
        }
        return FileSystem.lastModified(path);
    }

    public long length() {
        if (isInvalid() || path.isEmpty()) {
            return 0L;
        }
        return FileSystem.length(path);
    }

    public boolean createNewFile() throws IOException {
        if (isInvalid()) {
            throw new IOException("Invalid file path");
        }
        return FileSystem.createFile(path);
    }

    public boolean delete() {
        if (isInvalid()) {
            return false;
        }
        return FileSystem.delete(path);
    }

    public void deleteOnExit() {
    }

    public String[] list() {
        if (isInvalid()) {
            return null;
        }
        return FileSystem.list(path);
    }

    public String[] list(FilenameFilter filter) {
        String[] names = list();
        if ((names == null) || (filter == null)) {
            return names;
        }
        ArrayList<String> v = new ArrayList<>();
        for (int i = 0; i < names.length; i++) {
            if (filter.accept(this, names[i])) {
                v.add(names[i]);
            }
        }
        return v.toArray(new String[v.size()]);
    }

    public File[] listFiles() {
        String[] ss = list();
        if (ss == null) {
            return null;
        }
        int n = ss.length;
        File[] fs = new File[n];
        for (int i = 0; i < n; i++) {
            fs[i] = new File(this, ss[i]);
        }
        return fs;
    }

    public File[] listFiles(FilenameFilter filter) {
        String[] ss = list();
        if (ss == null) {
            return null;
        }
        ArrayList<File> files = new ArrayList<>();
        for (String s : ss) {
            if ((filter == null) || filter.accept(this, s)) {
                files.add(new File(this, s));
            }
        }
        return files.toArray(new File[files.size()]);
    }

    public File[] listFiles(FileFilter filter) {
        String[] ss = list();
        if (ss == null) {
            return null;
        }
        ArrayList<File> files = new ArrayList<>();
        for (String s : ss) {
            File f = new File(this, s);
            if ((filter == null) || filter.accept(f)) {
                files.add(f);
            }
        }
        return files.toArray(new File[files.size()]);
    }

    public boolean mkdir() {
        if (isInvalid() || path.isEmpty()) {
            return false;
        }
        return FileSystem.mkdir(path);
    }

    public boolean mkdirs() {
        if (exists()) {
            return false;
        }
        if (mkdir()) {
            return true;
        }
        File canonFile = null;
        try {
            canonFile = getCanonicalFile();
        } catch (IOException e) {
            return false;
        }
        File parent = canonFile.getParentFile();
        return (parent != null && (parent.mkdirs() || parent.exists()) && canonFile.mkdir());
    }

    public boolean renameTo(File dest) {
        if (dest == null) {
            throw new NullPointerException();
        }
        if (this.isInvalid() || dest.isInvalid() || path.isEmpty() || dest.path.isEmpty()) {
            return false;
        }
        return FileSystem.rename(path, dest.path);
    }

    public boolean setLastModified(long time) {
        if (time < 0) {
            throw new IllegalArgumentException("Negative time");
        }
        if (isInvalid() || path.isEmpty()) {
            return false;
        }
        return FileSystem.setLastModified(path, time);
    }

    public boolean setReadOnly() {
        if (isInvalid() || path.isEmpty()) {
            return false;
        }
        return FileSystem.setPermission(path, 2, false);
    }

    private boolean setPermission(int access, boolean enable) {
        if (isInvalid() || path.isEmpty()) {
            return false;
        }
        return FileSystem.setPermission(path, access, enable);
    }

    public boolean setWritable(boolean writable, boolean ownerOnly) {
        return setPermission(2, writable);
    }

    public boolean setWritable(boolean writable) {
        return setPermission(2, writable);
    }

    public boolean setReadable(boolean readable, boolean ownerOnly) {
        return setPermission(4, readable);
    }

    public boolean setReadable(boolean readable) {
        return setPermission(4, readable);
    }

    public boolean setExecutable(boolean executable, boolean ownerOnly) {
        return setPermission(1, executable);
    }

    public boolean setExecutable(boolean executable) {
        return setPermission(1, executable);
    }

    public static File[] listRoots() {
        return new File[] {new File("/")};
    }

    public long getTotalSpace() {
        return exists() ? 1L << 36 : 0L;
    }

    public long getFreeSpace() {
        return exists() ? 1L << 35 : 0L;
    }

    public long getUsableSpace() {
        return exists() ? 1L << 35 : 0L;
    }

    public static File createTempFile(String prefix, String suffix, File directory) throws IOException {
        if (prefix.length() < 3) {
            throw new IllegalArgumentException("Prefix string \"" + prefix + "\" too short: length must be at least 3");
        }
        if (suffix == null) {
            suffix = ".tmp";
        }
        File tmpdir = (directory != null) ? directory : new File(System.getProperty("java.io.tmpdir", "/tmp"));
        File f;
        do {
            String name = prefix + Long.toUnsignedString(FileSystem.tempNumber()) + suffix;
            f = new File(tmpdir, name);
        } while (!f.createNewFile());
        return f;
    }

    public static File createTempFile(String prefix, String suffix) throws IOException {
        return createTempFile(prefix, suffix, null);
    }

    public int compareTo(File pathname) {
        return this.path.compareTo(pathname.path);
    }

    public boolean equals(Object obj) {
        if (obj instanceof File) {
            return compareTo((File) obj) == 0;
        }
        return false;
    }

    public int hashCode() {
        return path.hashCode() ^ 1234321;
    }

    public String toString() {
        return getPath();
    }

    /** A "file:" URI of the absolute path, with a trailing '/' if it names a directory now. */
    public java.net.URI toURI() {
        File f = getAbsoluteFile();
        String sp = f.getPath();
        if (!sp.endsWith("/") && f.isDirectory()) {
            sp = sp + "/";
        }
        try {
            return new java.net.URI("file", null, sp, null);
        } catch (java.net.URISyntaxException e) {
            throw new Error(e);
        }
    }

    public java.nio.file.Path toPath() {
        return java.nio.file.FileSystems.getDefault().getPath(path);
    }
}

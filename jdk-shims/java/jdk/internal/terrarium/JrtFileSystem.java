package jdk.internal.terrarium;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.NonWritableChannelException;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.AccessMode;
import java.nio.file.ClosedFileSystemException;
import java.nio.file.CopyOption;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.nio.file.ProviderMismatchException;
import java.nio.file.ReadOnlyFileSystemException;
import java.nio.file.attribute.BasicFileAttributeView;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.FileAttributeView;
import java.nio.file.attribute.FileTime;
import java.nio.file.spi.FileSystemProvider;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The class library as a JDK image: what `jrt:/` is on HotSpot, so that
 * tools that read the platform's classes (compilers such as ECJ, class
 * scanners) find Terrarium's. Read-only, laid out as the JDK's image:
 * `/modules/java.base/java/lang/Object.class` (every class of the library,
 * in one module, with a `module-info.class` made here that exports the
 * `java` and `javax` packages and `sun.misc`) and `/packages/java.lang/java.base`, a link
 * to the module that holds the package. Nothing of the host is reachable.
 */
public final class JrtFileSystem extends java.nio.file.FileSystem {
    public static final Provider PROVIDER = new Provider();
    static final String MODULE = "java.base";
    private static JrtFileSystem system;

    /** Path of an entry → the entry; directories list their children's names, sorted. */
    private final HashMap<String, Entry> entries;
    private final boolean closeable;
    private volatile boolean open = true;

    private static native String[] libraryClasses();

    private static native byte[] libraryClass(String internalName);

    private static final class Entry {
        static final int DIR = 0;
        static final int FILE = 1;
        static final int LINK = 2;
        final int kind;
        /** A class file's internal name, or a link's target path. */
        final String ref;
        final TreeSet<String> children;
        byte[] synthetic;

        Entry(int kind, String ref) {
            this.kind = kind;
            this.ref = ref;
            this.children = kind == DIR ? new TreeSet<>() : null;
        }
    }

    private JrtFileSystem(boolean closeable) {
        this.closeable = closeable;
        this.entries = new HashMap<>();
        entries.put("/", new Entry(Entry.DIR, null));
        TreeSet<String> packages = new TreeSet<>();
        TreeSet<String> dirs = new TreeSet<>();
        String root = "/modules/" + MODULE;
        for (String name : libraryClasses()) {
            int slash = name.lastIndexOf('/');
            String pkg = slash < 0 ? "" : name.substring(0, slash);
            packages.add(pkg);
            add(root + "/" + name + ".class", new Entry(Entry.FILE, name));
            // The JDK's /packages names every directory of a module, "java" too.
            for (int i = name.indexOf('/'); i >= 0; i = name.indexOf('/', i + 1)) {
                dirs.add(name.substring(0, i));
            }
        }
        Entry info = new Entry(Entry.FILE, null);
        info.synthetic = moduleInfo(packages);
        add(root + "/module-info.class", info);
        add("/packages", new Entry(Entry.DIR, null));
        for (String dir : dirs) {
            add("/packages/" + dir.replace('/', '.') + "/" + MODULE, new Entry(Entry.LINK, root));
        }
    }

    /** Adds the entry and the directories above it. */
    private void add(String path, Entry e) {
        if (entries.containsKey(path)) {
            return;
        }
        entries.put(path, e);
        int slash = path.lastIndexOf('/');
        String parent = slash == 0 ? "/" : path.substring(0, slash);
        Entry p = entries.get(parent);
        if (p == null) {
            add(parent, new Entry(Entry.DIR, null));
            p = entries.get(parent);
        }
        p.children.add(path.substring(slash + 1));
    }

    /**
     * The module descriptor of java.base as a class file (JVMS 4.7.25): no
     * requires, every package in ModulePackages, `java.*`, `javax.*` and
     * `sun.misc` exported.
     */
    private static byte[] moduleInfo(TreeSet<String> packages) {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            DataOutputStream out = new DataOutputStream(bytes);
            out.writeInt(0xCAFEBABE);
            out.writeShort(0);
            out.writeShort(61);
            ArrayList<String> pkgs = new ArrayList<>();
            for (String p : packages) {
                if (!p.isEmpty()) {
                    pkgs.add(p);
                }
            }
            out.writeShort(8 + 2 * pkgs.size());
            out.writeByte(1);
            out.writeUTF("module-info"); // #1
            out.writeByte(7);
            out.writeShort(1); // #2 Class module-info
            out.writeByte(1);
            out.writeUTF(MODULE); // #3
            out.writeByte(19);
            out.writeShort(3); // #4 Module java.base
            out.writeByte(1);
            out.writeUTF("Module"); // #5
            out.writeByte(1);
            out.writeUTF("ModulePackages"); // #6
            out.writeByte(1);
            out.writeUTF(System.getProperty("java.version", "17")); // #7
            for (int i = 0; i < pkgs.size(); i++) { // #8 + 2i: Utf8, #9 + 2i: Package
                out.writeByte(1);
                out.writeUTF(pkgs.get(i));
                out.writeByte(20);
                out.writeShort(8 + 2 * i);
            }
            out.writeShort(0x8000); // ACC_MODULE
            out.writeShort(2);
            out.writeShort(0);
            out.writeShort(0);
            out.writeShort(0);
            out.writeShort(0);
            out.writeShort(2);
            ArrayList<Integer> exported = new ArrayList<>();
            for (int i = 0; i < pkgs.size(); i++) {
                String p = pkgs.get(i);
                // What the JDK's modules export to everyone: the API packages,
                // and jdk.unsupported's sun.misc.
                if (p.startsWith("java/") || p.startsWith("javax/") || p.equals("sun/misc")) {
                    exported.add(9 + 2 * i);
                }
            }
            out.writeShort(5);
            out.writeInt(16 + 6 * exported.size());
            out.writeShort(4);
            out.writeShort(0);
            out.writeShort(7);
            out.writeShort(0); // requires
            out.writeShort(exported.size());
            for (int index : exported) {
                out.writeShort(index);
                out.writeShort(0);
                out.writeShort(0);
            }
            out.writeShort(0); // opens
            out.writeShort(0); // uses
            out.writeShort(0); // provides
            out.writeShort(6);
            out.writeInt(2 + 2 * pkgs.size());
            out.writeShort(pkgs.size());
            for (int i = 0; i < pkgs.size(); i++) {
                out.writeShort(9 + 2 * i);
            }
            out.flush();
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new InternalError(e);
        }
    }

    /** The image FileSystems.getFileSystem(URI.create("jrt:/")) gives: one, never closed. */
    static synchronized JrtFileSystem system() {
        if (system == null) {
            system = new JrtFileSystem(false);
        }
        return system;
    }

    // ------------------------------------------------------------------ lookup

    private static String key(Path path) {
        return path.toAbsolutePath().normalize().toString();
    }

    /** The entry at path (links followed unless it is the last name and follow is false), or null. */
    private Entry lookup(String path, boolean follow) {
        if (!open) {
            throw new ClosedFileSystemException();
        }
        Entry e = entries.get(path);
        if (e != null) {
            return e.kind == Entry.LINK && follow ? entries.get(e.ref) : e;
        }
        // A path through a link: /packages/java.lang/java.base/java/lang/...
        int from = 1;
        String real = "";
        while (from <= path.length()) {
            int slash = path.indexOf('/', from);
            int end = slash < 0 ? path.length() : slash;
            real = real + "/" + path.substring(from, end);
            Entry step = entries.get(real);
            if (step == null) {
                return null;
            }
            boolean last = slash < 0;
            if (step.kind == Entry.LINK && (!last || follow)) {
                real = step.ref;
                step = entries.get(real);
            }
            if (last) {
                return step;
            }
            from = end + 1;
        }
        return null;
    }

    private Entry existing(Path path, boolean follow) throws NoSuchFileException {
        Entry e = lookup(key(path), follow);
        if (e == null) {
            throw new NoSuchFileException(path.toString());
        }
        return e;
    }

    private static boolean follows(LinkOption... options) {
        for (LinkOption o : options) {
            if (o == LinkOption.NOFOLLOW_LINKS) {
                return false;
            }
        }
        return true;
    }

    private byte[] bytes(Entry e) {
        if (e.synthetic != null) {
            return e.synthetic.clone();
        }
        byte[] b = libraryClass(e.ref);
        return b == null ? new byte[0] : b;
    }

    // ------------------------------------------------------------------ FileSystem

    @Override
    public FileSystemProvider provider() {
        return PROVIDER;
    }

    @Override
    public void close() throws IOException {
        if (!closeable) {
            throw new UnsupportedOperationException();
        }
        open = false;
    }

    @Override
    public boolean isOpen() {
        return open;
    }

    @Override
    public boolean isReadOnly() {
        return true;
    }

    @Override
    public String getSeparator() {
        return "/";
    }

    @Override
    public Iterable<Path> getRootDirectories() {
        return List.of(getPath("/"));
    }

    @Override
    public Path getPath(String first, String... more) {
        return UnixPath.of(this, first, more);
    }

    @Override
    public PathMatcher getPathMatcher(String syntaxAndPattern) {
        return UnixPath.pathMatcher(syntaxAndPattern);
    }

    /** JrtPath.toUri: the module path without "/modules", as `jrt:/java.base/java/lang/Object.class`. */
    URI toUri(String absolute) {
        if (!absolute.equals("/modules") && !absolute.startsWith("/modules/")) {
            throw new java.io.IOError(new RuntimeException(absolute + " cannot be represented as URI"));
        }
        String p = absolute.substring("/modules".length());
        try {
            return new URI("jrt", p.isEmpty() ? "/" : p, null);
        } catch (java.net.URISyntaxException e) {
            throw new java.io.IOError(e);
        }
    }

    // ------------------------------------------------------------------ attributes

    private final class Attributes implements BasicFileAttributes {
        private final Entry e;

        Attributes(Entry e) {
            this.e = e;
        }

        @Override
        public FileTime lastModifiedTime() {
            return FileTime.fromMillis(0); // the image has no time of its own
        }

        @Override
        public FileTime lastAccessTime() {
            return lastModifiedTime();
        }

        @Override
        public FileTime creationTime() {
            return lastModifiedTime();
        }

        @Override
        public boolean isRegularFile() {
            return e.kind == Entry.FILE;
        }

        @Override
        public boolean isDirectory() {
            return e.kind == Entry.DIR;
        }

        @Override
        public boolean isSymbolicLink() {
            return e.kind == Entry.LINK;
        }

        @Override
        public boolean isOther() {
            return false;
        }

        @Override
        public long size() {
            return e.kind == Entry.FILE ? bytes(e).length : 0;
        }

        @Override
        public Object fileKey() {
            return null;
        }
    }

    // ------------------------------------------------------------------ the provider

    /** The "jrt" provider: this library's image only (another JDK's `jrt-fs.jar` cannot be loaded). */
    public static final class Provider extends FileSystemProvider {
        private Provider() {
        }

        @Override
        public String getScheme() {
            return "jrt";
        }

        private static void checkUri(URI uri) {
            if (!uri.getScheme().equalsIgnoreCase("jrt")) {
                throw new IllegalArgumentException("URI does not match this provider");
            }
            if (uri.getAuthority() != null) {
                throw new IllegalArgumentException("Authority component present");
            }
            if (uri.getPath() == null) {
                throw new IllegalArgumentException("Path component is undefined");
            }
            if (!uri.getPath().equals("/")) {
                throw new IllegalArgumentException("Path component should be '/'");
            }
            if (uri.getQuery() != null) {
                throw new IllegalArgumentException("Query component present");
            }
            if (uri.getFragment() != null) {
                throw new IllegalArgumentException("Fragment component present");
            }
        }

        @Override
        public java.nio.file.FileSystem newFileSystem(URI uri, Map<String, ?> env) throws IOException {
            checkUri(uri);
            Object home = env.get("java.home");
            if (home != null && !home.equals(System.getProperty("java.home"))) {
                Path jrtfs = Path.of(home.toString(), "lib", "jrt-fs.jar");
                if (Files.notExists(jrtfs)) {
                    throw new IOException(jrtfs + " not exist");
                }
                throw new IOException("Terrarium cannot load " + jrtfs
                        + ": the only JDK image here is its own class library (java.home "
                        + System.getProperty("java.home") + ")");
            }
            return new JrtFileSystem(true);
        }

        @Override
        public java.nio.file.FileSystem getFileSystem(URI uri) {
            checkUri(uri);
            return system();
        }

        @Override
        public Path getPath(URI uri) {
            if (!uri.getScheme().equalsIgnoreCase("jrt")) {
                throw new IllegalArgumentException("URI does not match this provider");
            }
            String p = uri.getPath();
            if (p == null || p.isEmpty() || p.charAt(0) != '/') {
                throw new IllegalArgumentException("Invalid path component");
            }
            return system().getPath("/modules" + p);
        }

        private static JrtFileSystem fs(Path path) {
            if (path == null) {
                throw new NullPointerException();
            }
            if (!(path.getFileSystem() instanceof JrtFileSystem)) {
                throw new ProviderMismatchException();
            }
            return (JrtFileSystem) path.getFileSystem();
        }

        @Override
        public InputStream newInputStream(Path path, OpenOption... options) throws IOException {
            JrtFileSystem fs = fs(path);
            for (OpenOption o : options) {
                if (o != java.nio.file.StandardOpenOption.READ) {
                    throw new ReadOnlyFileSystemException();
                }
            }
            Entry e = fs.existing(path, true);
            if (e.kind != Entry.FILE) {
                throw new FileSystemException(path + " is a directory");
            }
            return new ByteArrayInputStream(fs.bytes(e));
        }

        @Override
        public java.nio.channels.FileChannel newFileChannel(Path path, Set<? extends OpenOption> options,
                FileAttribute<?>... attrs) throws IOException {
            fs(path);
            throw new UnsupportedOperationException("newFileChannel");
        }

        /** As the JDK's jrt file system: the bytes, read once through; no seeking, no writing. */
        @Override
        public SeekableByteChannel newByteChannel(Path path, Set<? extends OpenOption> options,
                FileAttribute<?>... attrs) throws IOException {
            JrtFileSystem fs = fs(path);
            for (OpenOption option : options) {
                Objects.requireNonNull(option);
                if (!(option instanceof java.nio.file.StandardOpenOption)) {
                    throw new IllegalArgumentException("option class: " + option.getClass());
                }
            }
            if (options.contains(java.nio.file.StandardOpenOption.WRITE)
                    || options.contains(java.nio.file.StandardOpenOption.APPEND)) {
                throw new ReadOnlyFileSystemException();
            }
            Entry e = fs.existing(path, true);
            if (e.kind != Entry.FILE) {
                throw new FileSystemException(path + " is a directory");
            }
            byte[] buf = fs.bytes(e);
            final ReadableByteChannel rbc = Channels.newChannel(new ByteArrayInputStream(buf));
            final long size = buf.length;
            return new SeekableByteChannel() {
                long read = 0;

                public boolean isOpen() {
                    return rbc.isOpen();
                }

                public long position() throws IOException {
                    return read;
                }

                public SeekableByteChannel position(long pos) throws IOException {
                    throw new UnsupportedOperationException();
                }

                public int read(ByteBuffer dst) throws IOException {
                    int n = rbc.read(dst);
                    if (n > 0) {
                        read += n;
                    }
                    return n;
                }

                public SeekableByteChannel truncate(long size) throws IOException {
                    throw new NonWritableChannelException();
                }

                public int write(ByteBuffer src) throws IOException {
                    throw new NonWritableChannelException();
                }

                public long size() throws IOException {
                    return size;
                }

                public void close() throws IOException {
                    rbc.close();
                }
            };
        }

        @Override
        public OutputStream newOutputStream(Path path, OpenOption... options) throws IOException {
            fs(path);
            throw new ReadOnlyFileSystemException();
        }

        @Override
        public DirectoryStream<Path> newDirectoryStream(Path dir, DirectoryStream.Filter<? super Path> filter)
                throws IOException {
            JrtFileSystem fs = fs(dir);
            Entry e = fs.existing(dir, true);
            if (e.kind != Entry.DIR) {
                throw new NotDirectoryException(dir.toString());
            }
            ArrayList<Path> kept = new ArrayList<>(e.children.size());
            for (String name : e.children) {
                Path p = dir.resolve(name);
                if (filter == null || filter.accept(p)) {
                    kept.add(p);
                }
            }
            return new ListDirectoryStream(kept);
        }

        @Override
        public void createDirectory(Path dir, FileAttribute<?>... attrs) throws IOException {
            fs(dir);
            throw new ReadOnlyFileSystemException();
        }

        @Override
        public void delete(Path path) throws IOException {
            fs(path);
            throw new ReadOnlyFileSystemException();
        }

        @Override
        public void copy(Path source, Path target, CopyOption... options) throws IOException {
            fs(source);
            fs(target);
            throw new ReadOnlyFileSystemException();
        }

        @Override
        public void move(Path source, Path target, CopyOption... options) throws IOException {
            fs(source);
            fs(target);
            throw new ReadOnlyFileSystemException();
        }

        @Override
        public boolean isSameFile(Path path, Path path2) throws IOException {
            JrtFileSystem fs = fs(path);
            if (path.equals(path2)) {
                return true;
            }
            if (!(path2.getFileSystem() instanceof JrtFileSystem)) {
                return false;
            }
            return fs.existing(path, true) == fs(path2).existing(path2, true);
        }

        @Override
        public boolean isHidden(Path path) {
            fs(path);
            return false;
        }

        @Override
        public void checkAccess(Path path, AccessMode... modes) throws IOException {
            JrtFileSystem fs = fs(path);
            fs.existing(path, true);
            for (AccessMode m : modes) {
                if (m != AccessMode.READ) { // a read-only image of class files: nothing executes
                    throw new AccessDeniedException(path.toString());
                }
            }
        }

        @Override
        @SuppressWarnings("unchecked")
        public <V extends FileAttributeView> V getFileAttributeView(final Path path, Class<V> type,
                final LinkOption... options) {
            fs(path);
            if (type != BasicFileAttributeView.class) {
                return null;
            }
            return (V) new BasicFileAttributeView() {
                @Override
                public String name() {
                    return "basic";
                }

                @Override
                public BasicFileAttributes readAttributes() throws IOException {
                    return Provider.this.readAttributes(path, BasicFileAttributes.class, options);
                }

                @Override
                public void setTimes(FileTime m, FileTime a, FileTime c) {
                    throw new ReadOnlyFileSystemException();
                }
            };
        }

        @Override
        @SuppressWarnings("unchecked")
        public <A extends BasicFileAttributes> A readAttributes(Path path, Class<A> type, LinkOption... options)
                throws IOException {
            JrtFileSystem fs = fs(path);
            if (type != BasicFileAttributes.class) {
                throw new UnsupportedOperationException();
            }
            return (A) fs.new Attributes(fs.existing(path, follows(options)));
        }

        @Override
        public Map<String, Object> readAttributes(Path path, String attributes, LinkOption... options)
                throws IOException {
            return FileAttributes.basic(readAttributes(path, BasicFileAttributes.class, options), attributes);
        }

        @Override
        public void setAttribute(Path path, String attribute, Object value, LinkOption... options) {
            fs(path);
            throw new ReadOnlyFileSystemException();
        }
    }
}

package java.nio.file;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.MalformedInputException;
import java.nio.charset.UnmappableCharacterException;
import java.nio.charset.StandardCharsets;
import java.nio.file.attribute.BasicFileAttributeView;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.FileAttributeView;
import java.nio.file.attribute.FileTime;
import java.nio.file.spi.FileSystemProvider;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiPredicate;
import java.util.function.Predicate;
import java.util.stream.Stream;
import jdk.internal.terrarium.FileSystem;
import jdk.internal.terrarium.UnixPath;
import jdk.internal.terrarium.WorldFileChannel;
import jdk.internal.terrarium.stream.Streams;

/**
 * java.nio.file.Files over the world's virtual file system, which it
 * implements itself (the default file system, and the hot one); a path of
 * another file system (the `jrt:/` image) goes to that file system's provider.
 */
public final class Files {
    private Files() {
    }

    // ------------------------------------------------------------------ helpers

    private static String sys(Path p) {
        return UnixPath.sys(Objects.requireNonNull(p));
    }

    /** The provider of a path of another file system than the world's, else null. */
    private static FileSystemProvider foreign(Path p) {
        java.nio.file.FileSystem fs = p.getFileSystem();
        return fs == UnixPath.FS ? null : fs.provider();
    }

    private static int stat(Path p) {
        return stat(p, true);
    }

    /** The natives' stat bits; for another provider, made from its attributes and access checks. */
    private static int stat(Path p, boolean follow) {
        FileSystemProvider fp = foreign(p);
        if (fp == null) {
            return FileSystem.stat(sys(p));
        }
        BasicFileAttributes a;
        try {
            a = follow ? fp.readAttributes(p, BasicFileAttributes.class)
                    : fp.readAttributes(p, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            return 0;
        }
        int st = FileSystem.EXISTS | (a.isDirectory() ? FileSystem.DIRECTORY : 0);
        st |= allowed(fp, p, AccessMode.READ, FileSystem.READ);
        st |= allowed(fp, p, AccessMode.WRITE, FileSystem.WRITE);
        return st | allowed(fp, p, AccessMode.EXECUTE, FileSystem.EXECUTE);
    }

    private static int allowed(FileSystemProvider fp, Path p, AccessMode mode, int bit) {
        try {
            fp.checkAccess(p, mode);
            return bit;
        } catch (IOException e) {
            return 0;
        }
    }

    /** The exception the JDK throws for an errno text about one file. */
    static IOException translate(String file, String reason) {
        if ("No such file or directory".equals(reason)) {
            return new NoSuchFileException(file);
        }
        if ("Permission denied".equals(reason)) {
            return new AccessDeniedException(file);
        }
        if ("File exists".equals(reason)) {
            return new FileAlreadyExistsException(file);
        }
        return new FileSystemException(file, null, reason);
    }

    /** The reason inside a FileNotFoundException "path (reason)". */
    private static String reasonOf(FileNotFoundException e, String sysPath) {
        String m = e.getMessage();
        if (m != null && m.endsWith(")") && m.length() >= sysPath.length() + 3
                && m.startsWith(sysPath + " (")) {
            return m.substring(sysPath.length() + 2, m.length() - 1);
        }
        return m;
    }

    private static int open(Path p, int mode) throws IOException {
        String s = sys(p);
        try {
            return FileSystem.open(s, mode);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            if (e instanceof FileNotFoundException) {
                throw translate(p.toString(), reasonOf((FileNotFoundException) e, s));
            }
            throw (IOException) e;
        }
    }

    private static byte[] readHandle(int h) throws IOException {
        try {
            int avail = FileSystem.available(h);
            byte[] buf = new byte[Math.max(avail, 16)];
            int n = 0;
            while (true) {
                if (n == buf.length) {
                    buf = java.util.Arrays.copyOf(buf, buf.length * 2);
                }
                int r = FileSystem.read(h, buf, n, buf.length - n);
                if (r < 0) {
                    break;
                }
                n += r;
            }
            return n == buf.length ? buf : java.util.Arrays.copyOf(buf, n);
        } finally {
            FileSystem.close(h);
        }
    }

    private static final class HandleInputStream extends InputStream {
        private final int handle;
        private final boolean directory;
        private boolean closed;

        HandleInputStream(int handle, boolean directory) {
            this.handle = handle;
            this.directory = directory;
        }

        private void check() throws IOException {
            if (closed) {
                throw new ClosedChannelException();
            }
            if (directory) {
                throw new IOException("Is a directory");
            }
        }

        @Override
        public int read() throws IOException {
            check();
            byte[] one = new byte[1];
            int n = FileSystem.read(handle, one, 0, 1);
            return n <= 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            Objects.checkFromIndexSize(off, len, b.length);
            check();
            if (len == 0) {
                return 0;
            }
            return FileSystem.read(handle, b, off, len);
        }

        @Override
        public long skip(long n) throws IOException {
            check();
            if (n <= 0) {
                return 0;
            }
            return FileSystem.skip(handle, n);
        }

        @Override
        public int available() throws IOException {
            check();
            return FileSystem.available(handle);
        }

        @Override
        public void close() throws IOException {
            if (!closed) {
                closed = true;
                if (!directory) {
                    FileSystem.close(handle);
                }
            }
        }
    }

    private static final class HandleOutputStream extends OutputStream {
        private final int handle;
        /** Bytes of the file past what has been written (WRITE without TRUNCATE_EXISTING). */
        private final byte[] tail;
        private long written;
        private boolean closed;
        private final String deleteOnClose;

        HandleOutputStream(int handle, byte[] tail, String deleteOnClose) {
            this.handle = handle;
            this.tail = tail;
            this.deleteOnClose = deleteOnClose;
        }

        @Override
        public void write(int b) throws IOException {
            byte[] one = new byte[1];
            one[0] = (byte) b;
            write(one, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            Objects.checkFromIndexSize(off, len, b.length);
            if (closed) {
                throw new ClosedChannelException();
            }
            if (len == 0) {
                return;
            }
            FileSystem.write(handle, b, off, len);
            written += len;
        }

        @Override
        public void close() throws IOException {
            if (closed) {
                return;
            }
            closed = true;
            try {
                if (tail != null && written < tail.length) {
                    FileSystem.write(handle, tail, (int) written, tail.length - (int) written);
                }
            } finally {
                FileSystem.close(handle);
                if (deleteOnClose != null) {
                    FileSystem.delete(deleteOnClose);
                }
            }
        }
    }

    // ------------------------------------------------------------------ streams

    public static InputStream newInputStream(Path path, OpenOption... options) throws IOException {
        FileSystemProvider fp = foreign(path);
        if (fp != null) {
            return fp.newInputStream(path, options);
        }
        for (OpenOption opt : options) {
            if (opt == StandardOpenOption.APPEND || opt == StandardOpenOption.WRITE) {
                throw new UnsupportedOperationException("'" + opt + "' not allowed");
            }
        }
        String s = sys(path);
        int st = FileSystem.stat(s);
        if ((st & FileSystem.DIRECTORY) != 0) {
            if ((st & FileSystem.READ) == 0) {
                throw new AccessDeniedException(path.toString());
            }
            return new HandleInputStream(-1, true);
        }
        return new HandleInputStream(open(path, FileSystem.OPEN_READ), false);
    }

    public static OutputStream newOutputStream(Path path, OpenOption... options) throws IOException {
        FileSystemProvider fp = foreign(path);
        if (fp != null) {
            return fp.newOutputStream(path, options);
        }
        boolean create = false;
        boolean createNew = false;
        boolean append = false;
        boolean truncate = false;
        boolean deleteOnClose = false;
        if (options.length == 0) {
            create = true;
            truncate = true;
        } else {
            for (OpenOption opt : options) {
                if (opt == StandardOpenOption.READ) {
                    throw new IllegalArgumentException("READ not allowed");
                }
                if (opt == null) {
                    throw new NullPointerException();
                }
                if (opt == StandardOpenOption.CREATE) {
                    create = true;
                } else if (opt == StandardOpenOption.CREATE_NEW) {
                    createNew = true;
                } else if (opt == StandardOpenOption.APPEND) {
                    append = true;
                } else if (opt == StandardOpenOption.TRUNCATE_EXISTING) {
                    truncate = true;
                } else if (opt == StandardOpenOption.DELETE_ON_CLOSE) {
                    deleteOnClose = true;
                } else if (!(opt instanceof StandardOpenOption) && !(opt instanceof LinkOption)) {
                    throw new UnsupportedOperationException(opt + " not supported");
                }
            }
        }
        if (append && truncate) {
            throw new IllegalArgumentException("APPEND + TRUNCATE_EXISTING not allowed");
        }
        String s = sys(path);
        int st = FileSystem.stat(s);
        String doc = deleteOnClose ? s : null;
        if (createNew) {
            if (st != 0) {
                throw new FileAlreadyExistsException(path.toString());
            }
            return new HandleOutputStream(open(path, FileSystem.OPEN_WRITE), null, doc);
        }
        if (st == 0) {
            if (!create) {
                throw new NoSuchFileException(path.toString());
            }
            return new HandleOutputStream(open(path, FileSystem.OPEN_WRITE), null, doc);
        }
        if ((st & FileSystem.DIRECTORY) != 0) {
            throw new FileSystemException(path.toString(), null, "Is a directory");
        }
        if ((st & FileSystem.WRITE) == 0) {
            throw new AccessDeniedException(path.toString());
        }
        if (append) {
            return new HandleOutputStream(open(path, FileSystem.OPEN_APPEND), null, doc);
        }
        if (truncate) {
            return new HandleOutputStream(open(path, FileSystem.OPEN_WRITE), null, doc);
        }
        byte[] old = readHandle(open(path, FileSystem.OPEN_READ));
        return new HandleOutputStream(open(path, FileSystem.OPEN_WRITE), old, doc);
    }

    // ------------------------------------------------------------------ channels

    public static SeekableByteChannel newByteChannel(Path path, OpenOption... options) throws IOException {
        Set<OpenOption> set;
        if (options.length == 0) {
            set = Collections.emptySet();
        } else {
            set = new HashSet<>();
            Collections.addAll(set, options);
        }
        return newByteChannel(path, set);
    }

    /**
     * A world file's channel is a FileChannel (jdk.internal.terrarium.WorldFileChannel),
     * opened with the checks and exceptions of HotSpot's UnixChannelFactory.
     */
    public static SeekableByteChannel newByteChannel(Path path, Set<? extends OpenOption> options,
            FileAttribute<?>... attrs) throws IOException {
        FileSystemProvider fp = foreign(path);
        if (fp != null) {
            return fp.newByteChannel(path, options, attrs);
        }
        for (FileAttribute<?> attr : attrs) {
            String name = attr.name();
            // permissions would only set the new file's mode, which the world does not model
            if (!name.equals("posix:permissions") && !name.equals("unix:permissions")) {
                throw new UnsupportedOperationException("'" + name + "' not supported as initial attribute");
            }
        }
        boolean read = false;
        boolean write = false;
        boolean append = false;
        boolean truncate = false;
        boolean create = false;
        boolean createNew = false;
        boolean deleteOnClose = false;
        for (OpenOption option : options) {
            if (option instanceof StandardOpenOption) {
                switch ((StandardOpenOption) option) {
                    case READ: read = true; break;
                    case WRITE: write = true; break;
                    case APPEND: append = true; break;
                    case TRUNCATE_EXISTING: truncate = true; break;
                    case CREATE: create = true; break;
                    case CREATE_NEW: createNew = true; break;
                    case DELETE_ON_CLOSE: deleteOnClose = true; break;
                    // the world's writes land at once; no sparse files
                    case SPARSE: case SYNC: case DSYNC: break;
                    default: throw new UnsupportedOperationException();
                }
                continue;
            }
            if (option == LinkOption.NOFOLLOW_LINKS) {
                continue; // no links in the world
            }
            if (option == null) {
                throw new NullPointerException();
            }
            throw new UnsupportedOperationException(option + " not supported");
        }
        if (!read && !write) {
            if (append) {
                write = true;
            } else {
                read = true;
            }
        }
        if (read && append) {
            throw new IllegalArgumentException("READ + APPEND not allowed");
        }
        if (append && truncate) {
            throw new IllegalArgumentException("APPEND + TRUNCATE_EXISTING not allowed");
        }
        String s = sys(path);
        String doc = deleteOnClose ? s : null;
        int st = FileSystem.stat(s);
        if (!write) {
            if ((st & FileSystem.DIRECTORY) != 0) {
                if ((st & FileSystem.READ) == 0) {
                    throw new AccessDeniedException(path.toString());
                }
                return WorldFileChannel.forDirectory(s);
            }
            int h = open(path, FileSystem.OPEN_READ);
            return WorldFileChannel.forFile(s, true, false, false, h, -1, -1, doc);
        }
        if (createNew && st != 0) {
            throw new FileAlreadyExistsException(path.toString());
        }
        if (st == 0 && !create && !createNew) {
            // missing, or a parent is: the read open says which, as open(2) would
            FileSystem.close(open(path, FileSystem.OPEN_READ));
            throw new NoSuchFileException(path.toString());
        }
        if ((st & FileSystem.DIRECTORY) != 0) {
            throw new FileSystemException(path.toString(), null, "Is a directory");
        }
        if (st != 0 && ((st & FileSystem.WRITE) == 0 || (read && (st & FileSystem.READ) == 0))) {
            throw new AccessDeniedException(path.toString());
        }
        int writeHandle = -1;
        int appendHandle = -1;
        if (append || (st != 0 && !truncate)) {
            appendHandle = open(path, FileSystem.OPEN_APPEND); // creates, never truncates
        } else {
            writeHandle = open(path, FileSystem.OPEN_WRITE);
        }
        int readHandle = -1;
        if (read) {
            try {
                readHandle = open(path, FileSystem.OPEN_READ);
            } catch (IOException e) {
                FileSystem.close(appendHandle >= 0 ? appendHandle : writeHandle);
                throw e;
            }
        }
        return WorldFileChannel.forFile(s, read, true, append, readHandle, writeHandle, appendHandle, doc);
    }

    /** Malformed input is an error (MalformedInputException), as in the JDK. */
    public static BufferedReader newBufferedReader(Path path, Charset cs) throws IOException {
        CharsetDecoder decoder = cs.newDecoder();
        return new BufferedReader(new InputStreamReader(newInputStream(path), decoder));
    }

    public static BufferedReader newBufferedReader(Path path) throws IOException {
        return newBufferedReader(path, StandardCharsets.UTF_8);
    }

    /** Unmappable characters are an error (UnmappableCharacterException), as in the JDK. */
    public static BufferedWriter newBufferedWriter(Path path, Charset cs, OpenOption... options)
            throws IOException {
        CharsetEncoder encoder = cs.newEncoder();
        return new BufferedWriter(new OutputStreamWriter(newOutputStream(path, options), encoder));
    }

    public static BufferedWriter newBufferedWriter(Path path, OpenOption... options) throws IOException {
        return newBufferedWriter(path, StandardCharsets.UTF_8, options);
    }

    // ------------------------------------------------------------------ create / delete

    public static Path createFile(Path path, FileAttribute<?>... attrs) throws IOException {
        FileSystemProvider fp = foreign(path);
        if (fp != null) {
            fp.newOutputStream(path, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE).close();
            return path;
        }
        String s = sys(path);
        Set<java.nio.file.attribute.PosixFilePermission> perms = jdk.internal.terrarium.PosixView.initial(attrs);
        boolean made;
        try {
            made = FileSystem.createFile(s);
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw translate(path.toString(), e.getMessage());
        }
        if (!made) {
            throw new FileAlreadyExistsException(path.toString());
        }
        jdk.internal.terrarium.PosixView.applyInitial(s, perms);
        return path;
    }

    /** Whether p has a parent directory that lets entries be made and removed. */
    private static boolean parentWritable(Path p) {
        String abs = FileSystem.resolve(sys(p));
        if (abs.equals("/")) {
            return false;
        }
        int slash = abs.lastIndexOf('/');
        int st = FileSystem.stat(slash <= 0 ? "/" : abs.substring(0, slash));
        return (st & FileSystem.DIRECTORY) != 0 && (st & FileSystem.WRITE) != 0;
    }

    /** Why a new entry cannot be made at p: its parent's state. */
    private static IOException parentProblem(Path p) {
        String abs = FileSystem.resolve(sys(p));
        int slash = abs.lastIndexOf('/');
        String parent = slash <= 0 ? "/" : abs.substring(0, slash);
        int st = FileSystem.stat(parent);
        if (st == 0) {
            return new NoSuchFileException(p.toString());
        }
        if ((st & FileSystem.DIRECTORY) == 0) {
            return new FileSystemException(p.toString(), null, "Not a directory");
        }
        return new AccessDeniedException(p.toString());
    }

    public static Path createDirectory(Path dir, FileAttribute<?>... attrs) throws IOException {
        FileSystemProvider fp = foreign(dir);
        if (fp != null) {
            fp.createDirectory(dir, attrs);
            return dir;
        }
        String s = sys(dir);
        Set<java.nio.file.attribute.PosixFilePermission> perms = jdk.internal.terrarium.PosixView.initial(attrs);
        if (FileSystem.stat(s) != 0) {
            throw new FileAlreadyExistsException(dir.toString());
        }
        if (!FileSystem.mkdir(s)) {
            throw parentProblem(dir);
        }
        jdk.internal.terrarium.PosixView.applyInitial(s, perms);
        return dir;
    }

    private static void createAndCheckIsDirectory(Path dir, FileAttribute<?>... attrs) throws IOException {
        try {
            createDirectory(dir, attrs);
        } catch (FileAlreadyExistsException x) {
            if (!isDirectory(dir)) {
                throw x;
            }
        }
    }

    public static Path createDirectories(Path dir, FileAttribute<?>... attrs) throws IOException {
        try {
            createAndCheckIsDirectory(dir, attrs);
            return dir;
        } catch (FileAlreadyExistsException x) {
            throw x;
        } catch (IOException x) {
            // parent may not exist
        }
        dir = dir.toAbsolutePath();
        Path parent = dir.getParent();
        while (parent != null) {
            if (stat(parent) != 0) {
                break;
            }
            parent = parent.getParent();
        }
        if (parent == null) {
            throw new FileSystemException(dir.toString(), null, "Unable to determine if root directory exists");
        }
        Path child = parent;
        for (Path name : parent.relativize(dir)) {
            child = child.resolve(name);
            createAndCheckIsDirectory(child, attrs);
        }
        return dir;
    }

    private static Path tempPath(Path dir, String prefix, String suffix, boolean directory) {
        if (prefix == null) {
            prefix = "";
        }
        if (suffix == null) {
            suffix = directory ? "" : ".tmp";
        }
        if (dir == null) {
            dir = Path.of(System.getProperty("java.io.tmpdir", "/tmp"));
        } else if (foreign(dir) != null) {
            throw new UnsupportedOperationException("Terrarium makes temporary files in the default file system only: "
                    + dir.toUri());
        }
        String name = prefix + Long.toUnsignedString(FileSystem.tempNumber()) + suffix;
        Path f;
        try {
            f = dir.getFileSystem().getPath(name);
        } catch (InvalidPathException e) {
            throw new IllegalArgumentException("Invalid prefix or suffix");
        }
        if (f.getParent() != null) {
            throw new IllegalArgumentException("Invalid prefix or suffix");
        }
        return dir.resolve(f);
    }

    public static Path createTempFile(Path dir, String prefix, String suffix, FileAttribute<?>... attrs)
            throws IOException {
        Objects.requireNonNull(dir);
        while (true) {
            Path f = tempPath(dir, prefix, suffix, false);
            try {
                return createFile(f);
            } catch (FileAlreadyExistsException e) {
                // try another name
            }
        }
    }

    public static Path createTempFile(String prefix, String suffix, FileAttribute<?>... attrs)
            throws IOException {
        while (true) {
            Path f = tempPath(null, prefix, suffix, false);
            try {
                return createFile(f);
            } catch (FileAlreadyExistsException e) {
                // try another name
            }
        }
    }

    public static Path createTempDirectory(Path dir, String prefix, FileAttribute<?>... attrs)
            throws IOException {
        Objects.requireNonNull(dir);
        while (true) {
            Path f = tempPath(dir, prefix, null, true);
            try {
                return createDirectory(f);
            } catch (FileAlreadyExistsException e) {
                // try another name
            }
        }
    }

    public static Path createTempDirectory(String prefix, FileAttribute<?>... attrs) throws IOException {
        while (true) {
            Path f = tempPath(null, prefix, null, true);
            try {
                return createDirectory(f);
            } catch (FileAlreadyExistsException e) {
                // try another name
            }
        }
    }

    public static void delete(Path path) throws IOException {
        FileSystemProvider fp = foreign(path);
        if (fp != null) {
            fp.delete(path);
            return;
        }
        String s = sys(path);
        int st = FileSystem.stat(s);
        if (st == 0) {
            throw new NoSuchFileException(path.toString());
        }
        if ((st & FileSystem.DIRECTORY) != 0) {
            String[] names = FileSystem.list(s);
            if (names != null && names.length > 0) {
                throw new DirectoryNotEmptyException(path.toString());
            }
        }
        if (!FileSystem.delete(s)) {
            // An unreadable directory could not be listed above: rmdir(2)
            // checks the parent's permission first, then finds it not empty.
            if ((st & FileSystem.DIRECTORY) != 0 && (st & FileSystem.READ) == 0 && parentWritable(path)) {
                throw new DirectoryNotEmptyException(path.toString());
            }
            throw new AccessDeniedException(path.toString());
        }
    }

    public static boolean deleteIfExists(Path path) throws IOException {
        if (stat(path) == 0) {
            return false;
        }
        delete(path);
        return true;
    }

    // ------------------------------------------------------------------ copy / move

    public static Path copy(Path source, Path target, CopyOption... options) throws IOException {
        if (foreign(source) != null || foreign(target) != null) {
            return foreignCopy(source, target, false, options);
        }
        boolean replace = false;
        boolean attrs = false;
        for (CopyOption o : options) {
            if (o == StandardCopyOption.REPLACE_EXISTING) {
                replace = true;
            } else if (o == StandardCopyOption.COPY_ATTRIBUTES) {
                attrs = true;
            } else if (o == LinkOption.NOFOLLOW_LINKS) {
                // no links in the world
            } else if (o == null) {
                throw new NullPointerException();
            } else {
                throw new UnsupportedOperationException("Unsupported copy option");
            }
        }
        String src = sys(source);
        String dst = sys(target);
        int st = FileSystem.stat(src);
        if (st == 0) {
            throw new NoSuchFileException(source.toString());
        }
        int tst = FileSystem.stat(dst);
        if (tst != 0) {
            if (FileSystem.resolve(src).equals(FileSystem.resolve(dst))) {
                return target;
            }
            if (!replace) {
                throw new FileAlreadyExistsException(target.toString());
            }
            delete(target);
        }
        if ((st & FileSystem.DIRECTORY) != 0) {
            if (!FileSystem.mkdir(dst)) {
                throw parentProblem(target);
            }
        } else {
            if ((st & FileSystem.READ) == 0) {
                throw new AccessDeniedException(source.toString());
            }
            byte[] data = readHandle(open(source, FileSystem.OPEN_READ));
            int h = open(target, FileSystem.OPEN_WRITE);
            try {
                FileSystem.write(h, data, 0, data.length);
            } finally {
                FileSystem.close(h);
            }
        }
        if (attrs) {
            FileSystem.setLastModified(dst, FileSystem.lastModified(src));
        }
        return target;
    }

    public static long copy(InputStream in, Path target, CopyOption... options) throws IOException {
        Objects.requireNonNull(in);
        boolean replace = false;
        for (CopyOption o : options) {
            if (o == StandardCopyOption.REPLACE_EXISTING) {
                replace = true;
            } else if (o == null) {
                throw new NullPointerException("options contains 'null'");
            } else {
                throw new UnsupportedOperationException(o + " not supported");
            }
        }
        if (replace) {
            deleteIfExists(target);
        } else if (stat(target) != 0) {
            throw new FileAlreadyExistsException(target.toString());
        }
        try (OutputStream out = newOutputStream(target, StandardOpenOption.CREATE_NEW,
                StandardOpenOption.WRITE)) {
            return in.transferTo(out);
        }
    }

    public static long copy(Path source, OutputStream out) throws IOException {
        Objects.requireNonNull(out);
        try (InputStream in = newInputStream(source)) {
            return in.transferTo(out);
        }
    }

    /**
     * Copy or move where a path is not the world's: within one provider, the
     * provider's; across two, as CopyMoveHelper: the bytes, then (a move) the
     * source deleted.
     */
    private static Path foreignCopy(Path source, Path target, boolean move, CopyOption... options)
            throws IOException {
        FileSystemProvider fp = source.getFileSystem().provider();
        if (fp == target.getFileSystem().provider()) {
            if (move) {
                fp.move(source, target, options);
            } else {
                fp.copy(source, target, options);
            }
            return target;
        }
        boolean replace = false;
        for (CopyOption o : options) {
            if (o == StandardCopyOption.REPLACE_EXISTING) {
                replace = true;
            } else if (o == null) {
                throw new NullPointerException();
            } else if (o != LinkOption.NOFOLLOW_LINKS && o != StandardCopyOption.COPY_ATTRIBUTES) {
                throw new UnsupportedOperationException("Unsupported copy option");
            }
        }
        BasicFileAttributes a = readAttributes(source, BasicFileAttributes.class);
        if (replace) {
            deleteIfExists(target);
        } else if (exists(target)) {
            throw new FileAlreadyExistsException(target.toString());
        }
        if (a.isDirectory()) {
            createDirectory(target);
        } else {
            try (InputStream in = newInputStream(source)) {
                copy(in, target);
            }
        }
        if (move) {
            delete(source);
        }
        return target;
    }

    public static Path move(Path source, Path target, CopyOption... options) throws IOException {
        if (foreign(source) != null || foreign(target) != null) {
            return foreignCopy(source, target, true, options);
        }
        boolean replace = false;
        for (CopyOption o : options) {
            if (o == StandardCopyOption.REPLACE_EXISTING) {
                replace = true;
            } else if (o == StandardCopyOption.ATOMIC_MOVE || o == LinkOption.NOFOLLOW_LINKS
                    || o == StandardCopyOption.COPY_ATTRIBUTES) {
                // rename is atomic and keeps attributes
            } else if (o == null) {
                throw new NullPointerException();
            } else {
                throw new UnsupportedOperationException("Unsupported copy option");
            }
        }
        String src = sys(source);
        String dst = sys(target);
        int st = FileSystem.stat(src);
        if (st == 0) {
            throw new NoSuchFileException(source.toString());
        }
        int tst = FileSystem.stat(dst);
        if (tst != 0) {
            if (FileSystem.resolve(src).equals(FileSystem.resolve(dst))) {
                return target;
            }
            if (!replace) {
                throw new FileAlreadyExistsException(target.toString());
            }
            if ((tst & FileSystem.DIRECTORY) != 0) {
                String[] names = FileSystem.list(dst);
                if (names != null && names.length > 0) {
                    throw new DirectoryNotEmptyException(target.toString());
                }
            }
        }
        if (!FileSystem.rename(src, dst)) {
            IOException p = parentProblem(target);
            if (p instanceof NoSuchFileException) {
                throw new NoSuchFileException(source.toString(), target.toString(), null);
            }
            throw new FileSystemException(source.toString(), target.toString(),
                    p instanceof AccessDeniedException ? "Permission denied" : p.getMessage());
        }
        return target;
    }

    // ------------------------------------------------------------------ queries

    public static boolean exists(Path path, LinkOption... options) {
        return (stat(path) & FileSystem.EXISTS) != 0;
    }

    public static boolean notExists(Path path, LinkOption... options) {
        return (stat(path) & FileSystem.EXISTS) == 0;
    }

    public static boolean isDirectory(Path path, LinkOption... options) {
        return (stat(path) & FileSystem.DIRECTORY) != 0;
    }

    public static boolean isRegularFile(Path path, LinkOption... options) {
        int st = stat(path);
        return (st & FileSystem.EXISTS) != 0 && (st & FileSystem.DIRECTORY) == 0;
    }

    /** The world has no links; the jrt image's /packages entries are links. */
    public static boolean isSymbolicLink(Path path) {
        Objects.requireNonNull(path);
        if (foreign(path) == null) {
            return false;
        }
        try {
            return readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).isSymbolicLink();
        } catch (IOException e) {
            return false;
        }
    }

    public static boolean isReadable(Path path) {
        int st = stat(path);
        return (st & FileSystem.EXISTS) != 0 && (st & FileSystem.READ) != 0;
    }

    public static boolean isWritable(Path path) {
        int st = stat(path);
        return (st & FileSystem.EXISTS) != 0 && (st & FileSystem.WRITE) != 0;
    }

    public static boolean isExecutable(Path path) {
        int st = stat(path);
        return (st & FileSystem.EXISTS) != 0 && (st & FileSystem.EXECUTE) != 0;
    }

    public static boolean isHidden(Path path) throws IOException {
        Path name = path.getFileName();
        if (name == null) {
            return false;
        }
        String s = name.toString();
        return !s.isEmpty() && s.charAt(0) == '.';
    }

    public static boolean isSameFile(Path path, Path path2) throws IOException {
        if (path.equals(path2)) {
            return true;
        }
        if (foreign(path) != null || foreign(path2) != null) {
            return path.getFileSystem() == path2.getFileSystem()
                    && path.getFileSystem().provider().isSameFile(path, path2);
        }
        String a = sys(path);
        String b = sys(path2);
        if (FileSystem.stat(a) == 0) {
            throw new NoSuchFileException(path.toString());
        }
        if (FileSystem.stat(b) == 0) {
            throw new NoSuchFileException(path2.toString());
        }
        return FileSystem.resolve(a).equals(FileSystem.resolve(b));
    }

    public static long size(Path path) throws IOException {
        if (foreign(path) != null) {
            return readAttributes(path, BasicFileAttributes.class).size();
        }
        String s = sys(path);
        if (FileSystem.stat(s) == 0) {
            throw new NoSuchFileException(path.toString());
        }
        return FileSystem.length(s);
    }

    public static FileTime getLastModifiedTime(Path path, LinkOption... options) throws IOException {
        if (foreign(path) != null) {
            return readAttributes(path, BasicFileAttributes.class, options).lastModifiedTime();
        }
        String s = sys(path);
        if (FileSystem.stat(s) == 0) {
            throw new NoSuchFileException(path.toString());
        }
        return FileTime.fromMillis(FileSystem.lastModified(s));
    }

    public static Path setLastModifiedTime(Path path, FileTime time) throws IOException {
        FileSystemProvider fp = foreign(path);
        if (fp != null) {
            fp.setAttribute(path, "basic:lastModifiedTime", time);
            return path;
        }
        String s = sys(path);
        Objects.requireNonNull(time);
        if (FileSystem.stat(s) == 0) {
            throw new NoSuchFileException(path.toString());
        }
        if (!FileSystem.setLastModified(s, time.toMillis())) {
            throw new AccessDeniedException(path.toString());
        }
        return path;
    }

    private static final class Attrs implements BasicFileAttributes {
        private final int st;
        private final long size;
        private final long mtime;
        private final String key;

        Attrs(int st, long size, long mtime, String key) {
            this.st = st;
            this.size = size;
            this.mtime = mtime;
            this.key = key;
        }

        @Override
        public FileTime lastModifiedTime() {
            return FileTime.fromMillis(mtime);
        }

        @Override
        public FileTime lastAccessTime() {
            return FileTime.fromMillis(mtime);
        }

        @Override
        public FileTime creationTime() {
            return FileTime.fromMillis(mtime);
        }

        @Override
        public boolean isRegularFile() {
            return (st & FileSystem.DIRECTORY) == 0;
        }

        @Override
        public boolean isDirectory() {
            return (st & FileSystem.DIRECTORY) != 0;
        }

        @Override
        public boolean isSymbolicLink() {
            return false;
        }

        @Override
        public boolean isOther() {
            return false;
        }

        @Override
        public long size() {
            return size;
        }

        @Override
        public Object fileKey() {
            return key;
        }
    }

    private static BasicFileAttributes attrs(Path path, LinkOption... options) throws IOException {
        FileSystemProvider fp = foreign(path);
        if (fp != null) {
            return fp.readAttributes(path, BasicFileAttributes.class, options);
        }
        String s = sys(path);
        int st = FileSystem.stat(s);
        if (st == 0) {
            throw new NoSuchFileException(path.toString());
        }
        return new Attrs(st, FileSystem.length(s), FileSystem.lastModified(s), FileSystem.resolve(s));
    }

    @SuppressWarnings("unchecked")
    public static <A extends BasicFileAttributes> A readAttributes(Path path, Class<A> type,
            LinkOption... options) throws IOException {
        FileSystemProvider fp = foreign(path);
        if (fp != null) {
            return fp.readAttributes(path, type, options);
        }
        if (type == java.nio.file.attribute.PosixFileAttributes.class) {
            return (A) posixAttrs(path);
        }
        if (type != BasicFileAttributes.class) {
            Objects.requireNonNull(type);
            throw new UnsupportedOperationException();
        }
        return (A) attrs(path);
    }

    /** The "posix" view's attributes: see PosixView for what the world keeps of them. */
    private static java.nio.file.attribute.PosixFileAttributes posixAttrs(Path path) throws IOException {
        BasicFileAttributes basic = attrs(path);
        return new jdk.internal.terrarium.PosixView.Attributes(basic, FileSystem.stat(sys(path)));
    }

    public static Set<java.nio.file.attribute.PosixFilePermission> getPosixFilePermissions(Path path,
            LinkOption... options) throws IOException {
        return readAttributes(path, java.nio.file.attribute.PosixFileAttributes.class, options).permissions();
    }

    public static Path setPosixFilePermissions(Path path, Set<java.nio.file.attribute.PosixFilePermission> perms)
            throws IOException {
        java.nio.file.attribute.PosixFileAttributeView view =
                getFileAttributeView(path, java.nio.file.attribute.PosixFileAttributeView.class);
        if (view == null) {
            throw new UnsupportedOperationException();
        }
        view.setPermissions(perms);
        return path;
    }

    public static java.nio.file.attribute.UserPrincipal getOwner(Path path, LinkOption... options)
            throws IOException {
        java.nio.file.attribute.FileOwnerAttributeView view =
                getFileAttributeView(path, java.nio.file.attribute.FileOwnerAttributeView.class, options);
        if (view == null) {
            throw new UnsupportedOperationException();
        }
        return view.getOwner();
    }

    /** The "basic" view's attributes (the only view the library has). */
    public static Map<String, Object> readAttributes(Path path, String attributes, LinkOption... options)
            throws IOException {
        FileSystemProvider fp = foreign(path);
        if (fp != null) {
            return fp.readAttributes(path, attributes, options);
        }
        return jdk.internal.terrarium.FileAttributes.basic(attrs(path, options), attributes);
    }

    public static Object getAttribute(Path path, String attribute, LinkOption... options) throws IOException {
        if (attribute.indexOf('*') >= 0 || attribute.indexOf(',') >= 0) {
            throw new IllegalArgumentException(attribute);
        }
        Map<String, Object> map = readAttributes(path, attribute, options);
        int pos = attribute.indexOf(':');
        return map.get(pos == -1 ? attribute : attribute.substring(pos + 1));
    }

    /** Of the "basic" view only lastModifiedTime can be set: the world keeps no other time. */
    public static Path setAttribute(Path path, String attribute, Object value, LinkOption... options)
            throws IOException {
        FileSystemProvider fp = foreign(path);
        if (fp != null) {
            fp.setAttribute(path, attribute, value, options);
            return path;
        }
        String name = attribute.startsWith("basic:") ? attribute.substring(6) : attribute;
        if (name.equals("lastModifiedTime")) {
            return setLastModifiedTime(path, (FileTime) value);
        }
        if (attribute.indexOf(':') > 0 && !attribute.startsWith("basic:")) {
            throw new UnsupportedOperationException("View '" + attribute.substring(0, attribute.indexOf(':'))
                    + "' not available");
        }
        throw new UnsupportedOperationException("Terrarium: the world's files have no " + name);
    }

    /** The "basic" view; null for views the library does not have. */
    @SuppressWarnings("unchecked")
    public static <V extends FileAttributeView> V getFileAttributeView(final Path path, Class<V> type,
            final LinkOption... options) {
        FileSystemProvider fp = foreign(path);
        if (fp != null) {
            return fp.getFileAttributeView(path, type, options);
        }
        if (type == java.nio.file.attribute.PosixFileAttributeView.class
                || type == java.nio.file.attribute.FileOwnerAttributeView.class) {
            return (V) posixView(path, options);
        }
        // No "acl" view (as on Linux) nor "dos" one (HotSpot keeps that in extended attributes, which the world has not).
        if (type != BasicFileAttributeView.class) {
            Objects.requireNonNull(type);
            return null;
        }
        return (V) new BasicFileAttributeView() {
            @Override
            public String name() {
                return "basic";
            }

            @Override
            public BasicFileAttributes readAttributes() throws IOException {
                return attrs(path, options);
            }

            @Override
            public void setTimes(FileTime lastModifiedTime, FileTime lastAccessTime, FileTime createTime)
                    throws IOException {
                if (lastModifiedTime != null) {
                    setLastModifiedTime(path, lastModifiedTime);
                }
            }
        };
    }

    private static java.nio.file.attribute.PosixFileAttributeView posixView(final Path path,
            final LinkOption... options) {
        return new java.nio.file.attribute.PosixFileAttributeView() {
            @Override
            public String name() {
                return "posix";
            }

            @Override
            public java.nio.file.attribute.PosixFileAttributes readAttributes() throws IOException {
                return posixAttrs(path);
            }

            @Override
            public void setTimes(FileTime lastModifiedTime, FileTime lastAccessTime, FileTime createTime)
                    throws IOException {
                if (lastModifiedTime != null) {
                    setLastModifiedTime(path, lastModifiedTime);
                }
            }

            @Override
            public void setPermissions(Set<java.nio.file.attribute.PosixFilePermission> perms) throws IOException {
                jdk.internal.terrarium.PosixView.setPermissions(sys(path), path.toString(), Objects.requireNonNull(perms));
            }

            @Override
            public java.nio.file.attribute.UserPrincipal getOwner() throws IOException {
                return posixAttrs(path).owner();
            }

            /** The world has one user and group: setting them to it changes nothing, another is refused. */
            @Override
            public void setOwner(java.nio.file.attribute.UserPrincipal owner) throws IOException {
                posixAttrs(path);
                if (!jdk.internal.terrarium.PosixView.USER.equals(Objects.requireNonNull(owner))) {
                    throw new UnsupportedOperationException("Terrarium: the world has only the user 'user'");
                }
            }

            @Override
            public void setGroup(java.nio.file.attribute.GroupPrincipal group) throws IOException {
                posixAttrs(path);
                if (!jdk.internal.terrarium.PosixView.GROUP.equals(Objects.requireNonNull(group))) {
                    throw new UnsupportedOperationException("Terrarium: the world has only the group 'user'");
                }
            }
        };
    }

    public static long mismatch(Path path, Path path2) throws IOException {
        if (isSameFile(path, path2)) {
            return -1;
        }
        byte[] a = readAllBytes(path);
        byte[] b = readAllBytes(path2);
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            if (a[i] != b[i]) {
                return i;
            }
        }
        return a.length == b.length ? -1L : n;
    }

    // ------------------------------------------------------------------ read / write

    public static byte[] readAllBytes(Path path) throws IOException {
        try (InputStream in = newInputStream(path)) {
            if (in instanceof HandleInputStream && !((HandleInputStream) in).directory) {
                ((HandleInputStream) in).closed = true;
                return readHandle(((HandleInputStream) in).handle);
            }
            return in.readAllBytes();
        }
    }

    public static String readString(Path path) throws IOException {
        return readString(path, StandardCharsets.UTF_8);
    }

    public static String readString(Path path, Charset cs) throws IOException {
        Objects.requireNonNull(cs);
        byte[] ba = readAllBytes(path);
        // malformed input is an error, not replaced
        return cs.newDecoder().decode(ByteBuffer.wrap(ba)).toString();
    }

    public static List<String> readAllLines(Path path, Charset cs) throws IOException {
        try (BufferedReader reader = newBufferedReader(path, cs)) {
            List<String> result = new ArrayList<>();
            for (;;) {
                String line = reader.readLine();
                if (line == null) {
                    break;
                }
                result.add(line);
            }
            return result;
        }
    }

    public static List<String> readAllLines(Path path) throws IOException {
        return readAllLines(path, StandardCharsets.UTF_8);
    }

    public static Path write(Path path, byte[] bytes, OpenOption... options) throws IOException {
        Objects.requireNonNull(bytes);
        try (OutputStream out = newOutputStream(path, options)) {
            out.write(bytes, 0, bytes.length);
        }
        return path;
    }

    public static Path write(Path path, Iterable<? extends CharSequence> lines, Charset cs,
            OpenOption... options) throws IOException {
        Objects.requireNonNull(lines);
        try (BufferedWriter writer = newBufferedWriter(path, cs, options)) {
            for (CharSequence line : lines) {
                writer.append(line);
                writer.newLine();
            }
        }
        return path;
    }

    public static Path write(Path path, Iterable<? extends CharSequence> lines, OpenOption... options)
            throws IOException {
        return write(path, lines, StandardCharsets.UTF_8, options);
    }

    public static Path writeString(Path path, CharSequence csq, OpenOption... options) throws IOException {
        return writeString(path, csq, StandardCharsets.UTF_8, options);
    }

    public static Path writeString(Path path, CharSequence csq, Charset cs, OpenOption... options)
            throws IOException {
        Objects.requireNonNull(path);
        Objects.requireNonNull(csq);
        Objects.requireNonNull(cs);
        // unmappable characters are an error, not replaced; the JDK calls an unpaired surrogate
        // unmappable in UTF-8
        ByteBuffer bb;
        try {
            bb = cs.newEncoder().encode(CharBuffer.wrap(csq));
        } catch (MalformedInputException x) {
            if (cs == StandardCharsets.UTF_8) {
                throw new UnmappableCharacterException(x.getInputLength());
            }
            throw x;
        }
        byte[] bytes = new byte[bb.remaining()];
        bb.get(bytes);
        return write(path, bytes, options);
    }

    public static Stream<String> lines(Path path, Charset cs) throws IOException {
        final BufferedReader br = newBufferedReader(path, cs);
        return br.lines().onClose(new Runnable() {
            @Override
            public void run() {
                try {
                    br.close();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        });
    }

    public static Stream<String> lines(Path path) throws IOException {
        return lines(path, StandardCharsets.UTF_8);
    }

    // ------------------------------------------------------------------ directories

    private static String[] listNames(Path dir) throws IOException {
        FileSystemProvider fp = foreign(dir);
        if (fp != null) {
            ArrayList<String> names = new ArrayList<>();
            try (DirectoryStream<Path> entries = fp.newDirectoryStream(dir, null)) {
                for (Path p : entries) {
                    names.add(p.getFileName().toString());
                }
            }
            return names.toArray(new String[0]);
        }
        String s = sys(dir);
        int st = FileSystem.stat(s);
        if (st == 0) {
            throw new NoSuchFileException(dir.toString());
        }
        if ((st & FileSystem.DIRECTORY) == 0) {
            throw new NotDirectoryException(dir.toString());
        }
        String[] names = FileSystem.list(s);
        if (names == null) {
            throw new AccessDeniedException(dir.toString());
        }
        return names;
    }

    public static Stream<Path> list(Path dir) throws IOException {
        String[] names = listNames(dir);
        ArrayList<Path> out = new ArrayList<>(names.length);
        for (String n : names) {
            out.add(dir.resolve(n));
        }
        return out.stream();
    }

    /**
     * A world directory's stream is a SecureDirectoryStream, as HotSpot's Linux
     * provider's (openat(2)) is: code such as Guava's MoreFiles.deleteRecursively
     * asks with instanceof and refuses the "insecure" way. Its operations resolve
     * a relative path against the directory (the world has no symbolic links).
     */
    private static final class SecureListDirectoryStream extends jdk.internal.terrarium.ListDirectoryStream
            implements SecureDirectoryStream<Path> {
        private final Path dir;

        SecureListDirectoryStream(Path dir, ArrayList<Path> entries) {
            super(entries);
            this.dir = dir;
        }

        private Path at(Path path) throws IOException {
            if (isClosed()) {
                throw new ClosedDirectoryStreamException();
            }
            return path.isAbsolute() ? path : dir.resolve(path);
        }

        @Override
        public SecureDirectoryStream<Path> newDirectoryStream(Path path, LinkOption... options) throws IOException {
            return (SecureDirectoryStream<Path>) Files.newDirectoryStream(at(path));
        }

        @Override
        public SeekableByteChannel newByteChannel(Path path, Set<? extends OpenOption> options,
                FileAttribute<?>... attrs) throws IOException {
            return Files.newByteChannel(at(path), options, attrs);
        }

        @Override
        public void deleteFile(Path path) throws IOException {
            Path p = at(path);
            if (isDirectory(p)) {
                throw new FileSystemException(path.toString(), null, "Is a directory"); // unlinkat(2): EISDIR
            }
            unlink(p, path);
        }

        /** Deletes p; HotSpot's exceptions name the path as given, and no directory when it is not empty. */
        private static void unlink(Path p, Path given) throws IOException {
            try {
                delete(p);
            } catch (NoSuchFileException e) {
                throw new NoSuchFileException(given.toString());
            } catch (DirectoryNotEmptyException e) {
                throw new DirectoryNotEmptyException(null);
            } catch (AccessDeniedException e) {
                throw new AccessDeniedException(given.toString());
            }
        }

        @Override
        public void deleteDirectory(Path path) throws IOException {
            Path p = at(path);
            if (exists(p) && !isDirectory(p)) {
                throw new FileSystemException(path.toString(), null, "Not a directory"); // ENOTDIR
            }
            unlink(p, path);
        }

        @Override
        public void move(Path srcpath, SecureDirectoryStream<Path> targetdir, Path targetpath) throws IOException {
            Path target = targetdir instanceof SecureListDirectoryStream
                    ? ((SecureListDirectoryStream) targetdir).at(targetpath) : targetpath;
            Files.move(at(srcpath), target, StandardCopyOption.REPLACE_EXISTING);
        }

        @Override
        public <V extends FileAttributeView> V getFileAttributeView(Class<V> type) {
            return Files.getFileAttributeView(dir, type);
        }

        @Override
        public <V extends FileAttributeView> V getFileAttributeView(Path path, Class<V> type, LinkOption... options) {
            return Files.getFileAttributeView(path.isAbsolute() ? path : dir.resolve(path), type, options);
        }
    }

    public static DirectoryStream<Path> newDirectoryStream(Path dir) throws IOException {
        return newDirectoryStream(dir, (DirectoryStream.Filter<? super Path>) null);
    }

    public static DirectoryStream<Path> newDirectoryStream(Path dir, String glob) throws IOException {
        if (glob.equals("*")) {
            return newDirectoryStream(dir);
        }
        final PathMatcher matcher = dir.getFileSystem().getPathMatcher("glob:" + glob);
        return newDirectoryStream(dir, new DirectoryStream.Filter<Path>() {
            @Override
            public boolean accept(Path entry) {
                return matcher.matches(entry.getFileName());
            }
        });
    }

    public static DirectoryStream<Path> newDirectoryStream(Path dir, DirectoryStream.Filter<? super Path> filter)
            throws IOException {
        FileSystemProvider fp = foreign(dir);
        if (fp != null) {
            return fp.newDirectoryStream(dir, filter);
        }
        String[] names = listNames(dir);
        ArrayList<Path> out = new ArrayList<>(names.length);
        for (String n : names) {
            Path p = dir.resolve(n);
            if (filter == null || filter.accept(p)) {
                out.add(p);
            }
        }
        return new SecureListDirectoryStream(dir, out);
    }

    /**
     * The walk of Files.walk and find, lazy as the JDK's FileTreeIterator: a
     * directory is listed when the walk reaches it, so the entries before an
     * unreadable directory are delivered before the walk fails there. The
     * start's failure is thrown by walk itself; a later one is an
     * UncheckedIOException in place of that directory.
     */
    private static final class Walker implements Iterator<Path> {
        private static final class Frame {
            final Path dir;
            final String[] names;
            int next;

            Frame(Path dir, String[] names) {
                this.dir = dir;
                this.names = names;
            }
        }

        private final int maxDepth;
        private final ArrayList<Frame> stack = new ArrayList<>();
        private Path next;

        Walker(Path start, int maxDepth) throws IOException {
            this.maxDepth = maxDepth;
            if (stat(start) == 0) {
                throw new NoSuchFileException(start.toString());
            }
            IOException e = enter(start, 0);
            if (e != null) {
                throw e;
            }
            next = start;
        }

        /** Lists p if the walk goes into it; why it cannot, else null. */
        private IOException enter(Path p, int depth) {
            if (depth >= maxDepth) {
                return null;
            }
            if ((stat(p, false) & FileSystem.DIRECTORY) == 0) {
                return null;
            }
            try {
                stack.add(new Frame(p, listNames(p)));
                return null;
            } catch (IOException e) {
                return e;
            }
        }

        @Override
        public boolean hasNext() {
            while (next == null && !stack.isEmpty()) {
                Frame f = stack.get(stack.size() - 1);
                if (f.next >= f.names.length) {
                    stack.remove(stack.size() - 1);
                    continue;
                }
                Path p = f.dir.resolve(f.names[f.next++]);
                IOException e = enter(p, stack.size());
                if (e != null) {
                    throw new UncheckedIOException(e);
                }
                next = p;
            }
            return next != null;
        }

        @Override
        public Path next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            Path p = next;
            next = null;
            return p;
        }
    }

    public static Stream<Path> walk(Path start, int maxDepth, FileVisitOption... options) throws IOException {
        if (maxDepth < 0) {
            throw new IllegalArgumentException("'maxDepth' is negative");
        }
        return Streams.ofIterator(new Walker(start, maxDepth));
    }

    public static Stream<Path> walk(Path start, FileVisitOption... options) throws IOException {
        return walk(start, Integer.MAX_VALUE, options);
    }

    public static Stream<Path> find(Path start, int maxDepth,
            final BiPredicate<Path, BasicFileAttributes> matcher, FileVisitOption... options) throws IOException {
        if (maxDepth < 0) {
            throw new IllegalArgumentException("'maxDepth' is negative");
        }
        Objects.requireNonNull(matcher);
        return Streams.ofIterator(new Walker(start, maxDepth)).filter(new Predicate<Path>() {
            @Override
            public boolean test(Path p) {
                BasicFileAttributes a;
                try {
                    a = attrs(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                return matcher.test(p, a);
            }
        });
    }

    public static Path walkFileTree(Path start, Set<FileVisitOption> options, int maxDepth,
            FileVisitor<? super Path> visitor) throws IOException {
        Objects.requireNonNull(options);
        if (maxDepth < 0) {
            throw new IllegalArgumentException("'maxDepth' is negative");
        }
        Objects.requireNonNull(visitor);
        visit(start, 0, maxDepth, visitor);
        return start;
    }

    public static Path walkFileTree(Path start, FileVisitor<? super Path> visitor) throws IOException {
        return walkFileTree(start, java.util.EnumSet.noneOf(FileVisitOption.class), Integer.MAX_VALUE, visitor);
    }

    /** Visits p; returns the result that decides how its siblings continue. */
    private static FileVisitResult visit(Path p, int depth, int maxDepth, FileVisitor<? super Path> visitor)
            throws IOException {
        BasicFileAttributes a;
        try {
            a = attrs(p, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            return Objects.requireNonNull(visitor.visitFileFailed(p, e));
        }
        if (depth >= maxDepth || !a.isDirectory()) {
            return Objects.requireNonNull(visitor.visitFile(p, a));
        }
        String[] names;
        try {
            names = listNames(p);
        } catch (IOException e) {
            return Objects.requireNonNull(visitor.visitFileFailed(p, e));
        }
        FileVisitResult r = Objects.requireNonNull(visitor.preVisitDirectory(p, a));
        if (r != FileVisitResult.CONTINUE) {
            return r == FileVisitResult.SKIP_SUBTREE ? FileVisitResult.CONTINUE : r;
        }
        for (String n : names) {
            FileVisitResult c = visit(p.resolve(n), depth + 1, maxDepth, visitor);
            if (c == FileVisitResult.TERMINATE) {
                return c;
            }
            if (c == FileVisitResult.SKIP_SIBLINGS) {
                break;
            }
        }
        return Objects.requireNonNull(visitor.postVisitDirectory(p, null));
    }
}

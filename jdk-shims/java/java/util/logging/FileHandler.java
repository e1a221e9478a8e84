package java.util.logging;

import java.io.BufferedOutputStream;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.HashSet;
import java.util.Set;

/**
 * Records into a file, or a rotating set of files, named by a pattern: "/",
 * %t (java.io.tmpdir), %h (user.home), %g (generation), %u (unique number),
 * %% as the JDK. A "<file>.lck" lock file marks a name in use; this VM is the
 * only process of its world, so a lock file this VM does not hold is stale
 * and is taken over, as the JDK does when its file lock succeeds.
 */
public class FileHandler extends StreamHandler {
    private MeteredStream meter;
    private boolean append;
    private long limit; // zero: no limit
    private int count;
    private String pattern;
    private String lockFileName;
    private File[] files;
    private static final int MAX_LOCKS = 100;
    private int maxLocks = MAX_LOCKS;
    /** The lock files this VM holds. */
    private static final Set<String> locks = new HashSet<>();

    /** Counts what is written, for rotation. */
    private static final class MeteredStream extends OutputStream {
        final OutputStream out;
        long written;

        MeteredStream(OutputStream out, long written) {
            this.out = out;
            this.written = written;
        }

        @Override
        public void write(int b) throws IOException {
            out.write(b);
            written++;
        }

        @Override
        public void write(byte[] buff) throws IOException {
            out.write(buff);
            written += buff.length;
        }

        @Override
        public void write(byte[] buff, int off, int len) throws IOException {
            out.write(buff, off, len);
            written += len;
        }

        @Override
        public void flush() throws IOException {
            out.flush();
        }

        @Override
        public void close() throws IOException {
            out.close();
        }
    }

    private void open(File fname, boolean append) throws IOException {
        long len = 0;
        if (append) {
            len = fname.length();
        }
        FileOutputStream fout = new FileOutputStream(fname.toString(), append);
        BufferedOutputStream bout = new BufferedOutputStream(fout);
        meter = new MeteredStream(bout, len);
        setOutputStream(meter);
    }

    private void configure() {
        LogManager manager = LogManager.getLogManager();
        String cname = getClass().getName();
        pattern = manager.getStringProperty(cname + ".pattern", "%h/java%u.log");
        limit = manager.getLongProperty(cname + ".limit", 0);
        if (limit < 0) {
            limit = 0;
        }
        count = manager.getIntProperty(cname + ".count", 1);
        if (count <= 0) {
            count = 1;
        }
        append = manager.getBooleanProperty(cname + ".append", false);
        setLevel(manager.getLevelProperty(cname + ".level", Level.ALL));
        setFilter(manager.getFilterProperty(cname + ".filter", null));
        setFormatter(manager.getFormatterProperty(cname + ".formatter", new XMLFormatter()));
        maxLocks = manager.getIntProperty(cname + ".maxLocks", MAX_LOCKS);
        if (maxLocks <= 0) {
            maxLocks = MAX_LOCKS;
        }
        try {
            setEncoding(manager.getStringProperty(cname + ".encoding", null));
        } catch (Exception ex) {
            try {
                setEncoding(null);
            } catch (Exception ex2) {
                // cannot happen: null is always accepted
            }
        }
    }

    public FileHandler() throws IOException, SecurityException {
        configure();
        if (pattern.isEmpty()) {
            throw new NullPointerException();
        }
        openFiles();
    }

    public FileHandler(String pattern) throws IOException, SecurityException {
        if (pattern.length() < 1) {
            throw new IllegalArgumentException();
        }
        configure();
        this.pattern = pattern;
        this.limit = 0;
        this.count = 1;
        openFiles();
    }

    public FileHandler(String pattern, boolean append) throws IOException, SecurityException {
        if (pattern.length() < 1) {
            throw new IllegalArgumentException();
        }
        configure();
        this.pattern = pattern;
        this.limit = 0;
        this.count = 1;
        this.append = append;
        openFiles();
    }

    public FileHandler(String pattern, int limit, int count) throws IOException, SecurityException {
        if (limit < 0 || count < 1 || pattern.length() < 1) {
            throw new IllegalArgumentException();
        }
        configure();
        this.pattern = pattern;
        this.limit = limit;
        this.count = count;
        openFiles();
    }

    public FileHandler(String pattern, int limit, int count, boolean append) throws IOException, SecurityException {
        this(pattern, (long) limit, count, append);
    }

    public FileHandler(String pattern, long limit, int count, boolean append) throws IOException {
        if (limit < 0 || count < 1 || pattern.length() < 1) {
            throw new IllegalArgumentException();
        }
        configure();
        this.pattern = pattern;
        this.limit = limit;
        this.count = count;
        this.append = append;
        openFiles();
    }

    /** Keeps the first failure while opening, to throw it from the constructor. */
    private static final class InitializationErrorManager extends ErrorManager {
        Exception lastException;

        @Override
        public void error(String msg, Exception ex, int code) {
            lastException = ex;
        }
    }

    private void openFiles() throws IOException {
        if (count < 1) {
            throw new IllegalArgumentException("file count = " + count);
        }
        if (limit < 0) {
            limit = 0;
        }
        InitializationErrorManager em = new InitializationErrorManager();
        setErrorManager(em);
        int unique = -1;
        for (;;) {
            unique++;
            if (unique > maxLocks) {
                throw new IOException("Couldn't get lock for " + pattern);
            }
            lockFileName = generate(pattern, count, 0, unique).toString() + ".lck";
            synchronized (locks) {
                if (locks.contains(lockFileName)) {
                    continue;
                }
                File lockFile = new File(lockFileName);
                File dir = lockFile.getAbsoluteFile().getParentFile();
                if (!lockFile.exists() && (dir == null || !dir.isDirectory())) {
                    // what FileChannel.open(CREATE_NEW) throws there
                    throw new java.nio.file.NoSuchFileException(lockFileName);
                }
                if (lockFile.exists() && !(lockFile.isFile() && dir != null && dir.canWrite())) {
                    continue; // not a lock file we could use: try the next name
                }
                new FileOutputStream(lockFile, true).close();
                locks.add(lockFileName);
                break;
            }
        }
        files = new File[count];
        for (int i = 0; i < count; i++) {
            files[i] = generate(pattern, count, i, unique);
        }
        if (append) {
            open(files[0], true);
        } else {
            rotate();
        }
        Exception ex = em.lastException;
        if (ex != null) {
            if (ex instanceof IOException) {
                throw (IOException) ex;
            } else if (ex instanceof SecurityException) {
                throw (SecurityException) ex;
            } else {
                throw new IOException("Exception: " + ex);
            }
        }
        setErrorManager(new ErrorManager());
    }

    /** Joins paths as Path.resolve: an absolute or empty second path wins or drops out. */
    private static String resolve(String a, String b) {
        if (a == null || a.isEmpty() || b.startsWith("/")) {
            return b;
        }
        if (b.isEmpty()) {
            return a;
        }
        return a.endsWith("/") ? a + b : a + "/" + b;
    }

    /** The file name for a generation and unique number, as the JDK's FileHandler.generate. */
    static File generate(String pat, int count, int generation, int unique) {
        boolean absolute = pat.startsWith("/");
        String[] elems = pat.split("/");
        String result = null;
        boolean sawg = false;
        boolean sawu = false;
        StringBuilder word = new StringBuilder();
        boolean first = true;
        for (String elem : elems) {
            if (elem.isEmpty()) {
                continue; // Paths.get drops empty names
            }
            if (!first) {
                result = result == null ? word.toString() : resolve(result, word.toString());
            }
            first = false;
            int ix = 0;
            word.setLength(0);
            while (ix < elem.length()) {
                char ch = elem.charAt(ix);
                ix++;
                char ch2 = 0;
                if (ix < elem.length()) {
                    ch2 = Character.toLowerCase(elem.charAt(ix));
                }
                if (ch == '%') {
                    if (ch2 == 't') {
                        String tmpDir = System.getProperty("java.io.tmpdir");
                        if (tmpDir == null) {
                            tmpDir = System.getProperty("user.home");
                        }
                        result = tmpDir;
                        ix++;
                        word.setLength(0);
                        continue;
                    } else if (ch2 == 'h') {
                        result = System.getProperty("user.home");
                        ix++;
                        word.setLength(0);
                        continue;
                    } else if (ch2 == 'g') {
                        word.append(generation);
                        sawg = true;
                        ix++;
                        continue;
                    } else if (ch2 == 'u') {
                        word.append(unique);
                        sawu = true;
                        ix++;
                        continue;
                    } else if (ch2 == '%') {
                        word.append('%');
                        ix++;
                        continue;
                    }
                }
                word.append(ch);
            }
        }
        if (count > 1 && !sawg) {
            word.append('.').append(generation);
        }
        if (unique > 0 && !sawu) {
            word.append('.').append(unique);
        }
        if (word.length() > 0) {
            result = result == null ? word.toString() : resolve(result, word.toString());
        } else if (result == null) {
            result = "";
        }
        if (absolute) {
            result = resolve("/", result);
        }
        return new File(result);
    }

    private synchronized void rotate() {
        Level oldLevel = getLevel();
        setLevel(Level.OFF);
        super.close();
        for (int i = count - 2; i >= 0; i--) {
            File f1 = files[i];
            File f2 = files[i + 1];
            if (f1.exists()) {
                if (f2.exists()) {
                    f2.delete();
                }
                f1.renameTo(f2);
            }
        }
        try {
            open(files[0], false);
        } catch (IOException ix) {
            reportError(null, ix, ErrorManager.OPEN_FAILURE);
        }
        setLevel(oldLevel);
    }

    @Override
    public synchronized void publish(LogRecord record) {
        if (!isLoggable(record)) {
            return;
        }
        super.publish(record);
        flush();
        if (limit > 0 && (meter.written >= limit || meter.written < 0)) {
            rotate();
        }
    }

    @Override
    public synchronized void close() throws SecurityException {
        super.close();
        if (lockFileName == null) {
            return;
        }
        synchronized (locks) {
            locks.remove(lockFileName);
        }
        new File(lockFileName).delete();
        lockFileName = null;
    }
}

package jdk.internal.terrarium;

import java.io.IOException;
import java.nio.file.FileSystem;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.regex.Pattern;

/**
 * A path of the world's (Unix) file system, as sun.nio.fs.UnixPath: the
 * string normalised (no repeated or trailing '/'), names split on demand.
 * The read-only `jrt:/` image (JrtFileSystem) has paths of the same shape,
 * so they are UnixPaths of that file system.
 */
public final class UnixPath implements Path {
    public static final WorldFileSystem FS = new WorldFileSystem();

    private final FileSystem fs;
    private final String path;
    /** Start of each name; null until needed. */
    private int[] offsets;
    private int hash;

    private UnixPath(String normalized) {
        this(FS, normalized);
    }

    private UnixPath(FileSystem fs, String normalized) {
        this.fs = fs;
        this.path = normalized;
    }

    /** A path of this path's file system. */
    private UnixPath make(String normalized) {
        return new UnixPath(fs, normalized);
    }

    /** A path of another file system with paths of this shape (the jrt image's). */
    static UnixPath of(FileSystem fs, String first, String... more) {
        UnixPath p = of(first, more);
        return fs == FS ? p : new UnixPath(fs, p.path);
    }

    public static UnixPath of(String first, String... more) {
        String p;
        if (more.length == 0) {
            p = first;
        } else {
            StringBuilder sb = new StringBuilder();
            sb.append(first);
            for (String segment : more) {
                if (!segment.isEmpty()) {
                    if (sb.length() > 0) {
                        sb.append('/');
                    }
                    sb.append(segment);
                }
            }
            p = sb.toString();
        }
        return new UnixPath(normalizeAndCheck(p));
    }

    static String normalizeAndCheck(String input) {
        int n = input.length();
        char prev = 0;
        boolean clean = true;
        for (int i = 0; i < n; i++) {
            char c = input.charAt(i);
            if (c == '\u0000') {
                throw new InvalidPathException(input, "Nul character not allowed");
            }
            if (c == '/' && prev == '/') {
                clean = false;
            }
            prev = c;
        }
        if (clean && !(n > 1 && prev == '/')) {
            return input;
        }
        StringBuilder sb = new StringBuilder(n);
        prev = 0;
        for (int i = 0; i < n; i++) {
            char c = input.charAt(i);
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

    /** The path as the natives take it: the empty path is the working directory. */
    public static String sys(Path p) {
        String s = p.toString();
        return s.isEmpty() ? "." : s;
    }

    private int[] offsets() {
        int[] o = offsets;
        if (o == null) {
            String p = path;
            int n = p.length();
            if (n == 0) {
                o = new int[] {0};
            } else {
                int count = 0;
                for (int i = 0; i < n; i++) {
                    if (p.charAt(i) != '/' && (i == 0 || p.charAt(i - 1) == '/')) {
                        count++;
                    }
                }
                o = new int[count];
                int k = 0;
                for (int i = 0; i < n; i++) {
                    if (p.charAt(i) != '/' && (i == 0 || p.charAt(i - 1) == '/')) {
                        o[k++] = i;
                    }
                }
            }
            offsets = o;
        }
        return o;
    }

    private String name(int i) {
        int[] o = offsets();
        int start = o[i];
        int end = (i == o.length - 1) ? path.length() : o[i + 1] - 1;
        return path.substring(start, end);
    }

    private boolean isEmpty() {
        return path.isEmpty();
    }

    @Override
    public FileSystem getFileSystem() {
        return fs;
    }

    @Override
    public boolean isAbsolute() {
        return path.length() > 0 && path.charAt(0) == '/';
    }

    @Override
    public Path getRoot() {
        return isAbsolute() ? make("/") : null;
    }

    @Override
    public Path getFileName() {
        int n = path.length();
        if (n == 0) {
            return this;
        }
        if (n == 1 && path.charAt(0) == '/') {
            return null;
        }
        int last = path.lastIndexOf('/');
        if (last == -1) {
            return this;
        }
        return make(path.substring(last + 1));
    }

    @Override
    public Path getParent() {
        int count = offsets().length;
        if (count == 0) {
            return null;
        }
        int len = offsets[count - 1] - 1;
        if (len <= 0) {
            return getRoot();
        }
        return make(path.substring(0, len));
    }

    @Override
    public int getNameCount() {
        return offsets().length;
    }

    @Override
    public Path getName(int index) {
        int count = offsets().length;
        if (index < 0 || index >= count) {
            throw new IllegalArgumentException();
        }
        return make(name(index));
    }

    @Override
    public Path subpath(int beginIndex, int endIndex) {
        int count = offsets().length;
        if (beginIndex < 0 || beginIndex >= count || endIndex > count || beginIndex >= endIndex) {
            throw new IllegalArgumentException();
        }
        int start = offsets[beginIndex];
        int end = (endIndex == count) ? path.length() : offsets[endIndex] - 1;
        return make(path.substring(start, end));
    }

    private UnixPath toUnixPath(Path obj) {
        if (obj == null) {
            throw new NullPointerException();
        }
        if (!(obj instanceof UnixPath) || ((UnixPath) obj).fs != fs) {
            throw new java.nio.file.ProviderMismatchException();
        }
        return (UnixPath) obj;
    }

    private boolean sameFileSystem(Path other) {
        return java.util.Objects.requireNonNull(other) instanceof UnixPath && ((UnixPath) other).fs == fs;
    }

    @Override
    public boolean startsWith(Path other) {
        if (!sameFileSystem(other)) {
            return false;
        }
        UnixPath that = (UnixPath) other;
        if (that.path.length() > path.length()) {
            return false;
        }
        if (that.isEmpty()) {
            return this.isEmpty();
        }
        if (this.isAbsolute() != that.isAbsolute()) {
            return false;
        }
        int thisCount = getNameCount();
        int thatCount = that.getNameCount();
        if (thatCount > thisCount) {
            return false;
        }
        for (int i = 0; i < thatCount; i++) {
            if (!name(i).equals(that.name(i))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean endsWith(Path other) {
        if (!sameFileSystem(other)) {
            return false;
        }
        UnixPath that = (UnixPath) other;
        if (that.path.length() > path.length()) {
            return false;
        }
        if (that.isEmpty()) {
            return this.isEmpty();
        }
        if (that.isAbsolute()) {
            return this.path.equals(that.path);
        }
        int thisCount = getNameCount();
        int thatCount = that.getNameCount();
        if (thatCount > thisCount) {
            return false;
        }
        for (int i = 1; i <= thatCount; i++) {
            if (!name(thisCount - i).equals(that.name(thatCount - i))) {
                return false;
            }
        }
        return true;
    }

    private boolean hasDotOrDotDot() {
        int n = getNameCount();
        for (int i = 0; i < n; i++) {
            String s = name(i);
            if (s.equals(".") || s.equals("..")) {
                return true;
            }
        }
        return false;
    }

    @Override
    public Path normalize() {
        int count = getNameCount();
        if (count == 0 || isEmpty()) {
            return this;
        }
        boolean abs = isAbsolute();
        String[] kept = new String[count];
        int k = 0;
        boolean changed = false;
        for (int i = 0; i < count; i++) {
            String s = name(i);
            if (s.equals(".")) {
                changed = true;
                continue;
            }
            if (s.equals("..")) {
                if (k > 0 && !kept[k - 1].equals("..")) {
                    k--;
                    changed = true;
                    continue;
                }
                if (abs) {
                    changed = true;
                    continue;
                }
            }
            kept[k++] = s;
        }
        if (!changed) {
            return this;
        }
        StringBuilder sb = new StringBuilder(path.length());
        if (abs) {
            sb.append('/');
        }
        for (int i = 0; i < k; i++) {
            if (i > 0) {
                sb.append('/');
            }
            sb.append(kept[i]);
        }
        return make(sb.toString());
    }

    @Override
    public Path resolve(Path obj) {
        UnixPath other = toUnixPath(obj);
        if (other.isAbsolute()) {
            return other;
        }
        if (other.isEmpty()) {
            return this;
        }
        if (this.isEmpty()) {
            return other;
        }
        if (path.equals("/")) {
            return make("/" + other.path);
        }
        return make(path + "/" + other.path);
    }

    @Override
    public Path resolve(String other) {
        return resolve(make(normalizeAndCheck(other)));
    }

    @Override
    public Path relativize(Path obj) {
        UnixPath other = toUnixPath(obj);
        if (other.equals(this)) {
            return make("");
        }
        if (this.isAbsolute() != other.isAbsolute()) {
            throw new IllegalArgumentException("'other' is different type of Path");
        }
        if (this.isEmpty()) {
            return other;
        }
        UnixPath base = this;
        if (base.hasDotOrDotDot() || other.hasDotOrDotDot()) {
            base = (UnixPath) base.normalize();
            other = (UnixPath) other.normalize();
        }
        int baseCount = base.isEmpty() ? 0 : base.getNameCount();
        int childCount = other.isEmpty() ? 0 : other.getNameCount();
        int n = Math.min(baseCount, childCount);
        int i = 0;
        while (i < n && base.name(i).equals(other.name(i))) {
            i++;
        }
        StringBuilder sb = new StringBuilder();
        for (int j = i; j < baseCount; j++) {
            if (base.name(j).equals("..")) {
                throw new IllegalArgumentException("Unable to compute relative "
                        + " path from " + this + " to " + obj);
            }
            if (sb.length() > 0) {
                sb.append('/');
            }
            sb.append("..");
        }
        for (int j = i; j < childCount; j++) {
            if (sb.length() > 0) {
                sb.append('/');
            }
            sb.append(other.name(j));
        }
        return make(sb.toString());
    }

    @Override
    public Path toAbsolutePath() {
        if (isAbsolute()) {
            return this;
        }
        // Only the world has a working directory; the jrt image's is "/".
        String cwd = fs == FS ? FileSystem_cwd() : "/";
        if (isEmpty()) {
            return make(cwd);
        }
        if (cwd.equals("/")) {
            return make("/" + path);
        }
        return make(cwd + "/" + path);
    }

    private static String FileSystem_cwd() {
        return jdk.internal.terrarium.FileSystem.cwd();
    }

    /** UnixUriUtils.toUri: "file:///" and the UTF-8 bytes, escaped but for path characters. */
    @Override
    public java.net.URI toUri() {
        if (fs != FS) {
            return ((JrtFileSystem) fs).toUri(((UnixPath) toAbsolutePath()).path);
        }
        byte[] bytes = ((UnixPath) toAbsolutePath()).path.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        StringBuilder sb = new StringBuilder("file:///");
        for (int i = 1; i < bytes.length; i++) {
            int b = bytes[i] & 0xff;
            if (b < 0x80 && isUriPathChar((char) b)) {
                sb.append((char) b);
            } else {
                sb.append('%').append(HEX.charAt(b >> 4)).append(HEX.charAt(b & 0x0f));
            }
        }
        if (sb.charAt(sb.length() - 1) != '/'
                && (jdk.internal.terrarium.FileSystem.stat(sys(this)) & jdk.internal.terrarium.FileSystem.DIRECTORY) != 0) {
            sb.append('/');
        }
        return java.net.URI.create(sb.toString());
    }

    private static final String HEX = "0123456789ABCDEF";

    private static boolean isUriPathChar(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
            || "-_.!~*'():@&=+$,;/".indexOf(c) >= 0;
    }

    /** UnixUriUtils.fromUri: Path.of(URI) for the "file" scheme. */
    public static Path fromUri(java.net.URI uri) {
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
        // "file:/x" goes the way of java.io.File, as on the JDK.
        if (!uri.toString().startsWith("file:///")) {
            return new java.io.File(uri).toPath();
        }
        String p = uri.getRawPath();
        int len = p.length();
        if (len == 0) {
            throw new IllegalArgumentException("URI path component is empty");
        }
        if (p.endsWith("/") && len > 1) {
            len--;
        }
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream(len);
        for (int i = 0; i < len; i++) {
            char c = p.charAt(i);
            int b;
            if (c == '%') {
                b = (Character.digit(p.charAt(i + 1), 16) << 4) | Character.digit(p.charAt(i + 2), 16);
                i += 2;
                if (b == 0) {
                    throw new IllegalArgumentException("Nul character not allowed");
                }
            } else {
                if (c == 0 || c >= 0x80) {
                    throw new IllegalArgumentException("Bad escape");
                }
                b = c;
            }
            bytes.write(b);
        }
        return new UnixPath(normalizeAndCheck(new String(bytes.toByteArray(), java.nio.charset.StandardCharsets.UTF_8)));
    }

    @Override
    public java.io.File toFile() {
        if (fs != FS) {
            throw new UnsupportedOperationException(); // as JrtPath.toFile
        }
        return new java.io.File(toString());
    }

    @Override
    public Path toRealPath(LinkOption... options) throws IOException {
        if (fs != FS) {
            Path abs = toAbsolutePath().normalize();
            fs.provider().checkAccess(abs);
            return abs;
        }
        String s = sys(this);
        if ((jdk.internal.terrarium.FileSystem.stat(s) & jdk.internal.terrarium.FileSystem.EXISTS) == 0) {
            throw new NoSuchFileException(path);
        }
        return make(jdk.internal.terrarium.FileSystem.resolve(s));
    }

    @Override
    public int compareTo(Path other) {
        String a = path;
        String b = ((UnixPath) other).path;
        int n1 = a.length();
        int n2 = b.length();
        int n = Math.min(n1, n2);
        for (int k = 0; k < n; k++) {
            char c1 = a.charAt(k);
            char c2 = b.charAt(k);
            if (c1 != c2) {
                if (c1 < 0x80 && c2 < 0x80) {
                    return c1 - c2;
                }
                return compareBytes(a, b);
            }
            if (c1 >= 0x80) {
                return compareBytes(a, b);
            }
        }
        return n1 - n2;
    }

    private static int compareBytes(String a, String b) {
        byte[] x = a.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        byte[] y = b.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        int n = Math.min(x.length, y.length);
        for (int k = 0; k < n; k++) {
            int c1 = x[k] & 0xff;
            int c2 = y[k] & 0xff;
            if (c1 != c2) {
                return c1 - c2;
            }
        }
        return x.length - y.length;
    }

    @Override
    public boolean equals(Object ob) {
        return (ob instanceof UnixPath) && ((UnixPath) ob).fs == fs && ((UnixPath) ob).path.equals(path);
    }

    @Override
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            String p = path;
            int n = p.length();
            boolean ascii = true;
            for (int i = 0; i < n; i++) {
                char c = p.charAt(i);
                if (c >= 0x80) {
                    ascii = false;
                    break;
                }
                h = 31 * h + c;
            }
            if (!ascii) {
                h = 0;
                byte[] b = p.getBytes(java.nio.charset.StandardCharsets.UTF_8);
                for (int i = 0; i < b.length; i++) {
                    h = 31 * h + (b[i] & 0xff);
                }
            }
            hash = h;
        }
        return h;
    }

    @Override
    public String toString() {
        return path;
    }

    /** The world's file system as java.nio.file sees it. */
    public static final class WorldFileSystem extends FileSystem {
        WorldFileSystem() {
        }

        @Override
        public void close() throws IOException {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean isOpen() {
            return true;
        }

        @Override
        public boolean isReadOnly() {
            return false;
        }

        @Override
        public String getSeparator() {
            return "/";
        }

        @Override
        public Iterable<Path> getRootDirectories() {
            ArrayList<Path> l = new ArrayList<>(1);
            l.add(new UnixPath("/"));
            return java.util.Collections.unmodifiableList(l);
        }

        @Override
        public Path getPath(String first, String... more) {
            return UnixPath.of(first, more);
        }

        @Override
        public java.nio.file.spi.FileSystemProvider provider() {
            return WorldFileSystemProvider.INSTANCE;
        }

        @Override
        public PathMatcher getPathMatcher(String syntaxAndInput) {
            return pathMatcher(syntaxAndInput);
        }

        @Override
        public String toString() {
            return "sun.nio.fs.LinuxFileSystem";
        }
    }

    /** FileSystem.getPathMatcher of Unix-shaped paths ("glob:" and "regex:"). */
    static PathMatcher pathMatcher(String syntaxAndInput) {
        int pos = syntaxAndInput.indexOf(':');
        if (pos <= 0) {
            throw new IllegalArgumentException();
        }
        String syntax = syntaxAndInput.substring(0, pos);
        String input = syntaxAndInput.substring(pos + 1);
        String expr;
        if (syntax.equalsIgnoreCase("glob")) {
            expr = globToRegex(input);
        } else if (syntax.equalsIgnoreCase("regex")) {
            expr = input;
        } else {
            throw new UnsupportedOperationException("Syntax '" + syntax + "' not recognized");
        }
        final Pattern pattern = Pattern.compile(expr);
        return new PathMatcher() {
            @Override
            public boolean matches(Path path) {
                return pattern.matcher(path.toString()).matches();
            }
        };
    }

    private static final String REGEX_META = ".^$+{[]|()";
    private static final String GLOB_META = "\\*?[{";

    /** Globs.toUnixRegexPattern. */
    public static String globToRegex(String glob) {
        boolean inGroup = false;
        StringBuilder regex = new StringBuilder("^");
        int i = 0;
        int n = glob.length();
        while (i < n) {
            char c = glob.charAt(i++);
            switch (c) {
                case '\\':
                    if (i == n) {
                        throw new java.util.regex.PatternSyntaxException("No character to escape", glob, i - 1);
                    }
                    char next = glob.charAt(i++);
                    if (GLOB_META.indexOf(next) >= 0 || REGEX_META.indexOf(next) >= 0) {
                        regex.append('\\');
                    }
                    regex.append(next);
                    break;
                case '/':
                    regex.append(c);
                    break;
                case '[':
                    regex.append('[');
                    if (i < n && glob.charAt(i) == '^') {
                        regex.append("\\^");
                        i++;
                    } else {
                        if (i < n && glob.charAt(i) == '!') {
                            regex.append('^');
                            i++;
                        }
                        if (i < n && glob.charAt(i) == '-') {
                            regex.append('-');
                            i++;
                        }
                    }
                    boolean hasRangeStart = false;
                    char last = 0;
                    while (i < n) {
                        c = glob.charAt(i++);
                        if (c == ']') {
                            break;
                        }
                        if (c == '/') {
                            throw new java.util.regex.PatternSyntaxException("Explicit 'name separator' in class",
                                    glob, i - 1);
                        }
                        if (c == '\\' || c == '[' || c == '&' && i < n && glob.charAt(i) == '&') {
                            regex.append('\\');
                        }
                        regex.append(c);
                        if (c == '-') {
                            if (!hasRangeStart) {
                                throw new java.util.regex.PatternSyntaxException("Invalid range", glob, i - 1);
                            }
                            if (i >= n) {
                                break;
                            }
                            c = glob.charAt(i++);
                            if (c < last) {
                                throw new java.util.regex.PatternSyntaxException("Invalid range", glob, i - 3);
                            }
                            regex.append(c);
                            hasRangeStart = false;
                        } else {
                            hasRangeStart = true;
                            last = c;
                        }
                    }
                    if (c != ']') {
                        throw new java.util.regex.PatternSyntaxException("Missing ']", glob, i - 1);
                    }
                    regex.append(']');
                    break;
                case '{':
                    if (inGroup) {
                        throw new java.util.regex.PatternSyntaxException("Cannot nest groups", glob, i - 1);
                    }
                    regex.append("(?:(?:");
                    inGroup = true;
                    break;
                case '}':
                    if (inGroup) {
                        regex.append("))");
                        inGroup = false;
                    } else {
                        regex.append('}');
                    }
                    break;
                case ',':
                    if (inGroup) {
                        regex.append(")|(?:");
                    } else {
                        regex.append(',');
                    }
                    break;
                case '*':
                    if (i < n && glob.charAt(i) == '*') {
                        regex.append(".*");
                        i++;
                    } else {
                        regex.append("[^/]*");
                    }
                    break;
                case '?':
                    regex.append("[^/]");
                    break;
                default:
                    if (REGEX_META.indexOf(c) >= 0) {
                        regex.append('\\');
                    }
                    regex.append(c);
            }
        }
        if (inGroup) {
            throw new java.util.regex.PatternSyntaxException("Missing '}", glob, i - 1);
        }
        return regex.append('$').toString();
    }
}

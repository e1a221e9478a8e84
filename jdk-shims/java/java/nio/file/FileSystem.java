package java.nio.file;

import java.io.Closeable;
import java.io.IOException;

/** The default (and only) file system: the world's. */
public abstract class FileSystem implements Closeable {
    protected FileSystem() {
    }

    public abstract void close() throws IOException;

    public abstract boolean isOpen();

    public abstract boolean isReadOnly();

    public abstract String getSeparator();

    public abstract Iterable<Path> getRootDirectories();

    public abstract Path getPath(String first, String... more);

    public abstract PathMatcher getPathMatcher(String syntaxAndPattern);
}

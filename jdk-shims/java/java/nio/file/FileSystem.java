package java.nio.file;

import java.io.Closeable;
import java.io.IOException;

/** A file system: the world's (the default) or the class library's `jrt:/` image. */
public abstract class FileSystem implements Closeable {
    protected FileSystem() {
    }

    public abstract java.nio.file.spi.FileSystemProvider provider();

    public abstract void close() throws IOException;

    public abstract boolean isOpen();

    public abstract boolean isReadOnly();

    public abstract String getSeparator();

    public abstract Iterable<Path> getRootDirectories();

    public abstract Path getPath(String first, String... more);

    public abstract PathMatcher getPathMatcher(String syntaxAndPattern);

    public java.util.Set<String> supportedFileAttributeViews() {
        return java.util.Set.of("basic");
    }
}

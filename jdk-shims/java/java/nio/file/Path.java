package java.nio.file;

import java.io.File;
import java.util.Iterator;
import java.util.NoSuchElementException;

public interface Path extends Comparable<Path>, Iterable<Path> {
    public static Path of(String first, String... more) {
        return jdk.internal.terrarium.UnixPath.of(first, more);
    }

    /** The installed providers' paths: "file" (the world) and "jrt" (the class library). */
    public static Path of(java.net.URI uri) {
        String scheme = uri.getScheme();
        if (scheme == null) {
            throw new IllegalArgumentException("Missing scheme");
        }
        if (scheme.equalsIgnoreCase("file")) {
            return jdk.internal.terrarium.UnixPath.fromUri(uri);
        }
        for (java.nio.file.spi.FileSystemProvider provider
                : java.nio.file.spi.FileSystemProvider.installedProviders()) {
            if (provider.getScheme().equalsIgnoreCase(scheme)) {
                return provider.getPath(uri);
            }
        }
        throw new FileSystemNotFoundException("Provider \"" + scheme + "\" not installed");
    }

    FileSystem getFileSystem();

    boolean isAbsolute();

    Path getRoot();

    Path getFileName();

    Path getParent();

    int getNameCount();

    Path getName(int index);

    Path subpath(int beginIndex, int endIndex);

    boolean startsWith(Path other);

    default boolean startsWith(String other) {
        return startsWith(getFileSystem().getPath(other));
    }

    boolean endsWith(Path other);

    default boolean endsWith(String other) {
        return endsWith(getFileSystem().getPath(other));
    }

    Path normalize();

    Path resolve(Path other);

    default Path resolve(String other) {
        return resolve(getFileSystem().getPath(other));
    }

    default Path resolveSibling(Path other) {
        if (other == null) {
            throw new NullPointerException();
        }
        Path parent = getParent();
        return (parent == null) ? other : parent.resolve(other);
    }

    default Path resolveSibling(String other) {
        return resolveSibling(getFileSystem().getPath(other));
    }

    Path relativize(Path other);

    Path toAbsolutePath();

    Path toRealPath(LinkOption... options) throws java.io.IOException;

    java.net.URI toUri();

    default File toFile() {
        return new File(toString());
    }

    @Override
    default Iterator<Path> iterator() {
        return new Iterator<Path>() {
            private int i = 0;

            @Override
            public boolean hasNext() {
                return (i < getNameCount());
            }

            @Override
            public Path next() {
                if (i < getNameCount()) {
                    Path result = getName(i);
                    i++;
                    return result;
                } else {
                    throw new NoSuchElementException();
                }
            }
        };
    }

    @Override
    int compareTo(Path other);

    boolean equals(Object other);

    int hashCode();

    String toString();
}

package jdk.internal.terrarium;

import java.io.IOException;
import java.net.URI;
import java.nio.channels.FileChannel;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.AccessMode;
import java.nio.file.CopyOption;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.FileAttributeView;
import java.nio.file.spi.FileSystemProvider;
import java.util.Map;
import java.util.Set;

/**
 * The "file" provider: the world's files. java.nio.file.Files implements
 * the world itself (it is the default file system, and the hot one), so
 * this provider hands each call to Files; Files hands paths of other file
 * systems to their providers.
 */
public final class WorldFileSystemProvider extends FileSystemProvider {
    public static final WorldFileSystemProvider INSTANCE = new WorldFileSystemProvider();

    private WorldFileSystemProvider() {
    }

    @Override
    public String getScheme() {
        return "file";
    }

    private static void checkUri(URI uri) {
        if (!uri.getScheme().equalsIgnoreCase("file")) {
            throw new IllegalArgumentException("URI does not match this provider");
        }
        if (uri.getRawAuthority() != null) {
            throw new IllegalArgumentException("Authority component present");
        }
        String path = uri.getPath();
        if (path == null) {
            throw new IllegalArgumentException("Path component is undefined");
        }
        if (!path.equals("/")) {
            throw new IllegalArgumentException("Path component should be '/'");
        }
        if (uri.getRawQuery() != null) {
            throw new IllegalArgumentException("Query component present");
        }
        if (uri.getRawFragment() != null) {
            throw new IllegalArgumentException("Fragment component present");
        }
    }

    @Override
    public java.nio.file.FileSystem newFileSystem(URI uri, Map<String, ?> env) {
        checkUri(uri);
        throw new FileSystemAlreadyExistsException();
    }

    @Override
    public java.nio.file.FileSystem getFileSystem(URI uri) {
        checkUri(uri);
        return UnixPath.FS;
    }

    @Override
    public Path getPath(URI uri) {
        return UnixPath.fromUri(uri);
    }

    @Override
    public SeekableByteChannel newByteChannel(Path path, Set<? extends OpenOption> options,
            FileAttribute<?>... attrs) throws IOException {
        checkPath(path);
        return Files.newByteChannel(path, options, attrs);
    }

    /** A world file's byte channel is a FileChannel. */
    @Override
    public FileChannel newFileChannel(Path path, Set<? extends OpenOption> options, FileAttribute<?>... attrs)
            throws IOException {
        checkPath(path);
        return (FileChannel) Files.newByteChannel(path, options, attrs);
    }

    private static void checkPath(Path path) {
        if (path == null) {
            throw new NullPointerException();
        }
        if (path.getFileSystem() != UnixPath.FS) {
            throw new java.nio.file.ProviderMismatchException();
        }
    }

    @Override
    public DirectoryStream<Path> newDirectoryStream(Path dir, DirectoryStream.Filter<? super Path> filter)
            throws IOException {
        return Files.newDirectoryStream(dir, filter);
    }

    @Override
    public void createDirectory(Path dir, FileAttribute<?>... attrs) throws IOException {
        Files.createDirectory(dir, attrs);
    }

    @Override
    public void delete(Path path) throws IOException {
        Files.delete(path);
    }

    @Override
    public void copy(Path source, Path target, CopyOption... options) throws IOException {
        Files.copy(source, target, options);
    }

    @Override
    public void move(Path source, Path target, CopyOption... options) throws IOException {
        Files.move(source, target, options);
    }

    @Override
    public boolean isSameFile(Path path, Path path2) throws IOException {
        return Files.isSameFile(path, path2);
    }

    @Override
    public boolean isHidden(Path path) throws IOException {
        return Files.isHidden(path);
    }

    @Override
    public void checkAccess(Path path, AccessMode... modes) throws IOException {
        if (Files.notExists(path)) {
            throw new NoSuchFileException(path.toString());
        }
        for (AccessMode m : modes) {
            boolean ok = m == AccessMode.READ ? Files.isReadable(path)
                    : m == AccessMode.WRITE ? Files.isWritable(path) : Files.isExecutable(path);
            if (!ok) {
                throw new AccessDeniedException(path.toString());
            }
        }
    }

    @Override
    public <V extends FileAttributeView> V getFileAttributeView(Path path, Class<V> type, LinkOption... options) {
        return Files.getFileAttributeView(path, type, options);
    }

    @Override
    public <A extends BasicFileAttributes> A readAttributes(Path path, Class<A> type, LinkOption... options)
            throws IOException {
        return Files.readAttributes(path, type, options);
    }

    @Override
    public Map<String, Object> readAttributes(Path path, String attributes, LinkOption... options)
            throws IOException {
        return Files.readAttributes(path, attributes, options);
    }

    @Override
    public void setAttribute(Path path, String attribute, Object value, LinkOption... options)
            throws IOException {
        Files.setAttribute(path, attribute, value, options);
    }
}

package java.nio.file;

import java.io.IOException;
import java.net.URI;
import java.nio.file.spi.FileSystemProvider;
import java.util.Map;

/**
 * The world's file system (the default) and the providers installed: "file"
 * and "jrt". Zip file systems (newFileSystem of a Path) are not part of the
 * library: those methods are absent, so a call names itself as missing.
 */
public final class FileSystems {
    private FileSystems() {
    }

    public static FileSystem getDefault() {
        return jdk.internal.terrarium.UnixPath.FS;
    }

    public static FileSystem getFileSystem(URI uri) {
        String scheme = uri.getScheme();
        for (FileSystemProvider provider : FileSystemProvider.installedProviders()) {
            if (scheme.equalsIgnoreCase(provider.getScheme())) {
                return provider.getFileSystem(uri);
            }
        }
        throw new ProviderNotFoundException("Provider \"" + scheme + "\" not found");
    }

    public static FileSystem newFileSystem(URI uri, Map<String, ?> env) throws IOException {
        return newFileSystem(uri, env, null);
    }

    public static FileSystem newFileSystem(URI uri, Map<String, ?> env, ClassLoader loader) throws IOException {
        String scheme = uri.getScheme();
        for (FileSystemProvider provider : FileSystemProvider.installedProviders()) {
            if (scheme.equalsIgnoreCase(provider.getScheme())) {
                return provider.newFileSystem(uri, env);
            }
        }
        throw new ProviderNotFoundException("Provider \"" + scheme + "\" not found");
    }
}

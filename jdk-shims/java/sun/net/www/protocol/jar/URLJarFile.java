package sun.net.www.protocol.jar;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UnsupportedEncodingException;
import java.net.URL;
import java.net.URLDecoder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.zip.ZipFile;

/**
 * The jar file behind a jar: URL, and the cache of them that connections
 * using caches share (keyed by the jar file's URL; closing a cached jar
 * file drops it from the cache). A file: URL names a file of the world; a
 * jar at another URL is copied to a temporary file first.
 */
public class URLJarFile extends java.util.jar.JarFile {
    private static final HashMap<String, java.util.jar.JarFile> fileCache = new HashMap<>();
    private static final IdentityHashMap<java.util.jar.JarFile, URL> urlCache = new IdentityHashMap<>();

    private URLJarFile(File file, int mode, Runtime.Version version) throws IOException {
        super(file, true, mode, version);
    }

    @Override
    public void close() throws IOException {
        synchronized (fileCache) {
            URL u = urlCache.remove(this);
            if (u != null) {
                fileCache.remove(urlKey(u));
            }
        }
        super.close();
    }

    static boolean isFileURL(URL url) {
        if (url.getProtocol().equalsIgnoreCase("file")) {
            String host = url.getHost();
            return host == null || host.isEmpty() || host.equals("~") || host.equalsIgnoreCase("localhost");
        }
        return false;
    }

    static java.util.jar.JarFile getJarFile(URL url) throws IOException {
        Runtime.Version version = "runtime".equals(url.getRef())
                ? java.util.jar.JarFile.runtimeVersion()
                : java.util.jar.JarFile.baseVersion();
        if (isFileURL(url)) {
            return new URLJarFile(new File(decode(url.getFile())), ZipFile.OPEN_READ, version);
        }
        try (InputStream in = url.openConnection().getInputStream()) {
            Path tmp = Files.createTempFile("jar_cache", null);
            try {
                Files.copy(in, tmp, StandardCopyOption.REPLACE_EXISTING);
                return new URLJarFile(tmp.toFile(), ZipFile.OPEN_READ | ZipFile.OPEN_DELETE, version);
            } catch (IOException | RuntimeException e) {
                Files.deleteIfExists(tmp);
                throw e;
            }
        }
    }

    static String decode(String s) {
        if (s.indexOf('%') < 0) {
            return s;
        }
        try {
            return URLDecoder.decode(s.replace("+", "%2B"), "UTF-8");
        } catch (UnsupportedEncodingException e) {
            return s;
        }
    }

    private static String urlKey(URL url) {
        String s = url.toString();
        int hash = s.indexOf('#');
        if (hash >= 0) {
            s = s.substring(0, hash);
        }
        return "runtime".equals(url.getRef()) ? s + "#runtime" : s;
    }

    /** The jar file for {@code url}: the cached one, or a new one (cached if {@code useCaches}). */
    static java.util.jar.JarFile get(URL url, boolean useCaches) throws IOException {
        if (!useCaches) {
            return getJarFile(url);
        }
        synchronized (fileCache) {
            java.util.jar.JarFile cached = fileCache.get(urlKey(url));
            if (cached != null) {
                return cached;
            }
        }
        java.util.jar.JarFile jf = getJarFile(url);
        cacheIfAbsent(url, jf);
        return jf;
    }

    /** The cached jar file for {@code url}, or a new one left out of the cache until its entry is found. */
    static java.util.jar.JarFile getOrCreate(URL url, boolean useCaches) throws IOException {
        if (!useCaches || !isFileURL(url)) {
            return get(url, useCaches);
        }
        synchronized (fileCache) {
            java.util.jar.JarFile cached = fileCache.get(urlKey(url));
            if (cached != null) {
                return cached;
            }
        }
        return getJarFile(url);
    }

    static void closeIfNotCached(URL url, java.util.jar.JarFile jarFile) throws IOException {
        java.util.jar.JarFile cached;
        synchronized (fileCache) {
            cached = fileCache.get(urlKey(url));
        }
        if (cached != jarFile) {
            jarFile.close();
        }
    }

    /** Caches {@code jarFile} unless another is cached; whether {@code jarFile} is the cached one now. */
    static boolean cacheIfAbsent(URL url, java.util.jar.JarFile jarFile) {
        synchronized (fileCache) {
            String key = urlKey(url);
            java.util.jar.JarFile cached = fileCache.get(key);
            if (cached == null) {
                fileCache.put(key, jarFile);
                urlCache.put(jarFile, url);
            }
            return cached == null || cached == jarFile;
        }
    }
}

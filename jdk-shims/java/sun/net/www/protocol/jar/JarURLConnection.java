package sun.net.www.protocol.jar;

import java.io.ByteArrayInputStream;
import java.io.FileNotFoundException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.MalformedURLException;
import java.net.URL;
import java.nio.file.NoSuchFileException;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import jdk.internal.terrarium.Resources;

/**
 * The connection of a jar: URL. An entry of a jar on the application class
 * path is served from the bytes the host read with the classes (that jar is
 * not a file of the world); any other jar is a file of the world, opened as
 * a JarFile.
 */
public class JarURLConnection extends java.net.JarURLConnection {
    private JarFile jarFile;
    private JarEntry jarEntry;
    /** The entry's bytes when it is a class path resource, else null. */
    private byte[] classPathBytes;
    private String contentType;

    public JarURLConnection(URL url) throws MalformedURLException, IOException {
        super(url);
        jarFileURLConnection = getJarFileURL().openConnection();
        jarFileURLConnection.setUseCaches(useCaches);
        if (getEntryName() != null) {
            classPathBytes = Resources.read(url.toString());
        }
    }

    @Override
    public void connect() throws IOException {
        if (connected) {
            return;
        }
        if (classPathBytes != null) {
            connected = true;
            return;
        }
        String entryName = getEntryName();
        boolean useCaches = getUseCaches();
        URL jarURL = getJarFileURL();
        try {
            // a jar file is cached only once the entry asked for is known to be in it
            jarFile = entryName == null ? URLJarFile.get(jarURL, useCaches)
                    : URLJarFile.getOrCreate(jarURL, useCaches);
        } catch (NoSuchFileException e) {
            if (entryName != null && isClassPathJar(jarURL)) {
                throw new FileNotFoundException("JAR entry " + entryName + " not found in "
                        + URLJarFile.decode(jarURL.getFile()));
            }
            throw e;
        }
        if (entryName != null) {
            jarEntry = (JarEntry) jarFile.getEntry(entryName);
            if (jarEntry == null) {
                try {
                    URLJarFile.closeIfNotCached(jarURL, jarFile);
                } catch (Exception e) {
                    // the entry's absence is what matters
                }
                throw new FileNotFoundException("JAR entry " + entryName + " not found in " + jarFile.getName());
            }
        }
        if (useCaches && entryName != null) {
            URLJarFile.cacheIfAbsent(jarURL, jarFile);
        }
        connected = true;
    }

    /** Whether the jar is on the application class path (known by its manifest, which the host read). */
    private static boolean isClassPathJar(URL jarURL) {
        String prefix = "jar:" + jarURL + "!/";
        for (String u : Resources.urls(JarFile.MANIFEST_NAME)) {
            if (u.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public JarFile getJarFile() throws IOException {
        connect();
        if (jarFile == null) {
            jarFile = URLJarFile.get(getJarFileURL(), getUseCaches());
        }
        return jarFile;
    }

    @Override
    public JarEntry getJarEntry() throws IOException {
        connect();
        if (jarEntry == null && classPathBytes != null) {
            jarEntry = new JarEntry(getEntryName());
            jarEntry.setSize(classPathBytes.length);
        }
        return jarEntry;
    }

    /** Closes the jar file with the stream when the jar file is not cached. */
    private class JarURLInputStream extends FilterInputStream {
        JarURLInputStream(InputStream src) {
            super(src);
        }

        @Override
        public void close() throws IOException {
            try {
                super.close();
            } finally {
                if (!getUseCaches()) {
                    jarFile.close();
                }
            }
        }
    }

    @Override
    public InputStream getInputStream() throws IOException {
        connect();
        if (classPathBytes != null) {
            return new ByteArrayInputStream(classPathBytes);
        }
        String entryName = getEntryName();
        if (entryName == null) {
            throw new IOException("no entry name specified");
        }
        if (jarEntry == null) {
            throw new FileNotFoundException("JAR entry " + entryName + " not found in " + jarFile.getName());
        }
        return new JarURLInputStream(jarFile.getInputStream(jarEntry));
    }

    @Override
    public int getContentLength() {
        long result = getContentLengthLong();
        return result > Integer.MAX_VALUE ? -1 : (int) result;
    }

    @Override
    public long getContentLengthLong() {
        try {
            connect();
            if (classPathBytes != null) {
                return classPathBytes.length;
            }
            return jarEntry == null ? jarFileURLConnection.getContentLengthLong() : jarEntry.getSize();
        } catch (IOException e) {
            return -1;
        }
    }

    @Override
    public Object getContent() throws IOException {
        connect();
        return getEntryName() == null ? jarFile : super.getContent();
    }

    @Override
    public String getContentType() {
        if (contentType == null) {
            String entryName = getEntryName();
            if (entryName == null) {
                contentType = "x-java/jar";
            } else {
                contentType = guessContentTypeFromName(entryName);
            }
            if (contentType == null) {
                contentType = "content/unknown";
            }
        }
        return contentType;
    }

    @Override
    public String getHeaderField(String name) {
        if (classPathBytes != null && name != null) {
            if (name.equalsIgnoreCase("content-length")) {
                return String.valueOf(classPathBytes.length);
            }
            if (name.equalsIgnoreCase("content-type")) {
                return getContentType();
            }
        }
        return jarFileURLConnection.getHeaderField(name);
    }

    @Override
    public void setUseCaches(boolean usecaches) {
        jarFileURLConnection.setUseCaches(usecaches);
    }

    @Override
    public boolean getUseCaches() {
        return jarFileURLConnection.getUseCaches();
    }
}

package java.net;

import java.io.ByteArrayInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import jdk.internal.terrarium.Resources;

/** A file of the application class path (a resource), read from what the host read. */
final class ClassPathURLConnection extends URLConnection {
    private byte[] bytes;

    ClassPathURLConnection(URL url) {
        super(url);
    }

    @Override
    public void connect() throws IOException {
        if (!connected) {
            bytes = Resources.read(url.toString());
            if (bytes == null) {
                throw new FileNotFoundException(url.toString());
            }
            connected = true;
        }
    }

    @Override
    public String getHeaderField(String name) {
        if (name == null) {
            return null;
        }
        if (name.equalsIgnoreCase("content-length")) {
            byte[] b = Resources.read(url.toString());
            return b != null ? String.valueOf(b.length) : null;
        }
        if (name.equalsIgnoreCase("content-type")) {
            String t = guessContentTypeFromName(url.getPath());
            return t != null ? t : "content/unknown";
        }
        return null;
    }

    @Override
    public InputStream getInputStream() throws IOException {
        connect();
        return new ByteArrayInputStream(bytes);
    }
}

package java.net;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;

/** A file: URL, read from the world's files. */
final class FileURLConnection extends URLConnection {
    private InputStream is;

    FileURLConnection(URL url) {
        super(url);
    }

    private String path() {
        String p = url.getPath();
        try {
            return URLDecoder.decode(p.replace("+", "%2B"), "UTF-8");
        } catch (java.io.UnsupportedEncodingException e) {
            return p;
        }
    }

    @Override
    public void connect() throws IOException {
        if (!connected) {
            is = new FileInputStream(path());
            connected = true;
        }
    }

    @Override
    public String getHeaderField(String name) {
        if (name == null) {
            return null;
        }
        File f = new File(path());
        if (name.equalsIgnoreCase("content-length")) {
            return f.exists() ? String.valueOf(f.length()) : null;
        }
        if (name.equalsIgnoreCase("content-type")) {
            String t = guessContentTypeFromName(f.getName());
            return t != null ? t : (f.isDirectory() ? "text/plain" : "content/unknown");
        }
        return null;
    }

    @Override
    public InputStream getInputStream() throws IOException {
        connect();
        return is;
    }
}

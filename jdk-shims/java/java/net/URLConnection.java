package java.net;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public abstract class URLConnection {
    protected URL url;
    protected boolean doInput = true;
    protected boolean doOutput = false;
    protected boolean allowUserInteraction = false;
    protected boolean useCaches = true;
    protected long ifModifiedSince = 0;
    protected boolean connected = false;
    private int connectTimeout;
    private int readTimeout;
    /** Request properties in order: name, value, name, value, ... */
    final List<String> requests = new ArrayList<>();

    protected URLConnection(URL url) {
        this.url = url;
    }

    public abstract void connect() throws IOException;

    public void setConnectTimeout(int timeout) {
        if (timeout < 0) {
            throw new IllegalArgumentException("timeouts can't be negative");
        }
        connectTimeout = timeout;
    }

    public int getConnectTimeout() {
        return connectTimeout;
    }

    public void setReadTimeout(int timeout) {
        if (timeout < 0) {
            throw new IllegalArgumentException("timeouts can't be negative");
        }
        readTimeout = timeout;
    }

    public int getReadTimeout() {
        return readTimeout;
    }

    public URL getURL() {
        return url;
    }

    public int getContentLength() {
        long l = getContentLengthLong();
        if (l > Integer.MAX_VALUE) {
            return -1;
        }
        return (int) l;
    }

    public long getContentLengthLong() {
        return getHeaderFieldLong("content-length", -1);
    }

    public String getContentType() {
        return getHeaderField("content-type");
    }

    public String getContentEncoding() {
        return getHeaderField("content-encoding");
    }

    public long getExpiration() {
        return 0;
    }

    public long getDate() {
        return 0;
    }

    public long getLastModified() {
        return 0;
    }

    public String getHeaderField(String name) {
        return null;
    }

    public Map<String, List<String>> getHeaderFields() {
        return Collections.emptyMap();
    }

    public int getHeaderFieldInt(String name, int Default) {
        String value = getHeaderField(name);
        try {
            return Integer.parseInt(value);
        } catch (Exception e) {
        }
        return Default;
    }

    public long getHeaderFieldLong(String name, long Default) {
        String value = getHeaderField(name);
        try {
            return Long.parseLong(value);
        } catch (Exception e) {
        }
        return Default;
    }

    public String getHeaderFieldKey(int n) {
        return null;
    }

    public String getHeaderField(int n) {
        return null;
    }

    public Object getContent() throws IOException {
        return getInputStream();
    }

    public InputStream getInputStream() throws IOException {
        throw new UnknownServiceException("protocol doesn't support input");
    }

    public OutputStream getOutputStream() throws IOException {
        throw new UnknownServiceException("protocol doesn't support output");
    }

    @Override
    public String toString() {
        return this.getClass().getName() + ":" + url;
    }

    public void setDoInput(boolean doinput) {
        checkConnected();
        doInput = doinput;
    }

    public boolean getDoInput() {
        return doInput;
    }

    public void setDoOutput(boolean dooutput) {
        checkConnected();
        doOutput = dooutput;
    }

    public boolean getDoOutput() {
        return doOutput;
    }

    public void setAllowUserInteraction(boolean allowuserinteraction) {
        checkConnected();
        allowUserInteraction = allowuserinteraction;
    }

    public boolean getAllowUserInteraction() {
        return allowUserInteraction;
    }

    public void setUseCaches(boolean usecaches) {
        checkConnected();
        useCaches = usecaches;
    }

    public boolean getUseCaches() {
        return useCaches;
    }

    public void setIfModifiedSince(long ifmodifiedsince) {
        checkConnected();
        ifModifiedSince = ifmodifiedsince;
    }

    public long getIfModifiedSince() {
        return ifModifiedSince;
    }

    public boolean getDefaultUseCaches() {
        return true;
    }

    public void setDefaultUseCaches(boolean defaultusecaches) {
    }

    private void checkConnected() {
        if (connected) {
            throw new IllegalStateException("Already connected");
        }
    }

    public void setRequestProperty(String key, String value) {
        checkConnected();
        if (key == null) {
            throw new NullPointerException("key is null");
        }
        for (int i = requests.size() - 2; i >= 0; i -= 2) {
            if (requests.get(i).equalsIgnoreCase(key)) {
                requests.remove(i + 1);
                requests.remove(i);
            }
        }
        requests.add(key);
        requests.add(value);
    }

    public void addRequestProperty(String key, String value) {
        checkConnected();
        if (key == null) {
            throw new NullPointerException("key is null");
        }
        requests.add(key);
        requests.add(value);
    }

    public String getRequestProperty(String key) {
        checkConnected();
        if (key == null) {
            return null;
        }
        for (int i = requests.size() - 2; i >= 0; i -= 2) {
            if (requests.get(i).equalsIgnoreCase(key)) {
                return requests.get(i + 1);
            }
        }
        return null;
    }

    public Map<String, List<String>> getRequestProperties() {
        checkConnected();
        Map<String, List<String>> m = new LinkedHashMap<>();
        for (int i = 0; i < requests.size(); i += 2) {
            List<String> l = m.get(requests.get(i));
            if (l == null) {
                l = new ArrayList<>();
                m.put(requests.get(i), l);
            }
            l.add(0, requests.get(i + 1));
        }
        return Collections.unmodifiableMap(m);
    }

    public static String guessContentTypeFromName(String fname) {
        String f = fname.toLowerCase();
        if (f.endsWith(".txt") || f.endsWith(".text") || f.endsWith(".java")) {
            return "text/plain";
        }
        if (f.endsWith(".html") || f.endsWith(".htm")) {
            return "text/html";
        }
        if (f.endsWith(".json")) {
            return "application/json";
        }
        if (f.endsWith(".xml")) {
            return "application/xml";
        }
        if (f.endsWith(".png")) {
            return "image/png";
        }
        if (f.endsWith(".gif")) {
            return "image/gif";
        }
        if (f.endsWith(".jpg") || f.endsWith(".jpeg")) {
            return "image/jpeg";
        }
        return null;
    }
}

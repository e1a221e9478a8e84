package java.net;

import java.io.IOException;
import java.io.InputStream;

/** URLs of the protocols the JDK knows; http and https are served by the world's network, file by its files. */
public final class URL implements java.io.Serializable {
    private String protocol;
    private String host;
    private int port = -1;
    private String file;
    private String query;
    private String authority;
    private String path;
    private String userInfo;
    private String ref;

    public URL(String protocol, String host, int port, String file) throws MalformedURLException {
        protocol = protocol.toLowerCase();
        checkProtocol(protocol);
        if (host != null && host.indexOf(':') >= 0 && !host.startsWith("[")) {
            host = "[" + host + "]";
        }
        if (port < -1) {
            throw new MalformedURLException("Invalid port number :" + port);
        }
        this.protocol = protocol;
        this.host = host;
        this.port = port;
        this.authority = host == null ? null : (port == -1 ? host : host + ":" + port);
        int h = file.indexOf('#');
        if (h >= 0) {
            ref = file.substring(h + 1);
            file = file.substring(0, h);
        }
        setFile(file);
    }

    public URL(String protocol, String host, String file) throws MalformedURLException {
        this(protocol, host, -1, file);
    }

    public URL(String spec) throws MalformedURLException {
        this(null, spec);
    }

    public URL(URL context, String spec) throws MalformedURLException {
        String original = spec;
        if (spec == null) {
            throw new MalformedURLException("Cannot invoke \"String.length()\" because \"spec\" is null");
        }
        spec = spec.trim();
        if (spec.regionMatches(true, 0, "url:", 0, 4)) {
            spec = spec.substring(4);
        }
        int start = 0;
        String newProtocol = null;
        int colon = spec.indexOf(':');
        if (colon > 0) {
            boolean valid = Character.isLetter(spec.charAt(0));
            for (int i = 1; i < colon && valid; i++) {
                char c = spec.charAt(i);
                valid = Character.isLetterOrDigit(c) || c == '.' || c == '+' || c == '-';
            }
            if (valid) {
                newProtocol = spec.substring(0, colon).toLowerCase();
                start = colon + 1;
            }
        }
        if (context != null && (newProtocol == null || newProtocol.equals(context.protocol))) {
            if (newProtocol != null && spec.startsWith("//", start) == false && context.authority != null) {
                // "http:foo" relative to an http context
            }
            protocol = context.protocol;
            authority = context.authority;
            userInfo = context.userInfo;
            host = context.host;
            port = context.port;
            file = context.file;
            path = context.path;
            query = context.query;
        } else {
            if (newProtocol == null) {
                throw new MalformedURLException("no protocol: " + original);
            }
            protocol = newProtocol;
        }
        checkProtocol(protocol);
        String rest = spec.substring(start);
        int hash = rest.indexOf('#');
        ref = null;
        if (hash >= 0) {
            ref = rest.substring(hash + 1);
            rest = rest.substring(0, hash);
        }
        if (rest.startsWith("//")) {
            int end = 2;
            while (end < rest.length() && "/?".indexOf(rest.charAt(end)) < 0) {
                end++;
            }
            setAuthority(rest.substring(2, end));
            rest = rest.substring(end);
            path = "";
            query = null;
            if (rest.isEmpty()) {
                file = "";
                return;
            }
        }
        if (rest.isEmpty()) {
            return;
        }
        if (rest.startsWith("?")) {
            setFile((path == null ? "" : path) + rest);
            return;
        }
        if (rest.startsWith("/") || path == null || path.isEmpty() && authority == null) {
            setFile(rest);
            return;
        }
        int slash = path.lastIndexOf('/');
        String dir = slash >= 0 ? path.substring(0, slash + 1) : "/";
        if (path.isEmpty() && authority != null) {
            dir = "/";
        }
        setFile(normalizePath(dir + rest));
    }

    private static String normalizePath(String f) {
        int q = f.indexOf('?');
        String p = q >= 0 ? f.substring(0, q) : f;
        String tail = q >= 0 ? f.substring(q) : "";
        if (p.indexOf("/.") < 0) {
            return f;
        }
        String[] segs = p.split("/", -1);
        java.util.ArrayList<String> out = new java.util.ArrayList<>();
        for (int i = 1; i < segs.length; i++) {
            String s = segs[i];
            boolean last = i == segs.length - 1;
            if (s.equals(".")) {
                if (last) {
                    out.add("");
                }
            } else if (s.equals("..")) {
                if (!out.isEmpty()) {
                    out.remove(out.size() - 1);
                }
                if (last) {
                    out.add("");
                }
            } else {
                out.add(s);
            }
        }
        return "/" + String.join("/", out) + tail;
    }

    private void setAuthority(String auth) throws MalformedURLException {
        authority = auth;
        String hp = auth;
        int at = auth.lastIndexOf('@');
        userInfo = null;
        if (at >= 0) {
            userInfo = auth.substring(0, at);
            hp = auth.substring(at + 1);
        }
        port = -1;
        int colon;
        if (hp.startsWith("[")) {
            int close = hp.indexOf(']');
            if (close < 0) {
                throw new MalformedURLException("Invalid host: " + hp);
            }
            host = hp.substring(0, close + 1);
            colon = hp.length() > close + 1 && hp.charAt(close + 1) == ':' ? close + 1 : -1;
        } else {
            colon = hp.indexOf(':');
            host = colon >= 0 ? hp.substring(0, colon) : hp;
        }
        if (colon >= 0) {
            String ps = hp.substring(colon + 1);
            if (!ps.isEmpty()) {
                for (int i = 0; i < ps.length(); i++) {
                    if (ps.charAt(i) < '0' || ps.charAt(i) > '9') {
                        throw new MalformedURLException("For input string: \"" + ps + "\"");
                    }
                }
                port = Integer.parseInt(ps);
            }
        }
    }

    private void setFile(String f) {
        file = f;
        int q = f.indexOf('?');
        if (q >= 0) {
            path = f.substring(0, q);
            query = f.substring(q + 1);
        } else {
            path = f;
            query = null;
        }
    }

    private static void checkProtocol(String p) throws MalformedURLException {
        switch (p) {
            case "http":
            case "https":
            case "file":
            case "jar":
            case "ftp":
            case "mailto":
            case "jrt":
                return;
            default:
                throw new MalformedURLException("unknown protocol: " + p);
        }
    }

    public String getQuery() {
        return query;
    }

    public String getPath() {
        return path;
    }

    public String getUserInfo() {
        return userInfo;
    }

    public String getAuthority() {
        return authority;
    }

    public int getPort() {
        return port;
    }

    public int getDefaultPort() {
        switch (protocol) {
            case "http":
                return 80;
            case "https":
                return 443;
            case "ftp":
                return 21;
            default:
                return -1;
        }
    }

    public String getProtocol() {
        return protocol;
    }

    public String getHost() {
        return host;
    }

    public String getFile() {
        return file;
    }

    public String getRef() {
        return ref;
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof URL && toExternalForm().equals(((URL) obj).toExternalForm());
    }

    @Override
    public int hashCode() {
        return toExternalForm().hashCode();
    }

    public boolean sameFile(URL other) {
        if (other == null) {
            return false;
        }
        return protocol.equals(other.protocol) && String.valueOf(host).equalsIgnoreCase(String.valueOf(other.host))
                && (port == -1 ? getDefaultPort() : port) == (other.port == -1 ? other.getDefaultPort() : other.port)
                && String.valueOf(file).equals(String.valueOf(other.file));
    }

    @Override
    public String toString() {
        return toExternalForm();
    }

    public String toExternalForm() {
        StringBuilder sb = new StringBuilder();
        sb.append(protocol).append(':');
        if (authority != null && !authority.isEmpty()) {
            sb.append("//").append(authority);
        }
        if (file != null) {
            sb.append(file);
        }
        if (ref != null) {
            sb.append('#').append(ref);
        }
        return sb.toString();
    }

    public URI toURI() throws URISyntaxException {
        return new URI(toString());
    }

    public URLConnection openConnection() throws IOException {
        switch (protocol) {
            case "http":
            case "https":
                return new WorldHttpConnection(this);
            case "file":
                if (jdk.internal.terrarium.Resources.read(toString()) != null) {
                    return new ClassPathURLConnection(this);
                }
                return new FileURLConnection(this);
            case "jar":
                // class path resources first, then jars of the world
                return new sun.net.www.protocol.jar.JarURLConnection(this);
            default:
                throw new IOException("the " + protocol + " protocol is not provided by Terrarium's class library");
        }
    }

    public final InputStream openStream() throws IOException {
        return openConnection().getInputStream();
    }

    public final Object getContent() throws IOException {
        return openConnection().getInputStream();
    }
}

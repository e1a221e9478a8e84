package java.net;

import java.nio.charset.StandardCharsets;

/** RFC 2396 URIs, parsed as java.net.URI does (the common cases; no IDN). */
public final class URI implements Comparable<URI>, java.io.Serializable {
    private String scheme;
    private String fragment;
    private String authority;
    private String userInfo;
    private String host;
    private int port = -1;
    private String path;
    private String query;
    private String schemeSpecificPart;
    private String string;

    private URI() {
    }

    public URI(String str) throws URISyntaxException {
        parse(str);
    }

    public URI(String scheme, String userInfo, String host, int port, String path, String query, String fragment)
            throws URISyntaxException {
        StringBuilder sb = new StringBuilder();
        if (scheme != null) {
            sb.append(scheme).append(':');
        }
        if (host != null) {
            sb.append("//");
            if (userInfo != null) {
                sb.append(quote(userInfo, "-_.!~*'();:&=+$,")).append('@');
            }
            boolean v6 = host.indexOf(':') >= 0 && !host.startsWith("[");
            sb.append(v6 ? "[" + host + "]" : host);
            if (port != -1) {
                sb.append(':').append(port);
            }
        }
        appendPathQueryFragment(sb, path, query, fragment);
        parse(sb.toString());
    }

    public URI(String scheme, String authority, String path, String query, String fragment) throws URISyntaxException {
        StringBuilder sb = new StringBuilder();
        if (scheme != null) {
            sb.append(scheme).append(':');
        }
        if (authority != null) {
            sb.append("//").append(quote(authority, "-_.!~*'();:&=+$,@[]"));
        }
        appendPathQueryFragment(sb, path, query, fragment);
        parse(sb.toString());
    }

    public URI(String scheme, String host, String path, String fragment) throws URISyntaxException {
        this(scheme, null, host, -1, path, null, fragment);
    }

    public URI(String scheme, String ssp, String fragment) throws URISyntaxException {
        StringBuilder sb = new StringBuilder();
        if (scheme != null) {
            sb.append(scheme).append(':');
        }
        if (ssp != null) {
            sb.append(quote(ssp, "-_.!~*'();/?:@&=+$,[]"));
        }
        if (fragment != null) {
            sb.append('#').append(quote(fragment, "-_.!~*'();/?:@&=+$,[]"));
        }
        parse(sb.toString());
    }

    private static void appendPathQueryFragment(StringBuilder sb, String path, String query, String fragment) {
        if (path != null) {
            sb.append(quote(path, "-_.!~*'();/:@&=+$,"));
        }
        if (query != null) {
            sb.append('?').append(quote(query, "-_.!~*'();/?:@&=+$,[]"));
        }
        if (fragment != null) {
            sb.append('#').append(quote(fragment, "-_.!~*'();/?:@&=+$,[]"));
        }
    }

    /** Percent-encode every ASCII character that is neither alphanumeric nor in allowed (and not an escape). */
    private static String quote(String s, String allowed) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean escape = c == '%' && i + 2 < s.length() && hex(s.charAt(i + 1)) >= 0 && hex(s.charAt(i + 2)) >= 0;
            if (c >= 128 || escape || isAlnum(c) || allowed.indexOf(c) >= 0) {
                sb.append(c);
            } else {
                appendEscape(sb, (byte) c);
            }
        }
        return sb.toString();
    }

    private static void appendEscape(StringBuilder sb, byte b) {
        sb.append('%');
        sb.append("0123456789ABCDEF".charAt((b >> 4) & 0x0f));
        sb.append("0123456789ABCDEF".charAt(b & 0x0f));
    }

    private static boolean isAlnum(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    }

    private static int hex(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        if (c >= 'A' && c <= 'F') {
            return c - 'A' + 10;
        }
        return -1;
    }

    private static final String PUNCT = "-_.!~*'();/?:@&=+$,[]%";

    private void check(String input, int from, int to, String component, String extra) throws URISyntaxException {
        for (int i = from; i < to; i++) {
            char c = input.charAt(i);
            if (c == '%') {
                if (i + 2 >= to || hex(input.charAt(i + 1)) < 0 || hex(input.charAt(i + 2)) < 0) {
                    throw new URISyntaxException(input, "Malformed escape pair", i);
                }
                i += 2;
                continue;
            }
            if (c >= 128 ? Character.isISOControl(c) || Character.isSpaceChar(c)
                    : !(isAlnum(c) || PUNCT.indexOf(c) >= 0 || extra.indexOf(c) >= 0)) {
                // An authority that is neither server- nor registry-based is reported at its start.
                throw new URISyntaxException(input, "Illegal character in " + component,
                        component.equals("authority") ? from : i);
            }
        }
    }

    private void parse(String s) throws URISyntaxException {
        string = s;
        int n = s.length();
        if (n == 0) {
            path = "";
            schemeSpecificPart = "";
            return;
        }
        int p = 0;
        int colon = -1;
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c == ':') {
                colon = i;
                break;
            }
            if (c == '/' || c == '?' || c == '#') {
                break;
            }
        }
        if (colon == 0) {
            throw new URISyntaxException(s, "Expected scheme name", 0);
        }
        if (colon > 0) {
            for (int i = 0; i < colon; i++) {
                char c = s.charAt(i);
                boolean ok = i == 0 ? Character.isLetter(c) && c < 128
                        : isAlnum(c) || c == '+' || c == '-' || c == '.';
                if (!ok) {
                    throw new URISyntaxException(s, "Illegal character in scheme name", i);
                }
            }
            scheme = s.substring(0, colon);
            p = colon + 1;
            if (p == n) {
                throw new URISyntaxException(s, "Expected scheme-specific part", p);
            }
        }
        int hash = s.indexOf('#', p);
        int end = hash >= 0 ? hash : n;
        if (hash >= 0) {
            check(s, hash + 1, n, "fragment", "#");
            fragment = decode(s.substring(hash + 1));
        }
        String rawSsp = s.substring(p, end);
        if (scheme != null && (p >= n || s.charAt(p) != '/')) {
            check(s, p, end, "opaque part", "");
            schemeSpecificPart = decode(rawSsp);
            return;
        }
        schemeSpecificPart = decode(rawSsp);
        int q = p;
        if (s.startsWith("//", p)) {
            int a = p + 2;
            int ae = a;
            while (ae < end && s.charAt(ae) != '/' && s.charAt(ae) != '?') {
                ae++;
            }
            check(s, a, ae, "authority", "");
            String auth = s.substring(a, ae);
            if (!auth.isEmpty()) {
                authority = auth;
                parseServer(s, a, auth);
            } else if (ae == end) {
                throw new URISyntaxException(s, "Expected authority", ae);
            }
            q = ae;
        }
        int qm = s.indexOf('?', q);
        int pe = (qm >= 0 && qm < end) ? qm : end;
        check(s, q, pe, "path", "");
        path = s.substring(q, pe);
        if (pe < end) {
            check(s, pe + 1, end, "query", "");
            query = s.substring(pe + 1, end);
        }
    }

    private void parseServer(String s, int base, String auth) throws URISyntaxException {
        String hp = auth;
        int at = auth.lastIndexOf('@');
        if (at >= 0) {
            userInfo = auth.substring(0, at);
            hp = auth.substring(at + 1);
        }
        String h = hp;
        int colon;
        if (hp.startsWith("[")) {
            int close = hp.indexOf(']');
            if (close < 0) {
                throw new URISyntaxException(s, "Expected closing bracket for IPv6 address", base + auth.length());
            }
            h = hp.substring(0, close + 1);
            colon = hp.length() > close + 1 && hp.charAt(close + 1) == ':' ? close + 1 : -1;
        } else {
            colon = hp.lastIndexOf(':');
            if (colon >= 0) {
                h = hp.substring(0, colon);
            }
        }
        if (colon >= 0) {
            String ps = hp.substring(colon + 1);
            if (!ps.isEmpty()) {
                for (int i = 0; i < ps.length(); i++) {
                    if (ps.charAt(i) < '0' || ps.charAt(i) > '9') {
                        return;
                    }
                }
                try {
                    port = Integer.parseInt(ps);
                } catch (NumberFormatException e) {
                    throw new URISyntaxException(s, "Malformed port number", base + (at + 1) + colon + 1);
                }
            }
        }
        if (!h.isEmpty()) {
            host = h;
        }
    }

    private static String decode(String s) {
        if (s == null || s.indexOf('%') < 0) {
            return s;
        }
        StringBuilder sb = new StringBuilder();
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == '%' && i + 2 < s.length()) {
                bytes.reset();
                while (i + 2 < s.length() && s.charAt(i) == '%') {
                    bytes.write((hex(s.charAt(i + 1)) << 4) | hex(s.charAt(i + 2)));
                    i += 3;
                }
                sb.append(new String(bytes.toByteArray(), StandardCharsets.UTF_8));
                continue;
            }
            sb.append(c);
            i++;
        }
        return sb.toString();
    }

    public static URI create(String str) {
        try {
            return new URI(str);
        } catch (URISyntaxException x) {
            throw new IllegalArgumentException(x.getMessage(), x);
        }
    }

    public URI parseServerAuthority() throws URISyntaxException {
        return this;
    }

    public URI normalize() {
        if (isOpaque() || path == null || path.isEmpty()) {
            return this;
        }
        String np = removeDots(path);
        if (np.equals(path)) {
            return this;
        }
        return rebuild(scheme, authority, np, query, fragment);
    }

    private static URI rebuild(String scheme, String authority, String path, String query, String fragment) {
        StringBuilder sb = new StringBuilder();
        if (scheme != null) {
            sb.append(scheme).append(':');
        }
        if (authority != null) {
            sb.append("//").append(authority);
        }
        if (path != null) {
            sb.append(path);
        }
        if (query != null) {
            sb.append('?').append(query);
        }
        if (fragment != null) {
            sb.append('#').append(fragment);
        }
        return create(sb.toString());
    }

    private static String removeDots(String p) {
        boolean abs = p.startsWith("/");
        String[] segs = p.split("/", -1);
        java.util.ArrayList<String> out = new java.util.ArrayList<>();
        for (int i = abs ? 1 : 0; i < segs.length; i++) {
            String seg = segs[i];
            boolean last = i == segs.length - 1;
            if (seg.equals(".")) {
                if (last) {
                    out.add("");
                }
                continue;
            }
            if (seg.equals("..")) {
                if (!out.isEmpty() && !out.get(out.size() - 1).equals("..")) {
                    out.remove(out.size() - 1);
                    if (last) {
                        out.add("");
                    }
                    continue;
                }
                if (abs) {
                    if (last) {
                        out.add("");
                    }
                    continue;
                }
            }
            out.add(seg);
        }
        return (abs ? "/" : "") + String.join("/", out);
    }

    public URI resolve(URI uri) {
        if (uri.isOpaque() || isOpaque()) {
            return uri;
        }
        if (uri.scheme == null && uri.authority == null && uri.path.isEmpty() && uri.fragment != null
                && uri.query == null) {
            if (fragment != null && uri.fragment.equals(fragment)) {
                return this;
            }
            return rebuild(scheme, authority, path, query, uri.rawFragment());
        }
        if (uri.scheme != null) {
            return uri;
        }
        if (uri.authority != null) {
            return rebuild(scheme, uri.authority, uri.path, uri.query, uri.rawFragment());
        }
        String np;
        if (uri.path.startsWith("/")) {
            np = uri.path;
        } else {
            int i = path.lastIndexOf('/');
            np = (i >= 0 ? path.substring(0, i + 1) : "") + uri.path;
        }
        return rebuild(scheme, authority, removeDots(np), uri.query, uri.rawFragment());
    }

    private String rawFragment() {
        int h = string.indexOf('#');
        return h >= 0 ? string.substring(h + 1) : null;
    }

    public URI resolve(String str) {
        return resolve(URI.create(str));
    }

    public URI relativize(URI uri) {
        if (uri.isOpaque() || isOpaque()) {
            return uri;
        }
        if (!equalIgnoringCase(scheme, uri.scheme) || !equal(authority, uri.authority)) {
            return uri;
        }
        String bp = removeDots(path);
        String cp = removeDots(uri.path);
        if (!bp.equals(cp)) {
            if (!bp.endsWith("/")) {
                bp = bp + "/";
            }
            if (!cp.startsWith(bp)) {
                return uri;
            }
        }
        return rebuild(null, null, cp.substring(bp.length()), uri.query, uri.rawFragment());
    }

    public URL toURL() throws MalformedURLException {
        if (!isAbsolute()) {
            throw new IllegalArgumentException("URI is not absolute");
        }
        return new URL(toString());
    }

    public String getScheme() {
        return scheme;
    }

    public boolean isAbsolute() {
        return scheme != null;
    }

    public boolean isOpaque() {
        return path == null;
    }

    public String getRawSchemeSpecificPart() {
        int start = scheme == null ? 0 : scheme.length() + 1;
        int h = string.indexOf('#', start);
        return string.substring(start, h >= 0 ? h : string.length());
    }

    public String getSchemeSpecificPart() {
        return schemeSpecificPart;
    }

    public String getRawAuthority() {
        return authority;
    }

    public String getAuthority() {
        return decode(authority);
    }

    public String getRawUserInfo() {
        return userInfo;
    }

    public String getUserInfo() {
        return decode(userInfo);
    }

    public String getHost() {
        return host;
    }

    public int getPort() {
        return port;
    }

    public String getRawPath() {
        return path;
    }

    public String getPath() {
        return decode(path);
    }

    public String getRawQuery() {
        return query;
    }

    public String getQuery() {
        return decode(query);
    }

    public String getRawFragment() {
        return rawFragment();
    }

    public String getFragment() {
        return fragment;
    }

    private static boolean equal(String a, String b) {
        return a == null ? b == null : a.equals(b);
    }

    private static boolean equalIgnoringCase(String a, String b) {
        return a == null ? b == null : a.equalsIgnoreCase(b);
    }

    @Override
    public boolean equals(Object ob) {
        if (ob == this) {
            return true;
        }
        if (!(ob instanceof URI)) {
            return false;
        }
        URI that = (URI) ob;
        if (this.isOpaque() != that.isOpaque()) {
            return false;
        }
        if (!equalIgnoringCase(scheme, that.scheme) || !equal(rawFragment(), that.rawFragment())) {
            return false;
        }
        if (isOpaque()) {
            return equal(getRawSchemeSpecificPart(), that.getRawSchemeSpecificPart());
        }
        if (!equal(path, that.path) || !equal(query, that.query)) {
            return false;
        }
        if (host != null) {
            return equal(userInfo, that.userInfo) && equalIgnoringCase(host, that.host) && port == that.port;
        }
        return equal(authority, that.authority);
    }

    @Override
    public int hashCode() {
        int h = 0;
        if (scheme != null) {
            h = scheme.toLowerCase().hashCode();
        }
        h = h * 31 + (fragment == null ? 0 : fragment.hashCode());
        if (isOpaque()) {
            return h * 31 + getRawSchemeSpecificPart().hashCode();
        }
        h = h * 31 + path.hashCode();
        h = h * 31 + (query == null ? 0 : query.hashCode());
        if (host != null) {
            h = h * 31 + host.toLowerCase().hashCode();
            h = h * 31 + port;
        } else if (authority != null) {
            h = h * 31 + authority.hashCode();
        }
        return h;
    }

    @Override
    public int compareTo(URI that) {
        return toString().compareTo(that.toString());
    }

    @Override
    public String toString() {
        return string;
    }

    public String toASCIIString() {
        StringBuilder sb = new StringBuilder();
        byte[] b = string.getBytes(StandardCharsets.UTF_8);
        for (byte x : b) {
            if (x < 0) {
                appendEscape(sb, x);
            } else {
                sb.append((char) x);
            }
        }
        return sb.toString();
    }
}

package java.net.http;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.TreeMap;
import java.util.function.BiPredicate;

/** Header names and values, names compared without case. */
public final class HttpHeaders {
    private final Map<String, List<String>> headers;

    private HttpHeaders(Map<String, List<String>> headers) {
        this.headers = headers;
    }

    public static HttpHeaders of(Map<String, List<String>> headerMap, BiPredicate<String, String> filter) {
        if (headerMap == null || filter == null) {
            throw new NullPointerException();
        }
        TreeMap<String, List<String>> m = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        for (Map.Entry<String, List<String>> e : headerMap.entrySet()) {
            String key = e.getKey();
            if (key == null) {
                throw new NullPointerException("header key");
            }
            String k = key.trim();
            if (k.isEmpty()) {
                throw new IllegalArgumentException("empty key");
            }
            List<String> values = new ArrayList<>();
            for (String v : e.getValue()) {
                if (filter.test(k, v)) {
                    values.add(v.trim());
                }
            }
            if (values.isEmpty()) {
                continue;
            }
            List<String> prev = m.get(k);
            if (prev != null) {
                throw new IllegalArgumentException("duplicate key: " + k);
            }
            m.put(k, Collections.unmodifiableList(values));
        }
        return new HttpHeaders(Collections.unmodifiableMap(m));
    }

    public Optional<String> firstValue(String name) {
        List<String> l = allValues(name);
        return l.isEmpty() ? Optional.empty() : Optional.of(l.get(0));
    }

    public OptionalLong firstValueAsLong(String name) {
        List<String> l = allValues(name);
        return l.isEmpty() ? OptionalLong.empty() : OptionalLong.of(Long.parseLong(l.get(0)));
    }

    public List<String> allValues(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        List<String> l = headers.get(name);
        return l == null ? Collections.emptyList() : l;
    }

    public Map<String, List<String>> map() {
        return headers;
    }

    @Override
    public final boolean equals(Object obj) {
        return obj instanceof HttpHeaders && map().equals(((HttpHeaders) obj).map());
    }

    @Override
    public final int hashCode() {
        int h = 0;
        for (Map.Entry<String, List<String>> e : map().entrySet()) {
            h += e.getKey().toLowerCase().hashCode() ^ e.getValue().hashCode();
        }
        return h;
    }

    @Override
    public String toString() {
        return super.toString() + " { " + map() + " }";
    }
}

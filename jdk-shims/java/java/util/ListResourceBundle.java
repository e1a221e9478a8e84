package java.util;

/** A bundle whose resources are the key/value pairs of getContents(), read on first use. */
public abstract class ListResourceBundle extends ResourceBundle {
    private volatile Map<String, Object> lookup;

    public ListResourceBundle() {
    }

    @Override
    public final Object handleGetObject(String key) {
        Map<String, Object> m = lookup();
        if (key == null) {
            throw new NullPointerException();
        }
        return m.get(key);
    }

    @Override
    public Enumeration<String> getKeys() {
        Map<String, Object> m = lookup();
        ResourceBundle parent = this.parent;
        return new ResourceBundle.Keys(m.keySet(), parent != null ? parent.getKeys() : null);
    }

    @Override
    protected Set<String> handleKeySet() {
        return lookup().keySet();
    }

    protected abstract Object[][] getContents();

    private Map<String, Object> lookup() {
        Map<String, Object> m = lookup;
        if (m == null) {
            m = loadLookup();
        }
        return m;
    }

    private synchronized Map<String, Object> loadLookup() {
        if (lookup != null) {
            return lookup;
        }
        Object[][] contents = getContents();
        HashMap<String, Object> temp = new HashMap<>(contents.length);
        for (Object[] content : contents) {
            String key = (String) content[0];
            Object value = content[1];
            if (key == null || value == null) {
                throw new NullPointerException();
            }
            temp.put(key, value);
        }
        lookup = temp;
        return temp;
    }
}

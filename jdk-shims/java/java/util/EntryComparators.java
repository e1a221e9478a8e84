package java.util;

/** Comparators returned by Map.Entry.comparingByKey/Value. */
final class EntryComparators {
    private EntryComparators() {
    }

    static final class ByKey implements Comparator<Map.Entry<Comparable<Object>, Object>>, java.io.Serializable {
        public int compare(Map.Entry<Comparable<Object>, Object> c1, Map.Entry<Comparable<Object>, Object> c2) {
            return c1.getKey().compareTo(c2.getKey());
        }
    }

    static final class ByValue implements Comparator<Map.Entry<Object, Comparable<Object>>>, java.io.Serializable {
        public int compare(Map.Entry<Object, Comparable<Object>> c1, Map.Entry<Object, Comparable<Object>> c2) {
            return c1.getValue().compareTo(c2.getValue());
        }
    }

    static final class ByKeyWith implements Comparator<Map.Entry<Object, Object>>, java.io.Serializable {
        final Comparator<Object> cmp;

        ByKeyWith(Comparator<Object> cmp) {
            this.cmp = cmp;
        }

        public int compare(Map.Entry<Object, Object> c1, Map.Entry<Object, Object> c2) {
            return cmp.compare(c1.getKey(), c2.getKey());
        }
    }

    static final class ByValueWith implements Comparator<Map.Entry<Object, Object>>, java.io.Serializable {
        final Comparator<Object> cmp;

        ByValueWith(Comparator<Object> cmp) {
            this.cmp = cmp;
        }

        public int compare(Map.Entry<Object, Object> c1, Map.Entry<Object, Object> c2) {
            return cmp.compare(c1.getValue(), c2.getValue());
        }
    }
}

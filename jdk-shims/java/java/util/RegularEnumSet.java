package java.util;

/** EnumSet over any number of constants: one bit per ordinal. */
final class RegularEnumSet<E extends Enum<E>> extends EnumSet<E> {
    private static final long serialVersionUID = 3411599620347842686L;
    private long[] elements;
    private int size;

    RegularEnumSet(Class<E> elementType, Enum<?>[] universe) {
        super(elementType, universe);
        elements = new long[(universe.length + 63) >>> 6];
    }

    void addRange(E from, E to) {
        for (int i = from.ordinal(), n = to.ordinal(); i <= n; i++) {
            add0(i);
        }
    }

    void addAll() {
        for (int i = 0; i < universe.length; i++) {
            add0(i);
        }
    }

    void complement() {
        for (int i = 0; i < universe.length; i++) {
            elements[i >>> 6] ^= 1L << i;
        }
        recalculateSize();
    }

    private boolean add0(int ord) {
        long old = elements[ord >>> 6];
        elements[ord >>> 6] |= 1L << ord;
        if (old != elements[ord >>> 6]) {
            size++;
            return true;
        }
        return false;
    }

    private void recalculateSize() {
        int s = 0;
        for (long w : elements) {
            s += Long.bitCount(w);
        }
        size = s;
    }

    public Iterator<E> iterator() {
        return new EnumSetIterator();
    }

    private class EnumSetIterator implements Iterator<E> {
        int unseenIndex = 0;
        long unseen;
        long lastReturned = 0;
        int lastReturnedIndex = 0;

        EnumSetIterator() {
            unseen = elements.length > 0 ? elements[0] : 0;
        }

        public boolean hasNext() {
            while (unseen == 0 && unseenIndex < elements.length - 1) {
                unseen = elements[++unseenIndex];
            }
            return unseen != 0;
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            lastReturned = unseen & -unseen;
            lastReturnedIndex = unseenIndex;
            unseen -= lastReturned;
            return (E) universe[(lastReturnedIndex << 6) + Long.numberOfTrailingZeros(lastReturned)];
        }

        public void remove() {
            if (lastReturned == 0) {
                throw new IllegalStateException();
            }
            final long oldElements = elements[lastReturnedIndex];
            elements[lastReturnedIndex] &= ~lastReturned;
            if (oldElements != elements[lastReturnedIndex]) {
                size--;
            }
            lastReturned = 0;
        }
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public boolean contains(Object e) {
        if (e == null) {
            return false;
        }
        Class<?> eClass = e.getClass();
        if (eClass != elementType && eClass.getSuperclass() != elementType) {
            return false;
        }
        int eOrdinal = ((Enum<?>) e).ordinal();
        return (elements[eOrdinal >>> 6] & (1L << eOrdinal)) != 0;
    }

    public boolean add(E e) {
        typeCheck(e);
        return add0(e.ordinal());
    }

    public boolean remove(Object e) {
        if (e == null) {
            return false;
        }
        Class<?> eClass = e.getClass();
        if (eClass != elementType && eClass.getSuperclass() != elementType) {
            return false;
        }
        int eOrdinal = ((Enum<?>) e).ordinal();
        int eWordNum = eOrdinal >>> 6;
        long oldElements = elements[eWordNum];
        elements[eWordNum] &= ~(1L << eOrdinal);
        boolean result = (elements[eWordNum] != oldElements);
        if (result) {
            size--;
        }
        return result;
    }

    public boolean containsAll(Collection<?> c) {
        if (!(c instanceof RegularEnumSet)) {
            return super.containsAll(c);
        }
        RegularEnumSet<?> es = (RegularEnumSet<?>) c;
        if (es.elementType != elementType) {
            return es.isEmpty();
        }
        for (int i = 0; i < elements.length; i++) {
            if ((es.elements[i] & ~elements[i]) != 0) {
                return false;
            }
        }
        return true;
    }

    public boolean addAll(Collection<? extends E> c) {
        if (!(c instanceof RegularEnumSet)) {
            return super.addAll(c);
        }
        RegularEnumSet<?> es = (RegularEnumSet<?>) c;
        if (es.elementType != elementType) {
            if (es.isEmpty()) {
                return false;
            } else {
                throw new ClassCastException(es.elementType + " != " + elementType);
            }
        }
        for (int i = 0; i < elements.length; i++) {
            elements[i] |= es.elements[i];
        }
        int old = size;
        recalculateSize();
        return size != old;
    }

    public boolean removeAll(Collection<?> c) {
        if (!(c instanceof RegularEnumSet)) {
            return super.removeAll(c);
        }
        RegularEnumSet<?> es = (RegularEnumSet<?>) c;
        if (es.elementType != elementType) {
            return false;
        }
        for (int i = 0; i < elements.length; i++) {
            elements[i] &= ~es.elements[i];
        }
        int old = size;
        recalculateSize();
        return size != old;
    }

    public boolean retainAll(Collection<?> c) {
        if (!(c instanceof RegularEnumSet)) {
            return super.retainAll(c);
        }
        RegularEnumSet<?> es = (RegularEnumSet<?>) c;
        if (es.elementType != elementType) {
            boolean changed = (size != 0);
            clear();
            return changed;
        }
        for (int i = 0; i < elements.length; i++) {
            elements[i] &= es.elements[i];
        }
        int old = size;
        recalculateSize();
        return size != old;
    }

    public void clear() {
        Arrays.fill(elements, 0);
        size = 0;
    }

    public boolean equals(Object o) {
        if (!(o instanceof RegularEnumSet)) {
            return super.equals(o);
        }
        RegularEnumSet<?> es = (RegularEnumSet<?>) o;
        if (es.elementType != elementType) {
            return size == 0 && es.size == 0;
        }
        return Arrays.equals(es.elements, elements);
    }

    public EnumSet<E> clone() {
        RegularEnumSet<E> result = (RegularEnumSet<E>) super.clone();
        result.elements = result.elements.clone();
        return result;
    }
}

package java.util;

import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/** Immutable lists returned by List.of and List.copyOf. */
class ImmutableCollections {
    private ImmutableCollections() {
    }

    static final ListN<?> EMPTY_LIST = new ListN<Object>(new Object[0]);

    static {
        jdk.internal.terrarium.CollectionAccess.impl = new jdk.internal.terrarium.CollectionAccess.Impl() {
            public <E> List<E> listFromTrustedArrayNullsAllowed(Object[] elements) {
                return ImmutableCollections.listFromTrustedArrayNullsAllowed(elements);
            }
        };
    }

    static UnsupportedOperationException uoe() {
        return new UnsupportedOperationException(); // hotspot:142
    }

    @SuppressWarnings("unchecked")
    static <E> List<E> emptyList() {
        return (List<E>) EMPTY_LIST;
    }

    /** Takes ownership of the array; rejects nulls. */
    @SuppressWarnings("unchecked")
    static <E> List<E> listFromTrustedArray(Object[] input) {
        int n = input.length;
        for (int i = 0; i < n; i++) {
            if (input[i] == null) {
                throw new NullPointerException();
            }
        }
        if (n == 0) {
            return (List<E>) EMPTY_LIST;
        }
        if (n <= 2) {
            return new List12<E>(input);
        }
        return new ListN<E>(input);
    }

    /** Stream.toList: takes ownership of the array; nulls allowed (serialized with CollSer's IMM_LIST_NULLS tag). */
    static <E> List<E> listFromTrustedArrayNullsAllowed(Object[] input) {
        return new ListN<E>(input, true);
    }

    static <E> List<E> listFromArray(E[] input) {
        int n = input.length;
        Object[] tmp = new Object[n];
        for (int i = 0; i < n; i++) {
            tmp[i] = input[i];
        }
        return listFromTrustedArray(tmp);
    }

    @SuppressWarnings("unchecked")
    static <E> List<E> listCopy(Collection<? extends E> coll) {
        if (coll instanceof AbstractImmutableList && coll.getClass() != SubList.class
                && !((AbstractImmutableList<?>) coll).allowNulls()) {
            return (List<E>) coll;
        }
        return (List<E>) listFromArray(coll.toArray());
    }

    static IndexOutOfBoundsException outOfBounds(int index, int size) {
        return new IndexOutOfBoundsException("Index: " + index + " Size: " + size);
    }

    abstract static class AbstractImmutableList<E> extends AbstractCollection<E>
            implements List<E>, RandomAccess {
        public boolean add(E e) { throw uoe(); }
        public boolean addAll(Collection<? extends E> c) { throw uoe(); }
        public void clear() { throw uoe(); }
        public boolean remove(Object o) { throw uoe(); }
        public boolean removeAll(Collection<?> c) { throw uoe(); }
        public boolean removeIf(Predicate<? super E> filter) { throw uoe(); }
        public boolean retainAll(Collection<?> c) { throw uoe(); }
        public void add(int index, E element) { throw uoe(); }
        public boolean addAll(int index, Collection<? extends E> c) { throw uoe(); }
        public E remove(int index) { throw uoe(); } // hotspot:258
        public void replaceAll(UnaryOperator<E> operator) { throw uoe(); }
        public E set(int index, E element) { throw uoe(); } // hotspot:260
        public void sort(Comparator<? super E> c) { throw uoe(); }

        /** Whether null elements are allowed (Stream.toList's lists). */
        boolean allowNulls() {
            return false;
        }

        public Iterator<E> iterator() {
            return new ListItr<E>(this, size(), false, 0);
        }

        public ListIterator<E> listIterator() {
            return listIterator(0);
        }

        public ListIterator<E> listIterator(int index) {
            int size = size();
            if (index < 0 || index > size) {
                throw outOfBounds(index, size);
            }
            return new ListItr<E>(this, size, true, index);
        }

        public List<E> subList(int fromIndex, int toIndex) {
            int size = size();
            AbstractList.subListRangeCheck(fromIndex, toIndex, size);
            return new SubList<E>(this, fromIndex, toIndex - fromIndex);
        }

        public boolean contains(Object o) {
            return indexOf(o) >= 0;
        }

        public int indexOf(Object o) {
            if (!allowNulls()) {
                Objects.requireNonNull(o);
            }
            for (int i = 0, s = size(); i < s; i++) {
                if (Objects.equals(o, get(i))) {
                    return i;
                }
            }
            return -1;
        }

        public int lastIndexOf(Object o) {
            if (!allowNulls()) {
                Objects.requireNonNull(o);
            }
            for (int i = size() - 1; i >= 0; i--) {
                if (Objects.equals(o, get(i))) {
                    return i;
                }
            }
            return -1;
        }

        public boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            if (!(o instanceof List)) {
                return false;
            }
            Iterator<?> oit = ((List<?>) o).iterator();
            for (int i = 0, s = size(); i < s; i++) {
                if (!oit.hasNext() || !Objects.equals(get(i), oit.next())) {
                    return false;
                }
            }
            return !oit.hasNext();
        }

        public int hashCode() {
            int hash = 1;
            for (int i = 0, s = size(); i < s; i++) {
                hash = 31 * hash + Objects.hashCode(get(i));
            }
            return hash;
        }
    }

    static final class ListItr<E> implements ListIterator<E> {
        private final List<E> list;
        private final int size;
        private final boolean isListIterator;
        private int cursor;

        ListItr(List<E> list, int size, boolean isListIterator, int index) {
            this.list = list;
            this.size = size;
            this.isListIterator = isListIterator;
            this.cursor = index;
        }

        public boolean hasNext() {
            return cursor != size;
        }

        public E next() {
            try {
                int i = cursor;
                E next = list.get(i);
                cursor = i + 1;
                return next;
            } catch (IndexOutOfBoundsException e) {
                throw new NoSuchElementException(); // hotspot:375
            }
        }

        public void remove() {
            throw uoe();
        }

        public boolean hasPrevious() {
            if (!isListIterator) {
                throw uoe();
            }
            return cursor != 0;
        }

        public E previous() {
            if (!isListIterator) {
                throw uoe();
            }
            try {
                int i = cursor - 1;
                E previous = list.get(i);
                cursor = i;
                return previous;
            } catch (IndexOutOfBoundsException e) {
                throw new NoSuchElementException();
            }
        }

        public int nextIndex() {
            if (!isListIterator) {
                throw uoe();
            }
            return cursor;
        }

        public int previousIndex() {
            if (!isListIterator) {
                throw uoe();
            }
            return cursor - 1;
        }

        public void set(E e) {
            throw uoe();
        }

        public void add(E e) {
            throw uoe();
        }
    }

    static final class SubList<E> extends AbstractImmutableList<E> {
        private final AbstractImmutableList<E> root;
        private final int offset;
        private final int size;

        SubList(AbstractImmutableList<E> root, int offset, int size) {
            this.root = root;
            this.offset = offset;
            this.size = size;
        }

        public E get(int index) {
            Objects.checkIndex(index, size);
            return root.get(offset + index);
        }

        boolean allowNulls() {
            return root.allowNulls();
        }

        public int size() {
            return size;
        }

        public List<E> subList(int fromIndex, int toIndex) {
            AbstractList.subListRangeCheck(fromIndex, toIndex, size);
            return new SubList<E>(root, offset + fromIndex, toIndex - fromIndex);
        }

        public Object[] toArray() {
            Object[] array = new Object[size];
            for (int i = 0; i < size; i++) {
                array[i] = root.get(offset + i);
            }
            return array;
        }

        @SuppressWarnings("unchecked")
        public <T> T[] toArray(T[] a) {
            T[] array = a.length >= size ? a
                    : (T[]) java.lang.reflect.Array.newInstance(a.getClass().getComponentType(), size);
            for (int i = 0; i < size; i++) {
                array[i] = (T) root.get(offset + i);
            }
            if (array.length > size) {
                array[size] = null;
            }
            return array;
        }
    }

    static final class List12<E> extends AbstractImmutableList<E> implements java.io.Serializable {
        private final Object[] elements;

        List12(Object[] elements) {
            this.elements = elements;
        }

        /** HotSpot's serial form: a CollSer proxy. */
        private Object writeReplace() {
            return new CollSer(CollSer.IMM_LIST, elements);
        }

        public int size() {
            return elements.length;
        }

        public boolean isEmpty() {
            return false;
        }

        @SuppressWarnings("unchecked")
        public E get(int index) {
            if (index < 0 || index >= elements.length) {
                throw outOfBounds(index, elements.length);
            }
            return (E) elements[index];
        }

        public Object[] toArray() {
            return Arrays.copyOf(elements, elements.length);
        }

        @SuppressWarnings("unchecked")
        public <T> T[] toArray(T[] a) {
            int size = elements.length;
            T[] array = a.length >= size ? a
                    : (T[]) java.lang.reflect.Array.newInstance(a.getClass().getComponentType(), size);
            for (int i = 0; i < size; i++) {
                array[i] = (T) elements[i];
            }
            if (array.length > size) {
                array[size] = null;
            }
            return array;
        }
    }

    static final class ListN<E> extends AbstractImmutableList<E> implements java.io.Serializable {
        private final Object[] elements;
        private final boolean allowNulls;

        ListN(Object[] elements) {
            this(elements, false);
        }

        ListN(Object[] elements, boolean allowNulls) {
            this.elements = elements;
            this.allowNulls = allowNulls;
        }

        boolean allowNulls() {
            return allowNulls;
        }

        /** HotSpot's serial form: a CollSer proxy. */
        private Object writeReplace() {
            return new CollSer(allowNulls ? CollSer.IMM_LIST_NULLS : CollSer.IMM_LIST, elements);
        }

        public int size() {
            return elements.length;
        }

        public boolean isEmpty() {
            return elements.length == 0;
        }

        @SuppressWarnings("unchecked")
        public E get(int index) {
            return (E) elements[index]; // hotspot:680
        }

        public Object[] toArray() {
            return Arrays.copyOf(elements, elements.length);
        }

        @SuppressWarnings("unchecked")
        public <T> T[] toArray(T[] a) {
            int size = elements.length;
            if (a.length < size) {
                return (T[]) Arrays.copyOf(elements, size, a.getClass());
            }
            System.arraycopy(elements, 0, a, 0, size);
            if (a.length > size) {
                a[size] = null;
            }
            return a;
        }
    }
}

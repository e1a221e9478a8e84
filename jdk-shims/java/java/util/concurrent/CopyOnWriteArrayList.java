package java.util.concurrent;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.ConcurrentModificationException;
import java.util.Iterator;
import java.util.List;
import java.util.ListIterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.RandomAccess;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * A list whose every mutation installs a fresh copy of the array under a
 * lock, so that reads and iterators work on immutable snapshots.
 */
public class CopyOnWriteArrayList<E> implements List<E>, RandomAccess, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 8673264195747942595L;

    /** Not final only so that clone() can give the copy its own. */
    transient Object lock = new Object();
    private transient volatile Object[] array;

    /** A snapshot: the array as it is now, whatever later writes do (streams too). */
    public java.util.Spliterator<E> spliterator() {
        return java.util.Spliterators.spliterator(getArray(),
                java.util.Spliterator.IMMUTABLE | java.util.Spliterator.ORDERED);
    }

    final Object[] getArray() {
        return array;
    }

    final void setArray(Object[] a) {
        array = a;
    }

    public CopyOnWriteArrayList() {
        setArray(new Object[0]);
    }

    public CopyOnWriteArrayList(Collection<? extends E> c) {
        Object[] es;
        if (c.getClass() == CopyOnWriteArrayList.class) {
            es = ((CopyOnWriteArrayList<?>) c).getArray();
        } else {
            es = c.toArray();
            if (c.getClass() != ArrayList.class) {
                es = Arrays.copyOf(es, es.length, Object[].class);
            }
        }
        setArray(es);
    }

    public CopyOnWriteArrayList(E[] toCopyIn) {
        setArray(Arrays.copyOf(toCopyIn, toCopyIn.length, Object[].class));
    }

    static String outOfBounds(int index, int size) {
        return "Index: " + index + ", Size: " + size;
    }

    public int size() {
        return getArray().length;
    }

    public boolean isEmpty() {
        return size() == 0;
    }

    static int indexOfRange(Object o, Object[] es, int from, int to) {
        if (o == null) {
            for (int i = from; i < to; i++) {
                if (es[i] == null) {
                    return i;
                }
            }
        } else {
            for (int i = from; i < to; i++) {
                if (o.equals(es[i])) {
                    return i;
                }
            }
        }
        return -1;
    }

    static int lastIndexOfRange(Object o, Object[] es, int from, int to) {
        if (o == null) {
            for (int i = to - 1; i >= from; i--) {
                if (es[i] == null) {
                    return i;
                }
            }
        } else {
            for (int i = to - 1; i >= from; i--) {
                if (o.equals(es[i])) {
                    return i;
                }
            }
        }
        return -1;
    }

    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    public int indexOf(Object o) {
        Object[] es = getArray();
        return indexOfRange(o, es, 0, es.length);
    }

    public int indexOf(E e, int index) {
        Object[] es = getArray();
        return indexOfRange(e, es, index, es.length);
    }

    public int lastIndexOf(Object o) {
        Object[] es = getArray();
        return lastIndexOfRange(o, es, 0, es.length);
    }

    public int lastIndexOf(E e, int index) {
        Object[] es = getArray();
        return lastIndexOfRange(e, es, 0, index + 1);
    }

    public Object clone() {
        try {
            CopyOnWriteArrayList<?> clone = (CopyOnWriteArrayList<?>) super.clone();
            clone.lock = new Object();
            return clone;
        } catch (CloneNotSupportedException e) {
            throw new InternalError();
        }
    }

    public Object[] toArray() {
        return getArray().clone();
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        Object[] es = getArray();
        int len = es.length;
        if (a.length < len) {
            return (T[]) Arrays.copyOf(es, len, a.getClass());
        } else {
            System.arraycopy(es, 0, a, 0, len);
            if (a.length > len) {
                a[len] = null;
            }
            return a;
        }
    }

    @SuppressWarnings("unchecked")
    static <E> E elementAt(Object[] a, int index) {
        return (E) a[index];
    }

    public E get(int index) {
        return elementAt(getArray(), index);
    }

    public E set(int index, E element) {
        synchronized (lock) {
            Object[] es = getArray();
            E oldValue = elementAt(es, index);
            if (oldValue != element) {
                es = es.clone();
                es[index] = element;
            }
            setArray(es);
            return oldValue;
        }
    }

    public boolean add(E e) {
        synchronized (lock) {
            Object[] es = getArray();
            int len = es.length;
            es = Arrays.copyOf(es, len + 1);
            es[len] = e;
            setArray(es);
            return true;
        }
    }

    public void add(int index, E element) {
        synchronized (lock) {
            Object[] es = getArray();
            int len = es.length;
            if (index > len || index < 0) {
                throw new IndexOutOfBoundsException(outOfBounds(index, len));
            }
            Object[] newElements = new Object[len + 1];
            System.arraycopy(es, 0, newElements, 0, index);
            System.arraycopy(es, index, newElements, index + 1, len - index);
            newElements[index] = element;
            setArray(newElements);
        }
    }

    public E remove(int index) {
        synchronized (lock) {
            Object[] es = getArray();
            int len = es.length;
            E oldValue = elementAt(es, index);
            int numMoved = len - index - 1;
            Object[] newElements = new Object[len - 1];
            System.arraycopy(es, 0, newElements, 0, index);
            System.arraycopy(es, index + 1, newElements, index, numMoved);
            setArray(newElements);
            return oldValue;
        }
    }

    public boolean remove(Object o) {
        synchronized (lock) {
            Object[] es = getArray();
            int index = indexOfRange(o, es, 0, es.length);
            if (index < 0) {
                return false;
            }
            remove(index);
            return true;
        }
    }

    void removeRange(int fromIndex, int toIndex) {
        synchronized (lock) {
            Object[] es = getArray();
            int len = es.length;
            if (fromIndex < 0 || toIndex > len || toIndex < fromIndex) {
                throw new IndexOutOfBoundsException();
            }
            Object[] newElements = new Object[len - (toIndex - fromIndex)];
            System.arraycopy(es, 0, newElements, 0, fromIndex);
            System.arraycopy(es, toIndex, newElements, fromIndex, len - toIndex);
            setArray(newElements);
        }
    }

    public boolean addIfAbsent(E e) {
        synchronized (lock) {
            Object[] es = getArray();
            if (indexOfRange(e, es, 0, es.length) >= 0) {
                return false;
            }
            return add(e);
        }
    }

    public boolean containsAll(Collection<?> c) {
        Object[] es = getArray();
        int len = es.length;
        for (Object e : c) {
            if (indexOfRange(e, es, 0, len) < 0) {
                return false;
            }
        }
        return true;
    }

    public boolean removeAll(final Collection<?> c) {
        Objects.requireNonNull(c);
        return bulkRemove(new Predicate<Object>() {
            public boolean test(Object e) {
                return c.contains(e);
            }
        });
    }

    public boolean retainAll(final Collection<?> c) {
        Objects.requireNonNull(c);
        return bulkRemove(new Predicate<Object>() {
            public boolean test(Object e) {
                return !c.contains(e);
            }
        });
    }

    public int addAllAbsent(Collection<? extends E> c) {
        Object[] cs = c.toArray();
        if (c.getClass() != ArrayList.class) {
            cs = cs.clone();
        }
        if (cs.length == 0) {
            return 0;
        }
        synchronized (lock) {
            Object[] es = getArray();
            int len = es.length;
            int added = 0;
            for (int i = 0; i < cs.length; ++i) {
                Object e = cs[i];
                if (indexOfRange(e, es, 0, len) < 0 && indexOfRange(e, cs, 0, added) < 0) {
                    cs[added++] = e;
                }
            }
            if (added > 0) {
                Object[] newElements = Arrays.copyOf(es, len + added);
                System.arraycopy(cs, 0, newElements, len, added);
                setArray(newElements);
            }
            return added;
        }
    }

    public void clear() {
        synchronized (lock) {
            setArray(new Object[0]);
        }
    }

    public boolean addAll(Collection<? extends E> c) {
        Object[] cs = (c.getClass() == CopyOnWriteArrayList.class) ? ((CopyOnWriteArrayList<?>) c).getArray() : c.toArray();
        if (cs.length == 0) {
            return false;
        }
        synchronized (lock) {
            Object[] es = getArray();
            int len = es.length;
            Object[] newElements = Arrays.copyOf(es, len + cs.length);
            System.arraycopy(cs, 0, newElements, len, cs.length);
            setArray(newElements);
            return true;
        }
    }

    public boolean addAll(int index, Collection<? extends E> c) {
        Object[] cs = c.toArray();
        synchronized (lock) {
            Object[] es = getArray();
            int len = es.length;
            if (index > len || index < 0) {
                throw new IndexOutOfBoundsException(outOfBounds(index, len));
            }
            if (cs.length == 0) {
                return false;
            }
            Object[] newElements = new Object[len + cs.length];
            System.arraycopy(es, 0, newElements, 0, index);
            System.arraycopy(cs, 0, newElements, index, cs.length);
            System.arraycopy(es, index, newElements, index + cs.length, len - index);
            setArray(newElements);
            return true;
        }
    }

    @SuppressWarnings("unchecked")
    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        for (Object x : getArray()) {
            action.accept((E) x);
        }
    }

    @SuppressWarnings("unchecked")
    public boolean removeIf(final Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        return bulkRemove(new Predicate<Object>() {
            public boolean test(Object e) {
                return filter.test((E) e);
            }
        });
    }

    boolean bulkRemove(Predicate<Object> filter) {
        synchronized (lock) {
            return bulkRemove(filter, 0, getArray().length);
        }
    }

    /** Removes the matches in [i, end); the filter sees the elements in order, each once. */
    boolean bulkRemove(Predicate<Object> filter, int i, int end) {
        Object[] es = getArray();
        boolean[] drop = new boolean[end - i];
        int dropped = 0;
        for (int j = i; j < end; j++) {
            if (filter.test(es[j])) {
                drop[j - i] = true;
                dropped++;
            }
        }
        if (es != getArray()) {
            throw new ConcurrentModificationException();
        }
        if (dropped == 0) {
            return false;
        }
        Object[] newElements = new Object[es.length - dropped];
        System.arraycopy(es, 0, newElements, 0, i);
        int w = i;
        for (int j = i; j < end; j++) {
            if (!drop[j - i]) {
                newElements[w++] = es[j];
            }
        }
        System.arraycopy(es, end, newElements, w, es.length - end);
        setArray(newElements);
        return true;
    }

    @SuppressWarnings("unchecked")
    public void replaceAll(UnaryOperator<E> operator) {
        Objects.requireNonNull(operator);
        synchronized (lock) {
            replaceAllRange(operator, 0, getArray().length);
        }
    }

    @SuppressWarnings("unchecked")
    void replaceAllRange(UnaryOperator<E> operator, int i, int end) {
        Object[] es = getArray().clone();
        for (; i < end; i++) {
            es[i] = operator.apply((E) es[i]);
        }
        setArray(es);
    }

    @SuppressWarnings("unchecked")
    public void sort(Comparator<? super E> c) {
        synchronized (lock) {
            sortRange(c, 0, getArray().length);
        }
    }

    @SuppressWarnings("unchecked")
    void sortRange(Comparator<? super E> c, int i, int end) {
        Object[] es = getArray().clone();
        Arrays.sort(es, i, end, (Comparator<Object>) c);
        setArray(es);
    }

    public String toString() {
        return Arrays.toString(getArray());
    }

    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof List)) {
            return false;
        }
        List<?> list = (List<?>) o;
        Iterator<?> it = list.iterator();
        for (Object element : getArray()) {
            if (!it.hasNext() || !Objects.equals(element, it.next())) {
                return false;
            }
        }
        return !it.hasNext();
    }

    static int hashCodeOfRange(Object[] es, int from, int to) {
        int hashCode = 1;
        for (int i = from; i < to; i++) {
            Object x = es[i];
            hashCode = 31 * hashCode + (x == null ? 0 : x.hashCode());
        }
        return hashCode;
    }

    public int hashCode() {
        Object[] es = getArray();
        return hashCodeOfRange(es, 0, es.length);
    }

    public Iterator<E> iterator() {
        return new COWIterator<E>(getArray(), 0);
    }

    public ListIterator<E> listIterator() {
        return new COWIterator<E>(getArray(), 0);
    }

    public ListIterator<E> listIterator(int index) {
        Object[] es = getArray();
        int len = es.length;
        if (index < 0 || index > len) {
            throw new IndexOutOfBoundsException(outOfBounds(index, len));
        }
        return new COWIterator<E>(es, index);
    }

    /** Iterates a snapshot; it cannot change the list. */
    static final class COWIterator<E> implements ListIterator<E> {
        private final Object[] snapshot;
        private int cursor;

        COWIterator(Object[] es, int initialCursor) {
            cursor = initialCursor;
            snapshot = es;
        }

        public boolean hasNext() {
            return cursor < snapshot.length;
        }

        public boolean hasPrevious() {
            return cursor > 0;
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            return (E) snapshot[cursor++];
        }

        @SuppressWarnings("unchecked")
        public E previous() {
            if (!hasPrevious()) {
                throw new NoSuchElementException();
            }
            return (E) snapshot[--cursor];
        }

        public int nextIndex() {
            return cursor;
        }

        public int previousIndex() {
            return cursor - 1;
        }

        public void remove() {
            throw new UnsupportedOperationException();
        }

        public void set(E e) {
            throw new UnsupportedOperationException();
        }

        public void add(E e) {
            throw new UnsupportedOperationException();
        }

        @SuppressWarnings("unchecked")
        public void forEachRemaining(Consumer<? super E> action) {
            Objects.requireNonNull(action);
            int size = snapshot.length;
            int i = cursor;
            cursor = size;
            for (; i < size; i++) {
                action.accept((E) snapshot[i]);
            }
        }
    }

    public List<E> subList(int fromIndex, int toIndex) {
        synchronized (lock) {
            Object[] es = getArray();
            int len = es.length;
            int size = toIndex - fromIndex;
            if (fromIndex < 0 || toIndex > len || size < 0) {
                throw new IndexOutOfBoundsException();
            }
            return new COWSubList(es, fromIndex, size);
        }
    }

    /** A view of a range; any change to the list made elsewhere invalidates it. */
    private class COWSubList extends AbstractList<E> implements RandomAccess {
        private final int offset;
        private int size;
        private Object[] expectedArray;

        COWSubList(Object[] es, int offset, int size) {
            expectedArray = es;
            this.offset = offset;
            this.size = size;
        }

        private void checkForComodification() {
            if (getArray() != expectedArray) {
                throw new ConcurrentModificationException();
            }
        }

        private Object[] getArrayChecked() {
            Object[] a = getArray();
            if (a != expectedArray) {
                throw new ConcurrentModificationException();
            }
            return a;
        }

        private void rangeCheck(int index) {
            if (index < 0 || index >= size) {
                throw new IndexOutOfBoundsException(outOfBounds(index, size));
            }
        }

        private void rangeCheckForAdd(int index) {
            if (index < 0 || index > size) {
                throw new IndexOutOfBoundsException(outOfBounds(index, size));
            }
        }

        public Object[] toArray() {
            Object[] es;
            int offset;
            int size;
            synchronized (lock) {
                es = getArrayChecked();
                offset = this.offset;
                size = this.size;
            }
            return Arrays.copyOfRange(es, offset, offset + size);
        }

        @SuppressWarnings("unchecked")
        public <T> T[] toArray(T[] a) {
            Object[] es;
            int offset;
            int size;
            synchronized (lock) {
                es = getArrayChecked();
                offset = this.offset;
                size = this.size;
            }
            if (a.length < size) {
                return (T[]) Arrays.copyOfRange(es, offset, offset + size, a.getClass());
            } else {
                System.arraycopy(es, offset, a, 0, size);
                if (a.length > size) {
                    a[size] = null;
                }
                return a;
            }
        }

        public int indexOf(Object o) {
            Object[] es;
            int offset;
            int size;
            synchronized (lock) {
                es = getArrayChecked();
                offset = this.offset;
                size = this.size;
            }
            int i = indexOfRange(o, es, offset, offset + size);
            return (i == -1) ? -1 : i - offset;
        }

        public int lastIndexOf(Object o) {
            Object[] es;
            int offset;
            int size;
            synchronized (lock) {
                es = getArrayChecked();
                offset = this.offset;
                size = this.size;
            }
            int i = lastIndexOfRange(o, es, offset, offset + size);
            return (i == -1) ? -1 : i - offset;
        }

        public boolean contains(Object o) {
            return indexOf(o) >= 0;
        }

        public boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            if (!(o instanceof List)) {
                return false;
            }
            Iterator<?> it = ((List<?>) o).iterator();
            Object[] es;
            int offset;
            int size;
            synchronized (lock) {
                es = getArrayChecked();
                offset = this.offset;
                size = this.size;
            }
            for (int i = offset, end = offset + size; i < end; i++) {
                if (!it.hasNext() || !Objects.equals(es[i], it.next())) {
                    return false;
                }
            }
            return !it.hasNext();
        }

        public int hashCode() {
            Object[] es;
            int offset;
            int size;
            synchronized (lock) {
                es = getArrayChecked();
                offset = this.offset;
                size = this.size;
            }
            return hashCodeOfRange(es, offset, offset + size);
        }

        public E set(int index, E element) {
            synchronized (lock) {
                rangeCheck(index);
                checkForComodification();
                E x = CopyOnWriteArrayList.this.set(offset + index, element);
                expectedArray = getArray();
                return x;
            }
        }

        public E get(int index) {
            synchronized (lock) {
                rangeCheck(index);
                checkForComodification();
                return CopyOnWriteArrayList.this.get(offset + index);
            }
        }

        public int size() {
            synchronized (lock) {
                checkForComodification();
                return size;
            }
        }

        public boolean add(E element) {
            synchronized (lock) {
                checkForComodification();
                CopyOnWriteArrayList.this.add(offset + size, element);
                expectedArray = getArray();
                size++;
            }
            return true;
        }

        public void add(int index, E element) {
            synchronized (lock) {
                checkForComodification();
                rangeCheckForAdd(index);
                CopyOnWriteArrayList.this.add(offset + index, element);
                expectedArray = getArray();
                size++;
            }
        }

        public boolean addAll(Collection<? extends E> c) {
            synchronized (lock) {
                Object[] oldArray = getArrayChecked();
                boolean modified = CopyOnWriteArrayList.this.addAll(offset + size, c);
                size += (expectedArray = getArray()).length - oldArray.length;
                return modified;
            }
        }

        public boolean addAll(int index, Collection<? extends E> c) {
            synchronized (lock) {
                rangeCheckForAdd(index);
                Object[] oldArray = getArrayChecked();
                boolean modified = CopyOnWriteArrayList.this.addAll(offset + index, c);
                size += (expectedArray = getArray()).length - oldArray.length;
                return modified;
            }
        }

        public void clear() {
            synchronized (lock) {
                checkForComodification();
                removeRange(offset, offset + size);
                expectedArray = getArray();
                size = 0;
            }
        }

        public E remove(int index) {
            synchronized (lock) {
                rangeCheck(index);
                checkForComodification();
                E result = CopyOnWriteArrayList.this.remove(offset + index);
                expectedArray = getArray();
                size--;
                return result;
            }
        }

        public boolean remove(Object o) {
            synchronized (lock) {
                checkForComodification();
                int index = indexOf(o);
                if (index == -1) {
                    return false;
                }
                remove(index);
                return true;
            }
        }

        public Iterator<E> iterator() {
            return listIterator(0);
        }

        public ListIterator<E> listIterator() {
            return listIterator(0);
        }

        public ListIterator<E> listIterator(int index) {
            synchronized (lock) {
                checkForComodification();
                rangeCheckForAdd(index);
                return new COWSubListIterator<E>(CopyOnWriteArrayList.this, index, offset, size);
            }
        }

        public List<E> subList(int fromIndex, int toIndex) {
            synchronized (lock) {
                checkForComodification();
                if (fromIndex < 0 || toIndex > size || fromIndex > toIndex) {
                    throw new IndexOutOfBoundsException();
                }
                return new COWSubList(expectedArray, fromIndex + offset, toIndex - fromIndex);
            }
        }

        @SuppressWarnings("unchecked")
        public void forEach(Consumer<? super E> action) {
            Objects.requireNonNull(action);
            int i;
            int end;
            Object[] es;
            synchronized (lock) {
                es = getArrayChecked();
                i = offset;
                end = i + size;
            }
            for (; i < end; i++) {
                action.accept((E) es[i]);
            }
        }

        public void replaceAll(UnaryOperator<E> operator) {
            Objects.requireNonNull(operator);
            synchronized (lock) {
                checkForComodification();
                replaceAllRange(operator, offset, offset + size);
                expectedArray = getArray();
            }
        }

        public void sort(Comparator<? super E> c) {
            synchronized (lock) {
                checkForComodification();
                sortRange(c, offset, offset + size);
                expectedArray = getArray();
            }
        }

        public boolean removeAll(final Collection<?> c) {
            Objects.requireNonNull(c);
            return subBulkRemove(new Predicate<Object>() {
                public boolean test(Object e) {
                    return c.contains(e);
                }
            });
        }

        public boolean retainAll(final Collection<?> c) {
            Objects.requireNonNull(c);
            return subBulkRemove(new Predicate<Object>() {
                public boolean test(Object e) {
                    return !c.contains(e);
                }
            });
        }

        @SuppressWarnings("unchecked")
        public boolean removeIf(final Predicate<? super E> filter) {
            Objects.requireNonNull(filter);
            return subBulkRemove(new Predicate<Object>() {
                public boolean test(Object e) {
                    return filter.test((E) e);
                }
            });
        }

        private boolean subBulkRemove(Predicate<Object> filter) {
            synchronized (lock) {
                Object[] oldArray = getArrayChecked();
                boolean modified = bulkRemove(filter, offset, offset + size);
                size += (expectedArray = getArray()).length - oldArray.length;
                return modified;
            }
        }
    }

    private static class COWSubListIterator<E> implements ListIterator<E> {
        private final ListIterator<E> it;
        private final int offset;
        private final int size;

        COWSubListIterator(List<E> l, int index, int offset, int size) {
            this.offset = offset;
            this.size = size;
            it = l.listIterator(index + offset);
        }

        public boolean hasNext() {
            return nextIndex() < size;
        }

        public E next() {
            if (hasNext()) {
                return it.next();
            } else {
                throw new NoSuchElementException();
            }
        }

        public boolean hasPrevious() {
            return previousIndex() >= 0;
        }

        public E previous() {
            if (hasPrevious()) {
                return it.previous();
            } else {
                throw new NoSuchElementException();
            }
        }

        public int nextIndex() {
            return it.nextIndex() - offset;
        }

        public int previousIndex() {
            return it.previousIndex() - offset;
        }

        public void remove() {
            throw new UnsupportedOperationException();
        }

        public void set(E e) {
            throw new UnsupportedOperationException();
        }

        public void add(E e) {
            throw new UnsupportedOperationException();
        }

        public void forEachRemaining(Consumer<? super E> action) {
            Objects.requireNonNull(action);
            while (hasNext()) {
                action.accept(it.next());
            }
        }
    }
}

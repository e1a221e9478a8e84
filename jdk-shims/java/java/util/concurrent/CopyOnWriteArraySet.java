package java.util.concurrent;

import java.util.AbstractSet;
import java.util.Collection;
import java.util.Iterator;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Predicate;

/** A set kept as a CopyOnWriteArrayList without duplicates (insertion order). */
public class CopyOnWriteArraySet<E> extends AbstractSet<E> implements java.io.Serializable {
    private static final long serialVersionUID = 5457747651344034263L;

    private final CopyOnWriteArrayList<E> al;

    public java.util.Spliterator<E> spliterator() {
        return java.util.Spliterators.spliterator(al.getArray(),
                java.util.Spliterator.IMMUTABLE | java.util.Spliterator.DISTINCT);
    }

    public CopyOnWriteArraySet() {
        al = new CopyOnWriteArrayList<E>();
    }

    @SuppressWarnings("unchecked")
    public CopyOnWriteArraySet(Collection<? extends E> c) {
        if (c.getClass() == CopyOnWriteArraySet.class) {
            CopyOnWriteArraySet<E> cc = (CopyOnWriteArraySet<E>) c;
            al = new CopyOnWriteArrayList<E>(cc.al);
        } else {
            al = new CopyOnWriteArrayList<E>();
            al.addAllAbsent(c);
        }
    }

    public int size() {
        return al.size();
    }

    public boolean isEmpty() {
        return al.isEmpty();
    }

    public boolean contains(Object o) {
        return al.contains(o);
    }

    public Object[] toArray() {
        return al.toArray();
    }

    public <T> T[] toArray(T[] a) {
        return al.toArray(a);
    }

    public void clear() {
        al.clear();
    }

    public boolean remove(Object o) {
        return al.remove(o);
    }

    public boolean add(E e) {
        return al.addIfAbsent(e);
    }

    public boolean containsAll(Collection<?> c) {
        if (c instanceof Set) {
            // every element of the set c is one of ours
            Object[] es = al.getArray();
            for (Object e : c) {
                if (CopyOnWriteArrayList.indexOfRange(e, es, 0, es.length) < 0) {
                    return false;
                }
            }
            return true;
        }
        return al.containsAll(c);
    }

    public boolean addAll(Collection<? extends E> c) {
        return al.addAllAbsent(c) > 0;
    }

    public boolean removeAll(Collection<?> c) {
        return al.removeAll(c);
    }

    public boolean retainAll(Collection<?> c) {
        return al.retainAll(c);
    }

    public Iterator<E> iterator() {
        return al.iterator();
    }

    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof Set)) {
            return false;
        }
        Set<?> set = (Set<?>) o;
        Iterator<?> it = set.iterator();
        Object[] elements = al.getArray();
        int len = elements.length;
        // each element of o must match a distinct element of ours
        boolean[] matched = new boolean[len];
        int k = 0;
        outer:
        while (it.hasNext()) {
            if (++k > len) {
                return false;
            }
            Object x = it.next();
            for (int i = 0; i < len; ++i) {
                if (!matched[i] && Objects.equals(x, elements[i])) {
                    matched[i] = true;
                    continue outer;
                }
            }
            return false;
        }
        return k == len;
    }

    public boolean removeIf(Predicate<? super E> filter) {
        return al.removeIf(filter);
    }

    public void forEach(Consumer<? super E> action) {
        al.forEach(action);
    }
}

package java.util.concurrent;

import java.util.Map;
import java.util.Objects;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * A Map whose compound operations are atomic. The default methods are the
 * retry loops JDK 17 specifies in terms of get/putIfAbsent/replace/remove.
 */
public interface ConcurrentMap<K, V> extends Map<K, V> {
    @Override
    default V getOrDefault(Object key, V defaultValue) {
        V v = get(key);
        return v != null ? v : defaultValue;
    }

    @Override
    default void forEach(BiConsumer<? super K, ? super V> action) {
        Objects.requireNonNull(action);
        for (Map.Entry<K, V> entry : entrySet()) {
            K k;
            V v;
            try {
                k = entry.getKey();
                v = entry.getValue();
            } catch (IllegalStateException ise) {
                // the entry is gone: skip it, as the JDK does
                continue;
            }
            action.accept(k, v);
        }
    }

    V putIfAbsent(K key, V value);

    boolean remove(Object key, Object value);

    boolean replace(K key, V oldValue, V newValue);

    V replace(K key, V value);

    @Override
    default void replaceAll(final BiFunction<? super K, ? super V, ? extends V> function) {
        Objects.requireNonNull(function);
        forEach(new BiConsumer<K, V>() {
            public void accept(K k, V v) {
                while (!replace(k, v, function.apply(k, v))) {
                    if ((v = get(k)) == null) {
                        break;
                    }
                }
            }
        });
    }

    @Override
    default V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        Objects.requireNonNull(mappingFunction);
        V oldValue = get(key);
        if (oldValue != null) {
            return oldValue;
        }
        V newValue = mappingFunction.apply(key);
        if (newValue == null) {
            return null;
        }
        oldValue = putIfAbsent(key, newValue);
        return oldValue == null ? newValue : oldValue;
    }

    @Override
    default V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(remappingFunction);
        V oldValue;
        while ((oldValue = get(key)) != null) {
            V newValue = remappingFunction.apply(key, oldValue);
            boolean done = (newValue == null) ? remove(key, oldValue) : replace(key, oldValue, newValue);
            if (done) {
                return newValue;
            }
        }
        return null;
    }

    @Override
    default V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(remappingFunction);
        V oldValue = get(key);
        for (;;) {
            V newValue = remappingFunction.apply(key, oldValue);
            if (newValue != null) {
                if (oldValue != null) {
                    if (replace(key, oldValue, newValue)) {
                        return newValue;
                    }
                    oldValue = get(key);
                } else {
                    V prev = putIfAbsent(key, newValue);
                    if (prev == null) {
                        return newValue;
                    }
                    oldValue = prev;
                }
            } else {
                if (oldValue == null || remove(key, oldValue)) {
                    return null;
                }
                oldValue = get(key);
            }
        }
    }

    @Override
    default V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        Objects.requireNonNull(remappingFunction);
        Objects.requireNonNull(value);
        V oldValue = get(key);
        for (;;) {
            if (oldValue != null) {
                V newValue = remappingFunction.apply(oldValue, value);
                if (newValue != null) {
                    if (replace(key, oldValue, newValue)) {
                        return newValue;
                    }
                } else if (remove(key, oldValue)) {
                    return null;
                }
                oldValue = get(key);
            } else {
                V prev = putIfAbsent(key, value);
                if (prev == null) {
                    return value;
                }
                oldValue = prev;
            }
        }
    }
}

import java.io.Serializable;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

// Generic type introspection as done by serialization and DI libraries: a
// Jackson/Guava style TypeToken captured by an anonymous subclass, a type
// variable resolver for DAO hierarchies, and a structural dump of
// ParameterizedType / WildcardType / GenericArrayType / TypeVariable.
// getDeclaredFields/Methods order is unspecified, so members are sorted by name.
public class ReflectGenerics {

    abstract static class TypeToken<T> {
        final Type type;
        protected TypeToken() {
            Type sup = getClass().getGenericSuperclass();
            if (!(sup instanceof ParameterizedType)) throw new IllegalStateException("missing type argument: " + sup);
            type = ((ParameterizedType) sup).getActualTypeArguments()[0];
        }
    }

    static class Outer<T> {
        class Inner<U> { T t; U u; }
        static class Nested<V> { }
    }

    interface Identified<ID extends Comparable<ID> & Serializable> { ID id(); }

    static abstract class AbstractDao<E, ID extends Comparable<ID> & Serializable> implements Comparable<AbstractDao<E, ID>> {
        abstract E find(ID id);
        public int compareTo(AbstractDao<E, ID> o) { return 0; }
    }

    static class User implements Identified<Long> { public Long id() { return 1L; } }

    static class UserDao extends AbstractDao<User, Long> { User find(Long id) { return new User(); } }

    static abstract class CachingDao<X> extends AbstractDao<X, String> { }

    static class ReportDao extends CachingDao<Map<String, int[]>> { Map<String, int[]> find(String id) { return null; } }

    enum Color { RED, GREEN }

    static class Registry<E extends Enum<E>, N extends Number & Comparable<? super N>> {
        Map<String, List<? extends Number>> byName;
        List<? super Integer>[] sinks;
        List<?> anything;
        E[] constants;
        Outer<String>.Inner<Integer> inner;
        Outer.Nested<Color> nested;
        Map.Entry<String, List<N>> entry;
        Function<? super E, ? extends Set<N>> mapper;
        int[][] grid;
        List<int[]>[][] deep;
        Comparable<? extends Comparable<?>> selfish;

        <K extends Comparable<? super K>, V> Map<K, List<V>> groupBy(List<? extends V> items, Function<? super V, K> key) { return null; }
        <X extends Exception> void rethrow(X e) throws X, IllegalStateException { throw e; }
        static <T extends Object & Comparable<? super T>> T max(T[] items) { return items[0]; }
        <A> Registry(A seed, List<? extends A> more) { }
        Registry() { }
    }

    static String dump(Type t) {
        if (t instanceof Class) {
            Class<?> c = (Class<?>) t;
            return c.isArray() ? dump(c.getComponentType()) + "[]" : c.getSimpleName();
        }
        if (t instanceof ParameterizedType) {
            ParameterizedType p = (ParameterizedType) t;
            StringBuilder sb = new StringBuilder();
            if (p.getOwnerType() != null) sb.append("owner(").append(dump(p.getOwnerType())).append(").");
            sb.append(dump(p.getRawType())).append('<');
            Type[] args = p.getActualTypeArguments();
            for (int i = 0; i < args.length; i++) sb.append(i == 0 ? "" : ",").append(dump(args[i]));
            return sb.append('>').toString();
        }
        if (t instanceof WildcardType) {
            WildcardType w = (WildcardType) t;
            return "?" + (w.getLowerBounds().length > 0 ? " super " + dump(w.getLowerBounds()[0])
                    : " extends " + dump(w.getUpperBounds()[0]));
        }
        if (t instanceof GenericArrayType) return "array(" + dump(((GenericArrayType) t).getGenericComponentType()) + ")";
        if (t instanceof TypeVariable) {
            TypeVariable<?> v = (TypeVariable<?>) t;
            Object d = v.getGenericDeclaration();
            String where = d instanceof Class ? ((Class<?>) d).getSimpleName() : d instanceof Method ? ((Method) d).getName() + "()" : "ctor";
            return "var " + v.getName() + "@" + where;
        }
        return "?" + t;
    }

    static String bounds(TypeVariable<?>[] vars) {
        StringBuilder sb = new StringBuilder("[");
        for (TypeVariable<?> v : vars) {
            if (sb.length() > 1) sb.append("; ");
            sb.append(v.getName()).append(" bounds ");
            Type[] b = v.getBounds();
            for (int i = 0; i < b.length; i++) sb.append(i == 0 ? "" : " & ").append(b[i].getTypeName());
        }
        return sb.append(']').toString();
    }

    // Resolves the type arguments a concrete class supplies to a generic ancestor.
    static Map<String, Type> resolve(Class<?> concrete, Class<?> ancestor) {
        Map<TypeVariable<?>, Type> env = new HashMap<>();
        Type t = concrete;
        while (t != null) {
            Class<?> raw = t instanceof Class ? (Class<?>) t : (Class<?>) ((ParameterizedType) t).getRawType();
            if (t instanceof ParameterizedType) {
                Type[] actual = ((ParameterizedType) t).getActualTypeArguments();
                TypeVariable<?>[] formal = raw.getTypeParameters();
                for (int i = 0; i < formal.length; i++) {
                    Type a = actual[i];
                    env.put(formal[i], a instanceof TypeVariable && env.containsKey(a) ? env.get(a) : a);
                }
            }
            if (raw == ancestor) {
                Map<String, Type> out = new java.util.LinkedHashMap<>();
                for (TypeVariable<?> v : raw.getTypeParameters()) out.put(v.getName(), env.getOrDefault(v, v));
                return out;
            }
            t = raw.getGenericSuperclass();
        }
        throw new IllegalArgumentException(concrete.getSimpleName() + " does not extend " + ancestor.getSimpleName());
    }

    public static void main(String[] args) throws Exception {
        Type captured = new TypeToken<Map<String, List<Integer>>>() {}.type;
        System.out.println("token: " + captured + " | " + dump(captured));
        Type arrayToken = new TypeToken<List<String>[]>() {}.type;
        System.out.println("array token: " + arrayToken + " | " + dump(arrayToken) + " | GenericArrayType: " + (arrayToken instanceof GenericArrayType));
        try {
            @SuppressWarnings("rawtypes") TypeToken raw = new TypeToken() {};
            System.out.println("raw token " + raw.type);
        } catch (IllegalStateException e) {
            System.out.println("raw token: " + e.getMessage());
        }

        System.out.println("Registry type parameters: " + bounds(Registry.class.getTypeParameters()));
        System.out.println("Identified type parameters: " + bounds(Identified.class.getTypeParameters()));
        System.out.println("HashMap type parameters: " + Arrays.toString(HashMap.class.getTypeParameters()));
        Field[] fields = Registry.class.getDeclaredFields();
        Arrays.sort(fields, Comparator.comparing(Field::getName));
        for (Field f : fields) {
            System.out.println("field " + f.getName() + ": " + f.getGenericType().getTypeName());
            System.out.println("    raw " + f.getType().getName() + " | " + dump(f.getGenericType()));
        }
        Method[] methods = Registry.class.getDeclaredMethods();
        Arrays.sort(methods, Comparator.comparing(Method::getName));
        for (Method m : methods) {
            System.out.println("method " + m.toGenericString());
            System.out.println("    type params " + bounds(m.getTypeParameters()) + " returns " + dump(m.getGenericReturnType()));
            for (Type p : m.getGenericParameterTypes()) System.out.println("    param " + p.getTypeName() + " | " + dump(p));
            for (Type x : m.getGenericExceptionTypes()) System.out.println("    throws " + dump(x));
        }
        Constructor<?>[] ctors = Registry.class.getDeclaredConstructors();
        Arrays.sort(ctors, Comparator.comparing(Constructor::getParameterCount));
        for (Constructor<?> c : ctors) {
            System.out.println("ctor " + c.toGenericString() + " type params " + bounds(c.getTypeParameters()));
        }

        for (Class<?> c : new Class<?>[] {UserDao.class, ReportDao.class, CachingDao.class, AbstractDao.class, User.class}) {
            Type sup = c.getGenericSuperclass();
            System.out.println(c.getSimpleName() + " extends " + sup.getTypeName() + "; implements " + Arrays.toString(c.getGenericInterfaces()));
        }
        System.out.println("UserDao resolves AbstractDao as " + resolve(UserDao.class, AbstractDao.class));
        System.out.println("ReportDao resolves AbstractDao as " + resolve(ReportDao.class, AbstractDao.class));
        System.out.println("ReportDao resolves CachingDao as " + resolve(ReportDao.class, CachingDao.class));
        try {
            resolve(User.class, AbstractDao.class);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }

        Type innerType = Registry.class.getDeclaredField("inner").getGenericType();
        ParameterizedType pInner = (ParameterizedType) innerType;
        System.out.println("inner owner " + pInner.getOwnerType() + ", raw " + pInner.getRawType() + ", args " + Arrays.toString(pInner.getActualTypeArguments()));
        System.out.println("Inner declares " + bounds(Outer.Inner.class.getTypeParameters()) + ", field t is " + Outer.Inner.class.getDeclaredField("t").getGenericType()
                + " declared by " + ((TypeVariable<?>) Outer.Inner.class.getDeclaredField("t").getGenericType()).getGenericDeclaration());

        Type a = Registry.class.getDeclaredField("byName").getGenericType();
        Type b = ReflectGenerics.class.getDeclaredField("sample").getGenericType();
        System.out.println("equal parameterized types: " + a.equals(b) + ", same instance: " + (a == b));
        TypeVariable<?> e1 = Registry.class.getTypeParameters()[0];
        TypeVariable<?> e2 = (TypeVariable<?>) ((GenericArrayType) Registry.class.getDeclaredField("constants").getGenericType()).getGenericComponentType();
        System.out.println("type variable E equal: " + e1.equals(e2) + ", Color is Enum<Color>: " + Color.class.getGenericSuperclass());
        WildcardType w = (WildcardType) ((ParameterizedType) Registry.class.getDeclaredField("anything").getGenericType()).getActualTypeArguments()[0];
        System.out.println("unbounded wildcard: upper " + Arrays.toString(w.getUpperBounds()) + " lower " + Arrays.toString(w.getLowerBounds()));
    }

    static Map<String, List<? extends Number>> sample;
}

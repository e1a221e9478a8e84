import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

// A tiny Guice-like dependency injection container. Constructors, fields and
// methods are discovered by reflection; since getDeclaredFields/Methods/
// Constructors order is unspecified they are sorted (by name, then by
// parameter types) before use so the output is deterministic.
public class ReflectMiniInjector {

    @Retention(RetentionPolicy.RUNTIME) @Target({ElementType.CONSTRUCTOR, ElementType.FIELD, ElementType.METHOD})
    @interface Inject {}

    @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.TYPE)
    @interface Singleton {}

    @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.METHOD)
    @interface PostConstruct {}

    @Retention(RetentionPolicy.RUNTIME) @Target({ElementType.FIELD, ElementType.PARAMETER})
    @interface Named { String value(); }

    static class InjectionException extends RuntimeException {
        InjectionException(String msg) { super(msg); }
        InjectionException(String msg, Throwable cause) { super(msg, cause); }
    }

    static class Injector {
        private final Map<Class<?>, Class<?>> bindings = new HashMap<>();
        private final Map<String, Object> constants = new HashMap<>();
        private final Map<Class<?>, Object> singletons = new HashMap<>();
        private final LinkedHashSet<Class<?>> underConstruction = new LinkedHashSet<>();

        <T> Injector bind(Class<T> api, Class<? extends T> impl) { bindings.put(api, impl); return this; }
        Injector bindConstant(String name, Object value) { constants.put(name, value); return this; }

        <T> T get(Class<T> type) { return type.cast(resolve(type, null)); }

        private Object resolve(Class<?> type, Named named) {
            if (named != null) {
                if (!constants.containsKey(named.value())) throw new InjectionException("No constant named '" + named.value() + "'");
                return constants.get(named.value());
            }
            Class<?> impl = bindings.getOrDefault(type, type);
            if (impl.isInterface() || Modifier.isAbstract(impl.getModifiers())) {
                throw new InjectionException("No binding for " + (impl.isInterface() ? "interface " : "abstract class ") + impl.getSimpleName());
            }
            if (singletons.containsKey(impl)) return singletons.get(impl);
            if (!underConstruction.add(impl)) {
                StringBuilder path = new StringBuilder();
                for (Class<?> c : underConstruction) path.append(c.getSimpleName()).append(" -> ");
                throw new InjectionException("Circular dependency: " + path + impl.getSimpleName());
            }
            try {
                Object instance = construct(impl);
                injectMembers(impl, instance);
                if (impl.isAnnotationPresent(Singleton.class)) singletons.put(impl, instance);
                return instance;
            } finally {
                underConstruction.remove(impl);
            }
        }

        private Constructor<?> chooseConstructor(Class<?> impl) {
            Constructor<?>[] ctors = impl.getDeclaredConstructors();
            Arrays.sort(ctors, Comparator.comparing((Constructor<?> c) -> Arrays.toString(c.getParameterTypes())));
            List<Constructor<?>> annotated = new ArrayList<>();
            for (Constructor<?> c : ctors) if (c.isAnnotationPresent(Inject.class)) annotated.add(c);
            if (annotated.size() > 1) throw new InjectionException(impl.getSimpleName() + " has " + annotated.size() + " @Inject constructors");
            if (annotated.size() == 1) return annotated.get(0);
            // No @Inject: the public constructor with the most parameters wins.
            Constructor<?> best = null;
            for (Constructor<?> c : ctors) {
                if (!Modifier.isPublic(c.getModifiers())) continue;
                if (best == null || c.getParameterCount() > best.getParameterCount()) best = c;
            }
            if (best != null) return best;
            // Otherwise a non-private no-argument constructor (a default constructor has the class's access).
            for (Constructor<?> c : ctors) {
                if (c.getParameterCount() == 0 && !Modifier.isPrivate(c.getModifiers())) return c;
            }
            throw new InjectionException(impl.getSimpleName() + " has no usable constructor");
        }

        private Object construct(Class<?> impl) {
            Constructor<?> ctor = chooseConstructor(impl);
            Class<?>[] types = ctor.getParameterTypes();
            java.lang.annotation.Annotation[][] anns = ctor.getParameterAnnotations();
            Object[] args = new Object[types.length];
            for (int i = 0; i < types.length; i++) args[i] = resolve(types[i], find(anns[i]));
            System.out.println("  new " + impl.getSimpleName() + Arrays.toString(simpleNames(types)));
            try {
                ctor.setAccessible(true);
                return ctor.newInstance(args);
            } catch (InvocationTargetException e) {
                throw new InjectionException("Constructor of " + impl.getSimpleName() + " failed", e.getCause());
            } catch (ReflectiveOperationException e) {
                throw new InjectionException("Cannot instantiate " + impl.getSimpleName() + ": " + e, e);
            }
        }

        private void injectMembers(Class<?> impl, Object instance) {
            List<Class<?>> chain = new ArrayList<>();
            for (Class<?> c = impl; c != Object.class; c = c.getSuperclass()) chain.add(0, c);
            for (Class<?> c : chain) {
                Field[] fields = c.getDeclaredFields();
                Arrays.sort(fields, Comparator.comparing(Field::getName));
                for (Field f : fields) {
                    if (!f.isAnnotationPresent(Inject.class)) continue;
                    if (Modifier.isFinal(f.getModifiers())) throw new InjectionException("Cannot inject final field " + c.getSimpleName() + "." + f.getName());
                    Object value = resolve(f.getType(), f.getAnnotation(Named.class));
                    try {
                        f.setAccessible(true);
                        f.set(instance, value);
                        System.out.println("  field " + c.getSimpleName() + "." + f.getName() + " <- " + value);
                    } catch (IllegalAccessException e) {
                        throw new InjectionException(e.getMessage(), e);
                    }
                }
                Method[] methods = c.getDeclaredMethods();
                Arrays.sort(methods, Comparator.comparing(Method::getName));
                for (Method m : methods) {
                    if (!m.isAnnotationPresent(Inject.class)) continue;
                    Class<?>[] types = m.getParameterTypes();
                    Object[] args = new Object[types.length];
                    for (int i = 0; i < types.length; i++) args[i] = resolve(types[i], find(m.getParameterAnnotations()[i]));
                    call(m, instance, args);
                }
                for (Method m : methods) if (m.isAnnotationPresent(PostConstruct.class)) call(m, instance);
            }
        }

        private void call(Method m, Object target, Object... args) {
            try {
                m.setAccessible(true);
                m.invoke(target, args);
            } catch (InvocationTargetException e) {
                throw new InjectionException(m.getDeclaringClass().getSimpleName() + "." + m.getName() + " failed", e.getCause());
            } catch (IllegalAccessException e) {
                throw new InjectionException(e.getMessage(), e);
            }
        }

        private static Named find(java.lang.annotation.Annotation[] anns) {
            for (java.lang.annotation.Annotation a : anns) if (a instanceof Named) return (Named) a;
            return null;
        }

        private static String[] simpleNames(Class<?>[] types) {
            String[] out = new String[types.length];
            for (int i = 0; i < types.length; i++) out[i] = types[i].getSimpleName();
            return out;
        }
    }

    // ---- the application ----
    interface Clock { long now(); }
    interface Repository { String load(int id); }
    interface Mailer { String send(String to, String body); }

    @Singleton static class FixedClock implements Clock {
        public FixedClock() {}
        public long now() { return 1_700_000_000L; }
        @Override public String toString() { return "FixedClock"; }
    }

    static class MemoryRepository implements Repository {
        private final Clock clock;
        public MemoryRepository() { this(null); }
        public MemoryRepository(Clock clock) { this.clock = clock; }
        public String load(int id) { return "user" + id + "@" + (clock == null ? "?" : clock.now()); }
        @Override public String toString() { return "MemoryRepository(clock=" + clock + ")"; }
    }

    @Singleton static class SmtpMailer implements Mailer {
        @Inject @Named("smtp.host") private String host;
        @Inject @Named("smtp.port") private Integer port;
        private boolean ready;
        @PostConstruct private void start() { ready = true; System.out.println("  SmtpMailer started on " + host + ":" + port); }
        public String send(String to, String body) { return (ready ? "sent" : "queued") + " to " + to + " via " + host + ": " + body; }
        @Override public String toString() { return "SmtpMailer(" + host + ")"; }
    }

    static abstract class BaseService {
        @Inject protected Clock clock;
        protected String audit(String what) { return "[" + clock.now() + "] " + what; }
    }

    static class UserService extends BaseService {
        final Repository repo;
        Mailer mailer;
        UserService() { throw new AssertionError("the @Inject constructor must be used"); }
        @Inject UserService(Repository repo) { this.repo = repo; }
        @Inject void setMailer(Mailer mailer) { this.mailer = mailer; System.out.println("  setMailer(" + mailer + ")"); }
        String welcome(int id) { return audit(mailer.send(repo.load(id), "welcome!")); }
    }

    static class Chicken { @Inject Egg egg; @Inject Chicken(Farm farm) {} }
    static class Egg { @Inject Egg(Chicken chicken) {} }
    static class Farm { public Farm() {} }

    static class Fragile {
        @Inject Fragile(Clock clock) { throw new IllegalStateException("clock " + clock + " not supported"); }
    }

    static class Greedy { @Inject Greedy() {} @Inject Greedy(Clock c) {} }

    static class Frozen { @Inject final Clock clock = null; public Frozen() {} }

    static class Hidden { private Hidden() {} Hidden(Clock clock, Repository repo) {} }

    public static void main(String[] args) {
        Injector injector = new Injector()
                .bind(Clock.class, FixedClock.class)
                .bind(Repository.class, MemoryRepository.class)
                .bind(Mailer.class, SmtpMailer.class)
                .bindConstant("smtp.host", "mail.example.org")
                .bindConstant("smtp.port", 2525);

        System.out.println("resolving UserService");
        UserService users = injector.get(UserService.class);
        System.out.println(users.welcome(7));
        System.out.println("resolving UserService again");
        UserService again = injector.get(UserService.class);
        System.out.println("same service: " + (users == again) + ", same mailer: " + (users.mailer == again.mailer)
                + ", same clock: " + (users.clock == again.clock) + ", same repo: " + (users.repo == again.repo));
        System.out.println("repository: " + injector.get(Repository.class));

        Class<?>[] failing = { Chicken.class, Fragile.class, Greedy.class, Frozen.class, Hidden.class, BaseService.class, Runnable.class };
        for (Class<?> c : failing) {
            System.out.println("resolving " + c.getSimpleName());
            try {
                System.out.println("  got " + injector.get(c));
            } catch (InjectionException e) {
                System.out.println("  InjectionException: " + e.getMessage() + (e.getCause() == null ? "" : " / cause: " + e.getCause()));
            }
        }

        Injector noConstants = new Injector().bind(Mailer.class, SmtpMailer.class);
        try {
            noConstants.get(Mailer.class);
        } catch (InjectionException e) {
            System.out.println("Mailer without constants: " + e.getMessage());
        }
    }
}

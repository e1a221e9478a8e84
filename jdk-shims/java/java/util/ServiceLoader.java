package java.util;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.net.URL;
import java.net.URLConnection;
import java.nio.charset.StandardCharsets;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * Service providers of the class path, named in META-INF/services/<service>
 * files, found lazily in class path order. Terrarium has no named modules,
 * so the module-only parts are absent: no provides clauses, no layers, and
 * no static provider() factory methods (those apply only to providers in
 * named modules; on the class path a provider needs a public no-arg constructor).
 */
public final class ServiceLoader<S> implements Iterable<S> {
    private static final String PREFIX = "META-INF/services/";

    private final Class<S> service;
    private final ClassLoader loader;

    // iterator(): its lookup and the providers it has instantiated so far.
    private Iterator<Provider<S>> lookupIterator1;
    private final List<S> instantiatedProviders = new ArrayList<>();
    // stream(): its own lookup and the providers it has located so far.
    private Iterator<Provider<S>> lookupIterator2;
    private final List<Provider<S>> loadedProviders = new ArrayList<>();
    private boolean loadedAllProviders;
    // Iterators and streams made before a reload() fail fast afterwards.
    private int reloadCount;

    /** A located provider: its class, and a way to instantiate it. */
    public interface Provider<S> extends Supplier<S> {
        Class<? extends S> type();

        @Override
        S get();
    }

    private ServiceLoader(Class<S> svc, ClassLoader cl) {
        Objects.requireNonNull(svc);
        this.service = svc;
        this.loader = cl == null ? ClassLoader.getSystemClassLoader() : cl;
    }

    public static <S> ServiceLoader<S> load(Class<S> service, ClassLoader loader) {
        return new ServiceLoader<>(service, loader);
    }

    public static <S> ServiceLoader<S> load(Class<S> service) {
        return new ServiceLoader<>(service, Thread.currentThread().getContextClassLoader());
    }

    public static <S> ServiceLoader<S> loadInstalled(Class<S> service) {
        return new ServiceLoader<>(service, ClassLoader.getPlatformClassLoader());
    }

    private static ServiceConfigurationError error(Class<?> service, String msg, Throwable cause) {
        return new ServiceConfigurationError(service.getName() + ": " + msg, cause);
    }

    private static ServiceConfigurationError error(Class<?> service, String msg) {
        return new ServiceConfigurationError(service.getName() + ": " + msg);
    }

    private static ServiceConfigurationError error(Class<?> service, URL u, int line, String msg) {
        return error(service, u + ":" + line + ": " + msg);
    }

    /** Instantiates a provider with its public no-arg constructor. */
    private static final class ProviderImpl<S> implements Provider<S> {
        final Class<S> service;
        final Class<? extends S> type;
        final Constructor<? extends S> ctor;

        ProviderImpl(Class<S> service, Class<? extends S> type, Constructor<? extends S> ctor) {
            this.service = service;
            this.type = type;
            this.ctor = ctor;
        }

        @Override
        public Class<? extends S> type() {
            return type;
        }

        @Override
        public S get() {
            try {
                return ctor.newInstance();
            } catch (Throwable x) {
                Throwable cause = x instanceof InvocationTargetException ? x.getCause() : x;
                throw error(service, "Provider " + ctor.getDeclaringClass().getName() + " could not be instantiated",
                        cause);
            }
        }

        @Override
        public int hashCode() {
            return Objects.hash(service, type, null);
        }

        @Override
        public boolean equals(Object ob) {
            return ob instanceof ProviderImpl<?> that && this.service == that.service && this.type == that.type;
        }
    }

    /**
     * Providers named in the configuration files the loader finds, in
     * order, each name once; an error is reported in its turn and the
     * lookup goes on after it.
     */
    private final class ClassPathLookup implements Iterator<Provider<S>> {
        private final Set<String> providerNames = new HashSet<>();
        private Enumeration<URL> configs;
        private Iterator<String> pending;
        private Provider<S> nextProvider;
        private ServiceConfigurationError nextError;

        /** Reads line {@code lc}; the next line number, or -1 at the end of the file. */
        private int parseLine(URL u, BufferedReader r, int lc, Set<String> names) throws IOException {
            String ln = r.readLine();
            if (ln == null) {
                return -1;
            }
            int hash = ln.indexOf('#');
            if (hash >= 0) {
                ln = ln.substring(0, hash);
            }
            ln = ln.trim();
            int n = ln.length();
            if (n != 0) {
                if (ln.indexOf(' ') >= 0 || ln.indexOf('\t') >= 0) {
                    throw error(service, u, lc, "Illegal configuration-file syntax");
                }
                int cp = ln.codePointAt(0);
                if (!Character.isJavaIdentifierStart(cp)) {
                    throw error(service, u, lc, "Illegal provider-class name: " + ln);
                }
                for (int i = Character.charCount(cp); i < n; i += Character.charCount(cp)) {
                    cp = ln.codePointAt(i);
                    if (!Character.isJavaIdentifierPart(cp) && cp != '.') {
                        throw error(service, u, lc, "Illegal provider-class name: " + ln);
                    }
                }
                if (providerNames.add(ln)) {
                    names.add(ln);
                }
            }
            return lc + 1;
        }

        private Iterator<String> parse(URL u) {
            Set<String> names = new LinkedHashSet<>();
            try {
                URLConnection uc = u.openConnection();
                uc.setUseCaches(false);
                try (InputStream in = uc.getInputStream();
                        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                    int lc = 1;
                    while ((lc = parseLine(u, r, lc, names)) >= 0) {
                    }
                }
            } catch (IOException x) {
                throw error(service, "Error accessing configuration file", x);
            }
            return names.iterator();
        }

        private Class<?> nextProviderClass() {
            if (configs == null) {
                try {
                    // The platform loader has no class path (nor has the boot loader here).
                    configs = loader == ClassLoader.getPlatformClassLoader()
                            ? Collections.emptyEnumeration()
                            : loader.getResources(PREFIX + service.getName());
                } catch (IOException x) {
                    throw error(service, "Error locating configuration files", x);
                }
            }
            while (pending == null || !pending.hasNext()) {
                if (!configs.hasMoreElements()) {
                    return null;
                }
                pending = parse(configs.nextElement());
            }
            String cn = pending.next();
            try {
                return Class.forName(cn, false, loader);
            } catch (ClassNotFoundException x) {
                throw error(service, "Provider " + cn + " not found");
            }
        }

        @SuppressWarnings("unchecked")
        @Override
        public boolean hasNext() {
            while (nextProvider == null && nextError == null) {
                try {
                    Class<?> clazz = nextProviderClass();
                    if (clazz == null) {
                        return false;
                    }
                    if (clazz.getClassLoader() == null) {
                        // The class library is the named module java.base: skipped, as named modules are.
                        continue;
                    }
                    if (!service.isAssignableFrom(clazz)) {
                        throw error(service, clazz.getName() + " not a subtype");
                    }
                    Constructor<? extends S> ctor;
                    try {
                        ctor = (Constructor<? extends S>) clazz.getConstructor();
                    } catch (Throwable x) {
                        throw error(service, clazz.getName() + " Unable to get public no-arg constructor", x);
                    }
                    nextProvider = new ProviderImpl<>(service, (Class<? extends S>) clazz, ctor);
                } catch (ServiceConfigurationError e) {
                    nextError = e;
                }
            }
            return true;
        }

        @Override
        public Provider<S> next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            Provider<S> p = nextProvider;
            if (p != null) {
                nextProvider = null;
                return p;
            }
            ServiceConfigurationError e = nextError;
            nextError = null;
            throw e;
        }
    }

    /** Lazily instantiates providers; every iterator shares the ones already instantiated. */
    @Override
    public Iterator<S> iterator() {
        if (lookupIterator1 == null) {
            lookupIterator1 = new ClassPathLookup();
        }
        return new Iterator<S>() {
            final int expectedReloadCount = reloadCount;
            int index;

            private void checkReloadCount() {
                if (reloadCount != expectedReloadCount) {
                    throw new ConcurrentModificationException();
                }
            }

            @Override
            public boolean hasNext() {
                checkReloadCount();
                return index < instantiatedProviders.size() || lookupIterator1.hasNext();
            }

            @Override
            public S next() {
                checkReloadCount();
                S next;
                if (index < instantiatedProviders.size()) {
                    next = instantiatedProviders.get(index);
                } else {
                    next = lookupIterator1.next().get();
                    instantiatedProviders.add(next);
                }
                index++;
                return next;
            }
        };
    }

    /** Providers located lazily, not instantiated; once all are located, the cached list. */
    public Stream<Provider<S>> stream() {
        if (loadedAllProviders) {
            return loadedProviders.stream();
        }
        if (lookupIterator2 == null) {
            lookupIterator2 = new ClassPathLookup();
        }
        Iterator<Provider<S>> lookup = lookupIterator2;
        Iterator<Provider<S>> source = new Iterator<Provider<S>>() {
            final int expectedReloadCount = reloadCount;
            int index;

            @Override
            public boolean hasNext() {
                if (reloadCount != expectedReloadCount) {
                    throw new ConcurrentModificationException();
                }
                if (index < loadedProviders.size() || lookup.hasNext()) {
                    return true;
                }
                loadedAllProviders = true;
                return false;
            }

            @Override
            public Provider<S> next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                if (index < loadedProviders.size()) {
                    return loadedProviders.get(index++);
                }
                Provider<S> p = lookup.next();
                loadedProviders.add(p);
                index++;
                return p;
            }
        };
        return jdk.internal.terrarium.stream.Streams.ofIterator(source);
    }

    public Optional<S> findFirst() {
        Iterator<S> it = iterator();
        return it.hasNext() ? Optional.of(it.next()) : Optional.empty();
    }

    public void reload() {
        lookupIterator1 = null;
        instantiatedProviders.clear();
        lookupIterator2 = null;
        loadedProviders.clear();
        loadedAllProviders = false;
        reloadCount++;
    }

    @Override
    public String toString() {
        return "java.util.ServiceLoader[" + service.getName() + "]";
    }
}

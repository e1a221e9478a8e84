package java.util;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.net.URLConnection;
import jdk.internal.terrarium.reflect.VmReflect;

/**
 * Locale-specific resources looked up the way JDK 17 does it for the class
 * path (the unnamed module): for each candidate locale, most specific
 * first, a class named after the bundle, else a .properties resource;
 * found bundles are chained to their less specific parents, and when only
 * the base bundle is found, the default locale is tried next. Found (and
 * missing) bundles are cached per base name, locale and class loader.
 * Not here: named modules and ResourceBundleProvider, scripts in candidate
 * locales (Terrarium's Locale has none), and cache expiry (a time to live
 * other than TTL_DONT_CACHE caches for good).
 */
public abstract class ResourceBundle {
    /** Marks, in the cache, a candidate that has no bundle. */
    private static final ResourceBundle NONEXISTENT_BUNDLE = new ResourceBundle() {
        @Override
        public Enumeration<String> getKeys() {
            return null;
        }

        @Override
        protected Object handleGetObject(String key) {
            return null;
        }

        @Override
        public String toString() {
            return "NONEXISTENT_BUNDLE";
        }
    };

    /** Guarded by itself. */
    private static final Map<CacheKey, ResourceBundle> cache = new HashMap<>();

    protected ResourceBundle parent = null;
    private Locale locale = null;
    private String name;
    private volatile Set<String> keySet;

    public ResourceBundle() {
    }

    public String getBaseBundleName() {
        return name;
    }

    public final String getString(String key) {
        return (String) getObject(key);
    }

    public final String[] getStringArray(String key) {
        return (String[]) getObject(key);
    }

    public final Object getObject(String key) {
        Object obj = handleGetObject(key);
        if (obj == null) {
            if (parent != null) {
                obj = parent.getObject(key);
            }
            if (obj == null) {
                String cn = getClass().getName();
                throw new MissingResourceException("Can't find resource for bundle " + cn + ", key " + key, cn, key);
            }
        }
        return obj;
    }

    public Locale getLocale() {
        return locale;
    }

    protected void setParent(ResourceBundle parent) {
        this.parent = parent;
    }

    protected abstract Object handleGetObject(String key);

    public abstract Enumeration<String> getKeys();

    public boolean containsKey(String key) {
        if (key == null) {
            throw new NullPointerException();
        }
        for (ResourceBundle rb = this; rb != null; rb = rb.parent) {
            if (rb.handleKeySet().contains(key)) {
                return true;
            }
        }
        return false;
    }

    public Set<String> keySet() {
        Set<String> keys = new HashSet<>();
        for (ResourceBundle rb = this; rb != null; rb = rb.parent) {
            keys.addAll(rb.handleKeySet());
        }
        return keys;
    }

    /** This bundle's own keys (not its parents'), computed once from getKeys. */
    protected Set<String> handleKeySet() {
        Set<String> ks = keySet;
        if (ks == null) {
            synchronized (this) {
                ks = keySet;
                if (ks == null) {
                    ks = new HashSet<>();
                    Enumeration<String> keys = getKeys();
                    while (keys.hasMoreElements()) {
                        String key = keys.nextElement();
                        if (handleGetObject(key) != null) {
                            ks.add(key);
                        }
                    }
                    keySet = ks;
                }
            }
        }
        return ks;
    }

    // ------------------------------------------------------------ getBundle

    /** The loader of the class calling getBundle: the platform loader stands for the boot loader's. */
    private static ClassLoader callerLoader(Class<?> caller) {
        ClassLoader cl = caller != null ? caller.getClassLoader() : null;
        return cl != null ? cl : ClassLoader.getPlatformClassLoader();
    }

    public static final ResourceBundle getBundle(String baseName) {
        return getBundleImpl(baseName, Locale.getDefault(), callerLoader(VmReflect.callerClass(1)), Control.INSTANCE);
    }

    public static final ResourceBundle getBundle(String baseName, Locale locale) {
        return getBundleImpl(baseName, locale, callerLoader(VmReflect.callerClass(1)), Control.INSTANCE);
    }

    public static ResourceBundle getBundle(String baseName, Locale locale, ClassLoader loader) {
        if (loader == null) {
            throw new NullPointerException();
        }
        return getBundleImpl(baseName, locale, loader, Control.INSTANCE);
    }

    public static final ResourceBundle getBundle(String baseName, Control control) {
        return getBundleImpl(baseName, Locale.getDefault(), callerLoader(VmReflect.callerClass(1)), control);
    }

    public static final ResourceBundle getBundle(String baseName, Locale targetLocale, Control control) {
        return getBundleImpl(baseName, targetLocale, callerLoader(VmReflect.callerClass(1)), control);
    }

    public static ResourceBundle getBundle(String baseName, Locale targetLocale, ClassLoader loader,
            Control control) {
        if (loader == null || control == null) {
            throw new NullPointerException();
        }
        return getBundleImpl(baseName, targetLocale, loader, control);
    }

    private static ResourceBundle getBundleImpl(String baseName, Locale locale, ClassLoader loader,
            Control control) {
        if (locale == null || control == null) {
            throw new NullPointerException();
        }
        CacheKey cacheKey = new CacheKey(baseName, locale, loader);
        ResourceBundle bundle = cached(cacheKey);
        if (isValidBundle(bundle)) {
            return bundle;
        }
        boolean knownControl = control == Control.INSTANCE || control instanceof SingleFormatControl;
        List<String> formats = control.getFormats(baseName);
        if (!knownControl && !checkList(formats)) {
            throw new IllegalArgumentException("Invalid Control: getFormats");
        }
        ResourceBundle baseBundle = null;
        Throwable[] cause = new Throwable[1];
        for (Locale target = locale; target != null; target = control.getFallbackLocale(baseName, target)) {
            List<Locale> candidates = control.getCandidateLocales(baseName, target);
            if (!knownControl && !checkList(candidates)) {
                throw new IllegalArgumentException("Invalid Control: getCandidateLocales");
            }
            bundle = findBundle(baseName, loader, candidates, formats, 0, control, baseBundle, cause);
            if (isValidBundle(bundle)) {
                // Only the base bundle found: the fallback (default) locale may have a better one.
                boolean isBase = Locale.ROOT.equals(bundle.locale);
                if (!isBase || bundle.locale.equals(locale)
                        || (candidates.size() == 1 && bundle.locale.equals(candidates.get(0)))) {
                    break;
                }
                if (baseBundle == null) {
                    baseBundle = bundle;
                }
            }
        }
        if (bundle == null) {
            if (baseBundle == null) {
                Throwable c = cause[0] instanceof MissingResourceException ? null : cause[0];
                throw new MissingResourceException("Can't find bundle for base name " + baseName + ", locale " + locale,
                        baseName + "_" + locale, "", c);
            }
            bundle = baseBundle;
        }
        return bundle;
    }

    private static boolean checkList(List<?> a) {
        if (a == null || a.isEmpty()) {
            return false;
        }
        for (Object o : a) {
            if (o == null) {
                return false;
            }
        }
        return true;
    }

    private static boolean isValidBundle(ResourceBundle bundle) {
        return bundle != null && bundle != NONEXISTENT_BUNDLE;
    }

    /**
     * The bundle for candidates[index] chained to the ones after it (its
     * parents), or, when it has none, its parent chain.
     */
    private static ResourceBundle findBundle(String baseName, ClassLoader loader, List<Locale> candidates,
            List<String> formats, int index, Control control, ResourceBundle baseBundle, Throwable[] cause) {
        Locale target = candidates.get(index);
        ResourceBundle parent = null;
        if (index != candidates.size() - 1) {
            parent = findBundle(baseName, loader, candidates, formats, index + 1, control, baseBundle, cause);
        } else if (baseBundle != null && Locale.ROOT.equals(target)) {
            return baseBundle;
        }
        CacheKey key = new CacheKey(baseName, target, loader);
        ResourceBundle bundle = cached(key);
        if (isValidBundle(bundle)) {
            if (bundle.parent == parent) {
                return bundle;
            }
            // Cached with another parent chain: load it afresh for this one.
            synchronized (cache) {
                if (cache.get(key) == bundle) {
                    cache.remove(key);
                }
            }
        }
        if (bundle != NONEXISTENT_BUNDLE) {
            bundle = loadBundle(baseName, target, loader, formats, control, cause);
            if (bundle != null) {
                if (bundle.parent == null) {
                    bundle.setParent(parent);
                }
                bundle.locale = target;
                return putInCache(key, bundle, control);
            }
            putInCache(key, NONEXISTENT_BUNDLE, control);
        }
        return parent;
    }

    private static ResourceBundle loadBundle(String baseName, Locale target, ClassLoader loader,
            List<String> formats, Control control, Throwable[] cause) {
        for (String format : formats) {
            ResourceBundle bundle = null;
            try {
                bundle = control.newBundle(baseName, target, format, loader, false);
            } catch (LinkageError | Exception e) {
                // Kept as the cause of the MissingResourceException, should nothing be found.
                if (cause[0] == null || cause[0] instanceof ClassNotFoundException) {
                    cause[0] = e;
                }
            }
            if (bundle != null) {
                bundle.name = baseName;
                bundle.locale = target;
                return bundle;
            }
        }
        return null;
    }

    private static ResourceBundle cached(CacheKey key) {
        synchronized (cache) {
            return cache.get(key);
        }
    }

    /** Caches {@code bundle} unless a bundle is cached for the key already: then that one is kept and returned. */
    private static ResourceBundle putInCache(CacheKey key, ResourceBundle bundle, Control control) {
        long ttl = control.getTimeToLive(key.name, key.locale);
        if (ttl < Control.TTL_NO_EXPIRATION_CONTROL) {
            throw new IllegalArgumentException("Invalid Control: TTL=" + ttl);
        }
        if (ttl == Control.TTL_DONT_CACHE) {
            return bundle;
        }
        synchronized (cache) {
            ResourceBundle old = cache.putIfAbsent(key, bundle);
            return old != null ? old : bundle;
        }
    }

    /** Forgets the bundles of the caller's class loader. */
    public static final void clearCache() {
        clearCache(callerLoader(VmReflect.callerClass(1)));
    }

    public static final void clearCache(ClassLoader loader) {
        Objects.requireNonNull(loader);
        synchronized (cache) {
            cache.keySet().removeIf(k -> k.loader == loader);
        }
    }

    private static final class CacheKey {
        final String name;
        final Locale locale;
        final ClassLoader loader;

        CacheKey(String name, Locale locale, ClassLoader loader) {
            this.name = Objects.requireNonNull(name);
            this.locale = locale;
            this.loader = loader;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof CacheKey k && name.equals(k.name) && locale.equals(k.locale) && loader == k.loader;
        }

        @Override
        public int hashCode() {
            return (name.hashCode() << 3) ^ locale.hashCode() ^ System.identityHashCode(loader);
        }
    }

    /** The keys of a bundle's own set, then its parent's keys not already given. */
    static final class Keys implements Enumeration<String> {
        private final Set<String> set;
        private final Iterator<String> iterator;
        private final Enumeration<String> parentKeys;
        private String next;

        Keys(Set<String> set, Enumeration<String> parentKeys) {
            this.set = set;
            this.iterator = set.iterator();
            this.parentKeys = parentKeys;
        }

        @Override
        public boolean hasMoreElements() {
            if (next == null) {
                if (iterator.hasNext()) {
                    next = iterator.next();
                } else if (parentKeys != null) {
                    while (next == null && parentKeys.hasMoreElements()) {
                        next = parentKeys.nextElement();
                        if (set.contains(next)) {
                            next = null;
                        }
                    }
                }
            }
            return next != null;
        }

        @Override
        public String nextElement() {
            if (!hasMoreElements()) {
                throw new NoSuchElementException();
            }
            String result = next;
            next = null;
            return result;
        }
    }

    // ------------------------------------------------------------ Control

    /** The lookup's policy: formats, candidate and fallback locales, loading, caching. */
    public static class Control {
        public static final List<String> FORMAT_DEFAULT = List.of("java.class", "java.properties");
        public static final List<String> FORMAT_CLASS = List.of("java.class");
        public static final List<String> FORMAT_PROPERTIES = List.of("java.properties");
        public static final long TTL_DONT_CACHE = -1;
        public static final long TTL_NO_EXPIRATION_CONTROL = -2;

        private static final Control INSTANCE = new Control();

        protected Control() {
        }

        public static final Control getControl(List<String> formats) {
            if (formats.equals(FORMAT_PROPERTIES)) {
                return SingleFormatControl.PROPERTIES_ONLY;
            }
            if (formats.equals(FORMAT_CLASS)) {
                return SingleFormatControl.CLASS_ONLY;
            }
            if (formats.equals(FORMAT_DEFAULT)) {
                return INSTANCE;
            }
            throw new IllegalArgumentException();
        }

        public static final Control getNoFallbackControl(List<String> formats) {
            if (formats.equals(FORMAT_DEFAULT)) {
                return NoFallbackControl.NO_FALLBACK;
            }
            if (formats.equals(FORMAT_PROPERTIES)) {
                return NoFallbackControl.PROPERTIES_ONLY_NO_FALLBACK;
            }
            if (formats.equals(FORMAT_CLASS)) {
                return NoFallbackControl.CLASS_ONLY_NO_FALLBACK;
            }
            throw new IllegalArgumentException();
        }

        public List<String> getFormats(String baseName) {
            if (baseName == null) {
                throw new NullPointerException();
            }
            return FORMAT_DEFAULT;
        }

        /** Most specific first: language_country_variant (each variant prefix), language_country, language, root. */
        public List<Locale> getCandidateLocales(String baseName, Locale locale) {
            if (baseName == null) {
                throw new NullPointerException();
            }
            String language = locale.getLanguage();
            String region = locale.getCountry();
            String variant = locale.getVariant();
            // Norwegian: Bokmål (nb) and Nynorsk (nn) also search the older "no" bundles.
            boolean bokmal = false;
            boolean nynorsk = false;
            if (language.equals("no")) {
                if (region.equals("NO") && variant.equals("NY")) {
                    variant = "";
                    nynorsk = true;
                } else {
                    bokmal = true;
                }
            }
            if (language.equals("nb") || bokmal) {
                List<Locale> out = new ArrayList<>();
                for (Locale nb : defaultList("nb", region, variant)) {
                    boolean root = nb.getLanguage().isEmpty();
                    Locale no = new Locale(root ? "" : "no", nb.getCountry(), nb.getVariant());
                    out.add(bokmal ? no : nb);
                    if (root) {
                        break;
                    }
                    out.add(bokmal ? nb : no);
                }
                return out;
            }
            if (language.equals("nn") || nynorsk) {
                List<Locale> out = defaultList("nn", region, variant);
                int at = out.size() - 1;
                out.add(at++, new Locale("no", "NO", "NY"));
                out.add(at++, new Locale("no", "NO", ""));
                out.add(at, new Locale("no", "", ""));
                return out;
            }
            return defaultList(language, region, variant);
        }

        private static List<Locale> defaultList(String language, String region, String variant) {
            List<Locale> list = new ArrayList<>();
            if (!variant.isEmpty()) {
                // "a_b_c" gives a_b_c, a_b, a.
                int idx = variant.length();
                while (idx != -1) {
                    list.add(new Locale(language, region, variant.substring(0, idx)));
                    idx = variant.lastIndexOf('_', --idx);
                }
            }
            if (!region.isEmpty()) {
                list.add(new Locale(language, region, ""));
            }
            if (!language.isEmpty()) {
                list.add(new Locale(language, "", ""));
            }
            list.add(Locale.ROOT);
            return list;
        }

        public Locale getFallbackLocale(String baseName, Locale locale) {
            if (baseName == null) {
                throw new NullPointerException();
            }
            Locale defaultLocale = Locale.getDefault();
            return locale.equals(defaultLocale) ? null : defaultLocale;
        }

        public ResourceBundle newBundle(String baseName, Locale locale, String format, ClassLoader loader,
                boolean reload) throws IllegalAccessException, InstantiationException, IOException {
            String bundleName = toBundleName(baseName, locale);
            ResourceBundle bundle = newBundle0(bundleName, format, loader, reload);
            if (bundle == null) {
                String other = otherBundleName(baseName, bundleName, locale);
                if (!bundleName.equals(other)) {
                    bundle = newBundle0(other, format, loader, reload);
                }
            }
            return bundle;
        }

        /** The bundle name with the other ISO code of he/iw, id/in or yi/ji. */
        private static String otherBundleName(String baseName, String bundleName, Locale locale) {
            String simpleName = baseName.substring(baseName.lastIndexOf('.') + 1);
            int at = bundleName.lastIndexOf(simpleName) + simpleName.length();
            String suffix = bundleName.substring(at);
            String other;
            switch (locale.getLanguage()) {
                case "he": other = "iw"; break;
                case "iw": other = "he"; break;
                case "id": other = "in"; break;
                case "in": other = "id"; break;
                case "yi": other = "ji"; break;
                case "ji": other = "yi"; break;
                default: return bundleName;
            }
            String lang = "_" + locale.getLanguage();
            if (suffix.startsWith(lang) && (suffix.length() == 3 || suffix.charAt(3) == '_')) {
                return bundleName.substring(0, at) + "_" + other + suffix.substring(3);
            }
            return bundleName;
        }

        private ResourceBundle newBundle0(String bundleName, String format, ClassLoader loader, boolean reload)
                throws IllegalAccessException, InstantiationException, IOException {
            if (format.equals("java.class")) {
                Class<?> c;
                try {
                    c = loader.loadClass(bundleName);
                } catch (ClassNotFoundException e) {
                    return null;
                }
                if (!ResourceBundle.class.isAssignableFrom(c)) {
                    throw new ClassCastException(c.getName() + " cannot be cast to ResourceBundle");
                }
                Constructor<?> ctor;
                try {
                    ctor = c.getDeclaredConstructor();
                } catch (NoSuchMethodException e) {
                    throw new InstantiationException("public no-arg constructor does not exist in " + c.getName());
                }
                if (!Modifier.isPublic(ctor.getModifiers())) {
                    throw new IllegalAccessException(
                            "no-arg constructor in " + c.getName() + " is not publicly accessible.");
                }
                ctor.setAccessible(true);
                try {
                    return (ResourceBundle) ctor.newInstance();
                } catch (InvocationTargetException e) {
                    throw jdk.internal.terrarium.reflect.ReflectAccess.sneaky(e.getCause());
                }
            }
            if (format.equals("java.properties")) {
                if (bundleName.contains("://")) {
                    return null;
                }
                URL url = loader.getResource(toResourceName(bundleName, "properties"));
                if (url == null) {
                    return null;
                }
                URLConnection connection = url.openConnection();
                if (reload) {
                    connection.setUseCaches(false);
                }
                try (InputStream stream = connection.getInputStream()) {
                    return new PropertyResourceBundle(stream);
                }
            }
            throw new IllegalArgumentException("unknown format: " + format);
        }

        public long getTimeToLive(String baseName, Locale locale) {
            if (baseName == null || locale == null) {
                throw new NullPointerException();
            }
            return TTL_NO_EXPIRATION_CONTROL;
        }

        /** Class path resources never change during a run. */
        public boolean needsReload(String baseName, Locale locale, String format, ClassLoader loader,
                ResourceBundle bundle, long loadTime) {
            if (bundle == null) {
                throw new NullPointerException();
            }
            return false;
        }

        public String toBundleName(String baseName, Locale locale) {
            if (locale == Locale.ROOT) {
                return baseName;
            }
            String language = locale.getLanguage();
            String country = locale.getCountry();
            String variant = locale.getVariant();
            if (language.isEmpty() && country.isEmpty() && variant.isEmpty()) {
                return baseName;
            }
            StringBuilder sb = new StringBuilder(baseName).append('_');
            if (!variant.isEmpty()) {
                sb.append(language).append('_').append(country).append('_').append(variant);
            } else if (!country.isEmpty()) {
                sb.append(language).append('_').append(country);
            } else {
                sb.append(language);
            }
            return sb.toString();
        }

        public final String toResourceName(String bundleName, String suffix) {
            return bundleName.replace('.', '/') + "." + suffix;
        }
    }

    private static class SingleFormatControl extends Control {
        private static final Control PROPERTIES_ONLY = new SingleFormatControl(FORMAT_PROPERTIES);
        private static final Control CLASS_ONLY = new SingleFormatControl(FORMAT_CLASS);

        private final List<String> formats;

        protected SingleFormatControl(List<String> formats) {
            this.formats = formats;
        }

        @Override
        public List<String> getFormats(String baseName) {
            if (baseName == null) {
                throw new NullPointerException();
            }
            return formats;
        }
    }

    private static final class NoFallbackControl extends SingleFormatControl {
        private static final Control NO_FALLBACK = new NoFallbackControl(FORMAT_DEFAULT);
        private static final Control PROPERTIES_ONLY_NO_FALLBACK = new NoFallbackControl(FORMAT_PROPERTIES);
        private static final Control CLASS_ONLY_NO_FALLBACK = new NoFallbackControl(FORMAT_CLASS);

        private NoFallbackControl(List<String> formats) {
            super(formats);
        }

        @Override
        public Locale getFallbackLocale(String baseName, Locale locale) {
            if (baseName == null || locale == null) {
                throw new NullPointerException();
            }
            return null;
        }
    }
}

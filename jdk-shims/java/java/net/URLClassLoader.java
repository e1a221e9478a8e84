package java.net;

import java.io.Closeable;
import java.io.IOException;
import java.security.SecureClassLoader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.Objects;
import jdk.internal.terrarium.Resources;

/**
 * A class loader over a list of URLs. Terrarium loads every class from
 * the one class path it was given when the run started: loadClass asks
 * the parent first, as the JDK does, and then finds a class under these
 * URLs only if the class path has it there, and that class is the
 * application class loader's (the JDK would define a second class of the
 * same name); classes outside the class path are not found. Likewise
 * findResource(s) finds, in the order of the URLs, the class path files
 * that lie under them (a directory URL ending in '/', or a jar file), the
 * class path being all the files Terrarium holds.
 */
public class URLClassLoader extends SecureClassLoader implements Closeable {
    private final List<URL> urls = new ArrayList<>();
    private boolean closed;

    public URLClassLoader(URL[] urls, ClassLoader parent) {
        super(parent);
        addAll(urls);
    }

    public URLClassLoader(URL[] urls) {
        super();
        addAll(urls);
    }

    private void addAll(URL[] given) {
        for (URL u : given) {
            urls.add(Objects.requireNonNull(u));
        }
    }

    public static URLClassLoader newInstance(URL[] urls, ClassLoader parent) {
        return new FactoryURLClassLoader(urls, parent);
    }

    public static URLClassLoader newInstance(URL[] urls) {
        return new FactoryURLClassLoader(urls, ClassLoader.getSystemClassLoader());
    }

    protected void addURL(URL url) {
        synchronized (urls) {
            if (url != null && !closed && !urls.contains(url)) {
                urls.add(url);
            }
        }
    }

    public URL[] getURLs() {
        synchronized (urls) {
            return urls.toArray(new URL[0]);
        }
    }

    @Override
    public void close() throws IOException {
        synchronized (urls) {
            closed = true;
        }
    }

    /** Parent first (the class library when there is no parent), then these URLs. */
    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        ClassLoader parent = getParent();
        try {
            return parent != null ? parent.loadClass(name) : Class.forName(name, false, null);
        } catch (ClassNotFoundException e) {
            return findClass(name);
        }
    }

    /** A class whose class file lies under these URLs: the class path's class of that name. */
    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        if (findResource(name.replace('.', '/') + ".class") == null) {
            throw new ClassNotFoundException(name);
        }
        return Class.forName(name, false, ClassLoader.getSystemClassLoader());
    }

    @Override
    public URL findResource(String name) {
        List<URL> found = find(name, true);
        return found.isEmpty() ? null : found.get(0);
    }

    @Override
    public Enumeration<URL> findResources(String name) throws IOException {
        return Collections.enumeration(find(name, false));
    }

    /** The class path's URLs for {@code name} that lie under one of this loader's URLs, in URL order. */
    private List<URL> find(String name, boolean first) {
        List<URL> out = new ArrayList<>();
        URL[] roots = getURLs();
        synchronized (urls) {
            if (closed) {
                return out;
            }
        }
        String[] candidates = Resources.urls(name);
        for (URL root : roots) {
            String prefix = prefix(root);
            if (prefix == null) {
                continue;
            }
            for (String c : candidates) {
                if (c.equals(prefix + name)) {
                    try {
                        out.add(new URL(c));
                    } catch (MalformedURLException e) {
                        continue;
                    }
                    if (first) {
                        return out;
                    }
                }
            }
        }
        return out;
    }

    /** What a file's URL starts with under {@code root}: a directory's URL, or a jar's jar: URL. */
    private static String prefix(URL root) {
        String s = root.toString();
        if (s.startsWith("jar:")) {
            return s.endsWith("!/") ? s : null;
        }
        if (s.endsWith("/")) {
            return s;
        }
        return s.startsWith("file:") ? "jar:" + s + "!/" : null;
    }
}

/** What newInstance makes (the JDK's adds a package access check, which Terrarium has no need for). */
final class FactoryURLClassLoader extends URLClassLoader {
    FactoryURLClassLoader(URL[] urls, ClassLoader parent) {
        super(urls, parent);
    }
}

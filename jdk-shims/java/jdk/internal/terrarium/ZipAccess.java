package jdk.internal.terrarium;

import java.util.jar.JarFile;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * What java.util.zip and java.util.jar need of each other beyond the public
 * API: ZipFile makes a JarFile's entries through {@link #jar}, JarFile reads
 * the central directory's META-INF facts through {@link #zip}. Each side sets
 * its half in its static initialiser.
 */
public final class ZipAccess {
    private ZipAccess() {
    }

    public interface Jar {
        /** The entry a JarFile gives for this name (one that knows its manifest attributes). */
        ZipEntry entryFor(JarFile jar, String name);
    }

    public interface Zip {
        /** The name of the last META-INF/MANIFEST.MF (any case) that is not a directory, or null. */
        String manifestName(ZipFile zip);

        /** The versions N of META-INF/versions/N/... entries, ascending. */
        int[] metaVersions(ZipFile zip);

        /** The entry names in central directory order. */
        Stream<String> entryNames(ZipFile zip);
    }

    public static Jar jar;
    public static Zip zip;
}

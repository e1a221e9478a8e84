package java.util.jar;

import java.io.ByteArrayInputStream;
import java.io.EOFException;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import jdk.internal.terrarium.ZipAccess;
import jdk.internal.terrarium.stream.Streams;

/**
 * A jar file: a zip file with a manifest, and for a multi-release jar the
 * entries of META-INF/versions/N/ in place of the base ones. Signatures are
 * not verified (the verify flag is accepted and ignored).
 */
public class JarFile extends ZipFile {
    private static final Runtime.Version BASE_VERSION;
    private static final int BASE_VERSION_FEATURE;
    private static final Runtime.Version RUNTIME_VERSION;
    private static final boolean MULTI_RELEASE_ENABLED;
    private static final boolean MULTI_RELEASE_FORCED;

    private static final String META_INF = "META-INF/";
    private static final String META_INF_VERSIONS = META_INF + "versions/";

    public static final String MANIFEST_NAME = META_INF + "MANIFEST.MF";

    static {
        ZipAccess.jar = new ZipAccess.Jar() {
            @Override
            public ZipEntry entryFor(JarFile jar, String name) {
                return jar.new JarFileEntry(name);
            }
        };
        BASE_VERSION = Runtime.Version.parse(Integer.toString(8));
        BASE_VERSION_FEATURE = BASE_VERSION.feature();
        String jarVersion = System.getProperty("jdk.util.jar.version");
        int runtimeVersion = Runtime.version().feature();
        if (jarVersion != null) {
            int jarVer = Integer.parseInt(jarVersion);
            runtimeVersion = (jarVer > runtimeVersion) ? runtimeVersion : Math.max(jarVer, BASE_VERSION_FEATURE);
        }
        RUNTIME_VERSION = Runtime.Version.parse(Integer.toString(runtimeVersion));
        String enableMultiRelease = System.getProperty("jdk.util.jar.enableMultiRelease", "true");
        MULTI_RELEASE_ENABLED = !enableMultiRelease.equals("false");
        MULTI_RELEASE_FORCED = enableMultiRelease.equals("force");
    }

    private Manifest man;
    private JarEntry manEntry;
    private final Runtime.Version version;
    private final int versionFeature;
    private boolean isMultiRelease;
    private volatile boolean hasCheckedSpecialAttributes;

    public static Runtime.Version baseVersion() {
        return BASE_VERSION;
    }

    public static Runtime.Version runtimeVersion() {
        return RUNTIME_VERSION;
    }

    public JarFile(String name) throws IOException {
        this(new File(name), true, ZipFile.OPEN_READ);
    }

    public JarFile(String name, boolean verify) throws IOException {
        this(new File(name), verify, ZipFile.OPEN_READ);
    }

    public JarFile(File file) throws IOException {
        this(file, true, ZipFile.OPEN_READ);
    }

    public JarFile(File file, boolean verify) throws IOException {
        this(file, verify, ZipFile.OPEN_READ);
    }

    public JarFile(File file, boolean verify, int mode) throws IOException {
        this(file, verify, mode, BASE_VERSION);
    }

    public JarFile(File file, boolean verify, int mode, Runtime.Version version) throws IOException {
        super(file, mode);
        Objects.requireNonNull(version);
        if (MULTI_RELEASE_FORCED || version.feature() == RUNTIME_VERSION.feature()) {
            this.version = RUNTIME_VERSION;
        } else if (version.feature() <= BASE_VERSION_FEATURE) {
            this.version = BASE_VERSION;
        } else {
            this.version = Runtime.Version.parse(Integer.toString(version.feature()));
        }
        this.versionFeature = this.version.feature();
    }

    public final Runtime.Version getVersion() {
        return isMultiRelease() ? this.version : BASE_VERSION;
    }

    public final boolean isMultiRelease() {
        if (isMultiRelease) {
            return true;
        }
        if (MULTI_RELEASE_ENABLED) {
            try {
                checkForSpecialAttributes();
            } catch (IOException io) {
                isMultiRelease = false;
            }
        }
        return isMultiRelease;
    }

    public Manifest getManifest() throws IOException {
        Manifest m = man;
        if (m == null) {
            JarEntry me = getManEntry();
            if (me != null) {
                m = new Manifest(new ByteArrayInputStream(getBytes(me)));
                man = m;
            }
        }
        return m;
    }

    public JarEntry getJarEntry(String name) {
        return (JarEntry) getEntry(name);
    }

    @Override
    public ZipEntry getEntry(String name) {
        if (isMultiRelease()) {
            JarEntry je = getVersionedEntry(name, null);
            if (je == null) {
                je = (JarEntry) super.getEntry(name);
            }
            return je;
        }
        return super.getEntry(name);
    }

    @Override
    @SuppressWarnings("unchecked")
    public Enumeration<JarEntry> entries() {
        return (Enumeration<JarEntry>) super.entries();
    }

    @Override
    @SuppressWarnings("unchecked")
    public Stream<JarEntry> stream() {
        return (Stream<JarEntry>) super.stream();
    }

    /** The entries as this jar's version sees them: each base name once, from the highest version that has it. */
    public Stream<JarEntry> versionedStream() {
        if (!isMultiRelease()) {
            return stream();
        }
        Iterator<String> names = ZipAccess.zip.entryNames(this).iterator();
        LinkedHashSet<String> basenames = new LinkedHashSet<>();
        while (names.hasNext()) {
            String b = getBasename(names.next());
            if (b != null) {
                basenames.add(b);
            }
        }
        List<JarEntry> entries = new ArrayList<>();
        for (String b : basenames) {
            JarEntry je = getJarEntry(b);
            if (je != null) {
                entries.add(je);
            }
        }
        return Streams.ofIterator(entries.iterator());
    }

    @Override
    public synchronized InputStream getInputStream(ZipEntry ze) throws IOException {
        return super.getInputStream(ze);
    }

    /** The name an entry has for this jar's version, or null if a versioned entry is above it or malformed. */
    private String getBasename(String name) {
        if (name.startsWith(META_INF_VERSIONS)) {
            int off = META_INF_VERSIONS.length();
            int index = name.indexOf('/', off);
            try {
                if (index == -1 || index == (name.length() - 1)
                        || Integer.parseInt(name, off, index, 10) > versionFeature) {
                    return null;
                }
            } catch (NumberFormatException x) {
                return null;
            }
            return name.substring(index + 1);
        }
        return name;
    }

    private JarEntry getVersionedEntry(String name, JarEntry defaultEntry) {
        if (!name.startsWith(META_INF)) {
            int[] versions = ZipAccess.zip.metaVersions(this);
            if (BASE_VERSION_FEATURE < versionFeature && versions.length > 0) {
                for (int i = versions.length - 1; i >= 0; i--) {
                    int v = versions[i];
                    if (v > versionFeature) {
                        continue;
                    }
                    if (v < BASE_VERSION_FEATURE) {
                        break;
                    }
                    JarFileEntry vje = (JarFileEntry) super.getEntry(META_INF_VERSIONS + v + "/" + name);
                    if (vje != null) {
                        return vje.withBasename(name);
                    }
                }
            }
        }
        return defaultEntry;
    }

    private JarEntry getManEntry() {
        if (manEntry == null) {
            String name = ZipAccess.zip.manifestName(this);
            if (name != null) {
                manEntry = (JarEntry) super.getEntry(name);
            }
        }
        return manEntry;
    }

    private byte[] getBytes(ZipEntry ze) throws IOException {
        try (InputStream is = super.getInputStream(ze)) {
            int len = (int) ze.getSize();
            byte[] b;
            int bytesRead;
            // sizes the header gives are trusted when small
            if (len != -1 && len <= 65535) {
                b = new byte[len];
                bytesRead = is.readNBytes(b, 0, len);
            } else {
                b = is.readAllBytes();
                bytesRead = b.length;
            }
            if (len != -1 && len != bytesRead) {
                throw new EOFException("Expected:" + len + ", read:" + bytesRead);
            }
            return b;
        }
    }

    /** Whether the manifest's main section says "Multi-Release: true" (found first as text, in any case). */
    private void checkForSpecialAttributes() throws IOException {
        if (hasCheckedSpecialAttributes) {
            return;
        }
        synchronized (this) {
            if (hasCheckedSpecialAttributes) {
                return;
            }
            JarEntry me = getManEntry();
            if (me != null) {
                byte[] b = getBytes(me);
                if (MULTI_RELEASE_ENABLED && contains(b, "MULTI-RELEASE: TRUE")) {
                    Attributes attr = new Attributes();
                    attr.read(new Manifest.LineReader(new ByteArrayInputStream(b)), null, 0);
                    isMultiRelease = Boolean.parseBoolean(attr.getValue(Attributes.Name.MULTI_RELEASE));
                }
            }
            hasCheckedSpecialAttributes = true;
        }
    }

    /** Whether {@code b} holds {@code upper}, comparing printable ASCII case-insensitively. */
    private static boolean contains(byte[] b, String upper) {
        int n = upper.length();
        outer:
        for (int i = 0; i + n <= b.length; i++) {
            for (int j = 0; j < n; j++) {
                int c = b[i + j];
                if (c < ' ' || c > 'z') {
                    continue outer;
                }
                if (c >= 'a') {
                    c -= 32;
                }
                if (c != upper.charAt(j)) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }

    /** An entry of this jar: its attributes come from the jar's manifest, its name may be a versioned entry's base name. */
    private class JarFileEntry extends JarEntry {
        private String basename;

        JarFileEntry(String name) {
            super(name);
            this.basename = name;
        }

        @Override
        public Attributes getAttributes() throws IOException {
            Manifest m = JarFile.this.getManifest();
            return m != null ? m.getAttributes(super.getName()) : null;
        }

        @Override
        public String getRealName() {
            return super.getName();
        }

        @Override
        public String getName() {
            return basename;
        }

        JarFileEntry withBasename(String name) {
            basename = name;
            return this;
        }
    }
}

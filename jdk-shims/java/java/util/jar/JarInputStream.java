package java.util.jar;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * Reads a jar front to back. The manifest is read when the stream is made,
 * if it is the first entry or the second after "META-INF/"; it is then not
 * returned as an entry. Signatures are not verified.
 */
public class JarInputStream extends ZipInputStream {
    private static final String INDEX_NAME = "META-INF/INDEX.LIST";

    private Manifest man;
    private JarEntry first;
    private boolean tryManifest;

    public JarInputStream(InputStream in) throws IOException {
        this(in, true);
    }

    public JarInputStream(InputStream in, boolean verify) throws IOException {
        super(in);
        JarEntry e = (JarEntry) super.getNextEntry();
        if (e != null && e.getName().equalsIgnoreCase("META-INF/")) {
            e = (JarEntry) super.getNextEntry();
        }
        first = checkManifest(e);
    }

    /** If {@code e} is the manifest, reads it and returns the entry after it; else returns {@code e}. */
    private JarEntry checkManifest(JarEntry e) throws IOException {
        if (e != null && JarFile.MANIFEST_NAME.equalsIgnoreCase(e.getName())) {
            man = new Manifest();
            byte[] bytes = readAllBytes();
            man.read(new ByteArrayInputStream(bytes));
            closeEntry();
            return (JarEntry) super.getNextEntry();
        }
        return e;
    }

    public Manifest getManifest() {
        return man;
    }

    @Override
    public ZipEntry getNextEntry() throws IOException {
        JarEntry e;
        if (first == null) {
            e = (JarEntry) super.getNextEntry();
            if (tryManifest) {
                e = checkManifest(e);
                tryManifest = false;
            }
        } else {
            e = first;
            // a jar index may come before the manifest
            if (first.getName().equalsIgnoreCase(INDEX_NAME)) {
                tryManifest = true;
            }
            first = null;
        }
        return e;
    }

    public JarEntry getNextJarEntry() throws IOException {
        return (JarEntry) getNextEntry();
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        // until getNextEntry hands out the entry read ahead, there is no current entry
        return first == null ? super.read(b, off, len) : -1;
    }

    @Override
    protected ZipEntry createZipEntry(String name) {
        JarEntry e = new JarEntry(name);
        if (man != null) {
            e.attr = man.getAttributes(name);
        }
        return e;
    }
}

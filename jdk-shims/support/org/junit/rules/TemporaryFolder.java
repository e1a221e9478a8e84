package org.junit.rules;

import java.io.File;
import java.io.IOException;

/**
 * A folder made before the test and deleted after it, with `newFile` and
 * `newFolder` inside. Under Terrarium it is in the test's virtual world.
 */
public class TemporaryFolder extends ExternalResource {
    private final File parentFolder;
    private final boolean assureDeletion;
    private File folder;

    public TemporaryFolder() {
        this((File) null);
    }

    public TemporaryFolder(File parentFolder) {
        this.parentFolder = parentFolder;
        this.assureDeletion = false;
    }

    protected TemporaryFolder(Builder builder) {
        this.parentFolder = builder.parentFolder;
        this.assureDeletion = builder.assureDeletion;
    }

    public static Builder builder() {
        return new Builder();
    }

    @Override
    protected void before() throws Throwable {
        create();
    }

    @Override
    protected void after() {
        delete();
    }

    public void create() throws IOException {
        folder = createTemporaryFolderIn(parentFolder);
    }

    private static File createTemporaryFolderIn(File parent) throws IOException {
        File f = File.createTempFile("junit", "", parent);
        if (!f.delete() || !f.mkdir()) {
            throw new IOException("Unable to create temporary directory in: " + f.getParentFile());
        }
        return f;
    }

    public File newFile(String fileName) throws IOException {
        File file = new File(getRoot(), fileName);
        if (!file.createNewFile()) {
            throw new IOException("a file with the name '" + fileName + "' already exists in the test folder");
        }
        return file;
    }

    public File newFile() throws IOException {
        return File.createTempFile("junit", null, getRoot());
    }

    public File newFolder(String path) throws IOException {
        return newFolder(new String[] {path});
    }

    public File newFolder(String... paths) throws IOException {
        if (paths.length == 0) {
            throw new IllegalArgumentException("must pass at least one path");
        }
        File root = getRoot();
        File file = root;
        for (String path : paths) {
            if (new File(path).isAbsolute()) {
                throw new IOException("folder path '" + path + "' is not a relative path");
            }
            file = new File(file, path);
        }
        if (!file.mkdirs()) {
            if (file.isDirectory()) {
                throw new IOException("a folder with the path '" + join(paths) + "' already exists");
            }
            throw new IOException("could not create a folder with the path '" + join(paths) + "'");
        }
        return file;
    }

    private static String join(String[] paths) {
        StringBuilder sb = new StringBuilder();
        for (String p : paths) {
            sb.append(sb.length() == 0 ? "" : File.separator).append(p);
        }
        return sb.toString();
    }

    public File newFolder() throws IOException {
        return createTemporaryFolderIn(getRoot());
    }

    public File getRoot() {
        if (folder == null) {
            throw new IllegalStateException("the temporary folder has not yet been created");
        }
        return folder;
    }

    public void delete() {
        if (folder != null && !deleteAll(folder) && assureDeletion) {
            throw new AssertionError("Unable to clean up temporary folder " + folder);
        }
    }

    private static boolean deleteAll(File f) {
        File[] children = f.listFiles();
        boolean ok = true;
        if (children != null) {
            for (File c : children) {
                ok &= deleteAll(c);
            }
        }
        return f.delete() && ok;
    }

    /** Builds a {@link TemporaryFolder}. */
    public static class Builder {
        private File parentFolder;
        private boolean assureDeletion;

        protected Builder() {
        }

        public Builder parentFolder(File parentFolder) {
            this.parentFolder = parentFolder;
            return this;
        }

        public Builder assureDeletion() {
            this.assureDeletion = true;
            return this;
        }

        public TemporaryFolder build() {
            return new TemporaryFolder(this);
        }
    }
}

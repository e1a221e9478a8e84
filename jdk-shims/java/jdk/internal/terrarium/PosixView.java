package jdk.internal.terrarium;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.GroupPrincipal;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.UserPrincipal;
import java.util.EnumSet;
import java.util.Set;

/**
 * The "posix" view of the world's files. The world keeps, per file, only its
 * owner's read, write and execute flags (FileSystem.stat), one user `user`
 * and its group `user`. The group and others bits are derived as a umask-022
 * system shows them: they read where the owner reads and execute where the
 * owner executes, and never write. So a new file is rw-r--r--, a new
 * directory rwxr-xr-x, and File.canRead/canWrite/canExecute (the owner's
 * flags) always agree with the owner bits. Setting permissions sets the
 * owner's flags; group and others bits asked for are not kept (rw------- reads
 * back rw-r--r--; chmod 755 and 644 read back as set). Keeping them needs the
 * world to store a mode: a native `FileSystem.setMode(String, int)` and the
 * mode in `stat`.
 */
public final class PosixView {
    private PosixView() {
    }

    private static final class Principal implements GroupPrincipal {
        private final String name;
        private final boolean group;

        Principal(String name, boolean group) {
            this.name = name;
            this.group = group;
        }

        @Override
        public String getName() {
            return name;
        }

        @Override
        public String toString() {
            return name;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Principal && ((Principal) o).group == group && ((Principal) o).name.equals(name);
        }

        @Override
        public int hashCode() {
            return name.hashCode() ^ (group ? 1 : 0);
        }
    }

    /** The world's one user and group (a GroupPrincipal only in type: HotSpot's are one class too). */
    public static final UserPrincipal USER = new Principal("user", false);
    public static final GroupPrincipal GROUP = new Principal("user", true);

    /** The permissions a stat result shows (see the class comment). */
    public static Set<PosixFilePermission> permissions(int st) {
        Set<PosixFilePermission> s = EnumSet.noneOf(PosixFilePermission.class);
        if ((st & FileSystem.READ) != 0) {
            s.add(PosixFilePermission.OWNER_READ);
            s.add(PosixFilePermission.GROUP_READ);
            s.add(PosixFilePermission.OTHERS_READ);
        }
        if ((st & FileSystem.WRITE) != 0) {
            s.add(PosixFilePermission.OWNER_WRITE);
        }
        if ((st & FileSystem.EXECUTE) != 0) {
            s.add(PosixFilePermission.OWNER_EXECUTE);
            s.add(PosixFilePermission.GROUP_EXECUTE);
            s.add(PosixFilePermission.OTHERS_EXECUTE);
        }
        return s;
    }

    /** Sets the owner's flags of an existing file from a permission set (checked as the JDK checks it). */
    public static void setPermissions(String sys, String shown, Set<PosixFilePermission> perms) throws IOException {
        boolean r = false;
        boolean w = false;
        boolean x = false;
        for (Object o : perms) {
            if (o == null) {
                throw new NullPointerException();
            }
            PosixFilePermission p = (PosixFilePermission) o;
            r |= p == PosixFilePermission.OWNER_READ;
            w |= p == PosixFilePermission.OWNER_WRITE;
            x |= p == PosixFilePermission.OWNER_EXECUTE;
        }
        if (FileSystem.stat(sys) == 0) {
            throw new NoSuchFileException(shown);
        }
        FileSystem.setPermission(sys, 4, r);
        FileSystem.setPermission(sys, 2, w);
        FileSystem.setPermission(sys, 1, x);
    }

    /**
     * The permissions of a "posix:permissions" initial attribute, null when there is
     * none; another attribute is refused as HotSpot refuses it.
     */
    @SuppressWarnings("unchecked")
    public static Set<PosixFilePermission> initial(FileAttribute<?>... attrs) {
        Set<PosixFilePermission> perms = null;
        for (FileAttribute<?> a : attrs) {
            String name = a.name();
            if (name.equals("posix:permissions") || name.equals("unix:permissions")) {
                perms = (Set<PosixFilePermission>) a.value();
            } else {
                throw new UnsupportedOperationException("'" + name + "' not supported as initial attribute");
            }
        }
        return perms;
    }

    /** Applies initial permissions to a file just made, as HotSpot's default umask 022 leaves them. */
    public static void applyInitial(String sys, Set<PosixFilePermission> perms) {
        if (perms != null) {
            FileSystem.setPermission(sys, 4, perms.contains(PosixFilePermission.OWNER_READ));
            FileSystem.setPermission(sys, 2, perms.contains(PosixFilePermission.OWNER_WRITE));
            FileSystem.setPermission(sys, 1, perms.contains(PosixFilePermission.OWNER_EXECUTE));
        }
    }

    /** The posix attributes: the basic ones and the owner, group and permissions. */
    public static final class Attributes implements PosixFileAttributes {
        private final BasicFileAttributes basic;
        private final Set<PosixFilePermission> permissions;

        public Attributes(BasicFileAttributes basic, int st) {
            this.basic = basic;
            this.permissions = PosixView.permissions(st);
        }

        @Override
        public UserPrincipal owner() {
            return USER;
        }

        @Override
        public GroupPrincipal group() {
            return GROUP;
        }

        @Override
        public Set<PosixFilePermission> permissions() {
            return EnumSet.copyOf(permissions.isEmpty() ? EnumSet.noneOf(PosixFilePermission.class) : permissions);
        }

        @Override
        public FileTime lastModifiedTime() {
            return basic.lastModifiedTime();
        }

        @Override
        public FileTime lastAccessTime() {
            return basic.lastAccessTime();
        }

        @Override
        public FileTime creationTime() {
            return basic.creationTime();
        }

        @Override
        public boolean isRegularFile() {
            return basic.isRegularFile();
        }

        @Override
        public boolean isDirectory() {
            return basic.isDirectory();
        }

        @Override
        public boolean isSymbolicLink() {
            return basic.isSymbolicLink();
        }

        @Override
        public boolean isOther() {
            return basic.isOther();
        }

        @Override
        public long size() {
            return basic.size();
        }

        @Override
        public Object fileKey() {
            return basic.fileKey();
        }
    }
}

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.attribute.AclFileAttributeView;
import java.nio.file.attribute.BasicFileAttributeView;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.EnumSet;
import java.util.Set;

/** A deploy step that lays out a release directory and fixes up file modes, as build tools do. */
public class PosixPermissions {
    static String mode(Path p) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
    }

    public static void main(String[] args) throws IOException {
        Path release = Paths.get("release");
        Files.createDirectory(release);
        Path bin = Files.createDirectories(release.resolve("bin"));
        Path conf = release.resolve("app.conf");
        Files.writeString(conf, "port=8080\n");
        Path script = bin.resolve("start.sh");
        Files.writeString(script, "#!/bin/sh\nexec java -jar app.jar\n");
        System.out.println("new dir " + mode(release) + ", new file " + mode(conf) + ", script " + mode(script));
        File f = script.toFile();
        System.out.println("canRead=" + f.canRead() + " canWrite=" + f.canWrite() + " canExecute=" + f.canExecute());

        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        System.out.println("chmod 755: " + mode(script) + " canExecute=" + f.canExecute()
                + " isExecutable=" + Files.isExecutable(script));
        Files.setPosixFilePermissions(conf, EnumSet.of(PosixFilePermission.OWNER_READ, PosixFilePermission.GROUP_READ,
                PosixFilePermission.OTHERS_READ));
        System.out.println("chmod 444: " + mode(conf));
        Files.setPosixFilePermissions(conf, PosixFilePermissions.fromString("rw-r--r--"));
        System.out.println("chmod 644: " + mode(conf));

        Path notes = release.resolve("NOTES.txt");
        Files.writeString(notes, "release notes\n");
        notes.toFile().setWritable(false);
        System.out.println("setWritable(false): " + mode(notes));
        notes.toFile().setWritable(true);
        System.out.println("setWritable(true): " + mode(notes));
        notes.toFile().setReadOnly();
        System.out.println("setReadOnly(): " + mode(notes));
        notes.toFile().setWritable(true, true);
        notes.toFile().setExecutable(true, false);
        System.out.println("setExecutable(true, false): " + mode(notes));
        notes.toFile().setExecutable(false, false);
        notes.toFile().setReadable(false, false);
        System.out.println("setReadable(false, false): " + mode(notes));
        notes.toFile().setReadable(true, false);

        Path hook = Files.createFile(bin.resolve("hook.sh"),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-xr-x")));
        Path cache = Files.createDirectory(release.resolve("cache"),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxrwxrwx")));
        System.out.println("created with attribute: " + mode(hook) + ", dir under umask 022: " + mode(cache));

        PosixFileAttributes attrs = Files.readAttributes(script, PosixFileAttributes.class);
        System.out.println("attributes: regular=" + attrs.isRegularFile() + " size=" + attrs.size() + " perms="
                + PosixFilePermissions.toString(attrs.permissions()) + " owner is a "
                + (attrs.owner() != null ? "principal" : "null") + ", group "
                + (attrs.group().getName().isEmpty() ? "unnamed" : "named"));
        PosixFileAttributeView view = Files.getFileAttributeView(conf, PosixFileAttributeView.class);
        System.out.println("view " + view.name() + ": " + PosixFilePermissions.toString(view.readAttributes().permissions()));
        view.setPermissions(PosixFilePermissions.fromString("r-xr-xr-x"));
        System.out.println("via view: " + mode(conf));
        view.setPermissions(PosixFilePermissions.fromString("rw-r--r--"));
        System.out.println("acl view: " + Files.getFileAttributeView(conf, AclFileAttributeView.class)
                + ", basic view: " + Files.getFileAttributeView(conf, BasicFileAttributeView.class).name());
        System.out.println("owner equals group owner name: "
                + Files.getOwner(conf).getName().equals(attrs.owner().getName()));

        Set<PosixFilePermission> all = EnumSet.allOf(PosixFilePermission.class);
        System.out.println("all: " + PosixFilePermissions.toString(all) + " none: "
                + PosixFilePermissions.toString(EnumSet.noneOf(PosixFilePermission.class)));
        System.out.println("fromString(rwxr-x---): " + PosixFilePermissions.fromString("rwxr-x---"));
        for (String bad : new String[] {"rwxr-x--", "rwxr-x--y", "xwrr-x---"}) {
            try {
                PosixFilePermissions.fromString(bad);
            } catch (IllegalArgumentException e) {
                System.out.println(bad + ": " + e.getMessage());
            }
        }
        try {
            Files.getPosixFilePermissions(release.resolve("missing"));
        } catch (IOException e) {
            System.out.println(e);
        }
        try {
            Files.setPosixFilePermissions(release.resolve("missing"), all);
        } catch (IOException e) {
            System.out.println(e);
        }
        System.out.println(PosixFilePermissions.asFileAttribute(all).name());
    }
}

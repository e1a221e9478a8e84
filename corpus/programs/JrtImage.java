import java.io.IOException;
import java.net.URI;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.ProviderNotFoundException;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.spi.FileSystemProvider;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The platform's classes through jrt:/, as class scanners and compilers read
 * them: the image's layout, links, attributes, URIs and what may not be done
 * to it. (Only what any JDK 17 image shares is printed, not its sizes.)
 */
public class JrtImage {
    static void describe(Path p) {
        System.out.println(p + " exists=" + Files.exists(p) + " dir=" + Files.isDirectory(p) + " file="
                + Files.isRegularFile(p) + " link=" + Files.isSymbolicLink(p) + " r=" + Files.isReadable(p) + " w="
                + Files.isWritable(p) + " x=" + Files.isExecutable(p));
    }

    public static void main(String[] args) throws IOException {
        FileSystem jrt = FileSystems.getFileSystem(URI.create("jrt:/"));
        System.out.println("read-only " + jrt.isReadOnly() + ", separator " + jrt.getSeparator() + ", scheme "
                + jrt.provider().getScheme() + ", roots " + jrt.getRootDirectories());
        List<String> top = new ArrayList<>();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(jrt.getPath("/"))) {
            for (Path p : ds) {
                top.add(p.toString());
            }
        }
        top.sort(null);
        System.out.println("top " + top);
        Path object = jrt.getPath("/modules/java.base/java/lang/Object.class");
        for (String s : new String[] {"/modules/java.base/java/lang/Object.class", "/modules/java.base/java/lang",
            "/packages/java.lang/java.base", "/packages/java.util/java.base/java/util/List.class", "/nope"}) {
            describe(jrt.getPath(s));
        }
        byte[] head = Files.readAllBytes(object);
        System.out.printf("magic %02x%02x%02x%02x major %d%n", head[0], head[1], head[2], head[3], head[7]);
        BasicFileAttributes link = Files.readAttributes(jrt.getPath("/packages/java.lang/java.base"),
                BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        System.out.println("link attributes: symbolic " + link.isSymbolicLink() + " dir " + link.isDirectory());
        System.out.println("uri " + object.toUri() + " -> " + Path.of(object.toUri()));
        System.out.println("name " + object.getFileName() + " parent " + object.getParent() + " names "
                + object.getNameCount() + " relative " + jrt.getPath("/modules/java.base").relativize(object));
        System.out.println("module-info exists " + Files.exists(jrt.getPath("/modules/java.base/module-info.class")));
        try {
            Files.delete(object);
        } catch (Exception e) {
            System.out.println("delete: " + e.getClass().getName());
        }
        try {
            Files.write(jrt.getPath("/modules/x.txt"), new byte[1]);
        } catch (Exception e) {
            System.out.println("write: " + e.getClass().getName());
        }
        try {
            object.toFile();
        } catch (UnsupportedOperationException e) {
            System.out.println("toFile: " + e.getMessage());
        }
        try (FileSystem fresh = FileSystems.newFileSystem(URI.create("jrt:/"), Map.of())) {
            System.out.println("new image open " + fresh.isOpen() + ", same Object " + Files.exists(fresh.getPath(object.toString())));
        }
        try {
            FileSystems.getFileSystem(URI.create("nosuch:/"));
        } catch (ProviderNotFoundException e) {
            System.out.println(e.getMessage());
        }
        List<String> schemes = new ArrayList<>();
        for (FileSystemProvider p : FileSystemProvider.installedProviders()) {
            schemes.add(p.getScheme());
        }
        System.out.println("providers include file and jrt: " + (schemes.contains("file") && schemes.contains("jrt")));
    }
}

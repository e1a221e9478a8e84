// jars: commons-io
import java.io.File;
import java.io.FileFilter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.stream.Collectors;
import org.apache.commons.io.DirectoryWalker;
import org.apache.commons.io.FileUtils;
import org.apache.commons.io.FilenameUtils;
import org.apache.commons.io.IOCase;
import org.apache.commons.io.comparator.NameFileComparator;
import org.apache.commons.io.comparator.SizeFileComparator;
import org.apache.commons.io.filefilter.AndFileFilter;
import org.apache.commons.io.filefilter.DirectoryFileFilter;
import org.apache.commons.io.filefilter.FileFilterUtils;
import org.apache.commons.io.filefilter.HiddenFileFilter;
import org.apache.commons.io.filefilter.IOFileFilter;
import org.apache.commons.io.filefilter.NotFileFilter;
import org.apache.commons.io.filefilter.PrefixFileFilter;
import org.apache.commons.io.filefilter.SizeFileFilter;
import org.apache.commons.io.filefilter.SuffixFileFilter;
import org.apache.commons.io.filefilter.TrueFileFilter;
import org.apache.commons.io.filefilter.WildcardFileFilter;

/** A build tool's source scanner: lays out a project tree, then lists, filters, walks, copies and cleans it with commons-io. */
public class IoProjectScanner {
    static File root = new File("project");

    static String rel(File f) {
        return FilenameUtils.separatorsToUnix(root.toPath().relativize(f.toPath()).toString());
    }

    static List<String> names(Collection<File> files) {
        return files.stream().map(IoProjectScanner::rel).sorted().collect(Collectors.toList());
    }

    /** Counts lines of code per extension, skipping build output. */
    static class LineCounter extends DirectoryWalker<String> {
        LineCounter() {
            super(FileFilterUtils.and(FileFilterUtils.directoryFileFilter(), FileFilterUtils.notFileFilter(FileFilterUtils.nameFileFilter("target"))),
                    new SuffixFileFilter(new String[] {".java", ".xml"}), -1);
        }

        List<String> run() throws IOException {
            List<String> out = new ArrayList<>();
            walk(root, out);
            return out;
        }

        @Override protected File[] filterDirectoryContents(File directory, int depth, File[] files) {
            Arrays.sort(files, NameFileComparator.NAME_COMPARATOR);
            return files;
        }

        @Override protected boolean handleDirectory(File directory, int depth, Collection<String> results) {
            results.add("dir  " + depth + " " + (depth == 0 ? "." : rel(directory)));
            return true;
        }

        @Override protected void handleFile(File file, int depth, Collection<String> results) throws IOException {
            results.add("file " + depth + " " + rel(file) + " " + FileUtils.readLines(file, StandardCharsets.UTF_8).size() + " lines");
        }

        @Override protected void handleEnd(Collection<String> results) {
            results.add("end");
        }
    }

    static void write(String path, String content) throws IOException {
        FileUtils.writeStringToFile(new File(root, path), content, StandardCharsets.UTF_8);
    }

    public static void main(String[] args) throws IOException {
        write("pom.xml", "<project>\n  <artifactId>demo</artifactId>\n</project>\n");
        write("README.md", "# Demo\n\nA demo project.\n");
        write(".gitignore", "target/\n");
        write("src/main/java/com/acme/App.java", "package com.acme;\n\npublic class App {\n    public static void main(String[] a) {}\n}\n");
        write("src/main/java/com/acme/util/Strings.java", "package com.acme.util;\n\nclass Strings {}\n");
        write("src/main/resources/app.properties", "name=demo\nversion=1.0\n");
        write("src/test/java/com/acme/AppTest.java", "package com.acme;\n\nclass AppTest {}\n");
        FileUtils.writeByteArrayToFile(new File(root, "target/classes/com/acme/App.class"), new byte[] {(byte) 0xCA, (byte) 0xFE, (byte) 0xBA, (byte) 0xBE, 0, 0, 0, 61});
        FileUtils.writeLines(new File(root, "target/build.log"), "UTF-8", Arrays.asList("compile", "test", "package"), "\n");
        FileUtils.touch(new File(root, "src/main/resources/empty.txt"));
        FileUtils.forceMkdir(new File(root, "docs/api"));

        System.out.println("all files: " + names(FileUtils.listFiles(root, TrueFileFilter.INSTANCE, TrueFileFilter.INSTANCE)));
        System.out.println("java: " + names(FileUtils.listFiles(root, new String[] {"java"}, true)));
        System.out.println("with dirs: " + names(FileUtils.listFilesAndDirs(new File(root, "src/main"), TrueFileFilter.TRUE, DirectoryFileFilter.DIRECTORY)));
        IOFileFilter tests = new AndFileFilter(new SuffixFileFilter("Test.java"), new NotFileFilter(DirectoryFileFilter.DIRECTORY));
        System.out.println("tests: " + names(FileUtils.listFiles(root, tests, TrueFileFilter.INSTANCE)));
        System.out.println("wildcard: " + names(FileUtils.listFiles(root, new WildcardFileFilter("*.PROP*", IOCase.INSENSITIVE), TrueFileFilter.INSTANCE)));
        System.out.println("not target: " + names(FileUtils.listFiles(root, FileFilterUtils.fileFileFilter(),
                FileFilterUtils.notFileFilter(FileFilterUtils.nameFileFilter("target")))));
        File[] top = root.listFiles((FileFilter) FileFilterUtils.or(new PrefixFileFilter("p"), DirectoryFileFilter.DIRECTORY));
        Arrays.sort(top, NameFileComparator.NAME_INSENSITIVE_COMPARATOR);
        System.out.println("top: " + Arrays.stream(top).map(File::getName).collect(Collectors.toList()));
        File[] big = root.listFiles((FileFilter) FileFilterUtils.and(FileFilterUtils.fileFileFilter(), new SizeFileFilter(20)));
        Arrays.sort(big, SizeFileComparator.SIZE_REVERSE);
        System.out.println("big: " + Arrays.stream(big).map(f -> f.getName() + "=" + f.length()).collect(Collectors.toList()));
        System.out.println("hidden: " + names(Arrays.asList(root.listFiles((FileFilter) HiddenFileFilter.HIDDEN))));
        System.out.println("empty: " + names(FileUtils.listFiles(root, FileFilterUtils.and(FileFilterUtils.fileFileFilter(),
                org.apache.commons.io.filefilter.EmptyFileFilter.EMPTY), TrueFileFilter.INSTANCE)));

        for (String line : new LineCounter().run()) System.out.println("  " + line);

        System.out.println("sizeOf src=" + FileUtils.sizeOfDirectory(new File(root, "src")) + " target=" + FileUtils.sizeOf(new File(root, "target"))
                + " pom=" + FileUtils.sizeOf(new File(root, "pom.xml")) + " display=" + FileUtils.byteCountToDisplaySize(5_000_000L));

        File dist = new File("dist");
        FileUtils.copyDirectory(new File(root, "src/main"), new File(dist, "main"), FileFilterUtils.or(DirectoryFileFilter.DIRECTORY, new SuffixFileFilter(".java")));
        FileUtils.copyFileToDirectory(new File(root, "pom.xml"), dist);
        FileUtils.copyFile(new File(root, "README.md"), new File(dist, "README.txt"));
        FileUtils.moveFile(new File(dist, "README.txt"), new File(dist, "docs/README.txt"));
        System.out.println("dist: " + FileUtils.listFiles(dist, null, true).stream()
                .map(f -> FilenameUtils.separatorsToUnix(dist.toPath().relativize(f.toPath()).toString())).sorted().collect(Collectors.toList()));
        System.out.println("contentEquals " + FileUtils.contentEquals(new File(root, "pom.xml"), new File(dist, "pom.xml"))
                + " " + FileUtils.contentEquals(new File(root, "pom.xml"), new File(dist, "docs/README.txt"))
                + " directoryContains " + FileUtils.directoryContains(dist, new File(dist, "docs/README.txt")));
        System.out.println("readme: " + FileUtils.readFileToString(new File(dist, "docs/README.txt"), StandardCharsets.UTF_8).trim().replace("\n", "\\n"));
        FileUtils.write(new File(dist, "pom.xml"), "<!-- appended -->\n", StandardCharsets.UTF_8, true);
        System.out.println("pom lines: " + FileUtils.readLines(new File(dist, "pom.xml"), StandardCharsets.UTF_8));
        System.out.println("checksum: " + FileUtils.checksumCRC32(new File(dist, "pom.xml")));

        for (String p : new String[] {"src/main/java/com/acme/App.java", "C:\\work\\report.final.PDF", "/var/log/", "archive.tar.gz", "~/notes"}) {
            System.out.println(String.format("%-34s name=%s base=%s ext=%s path=%s full=%s prefix=%s", p, FilenameUtils.getName(p),
                    FilenameUtils.getBaseName(p), FilenameUtils.getExtension(p), FilenameUtils.getPath(p), FilenameUtils.getFullPathNoEndSeparator(p),
                    FilenameUtils.getPrefix(p)));
        }
        System.out.println("normalize " + FilenameUtils.normalize("/a/b/../c/./d.txt", true) + " " + FilenameUtils.normalize("../escape")
                + " " + FilenameUtils.concat("/base/dir", "sub/../file.txt") + " " + FilenameUtils.removeExtension("a/b.c/d.tar.gz")
                + " " + FilenameUtils.wildcardMatch("App.JAVA", "*.java", IOCase.INSENSITIVE) + " " + FilenameUtils.isExtension("x.md", "md", "txt")
                + " " + FilenameUtils.equalsNormalized("/a/./b", "/a/b") + " " + FilenameUtils.separatorsToWindows("a/b/c"));

        FileUtils.deleteDirectory(new File(root, "target"));
        FileUtils.cleanDirectory(new File(dist, "docs"));
        System.out.println("after clean: target exists=" + new File(root, "target").exists() + " docs empty=" + FileUtils.isEmptyDirectory(new File(dist, "docs")));
        System.out.println("deleteQuietly missing=" + FileUtils.deleteQuietly(new File("nope")) + " dist=" + FileUtils.deleteQuietly(dist));
        try {
            FileUtils.forceDelete(new File("missing.txt"));
        } catch (IOException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        try {
            FileUtils.readFileToString(new File("project/nothing.txt"), StandardCharsets.UTF_8);
        } catch (IOException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        FileUtils.deleteDirectory(root);
        System.out.println("cwd now: " + Arrays.toString(new File(".").list()));
    }
}

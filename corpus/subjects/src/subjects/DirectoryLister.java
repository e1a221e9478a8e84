package subjects;

import java.io.File;
import java.util.Arrays;

/** Checks whether a path exists, whether it is a directory, and lists it. */
public class DirectoryLister {

    public String describe(String pathName) {
        if (pathName == null || pathName.isEmpty()) {
            throw new IllegalArgumentException("path must not be empty");
        }
        File file = new File(pathName);
        if (!file.exists()) {
            return "NOT_FOUND";
        }
        if (file.isFile()) {
            long size = file.length();
            return size == 0 ? "EMPTY_FILE" : "FILE(" + size + ")";
        }
        String[] names = file.list();
        if (names == null) {
            return "UNREADABLE";
        }
        if (names.length == 0) {
            return "EMPTY_DIR";
        }
        Arrays.sort(names);
        return "DIR[" + String.join(",", names) + "]";
    }

    /** Counts entries with the given extension; subdirectories are counted separately. */
    public int[] countByExtension(String dirName, String extension) {
        File dir = new File(dirName);
        if (!dir.isDirectory()) {
            return new int[] {-1, -1};
        }
        File[] children = dir.listFiles();
        int matching = 0;
        int directories = 0;
        if (children != null) {
            for (File child : children) {
                if (child.isDirectory()) {
                    directories++;
                } else if (child.getName().endsWith("." + extension)) {
                    matching++;
                }
            }
        }
        return new int[] {matching, directories};
    }

    public boolean createIfMissing(String dirName) {
        File dir = new File(dirName);
        if (dir.exists()) {
            return false;
        }
        return dir.mkdirs();
    }
}

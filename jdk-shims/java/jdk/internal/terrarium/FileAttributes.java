package jdk.internal.terrarium;

import java.nio.file.attribute.BasicFileAttributes;
import java.util.HashMap;
import java.util.Map;

/** Files.readAttributes(path, "basic:size,..."): the "basic" view, the only one the library has. */
public final class FileAttributes {
    private FileAttributes() {
    }

    private static final String[] NAMES = {"lastModifiedTime", "lastAccessTime", "creationTime", "size",
        "isRegularFile", "isDirectory", "isSymbolicLink", "isOther", "fileKey"};

    /** The attributes `spec` names ("[basic:]name,name" or "*"), as AbstractBasicFileAttributeView gives them. */
    public static Map<String, Object> basic(BasicFileAttributes a, String spec) {
        String view = "basic";
        String names = spec;
        int colon = spec.indexOf(':');
        if (colon >= 0) {
            view = spec.substring(0, colon);
            names = spec.substring(colon + 1);
        }
        if (!view.equals("basic")) {
            throw new UnsupportedOperationException("View '" + view + "' not available");
        }
        HashMap<String, Object> out = new HashMap<>();
        for (String name : names.split(",")) {
            if (name.equals("*")) {
                for (String n : NAMES) {
                    out.put(n, value(a, n));
                }
            } else {
                Object v = value(a, name);
                if (v == null && !name.equals("fileKey")) {
                    throw new IllegalArgumentException("'" + name + "' not recognized");
                }
                out.put(name, v);
            }
        }
        return out;
    }

    private static Object value(BasicFileAttributes a, String name) {
        switch (name) {
            case "lastModifiedTime":
                return a.lastModifiedTime();
            case "lastAccessTime":
                return a.lastAccessTime();
            case "creationTime":
                return a.creationTime();
            case "size":
                return a.size();
            case "isRegularFile":
                return a.isRegularFile();
            case "isDirectory":
                return a.isDirectory();
            case "isSymbolicLink":
                return a.isSymbolicLink();
            case "isOther":
                return a.isOther();
            case "fileKey":
                return a.fileKey();
            default:
                return null;
        }
    }
}

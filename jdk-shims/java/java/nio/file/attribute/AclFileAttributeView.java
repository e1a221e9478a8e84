package java.nio.file.attribute;

import java.io.IOException;
import java.util.List;

/**
 * The ACL view; as on Linux, Files.getFileAttributeView gives none for the
 * world's files. The library has no AclEntry: the lists are declared with a
 * wildcard, which has the JDK's descriptors (List).
 */
public interface AclFileAttributeView extends FileOwnerAttributeView {
    @Override
    String name();

    List<?> getAcl() throws IOException;

    void setAcl(List<?> acl) throws IOException;
}

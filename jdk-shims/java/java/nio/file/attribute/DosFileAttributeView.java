package java.nio.file.attribute;

import java.io.IOException;

/**
 * The DOS view. HotSpot on Linux keeps DOS attributes in extended attributes;
 * the world keeps none, so Files.getFileAttributeView gives no DOS view.
 */
public interface DosFileAttributeView extends BasicFileAttributeView {
    @Override
    String name();

    @Override
    DosFileAttributes readAttributes() throws IOException;

    void setReadOnly(boolean value) throws IOException;

    void setHidden(boolean value) throws IOException;

    void setSystem(boolean value) throws IOException;

    void setArchive(boolean value) throws IOException;
}

package java.nio.file.attribute;

/** The DOS view's attributes; Files gives no DOS view of the world's files (see DosFileAttributeView). */
public interface DosFileAttributes extends BasicFileAttributes {
    boolean isReadOnly();

    boolean isHidden();

    boolean isArchive();

    boolean isSystem();
}

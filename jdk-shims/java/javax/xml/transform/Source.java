package javax.xml.transform;

public interface Source {
    void setSystemId(java.lang.String arg0);

    java.lang.String getSystemId();

    default boolean isEmpty() {
        return false;
    }
}

package java.sql;

public interface RowId {
    boolean equals(java.lang.Object arg0);

    byte[] getBytes();

    java.lang.String toString();

    int hashCode();
}

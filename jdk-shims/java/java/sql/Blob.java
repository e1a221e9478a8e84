package java.sql;

public interface Blob {
    long length() throws java.sql.SQLException;

    byte[] getBytes(long arg0, int arg1) throws java.sql.SQLException;

    java.io.InputStream getBinaryStream() throws java.sql.SQLException;

    long position(byte[] arg0, long arg1) throws java.sql.SQLException;

    long position(java.sql.Blob arg0, long arg1) throws java.sql.SQLException;

    int setBytes(long arg0, byte[] arg1) throws java.sql.SQLException;

    int setBytes(long arg0, byte[] arg1, int arg2, int arg3) throws java.sql.SQLException;

    java.io.OutputStream setBinaryStream(long arg0) throws java.sql.SQLException;

    void truncate(long arg0) throws java.sql.SQLException;

    void free() throws java.sql.SQLException;

    java.io.InputStream getBinaryStream(long arg0, long arg1) throws java.sql.SQLException;
}

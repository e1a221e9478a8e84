package java.sql;

public interface Clob {
    long length() throws java.sql.SQLException;

    java.lang.String getSubString(long arg0, int arg1) throws java.sql.SQLException;

    java.io.Reader getCharacterStream() throws java.sql.SQLException;

    java.io.InputStream getAsciiStream() throws java.sql.SQLException;

    long position(java.lang.String arg0, long arg1) throws java.sql.SQLException;

    long position(java.sql.Clob arg0, long arg1) throws java.sql.SQLException;

    int setString(long arg0, java.lang.String arg1) throws java.sql.SQLException;

    int setString(long arg0, java.lang.String arg1, int arg2, int arg3) throws java.sql.SQLException;

    java.io.OutputStream setAsciiStream(long arg0) throws java.sql.SQLException;

    java.io.Writer setCharacterStream(long arg0) throws java.sql.SQLException;

    void truncate(long arg0) throws java.sql.SQLException;

    void free() throws java.sql.SQLException;

    java.io.Reader getCharacterStream(long arg0, long arg1) throws java.sql.SQLException;
}

package java.sql;

public interface SQLXML {
    void free() throws java.sql.SQLException;

    java.io.InputStream getBinaryStream() throws java.sql.SQLException;

    java.io.OutputStream setBinaryStream() throws java.sql.SQLException;

    java.io.Reader getCharacterStream() throws java.sql.SQLException;

    java.io.Writer setCharacterStream() throws java.sql.SQLException;

    java.lang.String getString() throws java.sql.SQLException;

    void setString(java.lang.String arg0) throws java.sql.SQLException;

    <T extends javax.xml.transform.Source> T getSource(java.lang.Class<T> arg0) throws java.sql.SQLException;

    <T extends javax.xml.transform.Result> T setResult(java.lang.Class<T> arg0) throws java.sql.SQLException;
}

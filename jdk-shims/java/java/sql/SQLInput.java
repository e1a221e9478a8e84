package java.sql;

public interface SQLInput {
    java.lang.String readString() throws java.sql.SQLException;

    boolean readBoolean() throws java.sql.SQLException;

    byte readByte() throws java.sql.SQLException;

    short readShort() throws java.sql.SQLException;

    int readInt() throws java.sql.SQLException;

    long readLong() throws java.sql.SQLException;

    float readFloat() throws java.sql.SQLException;

    double readDouble() throws java.sql.SQLException;

    java.math.BigDecimal readBigDecimal() throws java.sql.SQLException;

    byte[] readBytes() throws java.sql.SQLException;

    java.sql.Date readDate() throws java.sql.SQLException;

    java.sql.Time readTime() throws java.sql.SQLException;

    java.sql.Timestamp readTimestamp() throws java.sql.SQLException;

    java.io.Reader readCharacterStream() throws java.sql.SQLException;

    java.io.InputStream readAsciiStream() throws java.sql.SQLException;

    java.io.InputStream readBinaryStream() throws java.sql.SQLException;

    java.lang.Object readObject() throws java.sql.SQLException;

    java.sql.Ref readRef() throws java.sql.SQLException;

    java.sql.Blob readBlob() throws java.sql.SQLException;

    java.sql.Clob readClob() throws java.sql.SQLException;

    java.sql.Array readArray() throws java.sql.SQLException;

    boolean wasNull() throws java.sql.SQLException;

    java.net.URL readURL() throws java.sql.SQLException;

    java.sql.NClob readNClob() throws java.sql.SQLException;

    java.lang.String readNString() throws java.sql.SQLException;

    java.sql.SQLXML readSQLXML() throws java.sql.SQLException;

    java.sql.RowId readRowId() throws java.sql.SQLException;

    default <T> T readObject(java.lang.Class<T> arg0) throws java.sql.SQLException {
        throw new SQLFeatureNotSupportedException();
    }
}

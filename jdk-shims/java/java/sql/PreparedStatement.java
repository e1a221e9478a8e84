package java.sql;

public interface PreparedStatement extends java.sql.Statement {
    java.sql.ResultSet executeQuery() throws java.sql.SQLException;

    int executeUpdate() throws java.sql.SQLException;

    void setNull(int arg0, int arg1) throws java.sql.SQLException;

    void setBoolean(int arg0, boolean arg1) throws java.sql.SQLException;

    void setByte(int arg0, byte arg1) throws java.sql.SQLException;

    void setShort(int arg0, short arg1) throws java.sql.SQLException;

    void setInt(int arg0, int arg1) throws java.sql.SQLException;

    void setLong(int arg0, long arg1) throws java.sql.SQLException;

    void setFloat(int arg0, float arg1) throws java.sql.SQLException;

    void setDouble(int arg0, double arg1) throws java.sql.SQLException;

    void setBigDecimal(int arg0, java.math.BigDecimal arg1) throws java.sql.SQLException;

    void setString(int arg0, java.lang.String arg1) throws java.sql.SQLException;

    void setBytes(int arg0, byte[] arg1) throws java.sql.SQLException;

    void setDate(int arg0, java.sql.Date arg1) throws java.sql.SQLException;

    void setTime(int arg0, java.sql.Time arg1) throws java.sql.SQLException;

    void setTimestamp(int arg0, java.sql.Timestamp arg1) throws java.sql.SQLException;

    void setAsciiStream(int arg0, java.io.InputStream arg1, int arg2) throws java.sql.SQLException;

    void setUnicodeStream(int arg0, java.io.InputStream arg1, int arg2) throws java.sql.SQLException;

    void setBinaryStream(int arg0, java.io.InputStream arg1, int arg2) throws java.sql.SQLException;

    void clearParameters() throws java.sql.SQLException;

    void setObject(int arg0, java.lang.Object arg1, int arg2) throws java.sql.SQLException;

    void setObject(int arg0, java.lang.Object arg1) throws java.sql.SQLException;

    boolean execute() throws java.sql.SQLException;

    void addBatch() throws java.sql.SQLException;

    void setCharacterStream(int arg0, java.io.Reader arg1, int arg2) throws java.sql.SQLException;

    void setRef(int arg0, java.sql.Ref arg1) throws java.sql.SQLException;

    void setBlob(int arg0, java.sql.Blob arg1) throws java.sql.SQLException;

    void setClob(int arg0, java.sql.Clob arg1) throws java.sql.SQLException;

    void setArray(int arg0, java.sql.Array arg1) throws java.sql.SQLException;

    java.sql.ResultSetMetaData getMetaData() throws java.sql.SQLException;

    void setDate(int arg0, java.sql.Date arg1, java.util.Calendar arg2) throws java.sql.SQLException;

    void setTime(int arg0, java.sql.Time arg1, java.util.Calendar arg2) throws java.sql.SQLException;

    void setTimestamp(int arg0, java.sql.Timestamp arg1, java.util.Calendar arg2) throws java.sql.SQLException;

    void setNull(int arg0, int arg1, java.lang.String arg2) throws java.sql.SQLException;

    void setURL(int arg0, java.net.URL arg1) throws java.sql.SQLException;

    java.sql.ParameterMetaData getParameterMetaData() throws java.sql.SQLException;

    void setRowId(int arg0, java.sql.RowId arg1) throws java.sql.SQLException;

    void setNString(int arg0, java.lang.String arg1) throws java.sql.SQLException;

    void setNCharacterStream(int arg0, java.io.Reader arg1, long arg2) throws java.sql.SQLException;

    void setNClob(int arg0, java.sql.NClob arg1) throws java.sql.SQLException;

    void setClob(int arg0, java.io.Reader arg1, long arg2) throws java.sql.SQLException;

    void setBlob(int arg0, java.io.InputStream arg1, long arg2) throws java.sql.SQLException;

    void setNClob(int arg0, java.io.Reader arg1, long arg2) throws java.sql.SQLException;

    void setSQLXML(int arg0, java.sql.SQLXML arg1) throws java.sql.SQLException;

    void setObject(int arg0, java.lang.Object arg1, int arg2, int arg3) throws java.sql.SQLException;

    void setAsciiStream(int arg0, java.io.InputStream arg1, long arg2) throws java.sql.SQLException;

    void setBinaryStream(int arg0, java.io.InputStream arg1, long arg2) throws java.sql.SQLException;

    void setCharacterStream(int arg0, java.io.Reader arg1, long arg2) throws java.sql.SQLException;

    void setAsciiStream(int arg0, java.io.InputStream arg1) throws java.sql.SQLException;

    void setBinaryStream(int arg0, java.io.InputStream arg1) throws java.sql.SQLException;

    void setCharacterStream(int arg0, java.io.Reader arg1) throws java.sql.SQLException;

    void setNCharacterStream(int arg0, java.io.Reader arg1) throws java.sql.SQLException;

    void setClob(int arg0, java.io.Reader arg1) throws java.sql.SQLException;

    void setBlob(int arg0, java.io.InputStream arg1) throws java.sql.SQLException;

    void setNClob(int arg0, java.io.Reader arg1) throws java.sql.SQLException;

    default void setObject(int arg0, java.lang.Object arg1, java.sql.SQLType arg2, int arg3) throws java.sql.SQLException {
        throw new SQLFeatureNotSupportedException("setObject not implemented");
    }

    default void setObject(int arg0, java.lang.Object arg1, java.sql.SQLType arg2) throws java.sql.SQLException {
        throw new SQLFeatureNotSupportedException("setObject not implemented");
    }

    default long executeLargeUpdate() throws java.sql.SQLException {
        throw new UnsupportedOperationException("executeLargeUpdate not implemented");
    }
}

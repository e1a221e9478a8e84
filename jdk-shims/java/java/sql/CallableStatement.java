package java.sql;

public interface CallableStatement extends java.sql.PreparedStatement {
    void registerOutParameter(int arg0, int arg1) throws java.sql.SQLException;

    void registerOutParameter(int arg0, int arg1, int arg2) throws java.sql.SQLException;

    boolean wasNull() throws java.sql.SQLException;

    java.lang.String getString(int arg0) throws java.sql.SQLException;

    boolean getBoolean(int arg0) throws java.sql.SQLException;

    byte getByte(int arg0) throws java.sql.SQLException;

    short getShort(int arg0) throws java.sql.SQLException;

    int getInt(int arg0) throws java.sql.SQLException;

    long getLong(int arg0) throws java.sql.SQLException;

    float getFloat(int arg0) throws java.sql.SQLException;

    double getDouble(int arg0) throws java.sql.SQLException;

    java.math.BigDecimal getBigDecimal(int arg0, int arg1) throws java.sql.SQLException;

    byte[] getBytes(int arg0) throws java.sql.SQLException;

    java.sql.Date getDate(int arg0) throws java.sql.SQLException;

    java.sql.Time getTime(int arg0) throws java.sql.SQLException;

    java.sql.Timestamp getTimestamp(int arg0) throws java.sql.SQLException;

    java.lang.Object getObject(int arg0) throws java.sql.SQLException;

    java.math.BigDecimal getBigDecimal(int arg0) throws java.sql.SQLException;

    java.lang.Object getObject(int arg0, java.util.Map<java.lang.String, java.lang.Class<?>> arg1) throws java.sql.SQLException;

    java.sql.Ref getRef(int arg0) throws java.sql.SQLException;

    java.sql.Blob getBlob(int arg0) throws java.sql.SQLException;

    java.sql.Clob getClob(int arg0) throws java.sql.SQLException;

    java.sql.Array getArray(int arg0) throws java.sql.SQLException;

    java.sql.Date getDate(int arg0, java.util.Calendar arg1) throws java.sql.SQLException;

    java.sql.Time getTime(int arg0, java.util.Calendar arg1) throws java.sql.SQLException;

    java.sql.Timestamp getTimestamp(int arg0, java.util.Calendar arg1) throws java.sql.SQLException;

    void registerOutParameter(int arg0, int arg1, java.lang.String arg2) throws java.sql.SQLException;

    void registerOutParameter(java.lang.String arg0, int arg1) throws java.sql.SQLException;

    void registerOutParameter(java.lang.String arg0, int arg1, int arg2) throws java.sql.SQLException;

    void registerOutParameter(java.lang.String arg0, int arg1, java.lang.String arg2) throws java.sql.SQLException;

    java.net.URL getURL(int arg0) throws java.sql.SQLException;

    void setURL(java.lang.String arg0, java.net.URL arg1) throws java.sql.SQLException;

    void setNull(java.lang.String arg0, int arg1) throws java.sql.SQLException;

    void setBoolean(java.lang.String arg0, boolean arg1) throws java.sql.SQLException;

    void setByte(java.lang.String arg0, byte arg1) throws java.sql.SQLException;

    void setShort(java.lang.String arg0, short arg1) throws java.sql.SQLException;

    void setInt(java.lang.String arg0, int arg1) throws java.sql.SQLException;

    void setLong(java.lang.String arg0, long arg1) throws java.sql.SQLException;

    void setFloat(java.lang.String arg0, float arg1) throws java.sql.SQLException;

    void setDouble(java.lang.String arg0, double arg1) throws java.sql.SQLException;

    void setBigDecimal(java.lang.String arg0, java.math.BigDecimal arg1) throws java.sql.SQLException;

    void setString(java.lang.String arg0, java.lang.String arg1) throws java.sql.SQLException;

    void setBytes(java.lang.String arg0, byte[] arg1) throws java.sql.SQLException;

    void setDate(java.lang.String arg0, java.sql.Date arg1) throws java.sql.SQLException;

    void setTime(java.lang.String arg0, java.sql.Time arg1) throws java.sql.SQLException;

    void setTimestamp(java.lang.String arg0, java.sql.Timestamp arg1) throws java.sql.SQLException;

    void setAsciiStream(java.lang.String arg0, java.io.InputStream arg1, int arg2) throws java.sql.SQLException;

    void setBinaryStream(java.lang.String arg0, java.io.InputStream arg1, int arg2) throws java.sql.SQLException;

    void setObject(java.lang.String arg0, java.lang.Object arg1, int arg2, int arg3) throws java.sql.SQLException;

    void setObject(java.lang.String arg0, java.lang.Object arg1, int arg2) throws java.sql.SQLException;

    void setObject(java.lang.String arg0, java.lang.Object arg1) throws java.sql.SQLException;

    void setCharacterStream(java.lang.String arg0, java.io.Reader arg1, int arg2) throws java.sql.SQLException;

    void setDate(java.lang.String arg0, java.sql.Date arg1, java.util.Calendar arg2) throws java.sql.SQLException;

    void setTime(java.lang.String arg0, java.sql.Time arg1, java.util.Calendar arg2) throws java.sql.SQLException;

    void setTimestamp(java.lang.String arg0, java.sql.Timestamp arg1, java.util.Calendar arg2) throws java.sql.SQLException;

    void setNull(java.lang.String arg0, int arg1, java.lang.String arg2) throws java.sql.SQLException;

    java.lang.String getString(java.lang.String arg0) throws java.sql.SQLException;

    boolean getBoolean(java.lang.String arg0) throws java.sql.SQLException;

    byte getByte(java.lang.String arg0) throws java.sql.SQLException;

    short getShort(java.lang.String arg0) throws java.sql.SQLException;

    int getInt(java.lang.String arg0) throws java.sql.SQLException;

    long getLong(java.lang.String arg0) throws java.sql.SQLException;

    float getFloat(java.lang.String arg0) throws java.sql.SQLException;

    double getDouble(java.lang.String arg0) throws java.sql.SQLException;

    byte[] getBytes(java.lang.String arg0) throws java.sql.SQLException;

    java.sql.Date getDate(java.lang.String arg0) throws java.sql.SQLException;

    java.sql.Time getTime(java.lang.String arg0) throws java.sql.SQLException;

    java.sql.Timestamp getTimestamp(java.lang.String arg0) throws java.sql.SQLException;

    java.lang.Object getObject(java.lang.String arg0) throws java.sql.SQLException;

    java.math.BigDecimal getBigDecimal(java.lang.String arg0) throws java.sql.SQLException;

    java.lang.Object getObject(java.lang.String arg0, java.util.Map<java.lang.String, java.lang.Class<?>> arg1) throws java.sql.SQLException;

    java.sql.Ref getRef(java.lang.String arg0) throws java.sql.SQLException;

    java.sql.Blob getBlob(java.lang.String arg0) throws java.sql.SQLException;

    java.sql.Clob getClob(java.lang.String arg0) throws java.sql.SQLException;

    java.sql.Array getArray(java.lang.String arg0) throws java.sql.SQLException;

    java.sql.Date getDate(java.lang.String arg0, java.util.Calendar arg1) throws java.sql.SQLException;

    java.sql.Time getTime(java.lang.String arg0, java.util.Calendar arg1) throws java.sql.SQLException;

    java.sql.Timestamp getTimestamp(java.lang.String arg0, java.util.Calendar arg1) throws java.sql.SQLException;

    java.net.URL getURL(java.lang.String arg0) throws java.sql.SQLException;

    java.sql.RowId getRowId(int arg0) throws java.sql.SQLException;

    java.sql.RowId getRowId(java.lang.String arg0) throws java.sql.SQLException;

    void setRowId(java.lang.String arg0, java.sql.RowId arg1) throws java.sql.SQLException;

    void setNString(java.lang.String arg0, java.lang.String arg1) throws java.sql.SQLException;

    void setNCharacterStream(java.lang.String arg0, java.io.Reader arg1, long arg2) throws java.sql.SQLException;

    void setNClob(java.lang.String arg0, java.sql.NClob arg1) throws java.sql.SQLException;

    void setClob(java.lang.String arg0, java.io.Reader arg1, long arg2) throws java.sql.SQLException;

    void setBlob(java.lang.String arg0, java.io.InputStream arg1, long arg2) throws java.sql.SQLException;

    void setNClob(java.lang.String arg0, java.io.Reader arg1, long arg2) throws java.sql.SQLException;

    java.sql.NClob getNClob(int arg0) throws java.sql.SQLException;

    java.sql.NClob getNClob(java.lang.String arg0) throws java.sql.SQLException;

    void setSQLXML(java.lang.String arg0, java.sql.SQLXML arg1) throws java.sql.SQLException;

    java.sql.SQLXML getSQLXML(int arg0) throws java.sql.SQLException;

    java.sql.SQLXML getSQLXML(java.lang.String arg0) throws java.sql.SQLException;

    java.lang.String getNString(int arg0) throws java.sql.SQLException;

    java.lang.String getNString(java.lang.String arg0) throws java.sql.SQLException;

    java.io.Reader getNCharacterStream(int arg0) throws java.sql.SQLException;

    java.io.Reader getNCharacterStream(java.lang.String arg0) throws java.sql.SQLException;

    java.io.Reader getCharacterStream(int arg0) throws java.sql.SQLException;

    java.io.Reader getCharacterStream(java.lang.String arg0) throws java.sql.SQLException;

    void setBlob(java.lang.String arg0, java.sql.Blob arg1) throws java.sql.SQLException;

    void setClob(java.lang.String arg0, java.sql.Clob arg1) throws java.sql.SQLException;

    void setAsciiStream(java.lang.String arg0, java.io.InputStream arg1, long arg2) throws java.sql.SQLException;

    void setBinaryStream(java.lang.String arg0, java.io.InputStream arg1, long arg2) throws java.sql.SQLException;

    void setCharacterStream(java.lang.String arg0, java.io.Reader arg1, long arg2) throws java.sql.SQLException;

    void setAsciiStream(java.lang.String arg0, java.io.InputStream arg1) throws java.sql.SQLException;

    void setBinaryStream(java.lang.String arg0, java.io.InputStream arg1) throws java.sql.SQLException;

    void setCharacterStream(java.lang.String arg0, java.io.Reader arg1) throws java.sql.SQLException;

    void setNCharacterStream(java.lang.String arg0, java.io.Reader arg1) throws java.sql.SQLException;

    void setClob(java.lang.String arg0, java.io.Reader arg1) throws java.sql.SQLException;

    void setBlob(java.lang.String arg0, java.io.InputStream arg1) throws java.sql.SQLException;

    void setNClob(java.lang.String arg0, java.io.Reader arg1) throws java.sql.SQLException;

    <T> T getObject(int arg0, java.lang.Class<T> arg1) throws java.sql.SQLException;

    <T> T getObject(java.lang.String arg0, java.lang.Class<T> arg1) throws java.sql.SQLException;

    default void setObject(java.lang.String arg0, java.lang.Object arg1, java.sql.SQLType arg2, int arg3) throws java.sql.SQLException {
        throw new SQLFeatureNotSupportedException("setObject not implemented");
    }

    default void setObject(java.lang.String arg0, java.lang.Object arg1, java.sql.SQLType arg2) throws java.sql.SQLException {
        throw new SQLFeatureNotSupportedException("setObject not implemented");
    }

    default void registerOutParameter(int arg0, java.sql.SQLType arg1) throws java.sql.SQLException {
        throw new SQLFeatureNotSupportedException("registerOutParameter not implemented");
    }

    default void registerOutParameter(int arg0, java.sql.SQLType arg1, int arg2) throws java.sql.SQLException {
        throw new SQLFeatureNotSupportedException("registerOutParameter not implemented");
    }

    default void registerOutParameter(int arg0, java.sql.SQLType arg1, java.lang.String arg2) throws java.sql.SQLException {
        throw new SQLFeatureNotSupportedException("registerOutParameter not implemented");
    }

    default void registerOutParameter(java.lang.String arg0, java.sql.SQLType arg1) throws java.sql.SQLException {
        throw new SQLFeatureNotSupportedException("registerOutParameter not implemented");
    }

    default void registerOutParameter(java.lang.String arg0, java.sql.SQLType arg1, int arg2) throws java.sql.SQLException {
        throw new SQLFeatureNotSupportedException("registerOutParameter not implemented");
    }

    default void registerOutParameter(java.lang.String arg0, java.sql.SQLType arg1, java.lang.String arg2) throws java.sql.SQLException {
        throw new SQLFeatureNotSupportedException("registerOutParameter not implemented");
    }
}

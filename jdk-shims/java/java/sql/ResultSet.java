package java.sql;

public interface ResultSet extends java.sql.Wrapper,java.lang.AutoCloseable {
    int FETCH_FORWARD = 1000;

    int FETCH_REVERSE = 1001;

    int FETCH_UNKNOWN = 1002;

    int TYPE_FORWARD_ONLY = 1003;

    int TYPE_SCROLL_INSENSITIVE = 1004;

    int TYPE_SCROLL_SENSITIVE = 1005;

    int CONCUR_READ_ONLY = 1007;

    int CONCUR_UPDATABLE = 1008;

    int HOLD_CURSORS_OVER_COMMIT = 1;

    int CLOSE_CURSORS_AT_COMMIT = 2;

    boolean next() throws java.sql.SQLException;

    void close() throws java.sql.SQLException;

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

    java.io.InputStream getAsciiStream(int arg0) throws java.sql.SQLException;

    java.io.InputStream getUnicodeStream(int arg0) throws java.sql.SQLException;

    java.io.InputStream getBinaryStream(int arg0) throws java.sql.SQLException;

    java.lang.String getString(java.lang.String arg0) throws java.sql.SQLException;

    boolean getBoolean(java.lang.String arg0) throws java.sql.SQLException;

    byte getByte(java.lang.String arg0) throws java.sql.SQLException;

    short getShort(java.lang.String arg0) throws java.sql.SQLException;

    int getInt(java.lang.String arg0) throws java.sql.SQLException;

    long getLong(java.lang.String arg0) throws java.sql.SQLException;

    float getFloat(java.lang.String arg0) throws java.sql.SQLException;

    double getDouble(java.lang.String arg0) throws java.sql.SQLException;

    java.math.BigDecimal getBigDecimal(java.lang.String arg0, int arg1) throws java.sql.SQLException;

    byte[] getBytes(java.lang.String arg0) throws java.sql.SQLException;

    java.sql.Date getDate(java.lang.String arg0) throws java.sql.SQLException;

    java.sql.Time getTime(java.lang.String arg0) throws java.sql.SQLException;

    java.sql.Timestamp getTimestamp(java.lang.String arg0) throws java.sql.SQLException;

    java.io.InputStream getAsciiStream(java.lang.String arg0) throws java.sql.SQLException;

    java.io.InputStream getUnicodeStream(java.lang.String arg0) throws java.sql.SQLException;

    java.io.InputStream getBinaryStream(java.lang.String arg0) throws java.sql.SQLException;

    java.sql.SQLWarning getWarnings() throws java.sql.SQLException;

    void clearWarnings() throws java.sql.SQLException;

    java.lang.String getCursorName() throws java.sql.SQLException;

    java.sql.ResultSetMetaData getMetaData() throws java.sql.SQLException;

    java.lang.Object getObject(int arg0) throws java.sql.SQLException;

    java.lang.Object getObject(java.lang.String arg0) throws java.sql.SQLException;

    int findColumn(java.lang.String arg0) throws java.sql.SQLException;

    java.io.Reader getCharacterStream(int arg0) throws java.sql.SQLException;

    java.io.Reader getCharacterStream(java.lang.String arg0) throws java.sql.SQLException;

    java.math.BigDecimal getBigDecimal(int arg0) throws java.sql.SQLException;

    java.math.BigDecimal getBigDecimal(java.lang.String arg0) throws java.sql.SQLException;

    boolean isBeforeFirst() throws java.sql.SQLException;

    boolean isAfterLast() throws java.sql.SQLException;

    boolean isFirst() throws java.sql.SQLException;

    boolean isLast() throws java.sql.SQLException;

    void beforeFirst() throws java.sql.SQLException;

    void afterLast() throws java.sql.SQLException;

    boolean first() throws java.sql.SQLException;

    boolean last() throws java.sql.SQLException;

    int getRow() throws java.sql.SQLException;

    boolean absolute(int arg0) throws java.sql.SQLException;

    boolean relative(int arg0) throws java.sql.SQLException;

    boolean previous() throws java.sql.SQLException;

    void setFetchDirection(int arg0) throws java.sql.SQLException;

    int getFetchDirection() throws java.sql.SQLException;

    void setFetchSize(int arg0) throws java.sql.SQLException;

    int getFetchSize() throws java.sql.SQLException;

    int getType() throws java.sql.SQLException;

    int getConcurrency() throws java.sql.SQLException;

    boolean rowUpdated() throws java.sql.SQLException;

    boolean rowInserted() throws java.sql.SQLException;

    boolean rowDeleted() throws java.sql.SQLException;

    void updateNull(int arg0) throws java.sql.SQLException;

    void updateBoolean(int arg0, boolean arg1) throws java.sql.SQLException;

    void updateByte(int arg0, byte arg1) throws java.sql.SQLException;

    void updateShort(int arg0, short arg1) throws java.sql.SQLException;

    void updateInt(int arg0, int arg1) throws java.sql.SQLException;

    void updateLong(int arg0, long arg1) throws java.sql.SQLException;

    void updateFloat(int arg0, float arg1) throws java.sql.SQLException;

    void updateDouble(int arg0, double arg1) throws java.sql.SQLException;

    void updateBigDecimal(int arg0, java.math.BigDecimal arg1) throws java.sql.SQLException;

    void updateString(int arg0, java.lang.String arg1) throws java.sql.SQLException;

    void updateBytes(int arg0, byte[] arg1) throws java.sql.SQLException;

    void updateDate(int arg0, java.sql.Date arg1) throws java.sql.SQLException;

    void updateTime(int arg0, java.sql.Time arg1) throws java.sql.SQLException;

    void updateTimestamp(int arg0, java.sql.Timestamp arg1) throws java.sql.SQLException;

    void updateAsciiStream(int arg0, java.io.InputStream arg1, int arg2) throws java.sql.SQLException;

    void updateBinaryStream(int arg0, java.io.InputStream arg1, int arg2) throws java.sql.SQLException;

    void updateCharacterStream(int arg0, java.io.Reader arg1, int arg2) throws java.sql.SQLException;

    void updateObject(int arg0, java.lang.Object arg1, int arg2) throws java.sql.SQLException;

    void updateObject(int arg0, java.lang.Object arg1) throws java.sql.SQLException;

    void updateNull(java.lang.String arg0) throws java.sql.SQLException;

    void updateBoolean(java.lang.String arg0, boolean arg1) throws java.sql.SQLException;

    void updateByte(java.lang.String arg0, byte arg1) throws java.sql.SQLException;

    void updateShort(java.lang.String arg0, short arg1) throws java.sql.SQLException;

    void updateInt(java.lang.String arg0, int arg1) throws java.sql.SQLException;

    void updateLong(java.lang.String arg0, long arg1) throws java.sql.SQLException;

    void updateFloat(java.lang.String arg0, float arg1) throws java.sql.SQLException;

    void updateDouble(java.lang.String arg0, double arg1) throws java.sql.SQLException;

    void updateBigDecimal(java.lang.String arg0, java.math.BigDecimal arg1) throws java.sql.SQLException;

    void updateString(java.lang.String arg0, java.lang.String arg1) throws java.sql.SQLException;

    void updateBytes(java.lang.String arg0, byte[] arg1) throws java.sql.SQLException;

    void updateDate(java.lang.String arg0, java.sql.Date arg1) throws java.sql.SQLException;

    void updateTime(java.lang.String arg0, java.sql.Time arg1) throws java.sql.SQLException;

    void updateTimestamp(java.lang.String arg0, java.sql.Timestamp arg1) throws java.sql.SQLException;

    void updateAsciiStream(java.lang.String arg0, java.io.InputStream arg1, int arg2) throws java.sql.SQLException;

    void updateBinaryStream(java.lang.String arg0, java.io.InputStream arg1, int arg2) throws java.sql.SQLException;

    void updateCharacterStream(java.lang.String arg0, java.io.Reader arg1, int arg2) throws java.sql.SQLException;

    void updateObject(java.lang.String arg0, java.lang.Object arg1, int arg2) throws java.sql.SQLException;

    void updateObject(java.lang.String arg0, java.lang.Object arg1) throws java.sql.SQLException;

    void insertRow() throws java.sql.SQLException;

    void updateRow() throws java.sql.SQLException;

    void deleteRow() throws java.sql.SQLException;

    void refreshRow() throws java.sql.SQLException;

    void cancelRowUpdates() throws java.sql.SQLException;

    void moveToInsertRow() throws java.sql.SQLException;

    void moveToCurrentRow() throws java.sql.SQLException;

    java.sql.Statement getStatement() throws java.sql.SQLException;

    java.lang.Object getObject(int arg0, java.util.Map<java.lang.String, java.lang.Class<?>> arg1) throws java.sql.SQLException;

    java.sql.Ref getRef(int arg0) throws java.sql.SQLException;

    java.sql.Blob getBlob(int arg0) throws java.sql.SQLException;

    java.sql.Clob getClob(int arg0) throws java.sql.SQLException;

    java.sql.Array getArray(int arg0) throws java.sql.SQLException;

    java.lang.Object getObject(java.lang.String arg0, java.util.Map<java.lang.String, java.lang.Class<?>> arg1) throws java.sql.SQLException;

    java.sql.Ref getRef(java.lang.String arg0) throws java.sql.SQLException;

    java.sql.Blob getBlob(java.lang.String arg0) throws java.sql.SQLException;

    java.sql.Clob getClob(java.lang.String arg0) throws java.sql.SQLException;

    java.sql.Array getArray(java.lang.String arg0) throws java.sql.SQLException;

    java.sql.Date getDate(int arg0, java.util.Calendar arg1) throws java.sql.SQLException;

    java.sql.Date getDate(java.lang.String arg0, java.util.Calendar arg1) throws java.sql.SQLException;

    java.sql.Time getTime(int arg0, java.util.Calendar arg1) throws java.sql.SQLException;

    java.sql.Time getTime(java.lang.String arg0, java.util.Calendar arg1) throws java.sql.SQLException;

    java.sql.Timestamp getTimestamp(int arg0, java.util.Calendar arg1) throws java.sql.SQLException;

    java.sql.Timestamp getTimestamp(java.lang.String arg0, java.util.Calendar arg1) throws java.sql.SQLException;

    java.net.URL getURL(int arg0) throws java.sql.SQLException;

    java.net.URL getURL(java.lang.String arg0) throws java.sql.SQLException;

    void updateRef(int arg0, java.sql.Ref arg1) throws java.sql.SQLException;

    void updateRef(java.lang.String arg0, java.sql.Ref arg1) throws java.sql.SQLException;

    void updateBlob(int arg0, java.sql.Blob arg1) throws java.sql.SQLException;

    void updateBlob(java.lang.String arg0, java.sql.Blob arg1) throws java.sql.SQLException;

    void updateClob(int arg0, java.sql.Clob arg1) throws java.sql.SQLException;

    void updateClob(java.lang.String arg0, java.sql.Clob arg1) throws java.sql.SQLException;

    void updateArray(int arg0, java.sql.Array arg1) throws java.sql.SQLException;

    void updateArray(java.lang.String arg0, java.sql.Array arg1) throws java.sql.SQLException;

    java.sql.RowId getRowId(int arg0) throws java.sql.SQLException;

    java.sql.RowId getRowId(java.lang.String arg0) throws java.sql.SQLException;

    void updateRowId(int arg0, java.sql.RowId arg1) throws java.sql.SQLException;

    void updateRowId(java.lang.String arg0, java.sql.RowId arg1) throws java.sql.SQLException;

    int getHoldability() throws java.sql.SQLException;

    boolean isClosed() throws java.sql.SQLException;

    void updateNString(int arg0, java.lang.String arg1) throws java.sql.SQLException;

    void updateNString(java.lang.String arg0, java.lang.String arg1) throws java.sql.SQLException;

    void updateNClob(int arg0, java.sql.NClob arg1) throws java.sql.SQLException;

    void updateNClob(java.lang.String arg0, java.sql.NClob arg1) throws java.sql.SQLException;

    java.sql.NClob getNClob(int arg0) throws java.sql.SQLException;

    java.sql.NClob getNClob(java.lang.String arg0) throws java.sql.SQLException;

    java.sql.SQLXML getSQLXML(int arg0) throws java.sql.SQLException;

    java.sql.SQLXML getSQLXML(java.lang.String arg0) throws java.sql.SQLException;

    void updateSQLXML(int arg0, java.sql.SQLXML arg1) throws java.sql.SQLException;

    void updateSQLXML(java.lang.String arg0, java.sql.SQLXML arg1) throws java.sql.SQLException;

    java.lang.String getNString(int arg0) throws java.sql.SQLException;

    java.lang.String getNString(java.lang.String arg0) throws java.sql.SQLException;

    java.io.Reader getNCharacterStream(int arg0) throws java.sql.SQLException;

    java.io.Reader getNCharacterStream(java.lang.String arg0) throws java.sql.SQLException;

    void updateNCharacterStream(int arg0, java.io.Reader arg1, long arg2) throws java.sql.SQLException;

    void updateNCharacterStream(java.lang.String arg0, java.io.Reader arg1, long arg2) throws java.sql.SQLException;

    void updateAsciiStream(int arg0, java.io.InputStream arg1, long arg2) throws java.sql.SQLException;

    void updateBinaryStream(int arg0, java.io.InputStream arg1, long arg2) throws java.sql.SQLException;

    void updateCharacterStream(int arg0, java.io.Reader arg1, long arg2) throws java.sql.SQLException;

    void updateAsciiStream(java.lang.String arg0, java.io.InputStream arg1, long arg2) throws java.sql.SQLException;

    void updateBinaryStream(java.lang.String arg0, java.io.InputStream arg1, long arg2) throws java.sql.SQLException;

    void updateCharacterStream(java.lang.String arg0, java.io.Reader arg1, long arg2) throws java.sql.SQLException;

    void updateBlob(int arg0, java.io.InputStream arg1, long arg2) throws java.sql.SQLException;

    void updateBlob(java.lang.String arg0, java.io.InputStream arg1, long arg2) throws java.sql.SQLException;

    void updateClob(int arg0, java.io.Reader arg1, long arg2) throws java.sql.SQLException;

    void updateClob(java.lang.String arg0, java.io.Reader arg1, long arg2) throws java.sql.SQLException;

    void updateNClob(int arg0, java.io.Reader arg1, long arg2) throws java.sql.SQLException;

    void updateNClob(java.lang.String arg0, java.io.Reader arg1, long arg2) throws java.sql.SQLException;

    void updateNCharacterStream(int arg0, java.io.Reader arg1) throws java.sql.SQLException;

    void updateNCharacterStream(java.lang.String arg0, java.io.Reader arg1) throws java.sql.SQLException;

    void updateAsciiStream(int arg0, java.io.InputStream arg1) throws java.sql.SQLException;

    void updateBinaryStream(int arg0, java.io.InputStream arg1) throws java.sql.SQLException;

    void updateCharacterStream(int arg0, java.io.Reader arg1) throws java.sql.SQLException;

    void updateAsciiStream(java.lang.String arg0, java.io.InputStream arg1) throws java.sql.SQLException;

    void updateBinaryStream(java.lang.String arg0, java.io.InputStream arg1) throws java.sql.SQLException;

    void updateCharacterStream(java.lang.String arg0, java.io.Reader arg1) throws java.sql.SQLException;

    void updateBlob(int arg0, java.io.InputStream arg1) throws java.sql.SQLException;

    void updateBlob(java.lang.String arg0, java.io.InputStream arg1) throws java.sql.SQLException;

    void updateClob(int arg0, java.io.Reader arg1) throws java.sql.SQLException;

    void updateClob(java.lang.String arg0, java.io.Reader arg1) throws java.sql.SQLException;

    void updateNClob(int arg0, java.io.Reader arg1) throws java.sql.SQLException;

    void updateNClob(java.lang.String arg0, java.io.Reader arg1) throws java.sql.SQLException;

    <T> T getObject(int arg0, java.lang.Class<T> arg1) throws java.sql.SQLException;

    <T> T getObject(java.lang.String arg0, java.lang.Class<T> arg1) throws java.sql.SQLException;

    default void updateObject(int arg0, java.lang.Object arg1, java.sql.SQLType arg2, int arg3) throws java.sql.SQLException {
        throw new SQLFeatureNotSupportedException("updateObject not implemented");
    }

    default void updateObject(java.lang.String arg0, java.lang.Object arg1, java.sql.SQLType arg2, int arg3) throws java.sql.SQLException {
        throw new SQLFeatureNotSupportedException("updateObject not implemented");
    }

    default void updateObject(int arg0, java.lang.Object arg1, java.sql.SQLType arg2) throws java.sql.SQLException {
        throw new SQLFeatureNotSupportedException("updateObject not implemented");
    }

    default void updateObject(java.lang.String arg0, java.lang.Object arg1, java.sql.SQLType arg2) throws java.sql.SQLException {
        throw new SQLFeatureNotSupportedException("updateObject not implemented");
    }
}

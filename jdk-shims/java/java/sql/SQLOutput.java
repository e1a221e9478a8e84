package java.sql;

public interface SQLOutput {
    void writeString(java.lang.String arg0) throws java.sql.SQLException;

    void writeBoolean(boolean arg0) throws java.sql.SQLException;

    void writeByte(byte arg0) throws java.sql.SQLException;

    void writeShort(short arg0) throws java.sql.SQLException;

    void writeInt(int arg0) throws java.sql.SQLException;

    void writeLong(long arg0) throws java.sql.SQLException;

    void writeFloat(float arg0) throws java.sql.SQLException;

    void writeDouble(double arg0) throws java.sql.SQLException;

    void writeBigDecimal(java.math.BigDecimal arg0) throws java.sql.SQLException;

    void writeBytes(byte[] arg0) throws java.sql.SQLException;

    void writeDate(java.sql.Date arg0) throws java.sql.SQLException;

    void writeTime(java.sql.Time arg0) throws java.sql.SQLException;

    void writeTimestamp(java.sql.Timestamp arg0) throws java.sql.SQLException;

    void writeCharacterStream(java.io.Reader arg0) throws java.sql.SQLException;

    void writeAsciiStream(java.io.InputStream arg0) throws java.sql.SQLException;

    void writeBinaryStream(java.io.InputStream arg0) throws java.sql.SQLException;

    void writeObject(java.sql.SQLData arg0) throws java.sql.SQLException;

    void writeRef(java.sql.Ref arg0) throws java.sql.SQLException;

    void writeBlob(java.sql.Blob arg0) throws java.sql.SQLException;

    void writeClob(java.sql.Clob arg0) throws java.sql.SQLException;

    void writeStruct(java.sql.Struct arg0) throws java.sql.SQLException;

    void writeArray(java.sql.Array arg0) throws java.sql.SQLException;

    void writeURL(java.net.URL arg0) throws java.sql.SQLException;

    void writeNString(java.lang.String arg0) throws java.sql.SQLException;

    void writeNClob(java.sql.NClob arg0) throws java.sql.SQLException;

    void writeRowId(java.sql.RowId arg0) throws java.sql.SQLException;

    void writeSQLXML(java.sql.SQLXML arg0) throws java.sql.SQLException;

    default void writeObject(java.lang.Object arg0, java.sql.SQLType arg1) throws java.sql.SQLException {
        throw new SQLFeatureNotSupportedException();
    }
}

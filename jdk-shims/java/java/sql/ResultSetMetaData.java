package java.sql;

public interface ResultSetMetaData extends java.sql.Wrapper {
    int columnNoNulls = 0;

    int columnNullable = 1;

    int columnNullableUnknown = 2;

    int getColumnCount() throws java.sql.SQLException;

    boolean isAutoIncrement(int arg0) throws java.sql.SQLException;

    boolean isCaseSensitive(int arg0) throws java.sql.SQLException;

    boolean isSearchable(int arg0) throws java.sql.SQLException;

    boolean isCurrency(int arg0) throws java.sql.SQLException;

    int isNullable(int arg0) throws java.sql.SQLException;

    boolean isSigned(int arg0) throws java.sql.SQLException;

    int getColumnDisplaySize(int arg0) throws java.sql.SQLException;

    java.lang.String getColumnLabel(int arg0) throws java.sql.SQLException;

    java.lang.String getColumnName(int arg0) throws java.sql.SQLException;

    java.lang.String getSchemaName(int arg0) throws java.sql.SQLException;

    int getPrecision(int arg0) throws java.sql.SQLException;

    int getScale(int arg0) throws java.sql.SQLException;

    java.lang.String getTableName(int arg0) throws java.sql.SQLException;

    java.lang.String getCatalogName(int arg0) throws java.sql.SQLException;

    int getColumnType(int arg0) throws java.sql.SQLException;

    java.lang.String getColumnTypeName(int arg0) throws java.sql.SQLException;

    boolean isReadOnly(int arg0) throws java.sql.SQLException;

    boolean isWritable(int arg0) throws java.sql.SQLException;

    boolean isDefinitelyWritable(int arg0) throws java.sql.SQLException;

    java.lang.String getColumnClassName(int arg0) throws java.sql.SQLException;
}

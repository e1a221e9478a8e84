package java.sql;

public interface Array {
    java.lang.String getBaseTypeName() throws java.sql.SQLException;

    int getBaseType() throws java.sql.SQLException;

    java.lang.Object getArray() throws java.sql.SQLException;

    java.lang.Object getArray(java.util.Map<java.lang.String, java.lang.Class<?>> arg0) throws java.sql.SQLException;

    java.lang.Object getArray(long arg0, int arg1) throws java.sql.SQLException;

    java.lang.Object getArray(long arg0, int arg1, java.util.Map<java.lang.String, java.lang.Class<?>> arg2) throws java.sql.SQLException;

    java.sql.ResultSet getResultSet() throws java.sql.SQLException;

    java.sql.ResultSet getResultSet(java.util.Map<java.lang.String, java.lang.Class<?>> arg0) throws java.sql.SQLException;

    java.sql.ResultSet getResultSet(long arg0, int arg1) throws java.sql.SQLException;

    java.sql.ResultSet getResultSet(long arg0, int arg1, java.util.Map<java.lang.String, java.lang.Class<?>> arg2) throws java.sql.SQLException;

    void free() throws java.sql.SQLException;
}

package java.sql;

public interface Struct {
    java.lang.String getSQLTypeName() throws java.sql.SQLException;

    java.lang.Object[] getAttributes() throws java.sql.SQLException;

    java.lang.Object[] getAttributes(java.util.Map<java.lang.String, java.lang.Class<?>> arg0) throws java.sql.SQLException;
}

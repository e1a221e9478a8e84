package java.sql;

public interface Ref {
    java.lang.String getBaseTypeName() throws java.sql.SQLException;

    java.lang.Object getObject(java.util.Map<java.lang.String, java.lang.Class<?>> arg0) throws java.sql.SQLException;

    java.lang.Object getObject() throws java.sql.SQLException;

    void setObject(java.lang.Object arg0) throws java.sql.SQLException;
}

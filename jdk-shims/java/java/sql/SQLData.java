package java.sql;

public interface SQLData {
    java.lang.String getSQLTypeName() throws java.sql.SQLException;

    void readSQL(java.sql.SQLInput arg0, java.lang.String arg1) throws java.sql.SQLException;

    void writeSQL(java.sql.SQLOutput arg0) throws java.sql.SQLException;
}

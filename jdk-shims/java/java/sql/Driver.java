package java.sql;

public interface Driver {
    java.sql.Connection connect(java.lang.String arg0, java.util.Properties arg1) throws java.sql.SQLException;

    boolean acceptsURL(java.lang.String arg0) throws java.sql.SQLException;

    java.sql.DriverPropertyInfo[] getPropertyInfo(java.lang.String arg0, java.util.Properties arg1) throws java.sql.SQLException;

    int getMajorVersion();

    int getMinorVersion();

    boolean jdbcCompliant();

    java.util.logging.Logger getParentLogger() throws java.sql.SQLFeatureNotSupportedException;
}

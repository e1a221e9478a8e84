package java.sql;

public interface Savepoint {
    int getSavepointId() throws java.sql.SQLException;

    java.lang.String getSavepointName() throws java.sql.SQLException;
}

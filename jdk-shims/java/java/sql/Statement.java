package java.sql;

public interface Statement extends java.sql.Wrapper,java.lang.AutoCloseable {
    int CLOSE_CURRENT_RESULT = 1;

    int KEEP_CURRENT_RESULT = 2;

    int CLOSE_ALL_RESULTS = 3;

    int SUCCESS_NO_INFO = -2;

    int EXECUTE_FAILED = -3;

    int RETURN_GENERATED_KEYS = 1;

    int NO_GENERATED_KEYS = 2;

    java.sql.ResultSet executeQuery(java.lang.String arg0) throws java.sql.SQLException;

    int executeUpdate(java.lang.String arg0) throws java.sql.SQLException;

    void close() throws java.sql.SQLException;

    int getMaxFieldSize() throws java.sql.SQLException;

    void setMaxFieldSize(int arg0) throws java.sql.SQLException;

    int getMaxRows() throws java.sql.SQLException;

    void setMaxRows(int arg0) throws java.sql.SQLException;

    void setEscapeProcessing(boolean arg0) throws java.sql.SQLException;

    int getQueryTimeout() throws java.sql.SQLException;

    void setQueryTimeout(int arg0) throws java.sql.SQLException;

    void cancel() throws java.sql.SQLException;

    java.sql.SQLWarning getWarnings() throws java.sql.SQLException;

    void clearWarnings() throws java.sql.SQLException;

    void setCursorName(java.lang.String arg0) throws java.sql.SQLException;

    boolean execute(java.lang.String arg0) throws java.sql.SQLException;

    java.sql.ResultSet getResultSet() throws java.sql.SQLException;

    int getUpdateCount() throws java.sql.SQLException;

    boolean getMoreResults() throws java.sql.SQLException;

    void setFetchDirection(int arg0) throws java.sql.SQLException;

    int getFetchDirection() throws java.sql.SQLException;

    void setFetchSize(int arg0) throws java.sql.SQLException;

    int getFetchSize() throws java.sql.SQLException;

    int getResultSetConcurrency() throws java.sql.SQLException;

    int getResultSetType() throws java.sql.SQLException;

    void addBatch(java.lang.String arg0) throws java.sql.SQLException;

    void clearBatch() throws java.sql.SQLException;

    int[] executeBatch() throws java.sql.SQLException;

    java.sql.Connection getConnection() throws java.sql.SQLException;

    boolean getMoreResults(int arg0) throws java.sql.SQLException;

    java.sql.ResultSet getGeneratedKeys() throws java.sql.SQLException;

    int executeUpdate(java.lang.String arg0, int arg1) throws java.sql.SQLException;

    int executeUpdate(java.lang.String arg0, int[] arg1) throws java.sql.SQLException;

    int executeUpdate(java.lang.String arg0, java.lang.String[] arg1) throws java.sql.SQLException;

    boolean execute(java.lang.String arg0, int arg1) throws java.sql.SQLException;

    boolean execute(java.lang.String arg0, int[] arg1) throws java.sql.SQLException;

    boolean execute(java.lang.String arg0, java.lang.String[] arg1) throws java.sql.SQLException;

    int getResultSetHoldability() throws java.sql.SQLException;

    boolean isClosed() throws java.sql.SQLException;

    void setPoolable(boolean arg0) throws java.sql.SQLException;

    boolean isPoolable() throws java.sql.SQLException;

    void closeOnCompletion() throws java.sql.SQLException;

    boolean isCloseOnCompletion() throws java.sql.SQLException;

    default long getLargeUpdateCount() throws java.sql.SQLException {
        throw new UnsupportedOperationException("getLargeUpdateCount not implemented");
    }

    default void setLargeMaxRows(long arg0) throws java.sql.SQLException {
        throw new UnsupportedOperationException("setLargeMaxRows not implemented");
    }

    default long getLargeMaxRows() throws java.sql.SQLException {
        return 0;
    }

    default long[] executeLargeBatch() throws java.sql.SQLException {
        throw new UnsupportedOperationException("executeLargeBatch not implemented");
    }

    default long executeLargeUpdate(java.lang.String arg0) throws java.sql.SQLException {
        throw new UnsupportedOperationException("executeLargeUpdate not implemented");
    }

    default long executeLargeUpdate(java.lang.String arg0, int arg1) throws java.sql.SQLException {
        throw new UnsupportedOperationException("executeLargeUpdate not implemented");
    }

    default long executeLargeUpdate(java.lang.String arg0, int[] arg1) throws java.sql.SQLException {
        throw new UnsupportedOperationException("executeLargeUpdate not implemented");
    }

    default long executeLargeUpdate(java.lang.String arg0, java.lang.String[] arg1) throws java.sql.SQLException {
        throw new UnsupportedOperationException("executeLargeUpdate not implemented");
    }

    default java.lang.String enquoteLiteral(java.lang.String arg0) throws java.sql.SQLException {
        return jdk.internal.terrarium.SqlText.enquoteLiteral(arg0);
    }

    default java.lang.String enquoteIdentifier(java.lang.String arg0, boolean arg1) throws java.sql.SQLException {
        return jdk.internal.terrarium.SqlText.enquoteIdentifier(arg0, arg1);
    }

    default boolean isSimpleIdentifier(java.lang.String arg0) throws java.sql.SQLException {
        return jdk.internal.terrarium.SqlText.isSimpleIdentifier(arg0);
    }

    default java.lang.String enquoteNCharLiteral(java.lang.String arg0) throws java.sql.SQLException {
        return "N" + jdk.internal.terrarium.SqlText.enquoteLiteral(arg0);
    }
}

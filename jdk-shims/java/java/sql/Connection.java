package java.sql;

public interface Connection extends java.sql.Wrapper,java.lang.AutoCloseable {
    int TRANSACTION_NONE = 0;

    int TRANSACTION_READ_UNCOMMITTED = 1;

    int TRANSACTION_READ_COMMITTED = 2;

    int TRANSACTION_REPEATABLE_READ = 4;

    int TRANSACTION_SERIALIZABLE = 8;

    java.sql.Statement createStatement() throws java.sql.SQLException;

    java.sql.PreparedStatement prepareStatement(java.lang.String arg0) throws java.sql.SQLException;

    java.sql.CallableStatement prepareCall(java.lang.String arg0) throws java.sql.SQLException;

    java.lang.String nativeSQL(java.lang.String arg0) throws java.sql.SQLException;

    void setAutoCommit(boolean arg0) throws java.sql.SQLException;

    boolean getAutoCommit() throws java.sql.SQLException;

    void commit() throws java.sql.SQLException;

    void rollback() throws java.sql.SQLException;

    void close() throws java.sql.SQLException;

    boolean isClosed() throws java.sql.SQLException;

    java.sql.DatabaseMetaData getMetaData() throws java.sql.SQLException;

    void setReadOnly(boolean arg0) throws java.sql.SQLException;

    boolean isReadOnly() throws java.sql.SQLException;

    void setCatalog(java.lang.String arg0) throws java.sql.SQLException;

    java.lang.String getCatalog() throws java.sql.SQLException;

    void setTransactionIsolation(int arg0) throws java.sql.SQLException;

    int getTransactionIsolation() throws java.sql.SQLException;

    java.sql.SQLWarning getWarnings() throws java.sql.SQLException;

    void clearWarnings() throws java.sql.SQLException;

    java.sql.Statement createStatement(int arg0, int arg1) throws java.sql.SQLException;

    java.sql.PreparedStatement prepareStatement(java.lang.String arg0, int arg1, int arg2) throws java.sql.SQLException;

    java.sql.CallableStatement prepareCall(java.lang.String arg0, int arg1, int arg2) throws java.sql.SQLException;

    java.util.Map<java.lang.String, java.lang.Class<?>> getTypeMap() throws java.sql.SQLException;

    void setTypeMap(java.util.Map<java.lang.String, java.lang.Class<?>> arg0) throws java.sql.SQLException;

    void setHoldability(int arg0) throws java.sql.SQLException;

    int getHoldability() throws java.sql.SQLException;

    java.sql.Savepoint setSavepoint() throws java.sql.SQLException;

    java.sql.Savepoint setSavepoint(java.lang.String arg0) throws java.sql.SQLException;

    void rollback(java.sql.Savepoint arg0) throws java.sql.SQLException;

    void releaseSavepoint(java.sql.Savepoint arg0) throws java.sql.SQLException;

    java.sql.Statement createStatement(int arg0, int arg1, int arg2) throws java.sql.SQLException;

    java.sql.PreparedStatement prepareStatement(java.lang.String arg0, int arg1, int arg2, int arg3) throws java.sql.SQLException;

    java.sql.CallableStatement prepareCall(java.lang.String arg0, int arg1, int arg2, int arg3) throws java.sql.SQLException;

    java.sql.PreparedStatement prepareStatement(java.lang.String arg0, int arg1) throws java.sql.SQLException;

    java.sql.PreparedStatement prepareStatement(java.lang.String arg0, int[] arg1) throws java.sql.SQLException;

    java.sql.PreparedStatement prepareStatement(java.lang.String arg0, java.lang.String[] arg1) throws java.sql.SQLException;

    java.sql.Clob createClob() throws java.sql.SQLException;

    java.sql.Blob createBlob() throws java.sql.SQLException;

    java.sql.NClob createNClob() throws java.sql.SQLException;

    java.sql.SQLXML createSQLXML() throws java.sql.SQLException;

    boolean isValid(int arg0) throws java.sql.SQLException;

    void setClientInfo(java.lang.String arg0, java.lang.String arg1) throws java.sql.SQLClientInfoException;

    void setClientInfo(java.util.Properties arg0) throws java.sql.SQLClientInfoException;

    java.lang.String getClientInfo(java.lang.String arg0) throws java.sql.SQLException;

    java.util.Properties getClientInfo() throws java.sql.SQLException;

    java.sql.Array createArrayOf(java.lang.String arg0, java.lang.Object[] arg1) throws java.sql.SQLException;

    java.sql.Struct createStruct(java.lang.String arg0, java.lang.Object[] arg1) throws java.sql.SQLException;

    void setSchema(java.lang.String arg0) throws java.sql.SQLException;

    java.lang.String getSchema() throws java.sql.SQLException;

    void abort(java.util.concurrent.Executor arg0) throws java.sql.SQLException;

    void setNetworkTimeout(java.util.concurrent.Executor arg0, int arg1) throws java.sql.SQLException;

    int getNetworkTimeout() throws java.sql.SQLException;

    default void beginRequest() throws java.sql.SQLException {
    }

    default void endRequest() throws java.sql.SQLException {
    }

    default boolean setShardingKeyIfValid(java.sql.ShardingKey arg0, java.sql.ShardingKey arg1, int arg2) throws java.sql.SQLException {
        throw new SQLFeatureNotSupportedException("setShardingKeyIfValid not implemented");
    }

    default boolean setShardingKeyIfValid(java.sql.ShardingKey arg0, int arg1) throws java.sql.SQLException {
        throw new SQLFeatureNotSupportedException("setShardingKeyIfValid not implemented");
    }

    default void setShardingKey(java.sql.ShardingKey arg0, java.sql.ShardingKey arg1) throws java.sql.SQLException {
        throw new SQLFeatureNotSupportedException("setShardingKey not implemented");
    }

    default void setShardingKey(java.sql.ShardingKey arg0) throws java.sql.SQLException {
        throw new SQLFeatureNotSupportedException("setShardingKey not implemented");
    }
}

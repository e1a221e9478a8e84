package java.sql;

public interface ShardingKeyBuilder {
    java.sql.ShardingKeyBuilder subkey(java.lang.Object arg0, java.sql.SQLType arg1);

    java.sql.ShardingKey build() throws java.sql.SQLException;
}

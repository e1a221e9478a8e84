package java.sql;

public interface ShardingKey {

}

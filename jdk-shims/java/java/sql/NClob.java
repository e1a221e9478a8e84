package java.sql;

public interface NClob extends java.sql.Clob {

}

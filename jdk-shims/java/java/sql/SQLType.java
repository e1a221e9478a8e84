package java.sql;

public interface SQLType {
    java.lang.String getName();

    java.lang.String getVendor();

    java.lang.Integer getVendorTypeNumber();
}

package java.sql;

public interface ParameterMetaData extends java.sql.Wrapper {
    int parameterNoNulls = 0;

    int parameterNullable = 1;

    int parameterNullableUnknown = 2;

    int parameterModeUnknown = 0;

    int parameterModeIn = 1;

    int parameterModeInOut = 2;

    int parameterModeOut = 4;

    int getParameterCount() throws java.sql.SQLException;

    int isNullable(int arg0) throws java.sql.SQLException;

    boolean isSigned(int arg0) throws java.sql.SQLException;

    int getPrecision(int arg0) throws java.sql.SQLException;

    int getScale(int arg0) throws java.sql.SQLException;

    int getParameterType(int arg0) throws java.sql.SQLException;

    java.lang.String getParameterTypeName(int arg0) throws java.sql.SQLException;

    java.lang.String getParameterClassName(int arg0) throws java.sql.SQLException;

    int getParameterMode(int arg0) throws java.sql.SQLException;
}

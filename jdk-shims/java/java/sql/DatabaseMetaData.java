package java.sql;

public interface DatabaseMetaData extends java.sql.Wrapper {
    int procedureResultUnknown = 0;

    int procedureNoResult = 1;

    int procedureReturnsResult = 2;

    int procedureColumnUnknown = 0;

    int procedureColumnIn = 1;

    int procedureColumnInOut = 2;

    int procedureColumnOut = 4;

    int procedureColumnReturn = 5;

    int procedureColumnResult = 3;

    int procedureNoNulls = 0;

    int procedureNullable = 1;

    int procedureNullableUnknown = 2;

    int columnNoNulls = 0;

    int columnNullable = 1;

    int columnNullableUnknown = 2;

    int bestRowTemporary = 0;

    int bestRowTransaction = 1;

    int bestRowSession = 2;

    int bestRowUnknown = 0;

    int bestRowNotPseudo = 1;

    int bestRowPseudo = 2;

    int versionColumnUnknown = 0;

    int versionColumnNotPseudo = 1;

    int versionColumnPseudo = 2;

    int importedKeyCascade = 0;

    int importedKeyRestrict = 1;

    int importedKeySetNull = 2;

    int importedKeyNoAction = 3;

    int importedKeySetDefault = 4;

    int importedKeyInitiallyDeferred = 5;

    int importedKeyInitiallyImmediate = 6;

    int importedKeyNotDeferrable = 7;

    int typeNoNulls = 0;

    int typeNullable = 1;

    int typeNullableUnknown = 2;

    int typePredNone = 0;

    int typePredChar = 1;

    int typePredBasic = 2;

    int typeSearchable = 3;

    short tableIndexStatistic = 0;

    short tableIndexClustered = 1;

    short tableIndexHashed = 2;

    short tableIndexOther = 3;

    short attributeNoNulls = 0;

    short attributeNullable = 1;

    short attributeNullableUnknown = 2;

    int sqlStateXOpen = 1;

    int sqlStateSQL = 2;

    int sqlStateSQL99 = 2;

    int functionColumnUnknown = 0;

    int functionColumnIn = 1;

    int functionColumnInOut = 2;

    int functionColumnOut = 3;

    int functionReturn = 4;

    int functionColumnResult = 5;

    int functionNoNulls = 0;

    int functionNullable = 1;

    int functionNullableUnknown = 2;

    int functionResultUnknown = 0;

    int functionNoTable = 1;

    int functionReturnsTable = 2;

    boolean allProceduresAreCallable() throws java.sql.SQLException;

    boolean allTablesAreSelectable() throws java.sql.SQLException;

    java.lang.String getURL() throws java.sql.SQLException;

    java.lang.String getUserName() throws java.sql.SQLException;

    boolean isReadOnly() throws java.sql.SQLException;

    boolean nullsAreSortedHigh() throws java.sql.SQLException;

    boolean nullsAreSortedLow() throws java.sql.SQLException;

    boolean nullsAreSortedAtStart() throws java.sql.SQLException;

    boolean nullsAreSortedAtEnd() throws java.sql.SQLException;

    java.lang.String getDatabaseProductName() throws java.sql.SQLException;

    java.lang.String getDatabaseProductVersion() throws java.sql.SQLException;

    java.lang.String getDriverName() throws java.sql.SQLException;

    java.lang.String getDriverVersion() throws java.sql.SQLException;

    int getDriverMajorVersion();

    int getDriverMinorVersion();

    boolean usesLocalFiles() throws java.sql.SQLException;

    boolean usesLocalFilePerTable() throws java.sql.SQLException;

    boolean supportsMixedCaseIdentifiers() throws java.sql.SQLException;

    boolean storesUpperCaseIdentifiers() throws java.sql.SQLException;

    boolean storesLowerCaseIdentifiers() throws java.sql.SQLException;

    boolean storesMixedCaseIdentifiers() throws java.sql.SQLException;

    boolean supportsMixedCaseQuotedIdentifiers() throws java.sql.SQLException;

    boolean storesUpperCaseQuotedIdentifiers() throws java.sql.SQLException;

    boolean storesLowerCaseQuotedIdentifiers() throws java.sql.SQLException;

    boolean storesMixedCaseQuotedIdentifiers() throws java.sql.SQLException;

    java.lang.String getIdentifierQuoteString() throws java.sql.SQLException;

    java.lang.String getSQLKeywords() throws java.sql.SQLException;

    java.lang.String getNumericFunctions() throws java.sql.SQLException;

    java.lang.String getStringFunctions() throws java.sql.SQLException;

    java.lang.String getSystemFunctions() throws java.sql.SQLException;

    java.lang.String getTimeDateFunctions() throws java.sql.SQLException;

    java.lang.String getSearchStringEscape() throws java.sql.SQLException;

    java.lang.String getExtraNameCharacters() throws java.sql.SQLException;

    boolean supportsAlterTableWithAddColumn() throws java.sql.SQLException;

    boolean supportsAlterTableWithDropColumn() throws java.sql.SQLException;

    boolean supportsColumnAliasing() throws java.sql.SQLException;

    boolean nullPlusNonNullIsNull() throws java.sql.SQLException;

    boolean supportsConvert() throws java.sql.SQLException;

    boolean supportsConvert(int arg0, int arg1) throws java.sql.SQLException;

    boolean supportsTableCorrelationNames() throws java.sql.SQLException;

    boolean supportsDifferentTableCorrelationNames() throws java.sql.SQLException;

    boolean supportsExpressionsInOrderBy() throws java.sql.SQLException;

    boolean supportsOrderByUnrelated() throws java.sql.SQLException;

    boolean supportsGroupBy() throws java.sql.SQLException;

    boolean supportsGroupByUnrelated() throws java.sql.SQLException;

    boolean supportsGroupByBeyondSelect() throws java.sql.SQLException;

    boolean supportsLikeEscapeClause() throws java.sql.SQLException;

    boolean supportsMultipleResultSets() throws java.sql.SQLException;

    boolean supportsMultipleTransactions() throws java.sql.SQLException;

    boolean supportsNonNullableColumns() throws java.sql.SQLException;

    boolean supportsMinimumSQLGrammar() throws java.sql.SQLException;

    boolean supportsCoreSQLGrammar() throws java.sql.SQLException;

    boolean supportsExtendedSQLGrammar() throws java.sql.SQLException;

    boolean supportsANSI92EntryLevelSQL() throws java.sql.SQLException;

    boolean supportsANSI92IntermediateSQL() throws java.sql.SQLException;

    boolean supportsANSI92FullSQL() throws java.sql.SQLException;

    boolean supportsIntegrityEnhancementFacility() throws java.sql.SQLException;

    boolean supportsOuterJoins() throws java.sql.SQLException;

    boolean supportsFullOuterJoins() throws java.sql.SQLException;

    boolean supportsLimitedOuterJoins() throws java.sql.SQLException;

    java.lang.String getSchemaTerm() throws java.sql.SQLException;

    java.lang.String getProcedureTerm() throws java.sql.SQLException;

    java.lang.String getCatalogTerm() throws java.sql.SQLException;

    boolean isCatalogAtStart() throws java.sql.SQLException;

    java.lang.String getCatalogSeparator() throws java.sql.SQLException;

    boolean supportsSchemasInDataManipulation() throws java.sql.SQLException;

    boolean supportsSchemasInProcedureCalls() throws java.sql.SQLException;

    boolean supportsSchemasInTableDefinitions() throws java.sql.SQLException;

    boolean supportsSchemasInIndexDefinitions() throws java.sql.SQLException;

    boolean supportsSchemasInPrivilegeDefinitions() throws java.sql.SQLException;

    boolean supportsCatalogsInDataManipulation() throws java.sql.SQLException;

    boolean supportsCatalogsInProcedureCalls() throws java.sql.SQLException;

    boolean supportsCatalogsInTableDefinitions() throws java.sql.SQLException;

    boolean supportsCatalogsInIndexDefinitions() throws java.sql.SQLException;

    boolean supportsCatalogsInPrivilegeDefinitions() throws java.sql.SQLException;

    boolean supportsPositionedDelete() throws java.sql.SQLException;

    boolean supportsPositionedUpdate() throws java.sql.SQLException;

    boolean supportsSelectForUpdate() throws java.sql.SQLException;

    boolean supportsStoredProcedures() throws java.sql.SQLException;

    boolean supportsSubqueriesInComparisons() throws java.sql.SQLException;

    boolean supportsSubqueriesInExists() throws java.sql.SQLException;

    boolean supportsSubqueriesInIns() throws java.sql.SQLException;

    boolean supportsSubqueriesInQuantifieds() throws java.sql.SQLException;

    boolean supportsCorrelatedSubqueries() throws java.sql.SQLException;

    boolean supportsUnion() throws java.sql.SQLException;

    boolean supportsUnionAll() throws java.sql.SQLException;

    boolean supportsOpenCursorsAcrossCommit() throws java.sql.SQLException;

    boolean supportsOpenCursorsAcrossRollback() throws java.sql.SQLException;

    boolean supportsOpenStatementsAcrossCommit() throws java.sql.SQLException;

    boolean supportsOpenStatementsAcrossRollback() throws java.sql.SQLException;

    int getMaxBinaryLiteralLength() throws java.sql.SQLException;

    int getMaxCharLiteralLength() throws java.sql.SQLException;

    int getMaxColumnNameLength() throws java.sql.SQLException;

    int getMaxColumnsInGroupBy() throws java.sql.SQLException;

    int getMaxColumnsInIndex() throws java.sql.SQLException;

    int getMaxColumnsInOrderBy() throws java.sql.SQLException;

    int getMaxColumnsInSelect() throws java.sql.SQLException;

    int getMaxColumnsInTable() throws java.sql.SQLException;

    int getMaxConnections() throws java.sql.SQLException;

    int getMaxCursorNameLength() throws java.sql.SQLException;

    int getMaxIndexLength() throws java.sql.SQLException;

    int getMaxSchemaNameLength() throws java.sql.SQLException;

    int getMaxProcedureNameLength() throws java.sql.SQLException;

    int getMaxCatalogNameLength() throws java.sql.SQLException;

    int getMaxRowSize() throws java.sql.SQLException;

    boolean doesMaxRowSizeIncludeBlobs() throws java.sql.SQLException;

    int getMaxStatementLength() throws java.sql.SQLException;

    int getMaxStatements() throws java.sql.SQLException;

    int getMaxTableNameLength() throws java.sql.SQLException;

    int getMaxTablesInSelect() throws java.sql.SQLException;

    int getMaxUserNameLength() throws java.sql.SQLException;

    int getDefaultTransactionIsolation() throws java.sql.SQLException;

    boolean supportsTransactions() throws java.sql.SQLException;

    boolean supportsTransactionIsolationLevel(int arg0) throws java.sql.SQLException;

    boolean supportsDataDefinitionAndDataManipulationTransactions() throws java.sql.SQLException;

    boolean supportsDataManipulationTransactionsOnly() throws java.sql.SQLException;

    boolean dataDefinitionCausesTransactionCommit() throws java.sql.SQLException;

    boolean dataDefinitionIgnoredInTransactions() throws java.sql.SQLException;

    java.sql.ResultSet getProcedures(java.lang.String arg0, java.lang.String arg1, java.lang.String arg2) throws java.sql.SQLException;

    java.sql.ResultSet getProcedureColumns(java.lang.String arg0, java.lang.String arg1, java.lang.String arg2, java.lang.String arg3) throws java.sql.SQLException;

    java.sql.ResultSet getTables(java.lang.String arg0, java.lang.String arg1, java.lang.String arg2, java.lang.String[] arg3) throws java.sql.SQLException;

    java.sql.ResultSet getSchemas() throws java.sql.SQLException;

    java.sql.ResultSet getCatalogs() throws java.sql.SQLException;

    java.sql.ResultSet getTableTypes() throws java.sql.SQLException;

    java.sql.ResultSet getColumns(java.lang.String arg0, java.lang.String arg1, java.lang.String arg2, java.lang.String arg3) throws java.sql.SQLException;

    java.sql.ResultSet getColumnPrivileges(java.lang.String arg0, java.lang.String arg1, java.lang.String arg2, java.lang.String arg3) throws java.sql.SQLException;

    java.sql.ResultSet getTablePrivileges(java.lang.String arg0, java.lang.String arg1, java.lang.String arg2) throws java.sql.SQLException;

    java.sql.ResultSet getBestRowIdentifier(java.lang.String arg0, java.lang.String arg1, java.lang.String arg2, int arg3, boolean arg4) throws java.sql.SQLException;

    java.sql.ResultSet getVersionColumns(java.lang.String arg0, java.lang.String arg1, java.lang.String arg2) throws java.sql.SQLException;

    java.sql.ResultSet getPrimaryKeys(java.lang.String arg0, java.lang.String arg1, java.lang.String arg2) throws java.sql.SQLException;

    java.sql.ResultSet getImportedKeys(java.lang.String arg0, java.lang.String arg1, java.lang.String arg2) throws java.sql.SQLException;

    java.sql.ResultSet getExportedKeys(java.lang.String arg0, java.lang.String arg1, java.lang.String arg2) throws java.sql.SQLException;

    java.sql.ResultSet getCrossReference(java.lang.String arg0, java.lang.String arg1, java.lang.String arg2, java.lang.String arg3, java.lang.String arg4, java.lang.String arg5) throws java.sql.SQLException;

    java.sql.ResultSet getTypeInfo() throws java.sql.SQLException;

    java.sql.ResultSet getIndexInfo(java.lang.String arg0, java.lang.String arg1, java.lang.String arg2, boolean arg3, boolean arg4) throws java.sql.SQLException;

    boolean supportsResultSetType(int arg0) throws java.sql.SQLException;

    boolean supportsResultSetConcurrency(int arg0, int arg1) throws java.sql.SQLException;

    boolean ownUpdatesAreVisible(int arg0) throws java.sql.SQLException;

    boolean ownDeletesAreVisible(int arg0) throws java.sql.SQLException;

    boolean ownInsertsAreVisible(int arg0) throws java.sql.SQLException;

    boolean othersUpdatesAreVisible(int arg0) throws java.sql.SQLException;

    boolean othersDeletesAreVisible(int arg0) throws java.sql.SQLException;

    boolean othersInsertsAreVisible(int arg0) throws java.sql.SQLException;

    boolean updatesAreDetected(int arg0) throws java.sql.SQLException;

    boolean deletesAreDetected(int arg0) throws java.sql.SQLException;

    boolean insertsAreDetected(int arg0) throws java.sql.SQLException;

    boolean supportsBatchUpdates() throws java.sql.SQLException;

    java.sql.ResultSet getUDTs(java.lang.String arg0, java.lang.String arg1, java.lang.String arg2, int[] arg3) throws java.sql.SQLException;

    java.sql.Connection getConnection() throws java.sql.SQLException;

    boolean supportsSavepoints() throws java.sql.SQLException;

    boolean supportsNamedParameters() throws java.sql.SQLException;

    boolean supportsMultipleOpenResults() throws java.sql.SQLException;

    boolean supportsGetGeneratedKeys() throws java.sql.SQLException;

    java.sql.ResultSet getSuperTypes(java.lang.String arg0, java.lang.String arg1, java.lang.String arg2) throws java.sql.SQLException;

    java.sql.ResultSet getSuperTables(java.lang.String arg0, java.lang.String arg1, java.lang.String arg2) throws java.sql.SQLException;

    java.sql.ResultSet getAttributes(java.lang.String arg0, java.lang.String arg1, java.lang.String arg2, java.lang.String arg3) throws java.sql.SQLException;

    boolean supportsResultSetHoldability(int arg0) throws java.sql.SQLException;

    int getResultSetHoldability() throws java.sql.SQLException;

    int getDatabaseMajorVersion() throws java.sql.SQLException;

    int getDatabaseMinorVersion() throws java.sql.SQLException;

    int getJDBCMajorVersion() throws java.sql.SQLException;

    int getJDBCMinorVersion() throws java.sql.SQLException;

    int getSQLStateType() throws java.sql.SQLException;

    boolean locatorsUpdateCopy() throws java.sql.SQLException;

    boolean supportsStatementPooling() throws java.sql.SQLException;

    java.sql.RowIdLifetime getRowIdLifetime() throws java.sql.SQLException;

    java.sql.ResultSet getSchemas(java.lang.String arg0, java.lang.String arg1) throws java.sql.SQLException;

    boolean supportsStoredFunctionsUsingCallSyntax() throws java.sql.SQLException;

    boolean autoCommitFailureClosesAllResultSets() throws java.sql.SQLException;

    java.sql.ResultSet getClientInfoProperties() throws java.sql.SQLException;

    java.sql.ResultSet getFunctions(java.lang.String arg0, java.lang.String arg1, java.lang.String arg2) throws java.sql.SQLException;

    java.sql.ResultSet getFunctionColumns(java.lang.String arg0, java.lang.String arg1, java.lang.String arg2, java.lang.String arg3) throws java.sql.SQLException;

    java.sql.ResultSet getPseudoColumns(java.lang.String arg0, java.lang.String arg1, java.lang.String arg2, java.lang.String arg3) throws java.sql.SQLException;

    boolean generatedKeyAlwaysReturned() throws java.sql.SQLException;

    default long getMaxLogicalLobSize() throws java.sql.SQLException {
        return 0;
    }

    default boolean supportsRefCursors() throws java.sql.SQLException {
        return false;
    }

    default boolean supportsSharding() throws java.sql.SQLException {
        return false;
    }
}

import java.sql.*;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.Properties;
import java.util.TreeMap;


/**
 * Data-access code over java.sql: a DAO on a hand-written in-memory
 * Connection/PreparedStatement/ResultSet, DriverManager with and without a
 * registered driver, SQLException chains, and the java.sql date types.
 */
public class SqlInterfaces {
    record User(int id, String name, String email, Timestamp created) {
    }

    /** The database: one table of users, keyed by id. */
    static final class Database {
        final TreeMap<Integer, Object[]> users = new TreeMap<>();
        int statements;
    }

    static final class MemoryConnection extends AbstractConnection {
        final Database db;
        boolean autoCommit = true;
        boolean closed;
        TreeMap<Integer, Object[]> snapshot;
        final List<String> log = new ArrayList<>();

        MemoryConnection(Database db) {
            this.db = db;
        }

        @Override
        public PreparedStatement prepareStatement(String sql) throws SQLException {
            if (closed) {
                throw new SQLNonTransientConnectionException("Connection is closed", "08003");
            }
            String s = sql.trim().toUpperCase(Locale.ROOT);
            if (!(s.startsWith("SELECT") || s.startsWith("INSERT") || s.startsWith("DELETE") || s.startsWith("UPDATE"))) {
                throw new SQLSyntaxErrorException("You have an error in your SQL syntax near '" + sql + "'", "42000", 1064);
            }
            db.statements++;
            log.add(sql);
            return new MemoryStatement(this, s);
        }

        @Override
        public void setAutoCommit(boolean on) {
            if (!on && autoCommit) {
                snapshot = copy(db.users);
            }
            autoCommit = on;
        }

        @Override
        public boolean getAutoCommit() {
            return autoCommit;
        }

        @Override
        public void commit() throws SQLException {
            if (autoCommit) {
                throw new SQLException("Can't call commit when autocommit=true", "08003");
            }
            snapshot = copy(db.users);
        }

        @Override
        public void rollback() throws SQLException {
            if (autoCommit) {
                throw new SQLException("Can't call rollback when autocommit=true", "08003");
            }
            db.users.clear();
            db.users.putAll(snapshot);
        }

        @Override
        public void close() {
            closed = true;
        }

        @Override
        public boolean isClosed() {
            return closed;
        }

        @Override
        public Statement createStatement() {
            return new AbstractStatement() {
                @Override
                public void close() {
                }
            };
        }

        static TreeMap<Integer, Object[]> copy(TreeMap<Integer, Object[]> m) {
            TreeMap<Integer, Object[]> c = new TreeMap<>();
            for (Map.Entry<Integer, Object[]> e : m.entrySet()) {
                c.put(e.getKey(), e.getValue().clone());
            }
            return c;
        }
    }

    static final class MemoryStatement extends AbstractPreparedStatement {
        final MemoryConnection con;
        final String sql;
        final Object[] params = new Object[8];
        final List<Object[]> batch = new ArrayList<>();
        boolean closed;

        MemoryStatement(MemoryConnection con, String sql) {
            this.con = con;
            this.sql = sql;
        }

        @Override
        public void setInt(int i, int v) throws SQLException {
            set(i, v);
        }

        @Override
        public void setString(int i, String v) throws SQLException {
            set(i, v);
        }

        @Override
        public void setTimestamp(int i, Timestamp v) throws SQLException {
            set(i, v);
        }

        @Override
        public void setNull(int i, int sqlType) throws SQLException {
            set(i, null);
        }

        private void set(int i, Object v) throws SQLException {
            if (i < 1 || i > params.length) {
                throw new SQLException("Parameter index out of range (" + i + " > number of parameters, which is " + params.length + ").", "S1009");
            }
            params[i - 1] = v;
        }

        @Override
        public void addBatch() {
            batch.add(params.clone());
        }

        @Override
        public int[] executeBatch() throws SQLException {
            int[] counts = new int[batch.size()];
            SQLException failure = null;
            for (int k = 0; k < batch.size(); k++) {
                System.arraycopy(batch.get(k), 0, params, 0, params.length);
                try {
                    counts[k] = executeUpdate();
                } catch (SQLException e) {
                    counts[k] = Statement.EXECUTE_FAILED;
                    if (failure == null) {
                        failure = e;
                    } else {
                        failure.setNextException(e);
                    }
                }
            }
            batch.clear();
            if (failure != null) {
                throw new BatchUpdateException("Batch failed: " + failure.getMessage(), failure.getSQLState(), failure.getErrorCode(), counts, failure);
            }
            return counts;
        }

        @Override
        public int executeUpdate() throws SQLException {
            TreeMap<Integer, Object[]> users = con.db.users;
            if (sql.startsWith("INSERT")) {
                Integer id = (Integer) params[0];
                if (users.containsKey(id)) {
                    throw new SQLIntegrityConstraintViolationException("Duplicate entry '" + id + "' for key 'PRIMARY'", "23000", 1062);
                }
                if (params[1] == null) {
                    throw new SQLIntegrityConstraintViolationException("Column 'name' cannot be null", "23000", 1048);
                }
                users.put(id, new Object[] {id, params[1], params[2], params[3]});
                return 1;
            }
            if (sql.startsWith("DELETE")) {
                return users.remove(params[0]) == null ? 0 : 1;
            }
            if (sql.startsWith("UPDATE")) {
                Object[] row = users.get(params[1]);
                if (row == null) {
                    return 0;
                }
                row[2] = params[0];
                return 1;
            }
            throw new SQLException("Can not issue executeUpdate() for SELECTs", "S1009");
        }

        @Override
        public ResultSet executeQuery() throws SQLException {
            if (!sql.startsWith("SELECT")) {
                throw new SQLException("Can not issue data manipulation statements with executeQuery().", "S1009");
            }
            List<Object[]> rows = new ArrayList<>();
            if (sql.contains("WHERE")) {
                Object[] row = con.db.users.get(params[0]);
                if (row != null) {
                    rows.add(row);
                }
            } else {
                rows.addAll(con.db.users.values());
            }
            return new MemoryResultSet(rows);
        }

        @Override
        public void close() {
            closed = true;
        }
    }

    static final class MemoryResultSet extends AbstractResultSet {
        static final String[] COLUMNS = {"ID", "NAME", "EMAIL", "CREATED"};
        final List<Object[]> rows;
        int at = -1;
        boolean wasNull;
        boolean closed;

        MemoryResultSet(List<Object[]> rows) {
            this.rows = rows;
        }

        @Override
        public boolean next() {
            at++;
            return at < rows.size();
        }

        private Object value(int column) throws SQLException {
            if (closed) {
                throw new SQLException("Operation not allowed after ResultSet closed", "S1000");
            }
            if (at < 0 || at >= rows.size()) {
                throw new SQLException("Illegal operation on empty result set.", "S1000");
            }
            if (column < 1 || column > COLUMNS.length) {
                throw new SQLException("Column Index out of range, " + column + " > " + COLUMNS.length + ". ", "S1009");
            }
            Object v = rows.get(at)[column - 1];
            wasNull = v == null;
            return v;
        }

        @Override
        public int findColumn(String label) throws SQLException {
            for (int i = 0; i < COLUMNS.length; i++) {
                if (COLUMNS[i].equalsIgnoreCase(label)) {
                    return i + 1;
                }
            }
            throw new SQLException("Column '" + label + "' not found.", "S0022");
        }

        @Override
        public int getInt(String label) throws SQLException {
            Object v = value(findColumn(label));
            return v == null ? 0 : (Integer) v;
        }

        @Override
        public String getString(String label) throws SQLException {
            Object v = value(findColumn(label));
            return v == null ? null : v.toString();
        }

        @Override
        public String getString(int column) throws SQLException {
            Object v = value(column);
            return v == null ? null : v.toString();
        }

        @Override
        public Timestamp getTimestamp(String label) throws SQLException {
            return (Timestamp) value(findColumn(label));
        }

        @Override
        public boolean wasNull() {
            return wasNull;
        }

        @Override
        public ResultSetMetaData getMetaData() {
            return new AbstractMetaData() {
                @Override
                public int getColumnCount() {
                    return COLUMNS.length;
                }

                @Override
                public String getColumnLabel(int column) {
                    return COLUMNS[column - 1];
                }

                @Override
                public int getColumnType(int column) {
                    return new int[] {Types.INTEGER, Types.VARCHAR, Types.VARCHAR, Types.TIMESTAMP}[column - 1];
                }
            };
        }

        @Override
        public void close() {
            closed = true;
        }
    }

    /** The DAO under test: what application code looks like. */
    static final class UserDao {
        private final Connection con;

        UserDao(Connection con) {
            this.con = con;
        }

        void insert(User u) throws SQLException {
            try (PreparedStatement ps = con.prepareStatement("INSERT INTO users (id, name, email, created) VALUES (?, ?, ?, ?)")) {
                ps.setInt(1, u.id());
                if (u.name() == null) {
                    ps.setNull(2, Types.VARCHAR);
                } else {
                    ps.setString(2, u.name());
                }
                ps.setString(3, u.email());
                ps.setTimestamp(4, u.created());
                ps.executeUpdate();
            }
        }

        Optional<User> find(int id) throws SQLException {
            try (PreparedStatement ps = con.prepareStatement("SELECT id, name, email, created FROM users WHERE id = ?")) {
                ps.setInt(1, id);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next() ? Optional.of(map(rs)) : Optional.empty();
                }
            }
        }

        List<User> all() throws SQLException {
            List<User> out = new ArrayList<>();
            try (PreparedStatement ps = con.prepareStatement("SELECT id, name, email, created FROM users");
                    ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(map(rs));
                }
            }
            return out;
        }

        int changeEmail(int id, String email) throws SQLException {
            try (PreparedStatement ps = con.prepareStatement("UPDATE users SET email = ? WHERE id = ?")) {
                ps.setString(1, email);
                ps.setInt(2, id);
                return ps.executeUpdate();
            }
        }

        /** All or nothing. */
        void insertAll(List<User> users) throws SQLException {
            con.setAutoCommit(false);
            try {
                for (User u : users) {
                    insert(u);
                }
                con.commit();
            } catch (SQLException e) {
                con.rollback();
                throw e;
            } finally {
                con.setAutoCommit(true);
            }
        }

        private static User map(ResultSet rs) throws SQLException {
            String email = rs.getString("email");
            if (rs.wasNull()) {
                email = "<none>";
            }
            return new User(rs.getInt("id"), rs.getString("name"), email, rs.getTimestamp("created"));
        }
    }

    static final class MemoryDriver implements Driver {
        final Database db = new Database();

        public Connection connect(String url, Properties info) throws SQLException {
            if (!acceptsURL(url)) {
                return null;
            }
            if ("secret".equals(info.getProperty("password")) || info.getProperty("password") == null) {
                return new MemoryConnection(db);
            }
            throw new SQLInvalidAuthorizationSpecException("Access denied for user '" + info.getProperty("user") + "'", "28000", 1045);
        }

        public boolean acceptsURL(String url) {
            return url != null && url.startsWith("jdbc:mem:");
        }

        public DriverPropertyInfo[] getPropertyInfo(String url, Properties info) {
            DriverPropertyInfo p = new DriverPropertyInfo("user", info.getProperty("user"));
            p.required = true;
            return new DriverPropertyInfo[] {p};
        }

        public int getMajorVersion() {
            return 1;
        }

        public int getMinorVersion() {
            return 2;
        }

        public boolean jdbcCompliant() {
            return false;
        }

        public java.util.logging.Logger getParentLogger() throws SQLFeatureNotSupportedException {
            throw new SQLFeatureNotSupportedException("no logging");
        }

        @Override
        public String toString() {
            return "MemoryDriver";
        }
    }

    static void show(String what, SQLException e) {
        System.out.println(what + ": " + e.getClass().getName() + " [" + e.getSQLState() + "/" + e.getErrorCode() + "] " + e.getMessage());
    }

    static final Timestamp T0 = Timestamp.valueOf("2024-03-05 09:15:30.25");

    public static void main(String[] args) throws Exception {
        dao();
        driverManager();
        chains();
        dates();
        types();
    }

    static void dao() throws SQLException {
        System.out.println("== dao");
        Database db = new Database();
        try (MemoryConnection con = new MemoryConnection(db)) {
            UserDao dao = new UserDao(con);
            dao.insert(new User(1, "Ada", "ada@example.org", T0));
            dao.insert(new User(2, "Grace", null, T0));
            System.out.println(dao.find(1));
            System.out.println(dao.find(2).map(User::email).orElse("?"));
            System.out.println(dao.find(3));
            try {
                dao.insert(new User(1, "Again", "x", T0));
            } catch (SQLIntegrityConstraintViolationException e) {
                show("duplicate", e);
                System.out.println(e instanceof SQLNonTransientException);
            }
            try {
                dao.insertAll(List.of(new User(3, "Linus", "l@x", T0), new User(4, null, "n@x", T0)));
            } catch (SQLException e) {
                show("insertAll", e);
            }
            System.out.println("after rollback: " + dao.all().size() + " users, autocommit " + con.getAutoCommit());
            dao.insertAll(List.of(new User(5, "Barbara", "b@x", T0), new User(6, "Ken", "k@x", T0)));
            for (User u : dao.all()) {
                System.out.println(u.id() + " " + u.name() + " " + u.email() + " " + u.created());
            }
            System.out.println("changed: " + dao.changeEmail(5, "barbara@x") + " " + dao.changeEmail(99, "nobody"));
            try {
                con.commit();
            } catch (SQLException e) {
                show("commit", e);
            }
            try {
                con.prepareStatement("DROP TABLE users");
            } catch (SQLSyntaxErrorException e) {
                show("syntax", e);
            }
            try (PreparedStatement ps = con.prepareStatement("SELECT * FROM users");
                    ResultSet rs = ps.executeQuery()) {
                ResultSetMetaData md = rs.getMetaData();
                StringBuilder sb = new StringBuilder();
                for (int i = 1; i <= md.getColumnCount(); i++) {
                    sb.append(md.getColumnLabel(i)).append(':').append(JDBCType.valueOf(md.getColumnType(i))).append(' ');
                }
                System.out.println(sb.toString().trim());
                try {
                    rs.getString(1);
                } catch (SQLException e) {
                    show("before first", e);
                }
                rs.next();
                try {
                    rs.getString("nope");
                } catch (SQLException e) {
                    show("column", e);
                }
                try {
                    rs.getBigDecimal(1);
                } catch (SQLFeatureNotSupportedException e) {
                    show("unsupported", e);
                }
                try {
                    ps.setObject(1, "x", JDBCType.VARCHAR);
                } catch (SQLFeatureNotSupportedException e) {
                    show("setObject default", e);
                }
                try {
                    ps.executeLargeUpdate();
                } catch (UnsupportedOperationException e) {
                    System.out.println("executeLargeUpdate default: " + e.getMessage());
                }
                System.out.println("large max rows: " + ps.getLargeMaxRows());
            }
            try (PreparedStatement ps = con.prepareStatement("INSERT INTO users VALUES (?, ?, ?, ?)")) {
                for (int id : new int[] {7, 1, 8, 2}) {
                    ps.setInt(1, id);
                    ps.setString(2, "U" + id);
                    ps.setString(3, null);
                    ps.setTimestamp(4, T0);
                    ps.addBatch();
                }
                ps.executeBatch();
            } catch (BatchUpdateException e) {
                show("batch", e);
                System.out.println(Arrays.toString(e.getUpdateCounts()) + " " + Arrays.toString(e.getLargeUpdateCounts()));
                System.out.println("cause: " + e.getCause());
                for (Throwable t : e) {
                    System.out.println("  in chain: " + t);
                }
            }
            try (Statement st = con.createStatement()) {
                System.out.println(st.enquoteLiteral("O'Brien") + " " + st.enquoteNCharLiteral("x"));
                System.out.println(st.enquoteIdentifier("users", false) + " " + st.enquoteIdentifier("users", true) + " "
                        + st.enquoteIdentifier("order items", false) + " " + st.enquoteIdentifier("\"quoted\"", false));
                System.out.println(st.isSimpleIdentifier("Users_1") + " " + st.isSimpleIdentifier("1users") + " " + st.isSimpleIdentifier("a b"));
                try {
                    st.enquoteIdentifier("bad\"name", false);
                } catch (SQLException e) {
                    show("identifier", e);
                }
                try {
                    st.executeQuery("SELECT 1");
                } catch (SQLFeatureNotSupportedException e) {
                    show("statement", e);
                }
            }
            con.beginRequest();
            con.endRequest();
            System.out.println("statements prepared: " + db.statements + ", closed " + con.isClosed());
        }
    }

    static void driverManager() throws SQLException {
        System.out.println("== DriverManager");
        try {
            DriverManager.getConnection("jdbc:mem:test");
        } catch (SQLException e) {
            show("no driver", e);
        }
        try {
            DriverManager.getConnection(null);
        } catch (SQLException e) {
            show("null url", e);
        }
        try {
            DriverManager.getDriver("jdbc:mem:test");
        } catch (SQLException e) {
            show("getDriver", e);
        }
        MemoryDriver driver = new MemoryDriver();
        DriverManager.registerDriver(driver, () -> System.out.println("deregistered " + driver));
        DriverManager.registerDriver(driver);
        System.out.println("drivers: " + Collections.list(DriverManager.getDrivers()));
        System.out.println("getDriver: " + DriverManager.getDriver("jdbc:mem:test") + " v" + driver.getMajorVersion() + "." + driver.getMinorVersion());
        try (Connection con = DriverManager.getConnection("jdbc:mem:test", "app", "secret")) {
            UserDao dao = new UserDao(con);
            dao.insert(new User(10, "Dennis", "d@x", T0));
            System.out.println(dao.find(10).map(User::name).orElse("?"));
        }
        try (Connection con = DriverManager.getConnection("jdbc:mem:test")) {
            System.out.println("same database: " + new UserDao(con).find(10).isPresent());
        }
        try {
            DriverManager.getConnection("jdbc:mem:test", "app", "wrong");
        } catch (SQLInvalidAuthorizationSpecException e) {
            show("auth", e);
        }
        try {
            DriverManager.getConnection("jdbc:postgresql://localhost/app", "app", "secret");
        } catch (SQLException e) {
            show("other url", e);
        }
        System.out.println("property: " + driver.getPropertyInfo("jdbc:mem:x", new Properties())[0].name);
        try {
            DriverManager.registerDriver(null);
        } catch (NullPointerException e) {
            System.out.println("register null: " + e.getClass().getSimpleName());
        }
        DriverManager.deregisterDriver(driver);
        DriverManager.deregisterDriver(driver);
        DriverManager.deregisterDriver(null);
        System.out.println("drivers after: " + DriverManager.drivers().count());
        try {
            DriverManager.getConnection("jdbc:mem:test", new Properties());
        } catch (SQLException e) {
            show("after deregister", e);
        }
        DriverManager.setLoginTimeout(30);
        System.out.println("login timeout " + DriverManager.getLoginTimeout() + ", log writer " + DriverManager.getLogWriter());
    }

    static void chains() {
        System.out.println("== chains");
        SQLException head = new SQLException("first", "42S02", 1146);
        head.setNextException(new SQLTimeoutException("second", "HYT00"));
        head.setNextException(new SQLException("third", new IllegalStateException("root", new RuntimeException("deeper"))));
        for (SQLException e = head; e != null; e = e.getNextException()) {
            System.out.println(e);
        }
        int n = 0;
        for (Throwable t : head) {
            System.out.println(++n + " " + t);
        }
        Iterator<Throwable> it = new SQLException("alone").iterator();
        it.next();
        try {
            it.next();
        } catch (NoSuchElementException e) {
            System.out.println("end: " + e.getClass().getSimpleName());
        }
        SQLException fromCause = new SQLException(new IllegalArgumentException("bad arg"));
        System.out.println(fromCause.getMessage() + " | " + fromCause.getSQLState() + " | " + fromCause.getErrorCode());
        System.out.println(new SQLException().getMessage() + " " + new SQLTransientConnectionException("t", "08S01", 0).getSQLState());
        SQLWarning w = new SQLWarning("truncated", "01004");
        w.setNextWarning(new SQLWarning("rounded"));
        w.setNextWarning(new DataTruncation(2, false, true, 10, 5));
        for (SQLWarning x = w; x != null; x = x.getNextWarning()) {
            System.out.println(x + " state=" + x.getSQLState());
        }
        SQLWarning bad = new SQLWarning("w");
        bad.setNextException(new SQLException("not a warning"));
        try {
            bad.getNextWarning();
        } catch (Error e) {
            System.out.println("error: " + e.getMessage());
        }
        SQLException[] kinds = {
            new SQLRecoverableException("r"), new SQLTransactionRollbackException("deadlock", "40001"),
            new SQLDataException("data"), new SQLNonTransientConnectionException("gone"),
            new SQLFeatureNotSupportedException(), new SQLSyntaxErrorException(new RuntimeException("x")),
        };
        for (SQLException k : kinds) {
            System.out.println(k.getClass().getSimpleName() + " transient=" + (k instanceof SQLTransientException)
                    + " nonTransient=" + (k instanceof SQLNonTransientException) + " msg=" + k.getMessage());
        }
        BatchUpdateException big = new BatchUpdateException("big", "22000", 7, new long[] {1L, 5_000_000_000L}, null);
        System.out.println(Arrays.toString(big.getUpdateCounts()) + " " + Arrays.toString(big.getLargeUpdateCounts()));
        System.out.println(new BatchUpdateException().getUpdateCounts() + " " + new BatchUpdateException(new RuntimeException("c")).getMessage());
        Map<String, ClientInfoStatus> failed = new TreeMap<>();
        failed.put("ApplicationName", ClientInfoStatus.REASON_VALUE_TRUNCATED);
        System.out.println(new SQLClientInfoException("client info", failed).getFailedProperties());
    }

    static void dates() {
        System.out.println("== dates");
        System.out.println(T0 + " nanos=" + T0.getNanos());
        Timestamp t = Timestamp.valueOf("2024-3-5 9:15:30");
        System.out.println(t + " " + Timestamp.valueOf("1999-12-31 23:59:59.123456789") + " " + Timestamp.valueOf("0999-01-01 00:00:00.000100"));
        t.setNanos(500);
        System.out.println(t + " " + t.getNanos());
        LocalDateTime ldt = T0.toLocalDateTime();
        System.out.println(ldt + " " + Timestamp.valueOf(LocalDateTime.of(2020, 2, 29, 23, 0, 1, 1000)));
        Timestamp a = Timestamp.valueOf("2024-01-01 00:00:00.1");
        Timestamp b = Timestamp.valueOf("2024-01-01 00:00:00.100000001");
        System.out.println(a.compareTo(b) + " " + b.after(a) + " " + a.before(b) + " " + a.equals(b) + " " + a.equals(Timestamp.valueOf("2024-01-01 00:00:00.1")));
        System.out.println((b.getTime() - a.getTime()) + " " + (a.getTime() % 1000));
        Instant i = Instant.ofEpochSecond(1_700_000_000L, 123_456_789);
        Timestamp fromInstant = Timestamp.from(i);
        System.out.println(fromInstant.toInstant() + " " + fromInstant.getNanos() + " " + (fromInstant.getTime() - 1_700_000_000_000L));
        Timestamp neg = new Timestamp(-1500);
        System.out.println(neg.getTime() + " " + neg.getNanos());
        for (String bad : new String[] {"2024-03-05", "2024-13-01 00:00:00", "2024-03-05 10:00:00.", "2024-03-05 10:00:00.1234567890", "24-03-05 10:00:00"}) {
            try {
                Timestamp.valueOf(bad);
                System.out.println("accepted " + bad);
            } catch (IllegalArgumentException e) {
                System.out.println("rejected " + bad + ": " + e.getMessage());
            }
        }
        try {
            Timestamp.valueOf((String) null);
        } catch (IllegalArgumentException e) {
            System.out.println("null: " + e.getMessage());
        }
        try {
            t.setNanos(1_000_000_000);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        java.sql.Date d = java.sql.Date.valueOf("2024-2-9");
        System.out.println(d + " " + d.toLocalDate() + " " + java.sql.Date.valueOf(LocalDate.of(1, 1, 1)) + " " + java.sql.Date.valueOf(LocalDate.of(2000, 12, 31)).toLocalDate().getDayOfWeek());
        for (String bad : new String[] {"2024/02/09", "2024-02-32", "2024-0-1", "20240-01-01", "2024-01-001"}) {
            try {
                java.sql.Date.valueOf(bad);
                System.out.println("accepted " + bad);
            } catch (IllegalArgumentException e) {
                System.out.println("rejected " + bad + ": " + e.getMessage());
            }
        }
        try {
            d.getHours();
        } catch (IllegalArgumentException e) {
            System.out.println("Date.getHours: " + e);
        }
        try {
            d.toInstant();
        } catch (UnsupportedOperationException e) {
            System.out.println("Date.toInstant: " + e);
        }
        Time time = Time.valueOf("7:05:09");
        System.out.println(time + " " + time.toLocalTime() + " " + Time.valueOf(LocalTime.of(23, 59, 58)));
        try {
            time.getYear();
        } catch (IllegalArgumentException e) {
            System.out.println("Time.getYear: " + e);
        }
        try {
            Time.valueOf("7:05");
        } catch (IllegalArgumentException e) {
            System.out.println("Time.valueOf: " + e);
        }
        System.out.println(d.compareTo(java.sql.Date.valueOf("2024-02-10")) + " " + T0.compareTo(new java.util.Date(T0.getTime())) + " " + T0.compareTo(new java.util.Date(T0.getTime() - 250)));
    }

    static void types() {
        System.out.println("== types");
        System.out.println(Types.VARCHAR + " " + Types.TIMESTAMP_WITH_TIMEZONE + " " + Types.REF_CURSOR + " " + Types.BIT);
        System.out.println(JDBCType.valueOf(Types.DECIMAL) + " " + JDBCType.NVARCHAR.getName() + " " + JDBCType.NVARCHAR.getVendor() + " " + JDBCType.NVARCHAR.getVendorTypeNumber());
        try {
            JDBCType.valueOf(12345);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        SQLType st = JDBCType.valueOf("BLOB");
        System.out.println(st.getName() + " " + JDBCType.values().length + " " + RowIdLifetime.valueOf("ROWID_VALID_FOREVER").ordinal());
        System.out.println(Connection.TRANSACTION_SERIALIZABLE + " " + ResultSet.TYPE_SCROLL_INSENSITIVE + " " + ResultSet.CONCUR_UPDATABLE
                + " " + Statement.RETURN_GENERATED_KEYS + " " + DatabaseMetaData.typeNullable + " " + ResultSetMetaData.columnNullable);
    }

    abstract static class AbstractWrapper implements Wrapper {
        public <T> T unwrap(Class<T> a0) throws SQLException { throw new SQLFeatureNotSupportedException("Wrapper.unwrap"); }
        public boolean isWrapperFor(Class<?> a0) throws SQLException { throw new SQLFeatureNotSupportedException("Wrapper.isWrapperFor"); }
    }

    abstract static class AbstractConnection extends AbstractWrapper implements Connection {
        public Statement createStatement() throws SQLException { throw new SQLFeatureNotSupportedException("Connection.createStatement"); }
        public PreparedStatement prepareStatement(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("Connection.prepareStatement"); }
        public CallableStatement prepareCall(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("Connection.prepareCall"); }
        public String nativeSQL(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("Connection.nativeSQL"); }
        public void setAutoCommit(boolean a0) throws SQLException { throw new SQLFeatureNotSupportedException("Connection.setAutoCommit"); }
        public boolean getAutoCommit() throws SQLException { throw new SQLFeatureNotSupportedException("Connection.getAutoCommit"); }
        public void commit() throws SQLException { throw new SQLFeatureNotSupportedException("Connection.commit"); }
        public void rollback() throws SQLException { throw new SQLFeatureNotSupportedException("Connection.rollback"); }
        public void close() throws SQLException { throw new SQLFeatureNotSupportedException("Connection.close"); }
        public boolean isClosed() throws SQLException { throw new SQLFeatureNotSupportedException("Connection.isClosed"); }
        public DatabaseMetaData getMetaData() throws SQLException { throw new SQLFeatureNotSupportedException("Connection.getMetaData"); }
        public void setReadOnly(boolean a0) throws SQLException { throw new SQLFeatureNotSupportedException("Connection.setReadOnly"); }
        public boolean isReadOnly() throws SQLException { throw new SQLFeatureNotSupportedException("Connection.isReadOnly"); }
        public void setCatalog(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("Connection.setCatalog"); }
        public String getCatalog() throws SQLException { throw new SQLFeatureNotSupportedException("Connection.getCatalog"); }
        public void setTransactionIsolation(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("Connection.setTransactionIsolation"); }
        public int getTransactionIsolation() throws SQLException { throw new SQLFeatureNotSupportedException("Connection.getTransactionIsolation"); }
        public SQLWarning getWarnings() throws SQLException { throw new SQLFeatureNotSupportedException("Connection.getWarnings"); }
        public void clearWarnings() throws SQLException { throw new SQLFeatureNotSupportedException("Connection.clearWarnings"); }
        public Statement createStatement(int a0, int a1) throws SQLException { throw new SQLFeatureNotSupportedException("Connection.createStatement"); }
        public PreparedStatement prepareStatement(String a0, int a1, int a2) throws SQLException { throw new SQLFeatureNotSupportedException("Connection.prepareStatement"); }
        public CallableStatement prepareCall(String a0, int a1, int a2) throws SQLException { throw new SQLFeatureNotSupportedException("Connection.prepareCall"); }
        public java.util.Map<String, Class<?>> getTypeMap() throws SQLException { throw new SQLFeatureNotSupportedException("Connection.getTypeMap"); }
        public void setTypeMap(java.util.Map<String, Class<?>> a0) throws SQLException { throw new SQLFeatureNotSupportedException("Connection.setTypeMap"); }
        public void setHoldability(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("Connection.setHoldability"); }
        public int getHoldability() throws SQLException { throw new SQLFeatureNotSupportedException("Connection.getHoldability"); }
        public Savepoint setSavepoint() throws SQLException { throw new SQLFeatureNotSupportedException("Connection.setSavepoint"); }
        public Savepoint setSavepoint(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("Connection.setSavepoint"); }
        public void rollback(Savepoint a0) throws SQLException { throw new SQLFeatureNotSupportedException("Connection.rollback"); }
        public void releaseSavepoint(Savepoint a0) throws SQLException { throw new SQLFeatureNotSupportedException("Connection.releaseSavepoint"); }
        public Statement createStatement(int a0, int a1, int a2) throws SQLException { throw new SQLFeatureNotSupportedException("Connection.createStatement"); }
        public PreparedStatement prepareStatement(String a0, int a1, int a2, int a3) throws SQLException { throw new SQLFeatureNotSupportedException("Connection.prepareStatement"); }
        public CallableStatement prepareCall(String a0, int a1, int a2, int a3) throws SQLException { throw new SQLFeatureNotSupportedException("Connection.prepareCall"); }
        public PreparedStatement prepareStatement(String a0, int a1) throws SQLException { throw new SQLFeatureNotSupportedException("Connection.prepareStatement"); }
        public PreparedStatement prepareStatement(String a0, int[] a1) throws SQLException { throw new SQLFeatureNotSupportedException("Connection.prepareStatement"); }
        public PreparedStatement prepareStatement(String a0, String[] a1) throws SQLException { throw new SQLFeatureNotSupportedException("Connection.prepareStatement"); }
        public Clob createClob() throws SQLException { throw new SQLFeatureNotSupportedException("Connection.createClob"); }
        public Blob createBlob() throws SQLException { throw new SQLFeatureNotSupportedException("Connection.createBlob"); }
        public NClob createNClob() throws SQLException { throw new SQLFeatureNotSupportedException("Connection.createNClob"); }
        public SQLXML createSQLXML() throws SQLException { throw new SQLFeatureNotSupportedException("Connection.createSQLXML"); }
        public boolean isValid(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("Connection.isValid"); }
        public void setClientInfo(String a0, String a1) throws java.sql.SQLClientInfoException { throw new SQLClientInfoException("Connection.setClientInfo", null); }
        public void setClientInfo(java.util.Properties a0) throws java.sql.SQLClientInfoException { throw new SQLClientInfoException("Connection.setClientInfo", null); }
        public String getClientInfo(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("Connection.getClientInfo"); }
        public java.util.Properties getClientInfo() throws SQLException { throw new SQLFeatureNotSupportedException("Connection.getClientInfo"); }
        public Array createArrayOf(String a0, Object[] a1) throws SQLException { throw new SQLFeatureNotSupportedException("Connection.createArrayOf"); }
        public Struct createStruct(String a0, Object[] a1) throws SQLException { throw new SQLFeatureNotSupportedException("Connection.createStruct"); }
        public void setSchema(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("Connection.setSchema"); }
        public String getSchema() throws SQLException { throw new SQLFeatureNotSupportedException("Connection.getSchema"); }
        public void abort(java.util.concurrent.Executor a0) throws SQLException { throw new SQLFeatureNotSupportedException("Connection.abort"); }
        public void setNetworkTimeout(java.util.concurrent.Executor a0, int a1) throws SQLException { throw new SQLFeatureNotSupportedException("Connection.setNetworkTimeout"); }
        public int getNetworkTimeout() throws SQLException { throw new SQLFeatureNotSupportedException("Connection.getNetworkTimeout"); }
    }

    abstract static class AbstractStatement extends AbstractWrapper implements Statement {
        public ResultSet executeQuery(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("Statement.executeQuery"); }
        public int executeUpdate(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("Statement.executeUpdate"); }
        public void close() throws SQLException { throw new SQLFeatureNotSupportedException("Statement.close"); }
        public int getMaxFieldSize() throws SQLException { throw new SQLFeatureNotSupportedException("Statement.getMaxFieldSize"); }
        public void setMaxFieldSize(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("Statement.setMaxFieldSize"); }
        public int getMaxRows() throws SQLException { throw new SQLFeatureNotSupportedException("Statement.getMaxRows"); }
        public void setMaxRows(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("Statement.setMaxRows"); }
        public void setEscapeProcessing(boolean a0) throws SQLException { throw new SQLFeatureNotSupportedException("Statement.setEscapeProcessing"); }
        public int getQueryTimeout() throws SQLException { throw new SQLFeatureNotSupportedException("Statement.getQueryTimeout"); }
        public void setQueryTimeout(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("Statement.setQueryTimeout"); }
        public void cancel() throws SQLException { throw new SQLFeatureNotSupportedException("Statement.cancel"); }
        public SQLWarning getWarnings() throws SQLException { throw new SQLFeatureNotSupportedException("Statement.getWarnings"); }
        public void clearWarnings() throws SQLException { throw new SQLFeatureNotSupportedException("Statement.clearWarnings"); }
        public void setCursorName(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("Statement.setCursorName"); }
        public boolean execute(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("Statement.execute"); }
        public ResultSet getResultSet() throws SQLException { throw new SQLFeatureNotSupportedException("Statement.getResultSet"); }
        public int getUpdateCount() throws SQLException { throw new SQLFeatureNotSupportedException("Statement.getUpdateCount"); }
        public boolean getMoreResults() throws SQLException { throw new SQLFeatureNotSupportedException("Statement.getMoreResults"); }
        public void setFetchDirection(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("Statement.setFetchDirection"); }
        public int getFetchDirection() throws SQLException { throw new SQLFeatureNotSupportedException("Statement.getFetchDirection"); }
        public void setFetchSize(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("Statement.setFetchSize"); }
        public int getFetchSize() throws SQLException { throw new SQLFeatureNotSupportedException("Statement.getFetchSize"); }
        public int getResultSetConcurrency() throws SQLException { throw new SQLFeatureNotSupportedException("Statement.getResultSetConcurrency"); }
        public int getResultSetType() throws SQLException { throw new SQLFeatureNotSupportedException("Statement.getResultSetType"); }
        public void addBatch(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("Statement.addBatch"); }
        public void clearBatch() throws SQLException { throw new SQLFeatureNotSupportedException("Statement.clearBatch"); }
        public int[] executeBatch() throws SQLException { throw new SQLFeatureNotSupportedException("Statement.executeBatch"); }
        public Connection getConnection() throws SQLException { throw new SQLFeatureNotSupportedException("Statement.getConnection"); }
        public boolean getMoreResults(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("Statement.getMoreResults"); }
        public ResultSet getGeneratedKeys() throws SQLException { throw new SQLFeatureNotSupportedException("Statement.getGeneratedKeys"); }
        public int executeUpdate(String a0, int a1) throws SQLException { throw new SQLFeatureNotSupportedException("Statement.executeUpdate"); }
        public int executeUpdate(String a0, int[] a1) throws SQLException { throw new SQLFeatureNotSupportedException("Statement.executeUpdate"); }
        public int executeUpdate(String a0, String[] a1) throws SQLException { throw new SQLFeatureNotSupportedException("Statement.executeUpdate"); }
        public boolean execute(String a0, int a1) throws SQLException { throw new SQLFeatureNotSupportedException("Statement.execute"); }
        public boolean execute(String a0, int[] a1) throws SQLException { throw new SQLFeatureNotSupportedException("Statement.execute"); }
        public boolean execute(String a0, String[] a1) throws SQLException { throw new SQLFeatureNotSupportedException("Statement.execute"); }
        public int getResultSetHoldability() throws SQLException { throw new SQLFeatureNotSupportedException("Statement.getResultSetHoldability"); }
        public boolean isClosed() throws SQLException { throw new SQLFeatureNotSupportedException("Statement.isClosed"); }
        public void setPoolable(boolean a0) throws SQLException { throw new SQLFeatureNotSupportedException("Statement.setPoolable"); }
        public boolean isPoolable() throws SQLException { throw new SQLFeatureNotSupportedException("Statement.isPoolable"); }
        public void closeOnCompletion() throws SQLException { throw new SQLFeatureNotSupportedException("Statement.closeOnCompletion"); }
        public boolean isCloseOnCompletion() throws SQLException { throw new SQLFeatureNotSupportedException("Statement.isCloseOnCompletion"); }
    }

    abstract static class AbstractPreparedStatement extends AbstractStatement implements PreparedStatement {
        public ResultSet executeQuery() throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.executeQuery"); }
        public int executeUpdate() throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.executeUpdate"); }
        public void setNull(int a0, int a1) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setNull"); }
        public void setBoolean(int a0, boolean a1) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setBoolean"); }
        public void setByte(int a0, byte a1) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setByte"); }
        public void setShort(int a0, short a1) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setShort"); }
        public void setInt(int a0, int a1) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setInt"); }
        public void setLong(int a0, long a1) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setLong"); }
        public void setFloat(int a0, float a1) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setFloat"); }
        public void setDouble(int a0, double a1) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setDouble"); }
        public void setBigDecimal(int a0, java.math.BigDecimal a1) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setBigDecimal"); }
        public void setString(int a0, String a1) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setString"); }
        public void setBytes(int a0, byte[] a1) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setBytes"); }
        public void setDate(int a0, Date a1) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setDate"); }
        public void setTime(int a0, Time a1) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setTime"); }
        public void setTimestamp(int a0, Timestamp a1) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setTimestamp"); }
        public void setAsciiStream(int a0, java.io.InputStream a1, int a2) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setAsciiStream"); }
        public void setUnicodeStream(int a0, java.io.InputStream a1, int a2) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setUnicodeStream"); }
        public void setBinaryStream(int a0, java.io.InputStream a1, int a2) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setBinaryStream"); }
        public void clearParameters() throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.clearParameters"); }
        public void setObject(int a0, Object a1, int a2) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setObject"); }
        public void setObject(int a0, Object a1) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setObject"); }
        public boolean execute() throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.execute"); }
        public void addBatch() throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.addBatch"); }
        public void setCharacterStream(int a0, java.io.Reader a1, int a2) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setCharacterStream"); }
        public void setRef(int a0, Ref a1) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setRef"); }
        public void setBlob(int a0, Blob a1) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setBlob"); }
        public void setClob(int a0, Clob a1) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setClob"); }
        public void setArray(int a0, Array a1) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setArray"); }
        public ResultSetMetaData getMetaData() throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.getMetaData"); }
        public void setDate(int a0, Date a1, java.util.Calendar a2) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setDate"); }
        public void setTime(int a0, Time a1, java.util.Calendar a2) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setTime"); }
        public void setTimestamp(int a0, Timestamp a1, java.util.Calendar a2) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setTimestamp"); }
        public void setNull(int a0, int a1, String a2) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setNull"); }
        public void setURL(int a0, java.net.URL a1) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setURL"); }
        public ParameterMetaData getParameterMetaData() throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.getParameterMetaData"); }
        public void setRowId(int a0, RowId a1) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setRowId"); }
        public void setNString(int a0, String a1) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setNString"); }
        public void setNCharacterStream(int a0, java.io.Reader a1, long a2) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setNCharacterStream"); }
        public void setNClob(int a0, NClob a1) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setNClob"); }
        public void setClob(int a0, java.io.Reader a1, long a2) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setClob"); }
        public void setBlob(int a0, java.io.InputStream a1, long a2) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setBlob"); }
        public void setNClob(int a0, java.io.Reader a1, long a2) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setNClob"); }
        public void setSQLXML(int a0, SQLXML a1) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setSQLXML"); }
        public void setObject(int a0, Object a1, int a2, int a3) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setObject"); }
        public void setAsciiStream(int a0, java.io.InputStream a1, long a2) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setAsciiStream"); }
        public void setBinaryStream(int a0, java.io.InputStream a1, long a2) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setBinaryStream"); }
        public void setCharacterStream(int a0, java.io.Reader a1, long a2) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setCharacterStream"); }
        public void setAsciiStream(int a0, java.io.InputStream a1) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setAsciiStream"); }
        public void setBinaryStream(int a0, java.io.InputStream a1) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setBinaryStream"); }
        public void setCharacterStream(int a0, java.io.Reader a1) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setCharacterStream"); }
        public void setNCharacterStream(int a0, java.io.Reader a1) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setNCharacterStream"); }
        public void setClob(int a0, java.io.Reader a1) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setClob"); }
        public void setBlob(int a0, java.io.InputStream a1) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setBlob"); }
        public void setNClob(int a0, java.io.Reader a1) throws SQLException { throw new SQLFeatureNotSupportedException("PreparedStatement.setNClob"); }
    }

    abstract static class AbstractResultSet extends AbstractWrapper implements ResultSet {
        public boolean next() throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.next"); }
        public void close() throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.close"); }
        public boolean wasNull() throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.wasNull"); }
        public String getString(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getString"); }
        public boolean getBoolean(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getBoolean"); }
        public byte getByte(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getByte"); }
        public short getShort(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getShort"); }
        public int getInt(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getInt"); }
        public long getLong(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getLong"); }
        public float getFloat(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getFloat"); }
        public double getDouble(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getDouble"); }
        public java.math.BigDecimal getBigDecimal(int a0, int a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getBigDecimal"); }
        public byte[] getBytes(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getBytes"); }
        public Date getDate(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getDate"); }
        public Time getTime(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getTime"); }
        public Timestamp getTimestamp(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getTimestamp"); }
        public java.io.InputStream getAsciiStream(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getAsciiStream"); }
        public java.io.InputStream getUnicodeStream(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getUnicodeStream"); }
        public java.io.InputStream getBinaryStream(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getBinaryStream"); }
        public String getString(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getString"); }
        public boolean getBoolean(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getBoolean"); }
        public byte getByte(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getByte"); }
        public short getShort(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getShort"); }
        public int getInt(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getInt"); }
        public long getLong(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getLong"); }
        public float getFloat(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getFloat"); }
        public double getDouble(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getDouble"); }
        public java.math.BigDecimal getBigDecimal(String a0, int a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getBigDecimal"); }
        public byte[] getBytes(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getBytes"); }
        public Date getDate(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getDate"); }
        public Time getTime(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getTime"); }
        public Timestamp getTimestamp(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getTimestamp"); }
        public java.io.InputStream getAsciiStream(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getAsciiStream"); }
        public java.io.InputStream getUnicodeStream(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getUnicodeStream"); }
        public java.io.InputStream getBinaryStream(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getBinaryStream"); }
        public SQLWarning getWarnings() throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getWarnings"); }
        public void clearWarnings() throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.clearWarnings"); }
        public String getCursorName() throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getCursorName"); }
        public ResultSetMetaData getMetaData() throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getMetaData"); }
        public Object getObject(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getObject"); }
        public Object getObject(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getObject"); }
        public int findColumn(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.findColumn"); }
        public java.io.Reader getCharacterStream(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getCharacterStream"); }
        public java.io.Reader getCharacterStream(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getCharacterStream"); }
        public java.math.BigDecimal getBigDecimal(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getBigDecimal"); }
        public java.math.BigDecimal getBigDecimal(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getBigDecimal"); }
        public boolean isBeforeFirst() throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.isBeforeFirst"); }
        public boolean isAfterLast() throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.isAfterLast"); }
        public boolean isFirst() throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.isFirst"); }
        public boolean isLast() throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.isLast"); }
        public void beforeFirst() throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.beforeFirst"); }
        public void afterLast() throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.afterLast"); }
        public boolean first() throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.first"); }
        public boolean last() throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.last"); }
        public int getRow() throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getRow"); }
        public boolean absolute(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.absolute"); }
        public boolean relative(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.relative"); }
        public boolean previous() throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.previous"); }
        public void setFetchDirection(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.setFetchDirection"); }
        public int getFetchDirection() throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getFetchDirection"); }
        public void setFetchSize(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.setFetchSize"); }
        public int getFetchSize() throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getFetchSize"); }
        public int getType() throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getType"); }
        public int getConcurrency() throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getConcurrency"); }
        public boolean rowUpdated() throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.rowUpdated"); }
        public boolean rowInserted() throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.rowInserted"); }
        public boolean rowDeleted() throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.rowDeleted"); }
        public void updateNull(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateNull"); }
        public void updateBoolean(int a0, boolean a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateBoolean"); }
        public void updateByte(int a0, byte a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateByte"); }
        public void updateShort(int a0, short a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateShort"); }
        public void updateInt(int a0, int a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateInt"); }
        public void updateLong(int a0, long a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateLong"); }
        public void updateFloat(int a0, float a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateFloat"); }
        public void updateDouble(int a0, double a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateDouble"); }
        public void updateBigDecimal(int a0, java.math.BigDecimal a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateBigDecimal"); }
        public void updateString(int a0, String a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateString"); }
        public void updateBytes(int a0, byte[] a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateBytes"); }
        public void updateDate(int a0, Date a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateDate"); }
        public void updateTime(int a0, Time a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateTime"); }
        public void updateTimestamp(int a0, Timestamp a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateTimestamp"); }
        public void updateAsciiStream(int a0, java.io.InputStream a1, int a2) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateAsciiStream"); }
        public void updateBinaryStream(int a0, java.io.InputStream a1, int a2) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateBinaryStream"); }
        public void updateCharacterStream(int a0, java.io.Reader a1, int a2) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateCharacterStream"); }
        public void updateObject(int a0, Object a1, int a2) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateObject"); }
        public void updateObject(int a0, Object a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateObject"); }
        public void updateNull(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateNull"); }
        public void updateBoolean(String a0, boolean a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateBoolean"); }
        public void updateByte(String a0, byte a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateByte"); }
        public void updateShort(String a0, short a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateShort"); }
        public void updateInt(String a0, int a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateInt"); }
        public void updateLong(String a0, long a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateLong"); }
        public void updateFloat(String a0, float a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateFloat"); }
        public void updateDouble(String a0, double a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateDouble"); }
        public void updateBigDecimal(String a0, java.math.BigDecimal a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateBigDecimal"); }
        public void updateString(String a0, String a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateString"); }
        public void updateBytes(String a0, byte[] a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateBytes"); }
        public void updateDate(String a0, Date a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateDate"); }
        public void updateTime(String a0, Time a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateTime"); }
        public void updateTimestamp(String a0, Timestamp a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateTimestamp"); }
        public void updateAsciiStream(String a0, java.io.InputStream a1, int a2) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateAsciiStream"); }
        public void updateBinaryStream(String a0, java.io.InputStream a1, int a2) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateBinaryStream"); }
        public void updateCharacterStream(String a0, java.io.Reader a1, int a2) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateCharacterStream"); }
        public void updateObject(String a0, Object a1, int a2) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateObject"); }
        public void updateObject(String a0, Object a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateObject"); }
        public void insertRow() throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.insertRow"); }
        public void updateRow() throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateRow"); }
        public void deleteRow() throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.deleteRow"); }
        public void refreshRow() throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.refreshRow"); }
        public void cancelRowUpdates() throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.cancelRowUpdates"); }
        public void moveToInsertRow() throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.moveToInsertRow"); }
        public void moveToCurrentRow() throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.moveToCurrentRow"); }
        public Statement getStatement() throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getStatement"); }
        public Object getObject(int a0, java.util.Map<String, Class<?>> a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getObject"); }
        public Ref getRef(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getRef"); }
        public Blob getBlob(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getBlob"); }
        public Clob getClob(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getClob"); }
        public Array getArray(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getArray"); }
        public Object getObject(String a0, java.util.Map<String, Class<?>> a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getObject"); }
        public Ref getRef(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getRef"); }
        public Blob getBlob(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getBlob"); }
        public Clob getClob(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getClob"); }
        public Array getArray(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getArray"); }
        public Date getDate(int a0, java.util.Calendar a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getDate"); }
        public Date getDate(String a0, java.util.Calendar a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getDate"); }
        public Time getTime(int a0, java.util.Calendar a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getTime"); }
        public Time getTime(String a0, java.util.Calendar a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getTime"); }
        public Timestamp getTimestamp(int a0, java.util.Calendar a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getTimestamp"); }
        public Timestamp getTimestamp(String a0, java.util.Calendar a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getTimestamp"); }
        public java.net.URL getURL(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getURL"); }
        public java.net.URL getURL(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getURL"); }
        public void updateRef(int a0, Ref a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateRef"); }
        public void updateRef(String a0, Ref a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateRef"); }
        public void updateBlob(int a0, Blob a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateBlob"); }
        public void updateBlob(String a0, Blob a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateBlob"); }
        public void updateClob(int a0, Clob a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateClob"); }
        public void updateClob(String a0, Clob a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateClob"); }
        public void updateArray(int a0, Array a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateArray"); }
        public void updateArray(String a0, Array a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateArray"); }
        public RowId getRowId(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getRowId"); }
        public RowId getRowId(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getRowId"); }
        public void updateRowId(int a0, RowId a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateRowId"); }
        public void updateRowId(String a0, RowId a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateRowId"); }
        public int getHoldability() throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getHoldability"); }
        public boolean isClosed() throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.isClosed"); }
        public void updateNString(int a0, String a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateNString"); }
        public void updateNString(String a0, String a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateNString"); }
        public void updateNClob(int a0, NClob a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateNClob"); }
        public void updateNClob(String a0, NClob a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateNClob"); }
        public NClob getNClob(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getNClob"); }
        public NClob getNClob(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getNClob"); }
        public SQLXML getSQLXML(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getSQLXML"); }
        public SQLXML getSQLXML(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getSQLXML"); }
        public void updateSQLXML(int a0, SQLXML a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateSQLXML"); }
        public void updateSQLXML(String a0, SQLXML a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateSQLXML"); }
        public String getNString(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getNString"); }
        public String getNString(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getNString"); }
        public java.io.Reader getNCharacterStream(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getNCharacterStream"); }
        public java.io.Reader getNCharacterStream(String a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getNCharacterStream"); }
        public void updateNCharacterStream(int a0, java.io.Reader a1, long a2) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateNCharacterStream"); }
        public void updateNCharacterStream(String a0, java.io.Reader a1, long a2) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateNCharacterStream"); }
        public void updateAsciiStream(int a0, java.io.InputStream a1, long a2) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateAsciiStream"); }
        public void updateBinaryStream(int a0, java.io.InputStream a1, long a2) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateBinaryStream"); }
        public void updateCharacterStream(int a0, java.io.Reader a1, long a2) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateCharacterStream"); }
        public void updateAsciiStream(String a0, java.io.InputStream a1, long a2) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateAsciiStream"); }
        public void updateBinaryStream(String a0, java.io.InputStream a1, long a2) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateBinaryStream"); }
        public void updateCharacterStream(String a0, java.io.Reader a1, long a2) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateCharacterStream"); }
        public void updateBlob(int a0, java.io.InputStream a1, long a2) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateBlob"); }
        public void updateBlob(String a0, java.io.InputStream a1, long a2) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateBlob"); }
        public void updateClob(int a0, java.io.Reader a1, long a2) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateClob"); }
        public void updateClob(String a0, java.io.Reader a1, long a2) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateClob"); }
        public void updateNClob(int a0, java.io.Reader a1, long a2) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateNClob"); }
        public void updateNClob(String a0, java.io.Reader a1, long a2) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateNClob"); }
        public void updateNCharacterStream(int a0, java.io.Reader a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateNCharacterStream"); }
        public void updateNCharacterStream(String a0, java.io.Reader a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateNCharacterStream"); }
        public void updateAsciiStream(int a0, java.io.InputStream a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateAsciiStream"); }
        public void updateBinaryStream(int a0, java.io.InputStream a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateBinaryStream"); }
        public void updateCharacterStream(int a0, java.io.Reader a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateCharacterStream"); }
        public void updateAsciiStream(String a0, java.io.InputStream a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateAsciiStream"); }
        public void updateBinaryStream(String a0, java.io.InputStream a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateBinaryStream"); }
        public void updateCharacterStream(String a0, java.io.Reader a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateCharacterStream"); }
        public void updateBlob(int a0, java.io.InputStream a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateBlob"); }
        public void updateBlob(String a0, java.io.InputStream a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateBlob"); }
        public void updateClob(int a0, java.io.Reader a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateClob"); }
        public void updateClob(String a0, java.io.Reader a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateClob"); }
        public void updateNClob(int a0, java.io.Reader a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateNClob"); }
        public void updateNClob(String a0, java.io.Reader a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.updateNClob"); }
        public <T> T getObject(int a0, Class<T> a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getObject"); }
        public <T> T getObject(String a0, Class<T> a1) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSet.getObject"); }
    }

    abstract static class AbstractMetaData extends AbstractWrapper implements ResultSetMetaData {
        public int getColumnCount() throws SQLException { throw new SQLFeatureNotSupportedException("ResultSetMetaData.getColumnCount"); }
        public boolean isAutoIncrement(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSetMetaData.isAutoIncrement"); }
        public boolean isCaseSensitive(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSetMetaData.isCaseSensitive"); }
        public boolean isSearchable(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSetMetaData.isSearchable"); }
        public boolean isCurrency(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSetMetaData.isCurrency"); }
        public int isNullable(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSetMetaData.isNullable"); }
        public boolean isSigned(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSetMetaData.isSigned"); }
        public int getColumnDisplaySize(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSetMetaData.getColumnDisplaySize"); }
        public String getColumnLabel(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSetMetaData.getColumnLabel"); }
        public String getColumnName(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSetMetaData.getColumnName"); }
        public String getSchemaName(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSetMetaData.getSchemaName"); }
        public int getPrecision(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSetMetaData.getPrecision"); }
        public int getScale(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSetMetaData.getScale"); }
        public String getTableName(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSetMetaData.getTableName"); }
        public String getCatalogName(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSetMetaData.getCatalogName"); }
        public int getColumnType(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSetMetaData.getColumnType"); }
        public String getColumnTypeName(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSetMetaData.getColumnTypeName"); }
        public boolean isReadOnly(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSetMetaData.isReadOnly"); }
        public boolean isWritable(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSetMetaData.isWritable"); }
        public boolean isDefinitelyWritable(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSetMetaData.isDefinitelyWritable"); }
        public String getColumnClassName(int a0) throws SQLException { throw new SQLFeatureNotSupportedException("ResultSetMetaData.getColumnClassName"); }
    }
}

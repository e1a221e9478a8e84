package java.sql;

import java.util.Iterator;
import java.util.NoSuchElementException;

public class SQLException extends Exception implements Iterable<Throwable> {
    private static final long serialVersionUID = 2135244094396331484L;

    private String SQLState;
    private int vendorCode;
    private volatile SQLException next;

    public SQLException(String reason, String SQLState, int vendorCode) {
        super(reason);
        this.SQLState = SQLState;
        this.vendorCode = vendorCode;
    }

    public SQLException(String reason, String SQLState) {
        this(reason, SQLState, 0);
    }

    public SQLException(String reason) {
        this(reason, null, 0);
    }

    public SQLException() {
        super();
    }

    public SQLException(Throwable cause) {
        super(cause);
    }

    public SQLException(String reason, Throwable cause) {
        super(reason, cause);
    }

    public SQLException(String reason, String sqlState, Throwable cause) {
        this(reason, sqlState, 0, cause);
    }

    public SQLException(String reason, String sqlState, int vendorCode, Throwable cause) {
        super(reason, cause);
        this.SQLState = sqlState;
        this.vendorCode = vendorCode;
    }

    public String getSQLState() {
        return SQLState;
    }

    public int getErrorCode() {
        return vendorCode;
    }

    public SQLException getNextException() {
        return next;
    }

    public void setNextException(SQLException ex) {
        synchronized (this) {
            SQLException last = this;
            while (last.next != null) {
                last = last.next;
            }
            last.next = ex;
        }
    }

    public Iterator<Throwable> iterator() {
        return new Chain(this);
    }

    /** This exception, its causes, then each next exception with its causes. */
    private static final class Chain implements Iterator<Throwable> {
        private SQLException first;
        private SQLException following;
        private Throwable cause;

        Chain(SQLException head) {
            first = head;
            following = head.getNextException();
            cause = head.getCause();
        }

        public boolean hasNext() {
            return first != null || following != null || cause != null;
        }

        public Throwable next() {
            Throwable t;
            if (first != null) {
                t = first;
                first = null;
            } else if (cause != null) {
                t = cause;
                cause = cause.getCause();
            } else if (following != null) {
                t = following;
                cause = following.getCause();
                following = following.getNextException();
            } else {
                throw new NoSuchElementException();
            }
            return t;
        }

        public void remove() {
            throw new UnsupportedOperationException();
        }
    }
}

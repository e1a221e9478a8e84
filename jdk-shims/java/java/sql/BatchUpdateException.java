package java.sql;

public class BatchUpdateException extends SQLException {
    private static final long serialVersionUID = 5977529877145521757L;

    private int[] updateCounts;
    private long[] longUpdateCounts;

    public BatchUpdateException(String reason, String SQLState, int vendorCode, int[] updateCounts) {
        this(reason, SQLState, vendorCode, updateCounts, null);
    }

    public BatchUpdateException(String reason, String SQLState, int[] updateCounts) {
        this(reason, SQLState, 0, updateCounts, null);
    }

    public BatchUpdateException(String reason, int[] updateCounts) {
        this(reason, null, 0, updateCounts, null);
    }

    public BatchUpdateException(int[] updateCounts) {
        this(null, null, 0, updateCounts, null);
    }

    public BatchUpdateException() {
        this(null, null, 0, (int[]) null, null);
    }

    public BatchUpdateException(Throwable cause) {
        this(cause == null ? null : cause.toString(), null, 0, (int[]) null, cause);
    }

    public BatchUpdateException(int[] updateCounts, Throwable cause) {
        this(cause == null ? null : cause.toString(), null, 0, updateCounts, cause);
    }

    public BatchUpdateException(String reason, int[] updateCounts, Throwable cause) {
        this(reason, null, 0, updateCounts, cause);
    }

    public BatchUpdateException(String reason, String SQLState, int[] updateCounts, Throwable cause) {
        this(reason, SQLState, 0, updateCounts, cause);
    }

    public BatchUpdateException(String reason, String SQLState, int vendorCode, int[] updateCounts,
            Throwable cause) {
        super(reason, SQLState, vendorCode, cause);
        if (updateCounts != null) {
            this.updateCounts = updateCounts.clone();
            this.longUpdateCounts = new long[updateCounts.length];
            for (int i = 0; i < updateCounts.length; i++) {
                this.longUpdateCounts[i] = updateCounts[i];
            }
        }
    }

    public int[] getUpdateCounts() {
        return updateCounts == null ? null : updateCounts.clone();
    }

    public BatchUpdateException(String reason, String SQLState, int vendorCode, long[] updateCounts,
            Throwable cause) {
        super(reason, SQLState, vendorCode, cause);
        if (updateCounts != null) {
            this.longUpdateCounts = updateCounts.clone();
            this.updateCounts = new int[updateCounts.length];
            for (int i = 0; i < updateCounts.length; i++) {
                this.updateCounts[i] = (int) updateCounts[i];
            }
        }
    }

    public long[] getLargeUpdateCounts() {
        return longUpdateCounts == null ? null : longUpdateCounts.clone();
    }
}

package java.sql;

public class DataTruncation extends SQLWarning {
    private static final long serialVersionUID = 6464298989504059473L;

    private int index;
    private boolean parameter;
    private boolean read;
    private int dataSize;
    private int transferSize;

    public DataTruncation(int index, boolean parameter, boolean read, int dataSize, int transferSize) {
        this(index, parameter, read, dataSize, transferSize, null);
    }

    public DataTruncation(int index, boolean parameter, boolean read, int dataSize, int transferSize,
            Throwable cause) {
        super("Data truncation", read ? "01004" : "22001", 0, cause);
        this.index = index;
        this.parameter = parameter;
        this.read = read;
        this.dataSize = dataSize;
        this.transferSize = transferSize;
    }

    public int getIndex() {
        return index;
    }

    public boolean getParameter() {
        return parameter;
    }

    public boolean getRead() {
        return read;
    }

    public int getDataSize() {
        return dataSize;
    }

    public int getTransferSize() {
        return transferSize;
    }
}
